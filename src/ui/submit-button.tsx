// The main button of a form: full width and large, busy while its request runs. Busy keeps it focusable
// (aria-disabled, not disabled) so a keyboard user's focus stays put; the form's machine ignores a submit
// while it sends. `disabled` is for a form that cannot be sent at all (no club offered, an amount over the limit).
import { button } from 'styled-system/recipes';

export function SubmitButton({
  busy,
  disabled,
  label,
  busyLabel,
}: {
  busy: boolean;
  disabled?: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className={button({ block: true, size: 'lg' })}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * A button that shows `busyLabel` while its request runs, busy the same way (aria-disabled keeps the focus on it; the
 * flow ignores a press while it sends). `className` is the button recipe's variant of the place.
 */
export function BusyButton({
  busy,
  label,
  busyLabel,
  className,
  type = 'submit',
  onClick,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className: string;
  type?: 'submit' | 'button';
  onClick?: () => void;
}) {
  return (
    <button
      type={type}
      className={className}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

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

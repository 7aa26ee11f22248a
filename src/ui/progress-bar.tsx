// A progress bar for money towards a target (bonus wagering, an event's progress: docs/product.md#entities-money):
// the share shown is current over total, clamped to 0–100 %, full when there is no target.
import { css } from 'styled-system/css';

/** The share of `total` that `current` makes, clamped to 0–1; a target of 0 or less counts as reached. */
export const progressShare = (current: number, total: number) =>
  total > 0 ? Math.min(1, Math.max(0, current / total)) : 1;

export function ProgressBar({
  current,
  total,
  label,
  valueText,
}: {
  current: number;
  total: number;
  /** The accessible name of the bar. */
  label: string;
  /** The progress as the player reads it ("1 200 HTG of 5 000 HTG"). */
  valueText: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={Math.min(current, total)}
      aria-valuetext={valueText}
      className={css({ h: '2.5', borderRadius: 'full', bg: 'surfaceRaised', overflow: 'hidden' })}
    >
      <div
        style={{ width: `${Math.round(progressShare(current, total) * 100)}%` }}
        className={css({ h: 'full', bg: 'accent', borderRadius: 'full', transition: 'width 0.3s' })}
      />
    </div>
  );
}

// docs/product.md#rules-deposit-limits: a limit is an amount in HTG above zero with at most 2 decimals and at most 9
// digits before them (the server refuses the rest with the same words). A comma may stand for the decimal point and
// spaces are ignored, as players type them.
const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;

/** The limit the player typed, or null when it is not one. */
export function parseLimitAmount(draft: string): number | null {
  const text = draft.replace(/\s/g, '').replace(',', '.');
  if (!AMOUNT.test(text)) return null;
  const amount = Number(text);
  return amount > 0 ? amount : null;
}

// docs/product.md#rules-deposit-limits: a play-time limit is whole minutes of a day, 1 to 1440 (the contract's
// TIME_LIMIT_MINUTES); spaces are ignored.
const MINUTES = /^\d{1,4}$/;

/** The play-time limit the player typed, in minutes, or null when it is not one. */
export function parseLimitMinutes(draft: string): number | null {
  const text = draft.replace(/\s/g, '');
  if (!MINUTES.test(text)) return null;
  const minutes = Number(text);
  return minutes >= 1 && minutes <= 1440 ? minutes : null;
}

/** What a limit is counted in: HTG for deposit, loss and stake limits, minutes for the play-time limit. */
export type LimitUnit = 'htg' | 'minutes';

/** The limit the player typed in `unit`, or null when it is not one. */
export const parseLimitValue = (unit: LimitUnit, draft: string) =>
  unit === 'minutes' ? parseLimitMinutes(draft) : parseLimitAmount(draft);

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

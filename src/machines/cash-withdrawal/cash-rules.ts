// Pure rules of the cash widgets (docs/product.md#entities-cashier, docs/product.md#rules-cash-withdrawal,
// docs/product.md#constants-paging): amount parsing and limits, and which clubs a cash withdrawal may be collected at.
// No display text: views map the rule names to messages.
import type { CashWithdrawalClub } from '../../api/schemas/wallet';

/** Why an amount is refused before anything is sent. */
export type AmountRule = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'aboveBalance';

export interface AmountLimits {
  min: number;
  max: number;
}

/**
 * The amount a player typed, in HTG with at most 2 decimals (docs/product.md#calls-list money), or null when it is not
 * one. Thin, normal or no-break spaces between thousands and a decimal comma are accepted.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u2009\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  const amount = Number(compact);
  return amount > 0 ? amount : null;
}

/**
 * docs/product.md#rules-cash-withdrawal: over the limit means max above 0 and the amount above it (the limit message
 * shows, submit is disabled).
 */
export function isOverLimit(limits: AmountLimits, amount: number | null): boolean {
  return amount !== null && limits.max > 0 && amount > limits.max;
}

/**
 * The first rule the amount breaks, or null. A limit of 0 or less is no limit; the balance is checked
 * only when it is known (withdrawals; a deposit passes null).
 */
export function amountRule(text: string, limits: AmountLimits, balance: number | null): AmountRule | null {
  if (text.trim() === '') return 'required';
  const amount = parseAmount(text);
  if (amount === null) return 'invalid';
  if (isOverLimit(limits, amount)) return 'aboveMax';
  if (limits.min > 0 && amount < limits.min) return 'belowMin';
  if (balance !== null && amount > balance) return 'aboveBalance';
  return null;
}

/**
 * docs/product.md#rules-cash-withdrawal: a club is offered only if (withdrawal_limit is 0 or above the amount) and
 * (withdrawal_min is 0 or at most the amount). docs/product.md#entities-cashier: a negative withdrawal_limit means
 * unlimited and the limit itself is exclusive (an amount equal to it is refused); a negative withdrawal_min means
 * unlimited and the minimum itself is included (an amount equal to it is accepted).
 */
export function isClubOffered(
  club: Pick<CashWithdrawalClub, 'withdrawal_limit' | 'withdrawal_min'>,
  amount: number,
): boolean {
  const underLimit = club.withdrawal_limit <= 0 || club.withdrawal_limit > amount;
  const reachesMin = club.withdrawal_min <= 0 || club.withdrawal_min <= amount;
  return underLimit && reachesMin;
}

/** The clubs to offer for the amount typed so far: every club until the amount is a number. */
export function offeredClubs<T extends Pick<CashWithdrawalClub, 'withdrawal_limit' | 'withdrawal_min'>>(
  clubs: readonly T[],
  amount: number | null,
): T[] {
  return amount === null ? [...clubs] : clubs.filter((club) => isClubOffered(club, amount));
}

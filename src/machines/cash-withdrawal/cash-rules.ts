// Pure rules of the cash widgets (docs/product.md#rules): amount parsing and limits, which clubs a cash
// withdrawal may be collected at, and what the cash deposit and withdrawal forms share (their rules, the
// start of their body, the confirmation). No display text: views map the rule names to messages.
import type { CashWithdrawalClub } from '../../../contract/schemas/wallet';
import { NATIVE_AMOUNT_DECIMALS } from '../../config/constants';
import { parseAmount } from '../amount';

/** Why an amount is refused before anything is sent. */
export type AmountRule = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'aboveBalance';

export interface AmountLimits {
  min: number;
  max: number;
}

/**
 * The amount a player typed, in HTG: the app's one amount parser (`../amount.ts`) with at most 2 decimals,
 * and above zero (docs/product.md#rules); null when it is not one.
 */
export function htgAmount(text: string): number | null {
  const amount = parseAmount(text, NATIVE_AMOUNT_DECIMALS);
  return amount !== null && amount > 0 ? amount : null;
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
  const amount = htgAmount(text);
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

/** The rules a cash form (deposit or withdrawal) breaks if it were sent now. */
export interface CashFormRules {
  amount?: AmountRule;
  club?: 'required';
}

/** What both cash forms hold: the widget's limits and confirmation, the typed amount and the chosen club. */
export interface CashForm {
  systemId: number;
  data: { limits: AmountLimits; confirmMessage?: string | null | undefined };
  amountText: string;
  clubId: number | null;
  rules: CashFormRules;
}

/**
 * The rules the form breaks if it were sent now: an amount within the widget limits (and the balance,
 * when it is known: withdrawals; deposits pass null) and a club (docs/product.md#rules).
 */
export function cashFormRules(form: CashForm, balance: number | null): CashFormRules {
  const rules: CashFormRules = {};
  const amount = amountRule(form.amountText, form.data.limits, balance);
  if (amount) rules.amount = amount;
  if (form.clubId === null) rules.club = 'required';
  return rules;
}

/** The start of both cash bodies (docs/api.md): the payment system, the amount in HTG, the club. */
export function cashBody(form: CashForm): { payment_system: number; amount: number; purseId: number } {
  return { payment_system: form.systemId, amount: htgAmount(form.amountText) ?? 0, purseId: form.clubId ?? 0 };
}

/** A widget with a confirmation message asks before it sends. */
export const asksConfirmation = (form: CashForm) => Boolean(form.data.confirmMessage?.trim());

/** A new club: its rule shown earlier goes, and so does the last refusal. */
export function withClub(form: CashForm, clubId: number): Pick<CashForm, 'clubId' | 'rules'> & { error: null } {
  const { club: _cleared, ...rules } = form.rules;
  return { clubId, rules, error: null };
}

/** A new amount: its rule shown earlier goes, and so does the last refusal. */
export function withAmountText(
  form: CashForm,
  amountText: string,
): Pick<CashForm, 'amountText' | 'rules'> & {
  error: null;
} {
  const { amount: _cleared, ...rules } = form.rules;
  return { amountText, rules, error: null };
}

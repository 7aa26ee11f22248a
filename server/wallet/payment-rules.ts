// The checks of a payment post (docs/product.md#rules, docs/product.md#calls-payment-bodies payment bodies), the same
// the browser makes, held again on the server because a browser can be bypassed: amounts in HTG with at most 2 decimals
// inside the method's limits, the per-chain address pattern, the club limit rules of a cash withdrawal.
import { toMinor } from './money';
import { isValidAddress, isValidatedChain } from '../../contract/crypto-addresses';

export const PAYMENT_TEXTS = {
  refused: 'The payment was refused. Check the form.',
  required: 'This field is required',
  badAmount: 'Enter an amount in HTG with at most 2 decimals',
  badNumber: 'Enter a number',
  insufficient: 'Insufficient funds',
  invalidAddress: 'Invalid address format',
  chainNotSelected: 'Chain not selected',
  chainNoCurrency: 'Chain has not currency',
  unknownChain: 'Unknown chain',
  wrongNetwork: 'Wrong network',
  rateChanged: 'The rate has changed. Check the amounts and try again.',
  unknownClub: 'Choose a club from the list',
  clubExcluded: 'This club cannot pay out this amount',
  badPhone: 'Enter a MonCash number: 8 digits, e.g. 3712 3456',
  notAnOption: 'Choose one of the options',
  unknownSystem: 'Unknown payment system',
  withdrawalAccepted: 'Withdrawal accepted for processing',
} as const;

/**
 * A refusal answered 200 {status:'error', message, reason?, errors:{field:[message]}} (docs/product.md#calls-wrappers).
 */
export class PaymentRefused extends Error {
  constructor(
    readonly errors: Record<string, string[]>,
    readonly reason?: string,
    message: string = PAYMENT_TEXTS.refused,
  ) {
    super(message);
    this.name = 'PaymentRefused';
  }
}

export const refuse = (field: string, message: string): never => {
  throw new PaymentRefused({ [field]: [message] });
};

/** Runs several checks and refuses once with every field's error, not only the first one. */
export class Checks {
  readonly errors: Record<string, string[]> = {};

  take<T>(check: () => T): T | undefined {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof PaymentRefused)) throw error;
      for (const [field, messages] of Object.entries(error.errors)) {
        for (const message of messages) this.add(field, message);
      }
      return undefined;
    }
  }

  add(field: string, message: string): void {
    const list = this.errors[field] ?? [];
    list.push(message);
    this.errors[field] = list;
  }

  /** Throws the collected refusal, if any. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw new PaymentRefused(this.errors);
  }
}

/** Thousands with a thin space, as the app shows money (docs/product.md#constants-money): 1 000, 75 000.50. */
export const formatHtg = (major: number): string => {
  const [whole = '0', cents] = major.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009');
  return cents === '00' ? grouped : `${grouped}.${cents}`;
};

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** An HTG amount in minor units (decimal point or comma), or a refusal on `field` (empty, not a number, over 2 decimals, zero). */
export function parseHtg(value: unknown, field = 'amount'): number {
  // A decimal comma is a decimal point, as in the app's amount fields (docs/product.md#rules).
  const raw =
    typeof value === 'number'
      ? String(value)
      : text(value)
          .replace(/[\s\u2009\u202f]/g, '')
          .replace(',', '.');
  if (raw === '') return refuse(field, PAYMENT_TEXTS.required);
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw)) return refuse(field, PAYMENT_TEXTS.badAmount);
  const minor = toMinor(Number(raw));
  if (minor <= 0) return refuse(field, PAYMENT_TEXTS.badAmount);
  return minor;
}

/** A positive decimal of any precision (crypto amounts). */
export function parseDecimal(value: unknown, field: string): number {
  const raw = text(value);
  if (raw === '') return refuse(field, PAYMENT_TEXTS.required);
  // Plain decimals, or the exponent form a script may produce for tiny amounts (8e-7).
  const valid = /^\d{1,12}(\.\d{1,18})?(e-?\d{1,2})?$/i.test(raw) && Number.isFinite(Number(raw));
  if (!valid || Number(raw) <= 0) return refuse(field, PAYMENT_TEXTS.badNumber);
  return Number(raw);
}

export interface Limits {
  /** HTG major units; 0 or less = no bound. */
  min: number;
  max: number;
  /** Shown instead of the plain maximum text (withdrawal-cash limits.message). */
  message?: string | undefined;
}

export function checkLimits(amountMinor: number, limits: Limits, field = 'amount'): void {
  if (limits.min > 0 && amountMinor < toMinor(limits.min)) {
    refuse(field, `Minimum amount is ${formatHtg(limits.min)} HTG`);
  }
  if (limits.max > 0 && amountMinor > toMinor(limits.max)) {
    refuse(field, limits.message ?? `Maximum amount is ${formatHtg(limits.max)} HTG`);
  }
}

export function checkBalance(amountMinor: number, balanceMinor: number, field = 'amount'): void {
  if (amountMinor > balanceMinor) refuse(field, PAYMENT_TEXTS.insufficient);
}

/**
 * docs/product.md#rules-cash-withdrawal cash withdrawal: a club is offered only if (its limit is 0/unlimited or above
 * the amount) and (its minimum is 0/unlimited or at most the amount). Limits in minor units, negative = unlimited.
 */
export const clubAllows = (club: { withdrawalLimitMinor: number; withdrawalMinMinor: number }, amountMinor: number) =>
  (club.withdrawalLimitMinor <= 0 || club.withdrawalLimitMinor > amountMinor) &&
  (club.withdrawalMinMinor <= 0 || club.withdrawalMinMinor <= amountMinor);

/**
 * docs/product.md#rules-crypto-withdrawal: the app's own check of the chain's addresses (checksums included,
 * contract/crypto-addresses.ts); a chain it does not know (one an operator added) is checked against its
 * `address_pattern` when it has one, else not at all.
 */
export const addressMatches = (chain: { value: string; addressPattern: string | null }, address: string): boolean =>
  isValidatedChain(chain.value)
    ? isValidAddress(chain.value, address)
    : chain.addressPattern === null || new RegExp(chain.addressPattern).test(address);

/** 8 national digits, or 509 + 8 digits, with spaces, dashes or a + allowed. */
export function haitianPhone(value: unknown, field: string): string {
  const raw = text(value);
  if (raw === '') return refuse(field, PAYMENT_TEXTS.required);
  const digits = raw.replace(/^\+/, '').replace(/[\s\-().]/g, '');
  const national = /^509\d{8}$/.test(digits) ? digits.slice(3) : digits;
  if (!/^\d{8}$/.test(national)) return refuse(field, PAYMENT_TEXTS.badPhone);
  return `509${national}`;
}

// The checks of a payment post (docs/product.md#rules, docs/product.md#calls-payment-bodies payment bodies), the same
// the browser makes, held again on the server because a browser can be bypassed: amounts in HTG with at most 2 decimals
// inside the method's limits, the per-chain address pattern, the club limit rules of a cash withdrawal.
import { toMinor } from './money';
import { isValidAddress, isValidatedChain } from '../../contract/crypto-addresses';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import { type Text, text as serverText, translate } from '../i18n/text';

/** The cashier's texts (server/i18n/replies), rendered in the caller's language by the route. */
export const PAYMENT_TEXTS = {
  refused: serverText('cashier.refused'),
  required: serverText('field.required'),
  badAmount: serverText('cashier.badAmount'),
  badNumber: serverText('cashier.badNumber'),
  insufficient: serverText('cashier.insufficient'),
  invalidAddress: serverText('cashier.invalidAddress'),
  chainNotSelected: serverText('cashier.chainNotSelected'),
  chainNoCurrency: serverText('cashier.chainNoCurrency'),
  unknownChain: serverText('cashier.unknownChain'),
  wrongNetwork: serverText('cashier.wrongNetwork'),
  rateChanged: serverText('cashier.rateChanged'),
  unknownClub: serverText('cashier.unknownClub'),
  clubExcluded: serverText('cashier.clubExcluded'),
  badPhone: serverText('cashier.badPhone'),
  notAnOption: serverText('cashier.notAnOption'),
  unknownSystem: serverText('cashier.unknownSystem'),
  withdrawalAccepted: serverText('cashier.withdrawalAccepted'),
} as const;

/**
 * A refusal answered 200 {status:'error', message, reason?, errors:{field:[message]}} (docs/product.md#calls-wrappers),
 * in the caller's language (renderRefusal).
 */
export class PaymentRefused extends Error {
  constructor(
    readonly errors: Record<string, Text[]>,
    readonly reason?: Text,
    readonly text: Text = PAYMENT_TEXTS.refused,
  ) {
    super(translate(DEFAULT_LOCALE, text));
    this.name = 'PaymentRefused';
  }

  renderRefusal(locale: Locale) {
    const errors = Object.fromEntries(
      Object.entries(this.errors).map(([field, list]) => [field, list.map((message) => translate(locale, message))]),
    );
    return {
      status: 'error' as const,
      message: translate(locale, this.text),
      ...(this.reason ? { reason: translate(locale, this.reason) } : {}),
      errors,
    };
  }
}

export const refuse = (field: string, message: Text): never => {
  throw new PaymentRefused({ [field]: [message] });
};

/** Runs several checks and refuses once with every field's error, not only the first one. */
export class Checks {
  readonly errors: Record<string, Text[]> = {};

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

  add(field: string, message: Text): void {
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
  /** Shown instead of the plain maximum text (withdrawal-cash limits.message: the operator's own words). */
  message?: string | undefined;
}

export function checkLimits(amountMinor: number, limits: Limits, field = 'amount'): void {
  if (limits.min > 0 && amountMinor < toMinor(limits.min)) {
    refuse(field, serverText('cashier.minAmount', { amount: formatHtg(limits.min) }));
  }
  if (limits.max > 0 && amountMinor > toMinor(limits.max)) {
    refuse(
      field,
      limits.message
        ? serverText('reply.verbatim', { text: limits.message })
        : serverText('cashier.maxAmount', { amount: formatHtg(limits.max) }),
    );
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

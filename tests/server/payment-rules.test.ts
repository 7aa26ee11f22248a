// The checks of a payment post, one by one (docs/product.md#rules, docs/product.md#calls-payment-bodies): amounts in HTG
// with at most 2 decimals inside the method's limits, crypto decimals, MonCash numbers, club rules and addresses, and
// the refusal they answer with (docs/product.md#calls-wrappers). Every expected value is written down here.
import { describe, expect, it } from 'vitest';
import {
  addressMatches,
  Checks,
  checkBalance,
  checkLimits,
  clubAllows,
  formatHtg,
  haitianPhone,
  PAYMENT_TEXTS,
  PaymentRefused,
  parseDecimal,
  parseHtg,
  refuse,
  text,
} from '../../server/wallet/payment-rules';

const REQUIRED = 'This field is required';
const BAD_AMOUNT = 'Enter an amount in HTG with at most 2 decimals';
const BAD_NUMBER = 'Enter a number';
const BAD_PHONE = 'Enter a MonCash number: 8 digits, e.g. 3712 3456';

/** What a check answers: its value, or the refusal as the route renders it in `locale`. */
function outcome<T>(check: () => T, locale: 'en' | 'fr' = 'en') {
  try {
    return { value: check() };
  } catch (error) {
    if (error instanceof PaymentRefused) return { refused: error.renderRefusal(locale) };
    throw error;
  }
}

/** The field errors of a refusal, or the value when the check passed. */
const fieldErrors = <T>(check: () => T) => {
  const result = outcome(check);
  return 'refused' in result ? result.refused?.errors : { value: result.value };
};

describe('formatHtg', () => {
  it.each([
    [0, '0'],
    [0.05, '0.05'],
    [50, '50'],
    [999, '999'],
    [1_000, '1\u2009000'],
    [75_000.5, '75\u2009000.50'],
    [1_234_567.89, '1\u2009234\u2009567.89'],
  ])('%s HTG reads %s', (major, shown) => {
    expect(formatHtg(major)).toBe(shown);
  });
});

describe('text', () => {
  it.each([
    ['  a b  ', 'a b'],
    [5, ''],
    [null, ''],
    [undefined, ''],
  ])('%j is %j', (value, read) => {
    expect(text(value)).toBe(read);
  });
});

describe('parseHtg', () => {
  it.each([
    [100, 10_000],
    [0.01, 1],
    ['100', 10_000],
    [' 1 250,50 ', 125_050],
    ['1\u2009000', 100_000],
    ['1\u202f000.5', 100_050],
    ['123456789', 12_345_678_900],
    ['7.5', 750],
  ])('%j is %s minor units', (value, minor) => {
    expect(fieldErrors(() => parseHtg(value))).toEqual({ value: minor });
  });

  it.each(['', '   ', undefined, null, {}])('%j is required', (value) => {
    expect(fieldErrors(() => parseHtg(value))).toEqual({ amount: [REQUIRED] });
  });

  it.each(['abc', '1.234', '0', '0.00', '-5', '1234567890', '.5', '5.', '1,000,5', '1e3', '12a', 'a12', -3])(
    '%j is not an amount',
    (value) => {
      expect(fieldErrors(() => parseHtg(value))).toEqual({ amount: [BAD_AMOUNT] });
    },
  );

  it('blames the field it is given', () => {
    expect(fieldErrors(() => parseHtg('', 'sum'))).toEqual({ sum: [REQUIRED] });
    expect(fieldErrors(() => parseHtg('x', 'sum'))).toEqual({ sum: [BAD_AMOUNT] });
  });
});

describe('parseDecimal', () => {
  it.each([
    ['0.5', 0.5],
    [' 2.5 ', 2.5],
    ['8e-7', 8e-7],
    ['1E-5', 1e-5],
    ['5e-10', 5e-10],
    ['1e5', 100_000],
    ['0.000000000000000001', 1e-18],
    ['123456789012', 123_456_789_012],
  ])('%j is %s', (value, read) => {
    expect(fieldErrors(() => parseDecimal(value, 'amount'))).toEqual({ value: read });
  });

  it.each(['', '  ', 7])('%j is required', (value) => {
    expect(fieldErrors(() => parseDecimal(value, 'amount_crypto'))).toEqual({ amount_crypto: [REQUIRED] });
  });

  it.each(['abc', '0', '0.0', '-1', '1.1234567890123456789', '1234567890123', '1e123', '1e', '.5', 'x1', '1x'])(
    '%j is not a number',
    (value) => {
      expect(fieldErrors(() => parseDecimal(value, 'amount_crypto'))).toEqual({ amount_crypto: [BAD_NUMBER] });
    },
  );
});

describe('checkLimits', () => {
  const limits = { min: 50, max: 75_000 };
  it('holds the bounds, both included', () => {
    expect(fieldErrors(() => checkLimits(5_000, limits))).toEqual({ value: undefined });
    expect(fieldErrors(() => checkLimits(7_500_000, limits))).toEqual({ value: undefined });
    expect(fieldErrors(() => checkLimits(4_999, limits))).toEqual({ amount: ['Minimum amount is 50 HTG'] });
    expect(fieldErrors(() => checkLimits(7_500_001, limits))).toEqual({
      amount: ['Maximum amount is 75\u2009000 HTG'],
    });
  });

  it('reads 0 or less as no bound', () => {
    expect(fieldErrors(() => checkLimits(1, { min: 0, max: 0 }))).toEqual({ value: undefined });
    expect(fieldErrors(() => checkLimits(1, { min: -1, max: -1 }))).toEqual({ value: undefined });
    expect(fieldErrors(() => checkLimits(999_999_999, { min: 50, max: 0 }))).toEqual({ value: undefined });
  });

  it("quotes the operator's own words over the plain maximum, and blames the field it is given", () => {
    const words = { min: 0, max: 100, message: 'Max 100 HTG per day at a club' };
    expect(fieldErrors(() => checkLimits(10_001, words, 'sum'))).toEqual({ sum: ['Max 100 HTG per day at a club'] });
    expect(fieldErrors(() => checkLimits(10_000, words, 'sum'))).toEqual({ value: undefined });
  });

  it('speaks the caller language', () => {
    expect(outcome(() => checkLimits(100, limits), 'fr')).toMatchObject({
      refused: { errors: { amount: ['Le montant minimum est de 50 HTG'] } },
    });
  });
});

describe('checkBalance', () => {
  it('allows the whole balance and no more', () => {
    expect(fieldErrors(() => checkBalance(100, 100))).toEqual({ value: undefined });
    expect(fieldErrors(() => checkBalance(101, 100))).toEqual({ amount: ['Insufficient funds'] });
    expect(fieldErrors(() => checkBalance(101, 100, 'amount_crypto'))).toEqual({
      amount_crypto: ['Insufficient funds'],
    });
  });
});

describe('clubAllows (docs/product.md#rules-cash-withdrawal)', () => {
  it.each([
    [{ withdrawalLimitMinor: -1, withdrawalMinMinor: -1 }, 5_000_000, true],
    [{ withdrawalLimitMinor: 0, withdrawalMinMinor: 0 }, 5_000_000, true],
    [{ withdrawalLimitMinor: 100_000, withdrawalMinMinor: 0 }, 99_999, true],
    [{ withdrawalLimitMinor: 100_000, withdrawalMinMinor: 0 }, 100_000, false],
    [{ withdrawalLimitMinor: 0, withdrawalMinMinor: 50_000 }, 50_000, true],
    [{ withdrawalLimitMinor: 0, withdrawalMinMinor: 50_000 }, 49_999, false],
    [{ withdrawalLimitMinor: 100_000, withdrawalMinMinor: 50_000 }, 70_000, true],
    [{ withdrawalLimitMinor: 100_000, withdrawalMinMinor: 50_000 }, 40_000, false],
  ])('%j for %s minor units: %s', (club, amount, allowed) => {
    expect(clubAllows(club, amount)).toBe(allowed);
  });
});

describe('addressMatches', () => {
  it("checks a known chain's addresses itself, and another chain's against its pattern if it has one", () => {
    const eth = '0x52908400098527886e0f7030069857d2e4169ee7';
    expect(addressMatches({ value: 'ETH', addressPattern: null }, eth)).toBe(true);
    expect(addressMatches({ value: 'ETH', addressPattern: '.*' }, 'not an address')).toBe(false);
    expect(addressMatches({ value: 'KAS', addressPattern: null }, 'anything')).toBe(true);
    expect(addressMatches({ value: 'KAS', addressPattern: '^kaspa:[a-z0-9]{8}$' }, 'kaspa:abcd1234')).toBe(true);
    expect(addressMatches({ value: 'KAS', addressPattern: '^kaspa:[a-z0-9]{8}$' }, 'kaspa:ABCD1234')).toBe(false);
  });
});

describe('haitianPhone', () => {
  it.each([
    ['37123456', '50937123456'],
    [' 3712 3456 ', '50937123456'],
    ['+509 3712-3456', '50937123456'],
    ['(509) 3712.3456', '50937123456'],
    ['50937123456', '50937123456'],
  ])('%j is %s', (value, phone) => {
    expect(fieldErrors(() => haitianPhone(value, 'purseId'))).toEqual({ value: phone });
  });

  it.each(['', '  ', undefined])('%j is required', (value) => {
    expect(fieldErrors(() => haitianPhone(value, 'purseId'))).toEqual({ purseId: [REQUIRED] });
  });

  it.each([
    '3712345',
    '371234567',
    '5093712345',
    '+1 3712 3456',
    'abcdefgh',
    '++50937123456',
    '3712_3456',
    '3712+3456',
    'a37123456',
    '50837123456',
  ])('%j is not a MonCash number', (value) => {
    expect(fieldErrors(() => haitianPhone(value, 'phone'))).toEqual({ phone: [BAD_PHONE] });
  });
});

describe('refusals', () => {
  it('answers the form refusal by default, its reason only when it has one', () => {
    expect(outcome(() => refuse('amount', PAYMENT_TEXTS.insufficient))).toEqual({
      refused: {
        status: 'error',
        message: 'The payment was refused. Check the form.',
        errors: { amount: ['Insufficient funds'] },
      },
    });
    const error = new PaymentRefused({}, PAYMENT_TEXTS.unknownSystem, PAYMENT_TEXTS.unknownSystem);
    expect(error.message).toBe('Unknown payment system');
    expect(error.name).toBe('PaymentRefused');
    expect(error.renderRefusal('fr')).toEqual({
      status: 'error',
      message: 'Système de paiement inconnu',
      reason: 'Système de paiement inconnu',
      errors: {},
    });
  });

  it('collects every field error, several on one field, and refuses once', () => {
    const checks = new Checks();
    expect(checks.take(() => parseHtg(''))).toBeUndefined();
    expect(checks.take(() => haitianPhone('12', 'purseId'))).toBeUndefined();
    checks.add('purseId', PAYMENT_TEXTS.notAnOption);
    expect(checks.take(() => parseHtg('12,5'))).toBe(1_250);
    expect(fieldErrors(() => checks.done())).toEqual({
      amount: [REQUIRED],
      purseId: [BAD_PHONE, 'Choose one of the options'],
    });
  });

  it('passes when nothing was refused, and lets any other error through', () => {
    const checks = new Checks();
    expect(checks.take(() => 'ok')).toBe('ok');
    expect(() => checks.done()).not.toThrow();
    expect(() =>
      checks.take(() => {
        throw new RangeError('a bug');
      }),
    ).toThrow(RangeError);
    expect(checks.errors).toEqual({});
  });
});

// Bonus, payment systems, payment forms, crypto, history (docs/product.md#entities-cashier).
import * as z from 'zod/mini';
import { httpUrl, image, money, pagination, paymentDirection, balanceType } from './common';

export const convertCheck = z.object({ convert_allowed: z.boolean(), message: z.optional(z.string()) });
export const convertResult = z.object({ success: z.boolean(), message: z.optional(z.string()) });

export const bonusInfo = z.union([
  z.object({ bonus: money, convert: z.literal(false) }),
  z.object({
    bonus: money,
    type: z.literal(1),
    convert: z.literal(true),
    progress: z.object({ current: z.number(), total: z.number(), currency: z.string() }),
    to_unlock: z.number(),
    rules: z.object({ title: z.string(), body: z.string() }),
  }),
  z.object({ bonus: money, type: z.literal(2), convert: z.literal(true), convert_coefficient: z.number() }),
]);
export type BonusInfo = z.infer<typeof bonusInfo>;

export const paymentSystemType = z.enum(['link', 'page', 'form', 'widget']);
export const paymentSystem = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string(),
  type: paymentSystemType,
  direction: paymentDirection,
  href: z.optional(z.string()),
  currency: z.optional(
    z.object({
      min_amount: z.number(),
      max_amount: z.number(),
      withdraw_auto_confirm: z.boolean(),
      day_limit: z.number(),
    }),
  ),
});
export type PaymentSystem = z.infer<typeof paymentSystem>;
export const paymentSystemList = z.object({ status: z.literal('success'), list: z.array(paymentSystem) });

const fieldBase = {
  name: z.optional(z.string()),
  id: z.optional(z.string()),
  label: z.optional(z.string()),
  attributes: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
  class: z.optional(z.string()),
  image: z.optional(z.nullable(image)),
};
export const formField = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('block'), html: z.string(), ...fieldBase }),
  z.object({ kind: z.literal('link'), url: z.string(), ...fieldBase }),
  z.object({ kind: z.literal('amount'), ...fieldBase }),
  z.object({ kind: z.literal('clipboard'), value: z.string(), ...fieldBase }),
  z.object({
    kind: z.literal('input'),
    type: z.enum(['text', 'password', 'date', 'datetime-local', 'hidden']),
    value: z.optional(z.string()),
    ...fieldBase,
  }),
  z.object({
    kind: z.literal('select'),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
    ...fieldBase,
  }),
]);
export type FormField = z.infer<typeof formField>;
export const paymentForm = z.object({
  endpoint: z.string(),
  confirmMessage: z.optional(z.nullable(z.string())),
  fields: z.array(formField),
});

export const cryptoChain = z.object({
  value: z.optional(z.nullable(z.string())),
  name: z.string(),
  currency: z.optional(z.nullable(z.string())),
  image: z.object({ url: z.string(), backgroundColor: z.string() }),
});
export type CryptoChain = z.infer<typeof cryptoChain>;
export const cryptoWidgetData = z.object({
  chains: z.array(cryptoChain),
  limits: z.object({ min: z.number(), max: z.number() }),
  endpoint: z.string(),
  confirmMessage: z.optional(z.nullable(z.string())),
});
export type CryptoWidgetData = z.infer<typeof cryptoWidgetData>;

export const cashDepositClub = z.object({ id: z.number(), name: z.string(), address: z.string() });
export type CashDepositClub = z.infer<typeof cashDepositClub>;
/**
 * docs/product.md#entities-cashier deposit-cash widget data: the clubs that take cash, the amount limits and where to
 * post.
 */
export const cashDepositData = z.object({
  clubs: z.array(cashDepositClub),
  limits: z.object({ min: z.number(), max: z.number() }),
  endpoint: z.string(),
  confirmMessage: z.optional(z.nullable(z.string())),
});
export type CashDepositData = z.infer<typeof cashDepositData>;
export const cashWithdrawalClub = z.object({
  id: z.number(),
  label: z.string(),
  address: z.string(),
  withdrawal_limit: z.number(),
  withdrawal_min: z.number(),
});
export type CashWithdrawalClub = z.infer<typeof cashWithdrawalClub>;
export const withdrawalCashData = z.object({
  showFiscalId: z.boolean(),
  showNationalCardId: z.boolean(),
  showNationalId: z.boolean(),
  limits: z.object({ min: z.number(), max: z.number(), message: z.optional(z.string()) }),
  descriptions: z.array(z.object({ type: z.enum(['info', 'warning', 'dangerous']), content: z.string() })),
  endpoint: z.string(),
  confirmMessage: z.optional(z.nullable(z.string())),
  clubs: z.array(cashWithdrawalClub),
});
export type WithdrawalCashData = z.infer<typeof withdrawalCashData>;

// Security (docs/architecture.md#security): a link system's href (opened in a new tab) and a page system's html (the
// framed payment page's address) are http(s) only; anything else is an invalid reply, shown as the system's error.
export const paymentSystemDetail = z.discriminatedUnion('type', [
  z.object({ ...paymentSystem.shape, type: z.literal('link'), href: httpUrl }),
  z.object({ ...paymentSystem.shape, type: z.literal('page'), html: httpUrl }),
  z.object({
    ...paymentSystem.shape,
    type: z.literal('form'),
    title: z.string(),
    header: z.optional(z.nullable(z.string())),
    footer: z.optional(z.nullable(z.string())),
    form: paymentForm,
  }),
  z.object({ ...paymentSystem.shape, type: z.literal('widget'), widget: z.string(), data: z.unknown() }),
]);
export type PaymentSystemDetail = z.infer<typeof paymentSystemDetail>;
export const paymentSystemReply = z.object({ status: z.literal('success'), data: paymentSystemDetail });

export const cryptoAddressBody = z.object({ chainId: z.string().check(z.minLength(1)) });
export const cryptoAddressReply = z.object({ data: z.object({ address: z.string() }) });
export const cryptoRates = z.object({
  success: z.boolean(),
  rates: z.record(z.string(), z.number()),
  message: z.optional(z.string()),
});

export const paymentAction = z.object({
  type: z.literal('request'),
  data: z.object({
    endpoint: z.string(),
    name: z.optional(z.string()),
    payload: z.looseObject({ action: z.string() }),
  }),
});
export const transaction = z.object({
  id: z.union([z.string(), z.number()]),
  direction: paymentDirection,
  amount: money,
  date: z.string(),
  method: z.string(),
  status: z.string(),
  pin: z.nullable(z.string()),
  tx: z.nullable(
    z.object({
      id: z.string(),
      id_short: z.string(),
      link: z.nullable(z.string()),
      rate: z.nullable(z.number()),
      /** A crypto withdrawal's payout, set by the server, in `currency` (docs/api.md payments history). */
      amount_output: z.optional(z.number()),
      currency: z.optional(z.string()),
    }),
  ),
  actions: z.array(paymentAction),
  source: z.optional(z.string()),
  balance_source: z.optional(z.string()),
  date_time: z.optional(z.string()),
});
export type Transaction = z.infer<typeof transaction>;
export const paymentsReply = z.object({
  data: z.object({ items: z.array(transaction), pagination: z.optional(pagination) }),
});

export const betItem = z.object({
  id: z.union([z.string(), z.number()]),
  game: z.string(),
  amount: money,
  date: z.string(),
  rate_action: z.string(),
  balance_type: balanceType,
});
export type BetItem = z.infer<typeof betItem>;
export const betsReply = z.object({ data: z.object({ items: z.array(betItem), pagination }) });

/** docs/product.md#rules-history history queries: optional filters, empty dates ignored, pages at least 1. */
export const historyQuery = z.object({
  pay_in: z.optional(z.string()),
  pay_out: z.optional(z.string()),
  start_date: z.optional(z.string()),
  finish_date: z.optional(z.string()),
  game_id: z.optional(z.string()),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

/** docs/product.md#calls-list reply of a POST to a server-supplied payment endpoint */
export const paymentPostReply = z.looseObject({
  status: z.enum(['success', 'error']),
  message: z.optional(z.string()),
  form: z.optional(z.unknown()),
  reason: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** A payment page to continue on (MonCash checkout): http(s) only (docs/architecture.md#security). */
  redirect: z.optional(httpUrl),
  url: z.optional(httpUrl),
  /** A crypto withdrawal's payout as the server set it, in `currency` (docs/api.md crypto-withdrawal). */
  amount_output: z.optional(z.number()),
  currency: z.optional(z.string()),
});

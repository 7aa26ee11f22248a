// Cash at a club (docs/product.md#entities-cashier, docs/product.md#calls-list): the two widgets' data and the
// multipart post to their server-supplied endpoint. Bodies (docs/product.md#calls-payment-bodies): cash deposit
// {payment_system, amount, purseId, is_confirm_uid, fiscal_id, national_card_id}; cash withdrawal {payment_system,
// amount, purseId, fiscal_id, national_id, national_card_id}.
import type * as z from 'zod/mini';
import { PAYMENT_MUTATION_TIMEOUT_MS } from '../config/constants';
import { ApiError } from './errors';
import { type CallOptions, http } from './http';
import {
  type CashDepositData,
  cashDepositData,
  paymentPostReply,
  type WithdrawalCashData,
  withdrawalCashData,
} from '../../contract/schemas/wallet';

export interface CashDepositBody {
  payment_system: number;
  amount: number;
  purseId: number;
  is_confirm_uid: '1';
  fiscal_id: string;
  national_card_id: string;
}

export interface CashWithdrawalBody {
  payment_system: number;
  amount: number;
  purseId: number;
  fiscal_id: string;
  national_id: string;
  national_card_id: string;
}

/** What a successful post says: the server's message and, for a deposit, the PIN to show at the club. */
export interface CashPaymentResult {
  message: string | null;
  pin: string | null;
}

/** Multipart body of docs/product.md#calls-payment-bodies: every value as a string, in the server's field names. */
export function paymentFormData(body: CashDepositBody | CashWithdrawalBody): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, String(value));
  return form;
}

/**
 * docs/product.md#calls-policy: POST to the server-supplied endpoint, abortable, mutation timeout
 * (docs/product.md#constants-timing: 60 s), never retried.
 */
export async function postCashPayment(
  endpoint: string,
  form: FormData,
  options?: CallOptions,
): Promise<CashPaymentResult> {
  const reply = await http.postForm(paymentPostReply, endpoint, form, {
    ...options,
    timeout: PAYMENT_MUTATION_TIMEOUT_MS,
  });
  const pin = reply.pin;
  return {
    message: reply.message ?? null,
    pin: typeof pin === 'string' && pin !== '' ? pin : typeof pin === 'number' ? String(pin) : null,
  };
}

type Parsed<T> = { ok: true; data: T } | { ok: false; error: ApiError };

function parseWidgetData<T>(schema: z.ZodMiniType<T>, data: unknown, widget: string): Parsed<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data };
  // docs/product.md#errors-kinds: a widget whose data does not match is an invalid-data error ('Unavailable server data
  // format').
  return {
    ok: false,
    error: new ApiError({
      kind: 'invalidData',
      method: 'GET',
      url: `payment_system (${widget})`,
      issues: parsed.error.issues,
      cause: parsed.error,
    }),
  };
}

export const parseCashDepositData = (data: unknown): Parsed<CashDepositData> =>
  parseWidgetData(cashDepositData, data, 'deposit-cash');

export const parseWithdrawalCashData = (data: unknown): Parsed<WithdrawalCashData> =>
  parseWidgetData(withdrawalCashData, data, 'withdrawal-cash');

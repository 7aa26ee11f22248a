// Cashier calls of docs/product.md#calls-list: payment method lists (version 3), one payment system (version 3, 30 s)
// and the multipart post to a server-supplied payment endpoint (docs/product.md#constants-timing: 600 s, abortable).
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { PAYMENT_SYSTEM_TIMEOUT_MS } from '../config/constants';
import { ApiError } from './errors';
import { type CallOptions, http } from './http';
import {
  type PaymentSystemDetail,
  paymentPostReply,
  paymentSystemDetail,
  paymentSystemList,
  paymentSystemType,
} from '../../contract/schemas/wallet';

// A list reply is read in two steps: its status first, so that a status other than success is the server's refusal
// (with its reason), not a reply of the wrong shape.
const paymentListEnvelope = z.looseObject({
  status: z.optional(z.unknown()),
  reason: z.optional(z.unknown()),
  message: z.optional(z.unknown()),
});
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * docs/product.md#errors-handling: a payment list whose status is not success fails with the server's reason (its
 * message when it gave no reason); the error's serverMessage is what the list shows.
 */
async function getPaymentList(path: 'payment_deposits' | 'payment_withdrawals', options?: CallOptions) {
  const reply = await http.request(paymentListEnvelope, path, { ...options, version: 3 }).catch((error: unknown) => {
    // {status:'error', reason} is a failure wrapper: the client has already made it an http error.
    if (error instanceof ApiError && error.kind === 'http' && error.reason !== undefined) {
      const { kind, status, method, url, reason, fieldErrors } = error;
      throw new ApiError({ kind, status, method, url, reason, fieldErrors, serverMessage: reason, cause: error });
    }
    throw error;
  });
  if (reply.status !== 'success') {
    const reason = textOf(reply.reason);
    throw new ApiError({
      kind: 'http',
      status: 200,
      method: 'GET',
      url: path,
      reason,
      serverMessage: reason ?? textOf(reply.message),
    });
  }
  const parsed = paymentSystemList.safeParse(reply);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'invalidData',
      method: 'GET',
      url: path,
      issues: parsed.error.issues,
      cause: parsed.error,
    });
  }
  return parsed.data.list;
}

export function getDeposits(options?: CallOptions) {
  return getPaymentList('payment_deposits', options);
}

export function getWithdrawals(options?: CallOptions) {
  return getPaymentList('payment_withdrawals', options);
}

/**
 * What one payment system call can give the page (docs/product.md#routes-cashier payment systems): a system to show,
 * nothing usable ('System start error'), or a type this app does not know ('Service error').
 */
export type PaymentSystemLoad =
  | { kind: 'system'; system: PaymentSystemDetail }
  | { kind: 'empty' }
  | { kind: 'unknownType'; type: string };

// The envelope is checked strictly; `data` is read in steps so an unknown type is not an invalid reply.
const paymentSystemEnvelope = z.object({ status: z.literal('success'), data: z.optional(z.unknown()) });
const knownTypes = new Set<string>(paymentSystemType.options);

export async function getPaymentSystem(id: number, options?: CallOptions): Promise<PaymentSystemLoad> {
  const path = `payment_system/${id}`;
  const reply = await http.request(paymentSystemEnvelope, path, {
    ...options,
    version: 3,
    timeout: PAYMENT_SYSTEM_TIMEOUT_MS,
  });
  const data = reply.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data) || Object.keys(data).length === 0) {
    return { kind: 'empty' };
  }
  const type = (data as { type?: unknown }).type;
  if (typeof type === 'string' && !knownTypes.has(type)) return { kind: 'unknownType', type };
  const parsed = paymentSystemDetail.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({ kind: 'invalidData', method: 'GET', url: path, issues: parsed.error.issues });
  }
  return { kind: 'system', system: parsed.data };
}

export type PaymentPostReply = z.infer<typeof paymentPostReply>;

/**
 * docs/product.md#calls-policy: multipart form data with payment_system to the endpoint the server gave; POST is never
 * retried.
 */
export function submitPaymentForm(endpoint: string, form: FormData, options?: CallOptions) {
  return http.postForm(paymentPostReply, endpoint, form, options);
}

/** Per player: cleared with ['player'] when the account changes (src/app/actors.ts). */
export const cashierKeys = {
  deposits: ['player', 'payment_deposits'] as const,
  withdrawals: ['player', 'payment_withdrawals'] as const,
  system: (id: number) => ['player', 'payment_system', id] as const,
};

export function depositsQuery() {
  return queryOptions({ queryKey: cashierKeys.deposits, queryFn: ({ signal }) => getDeposits({ signal }) });
}

export function withdrawalsQuery() {
  return queryOptions({ queryKey: cashierKeys.withdrawals, queryFn: ({ signal }) => getWithdrawals({ signal }) });
}

export function paymentSystemQuery(id: number) {
  return queryOptions({ queryKey: cashierKeys.system(id), queryFn: ({ signal }) => getPaymentSystem(id, { signal }) });
}

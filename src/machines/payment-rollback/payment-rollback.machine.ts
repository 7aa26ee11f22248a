// Purpose: runs a payments history row's action (cancelling a pending withdrawal) once the player confirms
// (docs/product.md#flows-payment-rollback).
// docs/product.md#flows-payment-rollback payment rollback action: confirm first ('Cancel payment?'), then send the
// action's payload to its endpoint; cancelling the confirmation sends nothing. The button is disabled while the request
// is pending or when the action has no endpoint. Success runs the injected onSuccess (the page refetches
// the payments and refreshes the balance); a failure keeps the ApiError for the view.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import { errorOf, notProvided } from '../shared';

export interface PaymentActionRequest {
  endpoint: string;
  payload: Record<string, unknown>;
}

export interface PaymentRollbackInput {
  /**
   * The row's action (docs/product.md#entities-money: type request with data {endpoint, name?, payload}); endpoint may
   * be empty.
   */
  endpoint: string | null | undefined;
  payload: Record<string, unknown>;
}

export interface PaymentRollbackContext {
  endpoint: string;
  payload: Record<string, unknown>;
  error: ApiError | null;
  /** The server's reply message of a successful action. */
  message: string | null;
}

export type PaymentRollbackEvent =
  | { type: 'rollback.request' }
  | { type: 'rollback.confirm' }
  | { type: 'rollback.cancel' };

export const paymentRollbackMachine = setup({
  types: {
    context: {} as PaymentRollbackContext,
    events: {} as PaymentRollbackEvent,
    input: {} as PaymentRollbackInput,
  },
  actors: {
    sendAction: notProvided<{ message?: string }, PaymentActionRequest>('sendAction'),
  },
  guards: {
    hasEndpoint: ({ context }) => context.endpoint !== '',
  },
  actions: {
    storeMessage: assign((_, output: { message?: string }) => ({ message: output.message ?? null })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    clearOutcome: assign({ error: null, message: null }),
    // Injected: refetch the payments and refresh the balance.
    onSuccess: () => {},
  },
}).createMachine({
  id: 'paymentRollback',
  context: ({ input }) => ({
    endpoint: input.endpoint?.trim() ?? '',
    payload: input.payload,
    error: null,
    message: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'rollback.request': { guard: 'hasEndpoint', target: 'confirming' } },
    },
    confirming: {
      on: {
        'rollback.confirm': { target: 'sending' },
        'rollback.cancel': { target: 'idle' },
      },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearOutcome',
      invoke: {
        id: 'sendAction',
        src: 'sendAction',
        input: ({ context }) => ({ endpoint: context.endpoint, payload: context.payload }),
        onDone: {
          target: 'done',
          actions: [{ type: 'storeMessage', params: ({ event }) => event.output }, 'onSuccess'],
        },
        onError: { target: 'idle', actions: { type: 'storeError', params: errorOf } },
      },
    },
    /** Sent: the refetched row no longer offers this action; a second request is not allowed. */
    done: {},
  },
});

export type PaymentRollbackMachine = typeof paymentRollbackMachine;

// Purpose: fills in and sends a payment method's server-described form (docs/product.md#flows-payment-form).
// docs/product.md#flows-payment-form generic form: open sets the form, header and footer; submit clears the errors,
// builds the form data with payment_system, asks for confirmation when the form has a confirmMessage (cancel goes back
// to editing) and posts it. Success replaces the form with the returned message ('Complete' by default);
// an error shows per-field lists and the reason. Closing aborts a send in flight ('Form closed') and
// resets. Success refreshes the balances; a successful withdrawal also reports an analytics event (injected) with type, amount and currency.
import type * as z from 'zod/mini';
import { assign, fromPromise, setup } from 'xstate';
import type { PaymentPostReply } from '../../api/cashier';
import type { ApiError } from '../../api/errors';
import type { paymentForm } from '../../../contract/schemas/wallet';
import { DIRECTION } from '../../config/constants';
import { parseAmount } from '../amount';
import { errorOf, notProvided } from '../shared';
import { type FieldProblem, type FieldValues, validateFields } from './payment-form.rules';

export type PaymentForm = z.infer<typeof paymentForm>;

/** The abort reason of a send that the player left by closing the form (docs/product.md#flows-payment-form). */
export const FORM_CLOSED = 'Form closed';

export interface PaymentFormSystem {
  id: number;
  /** The method's name: the payment type of the analytics event. */
  name: string;
  direction: number;
}

export interface PaymentFormContext {
  system: PaymentFormSystem | null;
  form: PaymentForm | null;
  header: string | null;
  footer: string | null;
  currency: string;
  payload: FormData | null;
  problems: Record<string, FieldProblem>;
  error: ApiError | null;
  /** The server's success message; null shows 'Complete'. */
  message: string | null;
}

export type PaymentFormEvent =
  | {
      type: 'form.open';
      system: PaymentFormSystem;
      form: PaymentForm;
      header?: string | null;
      footer?: string | null;
      currency: string;
    }
  | { type: 'form.submit'; values: FieldValues }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'form.restart' }
  | { type: 'form.close' };

export interface SendInput {
  endpoint: string;
  payload: FormData;
}

export interface WithdrawalEvent {
  paymentType: string;
  amount: number;
  currency: string;
}

const closedContext: PaymentFormContext = {
  system: null,
  form: null,
  header: null,
  footer: null,
  currency: '',
  payload: null,
  problems: {},
  error: null,
  message: null,
};

const submittedValues = (event: PaymentFormEvent): FieldValues => (event.type === 'form.submit' ? event.values : {});

export const paymentFormMachine = setup({
  types: {
    context: {} as PaymentFormContext,
    events: {} as PaymentFormEvent,
  },
  actors: {
    submitForm: notProvided<PaymentPostReply, SendInput>('submitForm'),
  },
  guards: {
    // A form is submitted, confirmed and sent only once it is open: form and system are set from then on.
    hasFieldProblems: ({ context, event }) =>
      Object.keys(validateFields(context.form!.fields, submittedValues(event))).length > 0,
    hasConfirmMessage: ({ context }) => Boolean(context.form!.confirmMessage),
    isWithdrawal: ({ context }) => context.system!.direction === DIRECTION.withdrawal,
  },
  actions: {
    // Injected: the analytics event of a successful withdrawal.
    reportWithdrawal: (_, _params: WithdrawalEvent) => {},
    // Injected: a payment moves money (a withdrawal debits at once), so the balances refresh.
    refreshBalance: () => {},
    open: assign(({ event }) =>
      event.type === 'form.open'
        ? {
            ...closedContext,
            system: event.system,
            form: event.form,
            header: event.header ?? null,
            footer: event.footer ?? null,
            currency: event.currency,
          }
        : {},
    ),
    clearErrors: assign({ problems: {}, error: null }),
    storeProblems: assign(({ context, event }) => ({
      problems: validateFields(context.form!.fields, submittedValues(event)),
    })),
    buildPayload: assign(({ context, event }) => {
      const payload = new FormData();
      for (const [name, value] of Object.entries(submittedValues(event))) payload.append(name, value);
      payload.set('payment_system', String(context.system!.id));
      return { payload };
    }),
    dropPayload: assign({ payload: null }),
    storeResult: assign((_, reply: PaymentPostReply) => ({ message: reply.message || null })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError, payload: null })),
    restart: assign({ payload: null, problems: {}, error: null, message: null }),
    reset: assign(closedContext),
  },
}).createMachine({
  id: 'paymentForm',
  context: closedContext,
  initial: 'closed',
  on: {
    'form.open': { target: '.editing', actions: 'open' },
    'form.close': { target: '.closed', actions: 'reset' },
  },
  states: {
    closed: {},
    editing: {
      on: {
        'form.submit': [
          { guard: 'hasFieldProblems', actions: ['clearErrors', 'storeProblems'] },
          { guard: 'hasConfirmMessage', target: 'confirming', actions: ['clearErrors', 'buildPayload'] },
          { target: 'sending', actions: ['clearErrors', 'buildPayload'] },
        ],
      },
    },
    confirming: {
      on: {
        'confirm.accept': { target: 'sending' },
        'confirm.cancel': { target: 'editing', actions: 'dropPayload' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }) => ({
          endpoint: context.form!.endpoint,
          payload: context.payload!,
        }),
        onDone: [
          {
            guard: 'isWithdrawal',
            target: 'succeeded',
            actions: [
              { type: 'storeResult', params: ({ event }) => event.output },
              'refreshBalance',
              {
                type: 'reportWithdrawal',
                params: ({ context }) => ({
                  paymentType: context.system!.name,
                  amount: parseAmount(String(context.payload!.get('amount'))) ?? 0,
                  currency: context.currency,
                }),
              },
            ],
          },
          {
            target: 'succeeded',
            actions: [{ type: 'storeResult', params: ({ event }) => event.output }, 'refreshBalance'],
          },
        ],
        onError: { target: 'editing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    succeeded: {
      on: { 'form.restart': { target: 'editing', actions: 'restart' } },
    },
  },
});

export type PaymentFormMachine = typeof paymentFormMachine;

/**
 * The real send for `.provide()`: xstate aborts an invoke's signal when it stops, which here only
 * happens when the form is closed (or unmounted), so the post is aborted with reason 'Form closed'.
 */
export function closableSend(send: (input: SendInput, signal: AbortSignal) => Promise<PaymentPostReply>) {
  return fromPromise<PaymentPostReply, SendInput>(({ input, signal }) => {
    // The invoke's signal is fresh when the send starts and aborts once, when the actor stops.
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort(FORM_CLOSED));
    return send(input, controller.signal);
  });
}

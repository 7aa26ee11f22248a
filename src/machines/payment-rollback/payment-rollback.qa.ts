// The independent oracle of a payment history action such as a rollback (docs/architecture.md, "Machines and
// their oracles"), written from the product rules and docs/api.md, checked at every step of
// tests/model/payment-rollback.model.test.ts:
// - the button asks 'Cancel payment?' first; cancelling sends nothing, confirming posts the action's payload to
//   its endpoint (the endpoint as the row gives it, without surrounding blanks);
// - the button is disabled while the request is pending, once it succeeded, and when the row has no endpoint;
// - success shows the server's message (none when the reply has none) and refetches the payments and balance;
//   a failure keeps the server's reason and lets the player try again.
import type { MachineOracle } from '../oracle';
import type { PaymentRollbackContext } from './payment-rollback.machine';

/** What the action button and its dialog show, read through payment-rollback.selectors.ts by the model test. */
export interface PaymentRollbackView {
  state: string;
  canRequest: boolean;
  confirming: boolean;
  sending: boolean;
  /** The server's reason of a failed action. */
  error: string | null;
  /** The server's message of a successful action. */
  message: string | null;
}

const idle = ({ context }: { context: PaymentRollbackContext }): Partial<PaymentRollbackView> => ({
  state: 'idle',
  // Enabled only with an endpoint to send to.
  canRequest: context.endpoint.trim() !== '',
  confirming: false,
  sending: false,
  error: context.error?.message ?? null,
  message: null,
});

export const paymentRollbackOracle: MachineOracle<PaymentRollbackView, PaymentRollbackContext> = {
  states: {
    idle: { sees: idle },
    confirming: {
      sees: ({ context }) => ({
        state: 'confirming',
        canRequest: false,
        confirming: true,
        sending: false,
        error: context.error?.message ?? null,
      }),
    },
    sending: {
      sees: { state: 'sending', canRequest: false, confirming: false, sending: true, error: null, message: null },
      runs: ({ context }) => ({ sendAction: { endpoint: context.endpoint.trim(), payload: context.payload } }),
    },
    done: {
      sees: ({ context }) => ({
        state: 'done',
        canRequest: false,
        confirming: false,
        sending: false,
        error: null,
        message: context.message,
      }),
    },
  },
  steps: [
    {
      from: 'idle',
      event: 'rollback.request',
      when: ({ context }) => context.endpoint.trim() !== '',
      to: 'confirming',
    },
    { from: 'confirming', event: 'rollback.cancel', to: 'idle' },
    { from: 'confirming', event: 'rollback.confirm', to: 'sending', context: { error: null, message: null } },
    {
      from: 'sending',
      event: 'xstate.done.actor.sendAction',
      to: 'done',
      effects: ['onSuccess'],
      context: (_, event) => ({ message: (event.output as { message?: string }).message ?? null, error: null }),
    },
    {
      from: 'sending',
      event: 'xstate.error.actor.sendAction',
      to: 'idle',
      context: (_, event) => ({ error: event.error as PaymentRollbackContext['error'], message: null }),
    },
  ],
};

// The independent oracle of the SMS code request (docs/architecture.md, "Machines and their oracles"), written
// from the product rules, checked at every step of tests/model/sms-code.model.test.ts:
// - the get-code button asks for a code for the number typed (a number has at least one digit); it is
//   disabled while the request runs and while a wait runs;
// - a reply with time_left seconds starts a countdown in 1 s ticks ('Retry after N seconds') with the server's
//   message; the last tick ends the wait; a reply without a wait lets the player ask again at once;
// - a failure shows the server's reason (the screen falls back to 'SMS not sent').
import type { ApiError } from '../../api/errors';
import type { MachineOracle } from '../oracle';
import type { SmsCodeContext } from './sms-code.machine';

/** What the get-code button and the result line show, read through sms-code.selectors.ts by the model test. */
export interface SmsCodeView {
  state: string;
  canRequest: boolean;
  /** The N of 'Retry after N seconds' (0: no countdown shown). */
  secondsLeft: number;
  /** The server's success message (null: the screen shows 'SMS sent'). */
  message: string | null;
  /** The server's reason of a failure (null: no failure shown). */
  error: string | null;
  succeeded: boolean;
}

type Reply = { time_left: number; message?: string };

/** A number the code can be sent to has at least one digit. */
const hasDigit = (phone: string) => /[0-9]/.test(phone);

const request = {
  to: 'requesting',
  when: (_: unknown, event: Record<string, unknown>) => hasDigit(event.phone as string),
  context: (_: unknown, event: Record<string, unknown>) => ({
    phone: event.phone as string,
    message: null,
    error: null,
  }),
};

export const smsCodeOracle: MachineOracle<SmsCodeView, SmsCodeContext> = {
  states: {
    idle: {
      sees: { state: 'idle', canRequest: true, secondsLeft: 0, message: null, error: null, succeeded: false },
    },
    requesting: {
      sees: { state: 'requesting', canRequest: false, secondsLeft: 0, message: null, error: null, succeeded: false },
      runs: ({ context }) => ({ requestCode: { phone: context.phone } }),
    },
    waiting: {
      sees: ({ context }) => ({
        state: 'waiting',
        canRequest: false,
        secondsLeft: context.secondsLeft,
        message: context.message,
        error: null,
        succeeded: true,
      }),
    },
    sent: {
      sees: ({ context }) => ({
        state: 'sent',
        canRequest: true,
        secondsLeft: 0,
        message: context.message,
        error: null,
        succeeded: true,
      }),
    },
    failed: {
      sees: ({ context }) => ({
        state: 'failed',
        canRequest: true,
        secondsLeft: 0,
        message: null,
        error: (context.error as ApiError).serverMessage ?? null,
        succeeded: false,
      }),
    },
  },
  steps: [
    { from: ['idle', 'sent', 'failed'], event: 'code.request', ...request },
    {
      from: 'requesting',
      event: 'xstate.done.actor.requestCode',
      when: (_, event) => (event.output as Reply).time_left > 0,
      to: 'waiting',
      context: (_, event) => ({
        secondsLeft: (event.output as Reply).time_left,
        message: (event.output as Reply).message ?? null,
      }),
    },
    {
      from: 'requesting',
      event: 'xstate.done.actor.requestCode',
      when: (_, event) => (event.output as Reply).time_left === 0,
      to: 'sent',
      context: (_, event) => ({ secondsLeft: 0, message: (event.output as Reply).message ?? null }),
    },
    {
      from: 'requesting',
      event: 'xstate.error.actor.requestCode',
      to: 'failed',
      context: (_, event) => ({ error: event.error as ApiError, secondsLeft: 0 }),
    },
    {
      // One second less on the button.
      from: 'waiting',
      event: 'xstate.after.tick.smsCode.waiting',
      when: ({ context }) => context.secondsLeft > 1,
      to: 'waiting',
      context: ({ context }) => ({ secondsLeft: context.secondsLeft - 1 }),
    },
    {
      // The last second: the wait is over and the button works again.
      from: 'waiting',
      event: 'xstate.after.tick.smsCode.waiting',
      when: ({ context }) => context.secondsLeft === 1,
      to: 'sent',
      context: { secondsLeft: 0 },
    },
  ],
};

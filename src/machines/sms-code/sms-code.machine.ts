// Purpose: requests an SMS code and makes the player wait before asking for another (docs/product.md#flows-sms-code).
// docs/product.md#flows-sms-code SMS request: blocked while a wait runs; success starts a countdown from time_left
// seconds in 1 s ticks with the server's message; failure keeps the server's message (views fall back to 'SMS not
// sent').
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { SmsReply } from '../../../contract/schemas/session';
import { errorOf, notProvided } from '../shared';

export interface SmsCodeContext {
  phone: string;
  secondsLeft: number;
  message: string | null;
  error: ApiError | null;
}

export type SmsCodeEvent = { type: 'code.request'; phone: string };

export const SMS_TICK_MS = 1_000;

export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
  },
  actors: {
    requestCode: notProvided<SmsReply, { phone: string }>('requestCode'),
  },
  guards: {
    hasPhone: ({ event }) => event.phone.replace(/\D/g, '').length > 0,
    hasWait: (_, reply: SmsReply) => reply.time_left > 0,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    start: assign(({ event }) => ({ phone: event.phone, message: null, error: null })),
    storeReply: assign((_, reply: SmsReply) => ({ secondsLeft: reply.time_left, message: reply.message ?? null })),
    tick: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    finishWait: assign({ secondsLeft: 0 }),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError, secondsLeft: 0 })),
  },
  delays: { tick: SMS_TICK_MS },
}).createMachine({
  id: 'smsCode',
  context: { phone: '', secondsLeft: 0, message: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'code.request': { guard: 'hasPhone', target: 'requesting', actions: 'start' } },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: [
          {
            guard: { type: 'hasWait', params: ({ event }) => event.output },
            target: 'waiting',
            actions: { type: 'storeReply', params: ({ event }) => event.output },
          },
          { target: 'sent', actions: { type: 'storeReply', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // Counting down: a new request is blocked until the wait is over.
    waiting: {
      after: {
        tick: [
          { guard: 'isLastSecond', target: 'sent', actions: 'finishWait' },
          { target: 'waiting', reenter: true, actions: 'tick' },
        ],
      },
    },
    sent: {
      on: { 'code.request': { guard: 'hasPhone', target: 'requesting', actions: 'start' } },
    },
    failed: {
      on: { 'code.request': { guard: 'hasPhone', target: 'requesting', actions: 'start' } },
    },
  },
});

export type SmsCodeMachine = typeof smsCodeMachine;

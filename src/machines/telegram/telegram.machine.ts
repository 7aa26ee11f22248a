// Purpose: signs a player in through Telegram: a QR code, then waiting for the approval
// (docs/product.md#flows-telegram).
// docs/product.md#flows-telegram Telegram sign-in: request a token, go to /loginTG, poll every 1000 ms, one request at
// a time, until authenticated, then complete the sign-in. The token is dropped on logout (telegram.reset).
// docs/product.md#calls-list token refresh: while the QR code stays open, the token is swapped for a fresh one every
// TELEGRAM_REFRESH_MS (between two checks, never during one), so a code left on screen never expires.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import { TELEGRAM_POLL_MS } from '../../../contract/constants';
import { TELEGRAM_REFRESH_MS } from '../../config/constants';
import { errorOf, notProvided } from '../shared';

export interface TelegramToken {
  token: string;
  auth: boolean;
}

export interface TelegramContext {
  token: string | null;
  error: ApiError | null;
  /** Set by the refresh timer; the next unapproved check then refreshes the token. */
  refreshDue: boolean;
}

export type TelegramEvent = { type: 'telegram.start' } | { type: 'telegram.reset' };

export const telegramMachine = setup({
  types: {
    context: {} as TelegramContext,
    events: {} as TelegramEvent,
  },
  actors: {
    requestToken: notProvided<TelegramToken>('requestToken'),
    checkToken: notProvided<TelegramToken, { token: string }>('checkToken'),
    refreshToken: notProvided<string, { token: string }>('refreshToken'),
  },
  guards: {
    isAuthenticated: (_, reply: TelegramToken) => reply.auth,
    isRefreshDue: ({ context }) => context.refreshDue,
  },
  actions: {
    // Injected: navigation to /loginTG and completing the sign-in in the session.
    openSignInPage: () => {},
    authorized: () => {},
    storeToken: assign((_, reply: TelegramToken) => ({ token: reply.token, error: null })),
    storeRefreshedToken: assign((_, token: string) => ({ token, refreshDue: false })),
    markRefreshDue: assign({ refreshDue: true }),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    reset: assign({ token: null, error: null, refreshDue: false }),
  },
  delays: { poll: TELEGRAM_POLL_MS, refresh: TELEGRAM_REFRESH_MS },
}).createMachine({
  id: 'telegram',
  context: { token: null, error: null, refreshDue: false },
  initial: 'idle',
  on: { 'telegram.reset': { target: '.idle', actions: 'reset' } },
  states: {
    idle: {
      on: { 'telegram.start': { target: 'requesting' } },
    },
    requesting: {
      tags: ['busy'],
      entry: 'reset',
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        onDone: {
          target: 'polling',
          actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'openSignInPage'],
        },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // The QR code is shown: checks one at a time; the refresh timer runs from entry, so it restarts
    // after every refresh.
    polling: {
      initial: 'waiting',
      after: { refresh: { actions: 'markRefreshDue' } },
      states: {
        // Between two checks: the next one starts only after the previous answered (one at a time).
        waiting: {
          after: { poll: { target: 'checking' } },
        },
        checking: {
          invoke: {
            id: 'checkToken',
            src: 'checkToken',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              {
                guard: { type: 'isAuthenticated', params: ({ event }) => event.output },
                target: '#telegram.authorized',
              },
              { guard: 'isRefreshDue', target: '#telegram.refreshing' },
              { target: 'waiting' },
            ],
            onError: { target: '#telegram.failed', actions: { type: 'storeError', params: errorOf } },
          },
        },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'polling', actions: { type: 'storeRefreshedToken', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    authorized: {
      entry: ['authorized', 'reset'],
      on: { 'telegram.start': { target: 'requesting' } },
    },
    failed: {
      on: { 'telegram.start': { target: 'requesting' } },
    },
  },
});

export type TelegramMachine = typeof telegramMachine;

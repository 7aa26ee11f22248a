// Purpose: signs a player in through Telegram: a QR code, then waiting for the approval
// (docs/product.md#flows-telegram).
// docs/product.md#flows-telegram Telegram sign-in: request a token, go to /loginTG, poll every 1000 ms, one request at
// a time, until authenticated, then complete the sign-in. The token is dropped on logout (telegram.reset).
// A check is a POST, so the HTTP client never repeats one: the machine rides out a failed check or refresh that says
// nothing about the token (no connection, no answer in time, a server busy or down: isTransient), waiting twice as
// long after each one in a row (2 s, 4 s, … up to TELEGRAM_RETRY_MAX_MS), and polls on until the token expires
// (docs/api.md: 10 min from its issue or last refresh); then it stops and says so. A refusal (the server's "expired"
// reply among them) stops at once with the server's reason.
// docs/product.md#calls-list token refresh: while the QR code stays open, the token is swapped for a fresh one every
// TELEGRAM_REFRESH_MS (between two checks, never during one), so a code left on screen never expires.
import { assign, setup } from 'xstate';
import { type ApiError, isTransient } from '../../api/errors';
import { TELEGRAM_POLL_MS } from '../../../contract/constants';
import { TELEGRAM_REFRESH_MS, TELEGRAM_RETRY_MAX_MS, TELEGRAM_TOKEN_TTL_MS } from '../../config/constants';
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
  /** Checks and refreshes that failed in a row without saying anything about the token (isTransient). */
  failures: number;
}

export type TelegramEvent = { type: 'telegram.start' } | { type: 'telegram.reset' };

/**
 * A check or a refresh that failed: without an answer about the token (network, timeout, 408, 429, 5xx) the next check
 * waits longer; a refusal ends the flow with its message (docs/product.md#flows-telegram).
 */
const rideOutOrFail = [
  { guard: { type: 'isTransient' as const, params: errorOf }, target: 'retrying', actions: 'countFailure' as const },
  { target: '#telegram.failed', actions: { type: 'storeError' as const, params: errorOf } },
];

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
    isTransient: (_, error: unknown) => isTransient(error),
  },
  actions: {
    // Injected: navigation to /loginTG and completing the sign-in in the session.
    openSignInPage: () => {},
    authorized: () => {},
    storeToken: assign((_, reply: TelegramToken) => ({ token: reply.token, error: null })),
    storeRefreshedToken: assign((_, token: string) => ({ token, refreshDue: false, failures: 0 })),
    markRefreshDue: assign({ refreshDue: true }),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    clearFailures: assign({ failures: 0 }),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    reset: assign({ token: null, error: null, refreshDue: false, failures: 0 }),
  },
  delays: {
    poll: TELEGRAM_POLL_MS,
    refresh: TELEGRAM_REFRESH_MS,
    expiry: TELEGRAM_TOKEN_TTL_MS,
    // After the n-th failure in a row: the poll's wait doubled n times, at most TELEGRAM_RETRY_MAX_MS.
    backoff: ({ context }) => Math.min(TELEGRAM_POLL_MS * 2 ** context.failures, TELEGRAM_RETRY_MAX_MS),
  },
}).createMachine({
  id: 'telegram',
  context: { token: null, error: null, refreshDue: false, failures: 0 },
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
    // The QR code is shown: checks one at a time. The refresh and expiry timers run from entry, so a refreshed
    // token (which re-enters) starts both again.
    polling: {
      initial: 'waiting',
      after: { refresh: { actions: 'markRefreshDue' }, expiry: { target: 'expired' } },
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
              { guard: 'isRefreshDue', target: 'refreshing', actions: 'clearFailures' },
              { target: 'waiting', actions: 'clearFailures' },
            ],
            onError: rideOutOrFail,
          },
        },
        // A check or refresh failed without an answer about the token: the next check waits longer.
        retrying: {
          after: { backoff: { target: 'checking' } },
        },
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: '#telegram.polling',
              reenter: true,
              actions: { type: 'storeRefreshedToken', params: ({ event }) => event.output },
            },
            // Still due: the next unapproved check refreshes again.
            onError: rideOutOrFail,
          },
        },
      },
    },
    authorized: {
      entry: ['authorized', 'reset'],
      on: { 'telegram.start': { target: 'requesting' } },
    },
    failed: {
      on: { 'telegram.start': { target: 'requesting' } },
    },
    // The token's lifetime ran out while no check could get through: the QR code is gone, the button starts again.
    expired: {
      entry: 'reset',
      on: { 'telegram.start': { target: 'requesting' } },
    },
  },
});

export type TelegramMachine = typeof telegramMachine;

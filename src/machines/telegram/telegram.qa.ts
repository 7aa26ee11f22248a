// The independent oracle of the Telegram sign-in (docs/architecture.md, "Machines and their oracles"), written
// from the product rules and docs/api.md ("Telegram sign-in"), checked at every step of
// tests/model/telegram.model.test.ts:
// - the button asks for a token, then goes to /loginTG where the QR code is shown;
// - the token is checked every 1000 ms, one check at a time (the next one waits for the previous answer),
//   until the player approves it in Telegram: then the sign-in completes and the token is dropped;
// - while the code stays on screen the token is swapped for a fresh one every 5 minutes, between two checks
//   (a timer that fires during a check waits for its answer); an approved check wins over a due refresh;
// - a check or refresh that fails with no connection, no answer in time, or a busy or broken server (408, 429, 5xx)
//   does not stop the sign-in: the QR code stays and the next check comes after 2 s, then 4 s, 8 s, 16 s and at most
//   30 s while they keep failing; an answer brings back the 1 s poll;
// - 10 minutes after the token was issued or last refreshed the QR code goes and the page says the sign-in expired
//   (no reason from a server, the app's own text); the button starts again;
// - any other failed call (a refusal: the server's "expired" reply, an unknown token) shows the server's reason; the
//   button starts again; logout (reset) drops the token whatever was going on.
import type { ApiError } from '../../api/errors';
import type { MachineOracle } from '../oracle';
import type { TelegramContext, TelegramToken } from './telegram.machine';

/** What the Telegram page shows, read through telegram.selectors.ts by the model test. */
export interface TelegramView {
  state: string;
  /** The token the QR code encodes. */
  token: string | null;
  polling: boolean;
  requesting: boolean;
  /** The server's reason of a failure. */
  error: string | null;
  /** The page says the sign-in expired. */
  expired: boolean;
}

const cleared = { token: null, error: null, refreshDue: false, failures: 0 };

/** The QR code is on screen with the current token. */
const showing =
  (state: string) =>
  ({ context }: { context: TelegramContext }) => ({
    state,
    token: context.token,
    polling: true,
    requesting: false,
    error: null,
    expired: false,
  });

const everyState = [
  'idle',
  'requesting',
  'polling.waiting',
  'polling.checking',
  'polling.retrying',
  'polling.refreshing',
  'authorized',
  'failed',
  'expired',
];
const showingCode = ['polling.waiting', 'polling.checking', 'polling.retrying', 'polling.refreshing'];

/** No connection, no answer in time, or a server busy or down: the sign-in rides it out. */
const passing = (error: unknown) => {
  const e = error as ApiError;
  return (
    e.kind === 'network' ||
    e.kind === 'timeout' ||
    (e.kind === 'http' && [408, 429, 500, 502, 503, 504].includes(e.status ?? 0))
  );
};

export const telegramOracle: MachineOracle<TelegramView, TelegramContext> = {
  states: {
    idle: { sees: { state: 'idle', token: null, polling: false, requesting: false, error: null, expired: false } },
    requesting: {
      sees: { state: 'requesting', token: null, polling: false, requesting: true, error: null, expired: false },
      runs: { requestToken: true },
    },
    'polling.waiting': { sees: showing('waiting') },
    'polling.checking': {
      sees: showing('checking'),
      runs: ({ context }) => ({ checkToken: { token: context.token } }),
    },
    'polling.retrying': { sees: showing('retrying') },
    'polling.refreshing': {
      sees: showing('refreshing'),
      runs: ({ context }) => ({ refreshToken: { token: context.token } }),
    },
    authorized: {
      sees: { state: 'authorized', token: null, polling: false, requesting: false, error: null, expired: false },
    },
    failed: {
      sees: ({ context }) => ({
        state: 'failed',
        polling: false,
        requesting: false,
        error: (context.error as ApiError).serverMessage ?? null,
        expired: false,
      }),
    },
    expired: {
      sees: { state: 'expired', token: null, polling: false, requesting: false, error: null, expired: true },
    },
  },
  steps: [
    // Logout drops the token, whatever was going on.
    { from: everyState, event: 'telegram.reset', to: 'idle', context: cleared },
    { from: ['idle', 'authorized', 'failed', 'expired'], event: 'telegram.start', to: 'requesting', context: cleared },
    {
      from: 'requesting',
      event: 'xstate.done.actor.requestToken',
      to: 'polling.waiting',
      effects: ['openSignInPage'],
      context: (_, event) => ({
        token: (event.output as TelegramToken).token,
        error: null,
        refreshDue: false,
        failures: 0,
      }),
    },
    {
      from: 'requesting',
      event: 'xstate.error.actor.requestToken',
      to: 'failed',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
    { from: 'polling.waiting', event: 'xstate.after.poll.telegram.polling.waiting', to: 'polling.checking' },
    {
      from: 'polling.checking',
      event: 'xstate.done.actor.checkToken',
      when: (_, event) => (event.output as TelegramToken).auth,
      to: 'authorized',
      effects: ['authorized'],
      context: cleared,
    },
    {
      from: 'polling.checking',
      event: 'xstate.done.actor.checkToken',
      when: ({ context }, event) => !(event.output as TelegramToken).auth && context.refreshDue,
      to: 'polling.refreshing',
      context: ({ context }) => ({ token: context.token, refreshDue: true, failures: 0 }),
    },
    {
      from: 'polling.checking',
      event: 'xstate.done.actor.checkToken',
      when: ({ context }, event) => !(event.output as TelegramToken).auth && !context.refreshDue,
      to: 'polling.waiting',
      context: ({ context }) => ({ token: context.token, refreshDue: false, failures: 0 }),
    },
    {
      from: 'polling.checking',
      event: 'xstate.error.actor.checkToken',
      when: (_, event) => passing(event.error),
      to: 'polling.retrying',
      context: ({ context }) => ({ token: context.token, error: null, failures: context.failures + 1 }),
    },
    {
      from: 'polling.checking',
      event: 'xstate.error.actor.checkToken',
      when: (_, event) => !passing(event.error),
      to: 'failed',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
    { from: 'polling.retrying', event: 'xstate.after.backoff.telegram.polling.retrying', to: 'polling.checking' },
    {
      // The 5 minutes are up: the refresh waits for the next unapproved answer.
      from: ['polling.waiting', 'polling.checking', 'polling.retrying'],
      event: 'xstate.after.refresh.telegram.polling',
      to: '=',
      context: ({ context }) => ({ token: context.token, refreshDue: true }),
    },
    {
      // 10 minutes since the token came: it is dead on the server too.
      from: showingCode,
      event: 'xstate.after.expiry.telegram.polling',
      to: 'expired',
      context: cleared,
    },
    {
      from: 'polling.refreshing',
      event: 'xstate.done.actor.refreshToken',
      to: 'polling.waiting',
      context: (_, event) => ({ token: event.output as string, refreshDue: false, failures: 0 }),
    },
    {
      // Still due: the next unapproved check tries the refresh again.
      from: 'polling.refreshing',
      event: 'xstate.error.actor.refreshToken',
      when: (_, event) => passing(event.error),
      to: 'polling.retrying',
      context: ({ context }) => ({ token: context.token, refreshDue: true, failures: context.failures + 1 }),
    },
    {
      from: 'polling.refreshing',
      event: 'xstate.error.actor.refreshToken',
      when: (_, event) => !passing(event.error),
      to: 'failed',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
  ],
};

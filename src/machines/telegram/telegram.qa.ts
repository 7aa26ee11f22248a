// The independent oracle of the Telegram sign-in (docs/architecture.md, "Machines and their oracles"), written
// from the product rules and docs/api.md ("Telegram sign-in"), checked at every step of
// tests/model/telegram.model.test.ts:
// - the button asks for a token, then goes to /loginTG where the QR code is shown;
// - the token is checked every 1000 ms, one check at a time (the next one waits for the previous answer),
//   until the player approves it in Telegram: then the sign-in completes and the token is dropped;
// - while the code stays on screen the token is swapped for a fresh one every 5 minutes, between two checks
//   (a timer that fires during a check waits for its answer); an approved check wins over a due refresh;
// - any failed call shows the server's reason; the button starts again; logout (reset) drops the token
//   whatever was going on.
import type { ApiError } from '../../api/errors';
import type { EquivalentMutant, MachineOracle } from '../oracle';
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
}

const cleared = { token: null, error: null, refreshDue: false };

/** The QR code is on screen with the current token. */
const showing =
  (state: string) =>
  ({ context }: { context: TelegramContext }) => ({
    state,
    token: context.token,
    polling: true,
    requesting: false,
    error: null,
  });

const everyState = ['idle', 'requesting', 'polling.waiting', 'polling.checking', 'refreshing', 'authorized', 'failed'];

export const telegramOracle: MachineOracle<TelegramView, TelegramContext> = {
  states: {
    idle: { sees: { state: 'idle', token: null, polling: false, requesting: false, error: null } },
    requesting: {
      sees: { state: 'requesting', token: null, polling: false, requesting: true, error: null },
      runs: { requestToken: true },
    },
    'polling.waiting': { sees: showing('waiting') },
    'polling.checking': {
      sees: showing('checking'),
      runs: ({ context }) => ({ checkToken: { token: context.token } }),
    },
    refreshing: {
      sees: showing('refreshing'),
      runs: ({ context }) => ({ refreshToken: { token: context.token } }),
    },
    authorized: { sees: { state: 'authorized', token: null, polling: false, requesting: false, error: null } },
    failed: {
      sees: ({ context }) => ({
        state: 'failed',
        polling: false,
        requesting: false,
        error: (context.error as ApiError).serverMessage ?? null,
      }),
    },
  },
  steps: [
    // Logout drops the token, whatever was going on.
    { from: everyState, event: 'telegram.reset', to: 'idle', context: cleared },
    { from: ['idle', 'authorized', 'failed'], event: 'telegram.start', to: 'requesting', context: cleared },
    {
      from: 'requesting',
      event: 'xstate.done.actor.requestToken',
      to: 'polling.waiting',
      effects: ['openSignInPage'],
      context: (_, event) => ({ token: (event.output as TelegramToken).token, error: null, refreshDue: false }),
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
      to: 'refreshing',
      context: ({ context }) => ({ token: context.token, refreshDue: true }),
    },
    {
      from: 'polling.checking',
      event: 'xstate.done.actor.checkToken',
      when: ({ context }, event) => !(event.output as TelegramToken).auth && !context.refreshDue,
      to: 'polling.waiting',
      context: ({ context }) => ({ token: context.token, refreshDue: false }),
    },
    {
      from: 'polling.checking',
      event: 'xstate.error.actor.checkToken',
      to: 'failed',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
    {
      // The 5 minutes are up: the refresh waits for the next unapproved answer.
      from: ['polling.waiting', 'polling.checking'],
      event: 'xstate.after.refresh.telegram.polling',
      to: '=',
      context: ({ context }) => ({ token: context.token, refreshDue: true }),
    },
    {
      from: 'refreshing',
      event: 'xstate.done.actor.refreshToken',
      to: 'polling.waiting',
      context: (_, event) => ({ token: event.output as string, refreshDue: false }),
    },
    {
      from: 'refreshing',
      event: 'xstate.error.actor.refreshToken',
      to: 'failed',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
  ],
};

export const equivalentMutants: EquivalentMutant[] = [
  { file: 'telegram/telegram.machine.ts', line: 28, mutator: 'ObjectLiteral', reason: 'setup() types: type-only' },
  {
    file: 'telegram/telegram.machine.ts',
    line: 32,
    mutator: 'ObjectLiteral',
    reason: 'placeholder actors: the app and the tests always provide the three requests',
  },
  {
    file: 'telegram/telegram.machine.ts',
    line: 33,
    mutator: 'StringLiteral',
    reason: 'the name in a placeholder error, never run (requestToken is always provided)',
  },
  {
    file: 'telegram/telegram.machine.ts',
    line: 34,
    mutator: 'StringLiteral',
    reason: 'the name in a placeholder error, never run (checkToken is always provided)',
  },
  {
    file: 'telegram/telegram.machine.ts',
    line: 35,
    mutator: 'StringLiteral',
    reason: 'the name in a placeholder error, never run (refreshToken is always provided)',
  },
  {
    file: 'telegram/telegram.machine.ts',
    line: 54,
    mutator: 'BooleanLiteral',
    reason: 'the initial refreshDue is never read: requesting resets it before any check',
  },
  {
    file: 'telegram/telegram.machine.ts',
    line: 62,
    mutator: 'ArrayDeclaration',
    reason: 'the busy tag is read by no selector or screen (they read the state)',
  },
  {
    file: 'telegram/telegram.machine.ts',
    line: 62,
    mutator: 'StringLiteral',
    reason: 'the busy tag is read by no selector or screen (they read the state)',
  },
  {
    file: 'telegram/telegram.machine.ts',
    line: 88,
    mutator: 'StringLiteral',
    reason: 'the token is never null while checking: the reply that starts polling set it',
  },
  {
    file: 'telegram/telegram.machine.ts',
    line: 106,
    mutator: 'StringLiteral',
    reason: 'the token is never null while refreshing: the reply that starts polling set it',
  },
];

// Purpose: knows whether the visitor is signed in, and signs the player in and out (docs/product.md#flows-session).
// docs/product.md#flows-session Session: loaded on open; unauthenticated when that fails or after logout; login success
// sets authorised, loads profile and balance and goes home; de-authorise clears them; logout goes to /.
// docs/product.md#flows-live-balance: while signed in the live balance stream runs beside it (the invoked
// liveBalance); its events set the balance, and while the stream is up the timer refresh rests.
import { assign, fromPromise, setup } from 'xstate';
import { errorOf, notProvided } from '../shared';
import type { ApiError } from '../../api/errors';
import type { BalanceEvent } from '../../../contract/schemas/protection';
import type { Balance, Profile, Session } from '../../../contract/schemas/session';
import { BALANCE_REFRESH_DEFAULT_MS } from '../../../contract/constants';

export interface SessionContext {
  profile: Profile | null;
  balance: Balance | null;
  error: ApiError | null;
  /** The live balance stream is up: the balance comes from it and the timer refresh rests. */
  live: boolean;
}

export type SessionEvent =
  | { type: 'session.authorize' }
  | { type: 'session.check' }
  | { type: 'session.deauthorize' }
  | { type: 'session.refresh' }
  | { type: 'session.logout' }
  | { type: 'balance.refresh' }
  // From the live balance stream (docs/product.md#flows-live-balance).
  | { type: 'balance.live'; balance: BalanceEvent }
  | { type: 'stream.live' }
  | { type: 'stream.lost' };

export interface Account {
  profile: Profile | null;
  balance: Balance;
}

const emptyAccount = { profile: null, balance: null, error: null, live: false } satisfies SessionContext;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadSession: notProvided<Session>('loadSession'),
    // docs/product.md#calls-list GET check_authorization: whether the player is still authorised (docs/product.md#roles).
    checkAuthorization: notProvided<Session>('checkAuthorization'),
    loadAccount: notProvided<Account>('loadAccount'),
    loadBalance: notProvided<Balance>('loadBalance'),
    logout: notProvided<void>('logout'),
    // Runs as long as the player is signed in (it never settles): src/app/actors.ts provides the live balance
    // (src/machines/live-balance, loaded when first needed), which sends this machine balance.live, stream.live and
    // stream.lost.
    liveBalance: fromPromise<never>(() => new Promise(() => {})),
  },
  guards: {
    isAuthenticated: (_, session: Session) => session.authenticated,
    isSignedOut: (_, session: Session) => !session.authenticated,
    hasBalance: ({ context }) => context.balance !== null,
    isPolling: ({ context }) => !context.live,
  },
  actions: {
    // Injected where the machine is mounted (navigation and cache invalidation are not the machine's business).
    goHome: () => {},
    accountChanged: () => {},
    // Player reads still under way are dropped as the logout starts: the server ends the session under them
    // and would refuse them (docs/product.md#flows-session).
    dropPlayerReads: () => {},
    // A failed logout leaves the player signed in: the reads held while it ran go on.
    resumePlayerReads: () => {},
    clearAccount: assign({ profile: null, balance: null, live: false }),
    clearError: assign({ error: null }),
    storeAccount: assign((_, account: Account) => ({
      profile: account.profile,
      balance: account.balance,
      error: null,
    })),
    storeBalance: assign((_, balance: Balance) => ({ balance, error: null })),
    // The stream's balances, with the refresh rate the balance call gave.
    storeLiveBalance: assign(({ context }, event: BalanceEvent) => ({ balance: { ...context.balance, ...event } })),
    markLive: assign({ live: true }),
    markPolling: assign({ live: false }),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
  },
  delays: {
    // docs/product.md#flows-app-start App start: balance refreshes on a timer using update_rate
    // (docs/product.md#constants-timing default 10000 ms).
    balanceRefresh: ({ context }) => context.balance?.update_rate ?? BALANCE_REFRESH_DEFAULT_MS,
  },
}).createMachine({
  id: 'session',
  context: emptyAccount,
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          { guard: { type: 'isAuthenticated', params: ({ event }) => event.output }, target: 'authenticated' },
          { target: 'unauthenticated' },
        ],
        // Kept so the app can say the server is unreachable (and offer session.check again).
        onError: { target: 'unauthenticated', actions: { type: 'storeError', params: errorOf } },
      },
      on: {
        // A sign-in that completes while a slow check is still running wins.
        'session.authorize': { target: 'authenticated', actions: 'goHome' },
      },
    },
    unauthenticated: {
      entry: ['clearAccount', 'accountChanged'],
      on: {
        'session.authorize': { target: 'authenticated', actions: 'goHome' },
        'session.check': { target: 'checking', actions: 'clearError' },
      },
    },
    authenticated: {
      initial: 'loadingAccount',
      // A new stream starts with every entry: until it says it is up, the balance refreshes on the timer.
      entry: 'markPolling',
      invoke: { id: 'liveBalance', src: 'liveBalance' },
      on: {
        'session.deauthorize': { target: 'unauthenticated', actions: 'clearError' },
        'session.logout': { target: 'loggingOut' },
        'session.refresh': { target: '.loadingAccount' },
        // docs/product.md#flows-payment-system, docs/product.md#roles: a failed payment-system load asks whether the
        // player is still authorised.
        'session.check': { target: '.verifying' },
        // Before the account's first load there is no balance to update: that load brings it.
        'balance.live': {
          guard: 'hasBalance',
          actions: { type: 'storeLiveBalance', params: ({ event }) => event.balance },
        },
        'stream.live': { actions: 'markLive' },
        // Where the balance is not being read, the states ahead refresh it on their timer.
        'stream.lost': { actions: 'markPolling' },
      },
      states: {
        // docs/product.md#roles: a failed payment-system call checks the session with check_authorization.
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'checkAuthorization',
            src: 'checkAuthorization',
            onDone: [
              // Not authorised any more: log out locally and go to / (docs/product.md#flows-payment-system payment
              // system pages).
              {
                guard: { type: 'isSignedOut', params: ({ event }) => event.output },
                target: '#session.unauthenticated',
                actions: 'goHome',
              },
              { guard: 'hasBalance', target: 'ready' },
              { target: 'loadingAccount' },
            ],
            // The check itself failed: nothing says the player is signed out, so they stay signed in.
            onError: [{ guard: 'hasBalance', target: 'ready' }, { target: 'loadingAccount' }],
          },
        },
        loadingAccount: {
          tags: ['busy'],
          invoke: {
            id: 'loadAccount',
            src: 'loadAccount',
            onDone: {
              target: 'ready',
              actions: [{ type: 'storeAccount', params: ({ event }) => event.output }, 'accountChanged'],
            },
            onError: { target: 'accountFailed', actions: { type: 'storeError', params: errorOf } },
          },
        },
        accountFailed: {
          after: { balanceRefresh: { target: 'loadingAccount' } },
        },
        ready: {
          // docs/product.md#flows-live-balance: no timer refresh while the stream brings the balance.
          after: { balanceRefresh: { guard: 'isPolling', target: 'refreshingBalance' } },
          on: {
            'balance.refresh': { target: 'refreshingBalance' },
            // The stream went down: read the balance now (a 401 here signs out at once), then on the timer.
            'stream.lost': { target: 'refreshingBalance', actions: 'markPolling' },
          },
        },
        refreshingBalance: {
          invoke: {
            id: 'loadBalance',
            src: 'loadBalance',
            onDone: { target: 'ready', actions: { type: 'storeBalance', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: { type: 'storeError', params: errorOf } },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      entry: ['clearError', 'dropPlayerReads'],
      on: { 'session.deauthorize': { target: 'unauthenticated' } },
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'unauthenticated', actions: 'goHome' },
        // Still signed in: keep the account if it was loaded, else load it again.
        onError: [
          {
            guard: 'hasBalance',
            target: 'authenticated.ready',
            actions: [{ type: 'storeError', params: errorOf }, 'resumePlayerReads'],
          },
          { target: 'authenticated', actions: [{ type: 'storeError', params: errorOf }, 'resumePlayerReads'] },
        ],
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

// The independent oracle of the player's session (docs/architecture.md, "Machines and their oracles"), written
// from the product rules, checked at every step of tests/model/session.model.test.ts:
// - on open the session is loaded: signed in or not; a failed load leaves the player signed out, and when
//   nothing could be read (no network, a timeout, a 5xx, a reply it cannot read) the app says the server is
//   unreachable and can check again;
// - a sign-in (login, Telegram, Google, wallet) makes the player authorised, loads profile and balance and
//   goes home, even while the first check still runs; the balance then refreshes on the update_rate timer
//   (10 000 ms when absent) and on demand; an account that cannot be loaded is tried again on that timer;
// - a failed payment-system load asks whether the player is still authorised: not any more logs out and
//   goes to /; a check that fails says nothing, so the player stays signed in;
// - de-authorising clears authorised, profile and balance; logout success goes to /, a failed logout keeps
//   the player signed in (the header keeps the balance while it runs); as the logout starts the player's reads
//   under way are dropped and held, and a failed logout lets them go on;
// - signed in, the live balance stream runs (docs/product.md#flows-live-balance): its balance events replace the
//   balances (the refresh rate stays) once the account has one; while it is up the timer refresh rests; when it goes
//   down a ready account reads the balance at once and the timer runs again. Every new entry into the signed-in
//   state starts a new stream, not up yet.
import type { ApiError } from '../../api/errors';
import type { BalanceEvent } from '../../../contract/schemas/protection';
import type { Balance, Profile, Session } from '../../../contract/schemas/session';
import type { MachineOracle } from '../oracle';
import type { Account, SessionContext } from './session.machine';

/** What the header, the menu and the app root show, read through session.selectors.ts by the model test. */
export interface SessionView {
  /** data-session of the app root: the top-level state. */
  state: string;
  /** data-state of the app root: the full state, e.g. authenticated.ready (UI path tests check it). */
  fullState: string;
  checking: boolean;
  authenticated: boolean;
  loggingOut: boolean;
  balance: Balance | null;
  profile: Profile | null;
  isAdmin: boolean;
  /** The player has ever self-excluded: no promotions (docs/api.md#no-promotions). */
  noPromotions: boolean;
  userId: string | number | null;
  /** The error kept (its message), for the "server unreachable" screen and the logs. */
  error: string | null;
  unreachable: boolean;
  accountFailed: boolean;
  /** The live balance stream runs (the session's child). */
  streaming: boolean;
  /** It is up: the timer refresh rests. */
  live: boolean;
}

type Context = SessionContext;

const signedOut = { profile: null, balance: null, live: false };
const message = (context: Context) => context.error?.message ?? null;

/** Nothing could be read from the server: no network, a timeout, a reply it cannot read, or a 5xx. */
function unreachable(error: ApiError | null): boolean {
  if (!error) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalidData') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}

/** Signed in: the account as loaded so far. */
const account =
  (state: string, extra: Partial<SessionView> = {}) =>
  ({ context }: { context: Context }): Partial<SessionView> => ({
    state,
    checking: false,
    authenticated: true,
    loggingOut: false,
    balance: context.balance,
    profile: context.profile,
    isAdmin: context.profile?.is_admin === true,
    noPromotions: context.profile?.no_promotions === true,
    userId: context.profile === null ? null : context.profile.user_id,
    error: message(context),
    unreachable: false,
    accountFailed: false,
    streaming: true,
    live: context.live,
    ...extra,
  });

const signedIn = [
  'authenticated.verifying',
  'authenticated.loadingAccount',
  'authenticated.accountFailed',
  'authenticated.ready',
  'authenticated.refreshingBalance',
];

const loaded = ({ context }: { context: Context }) => context.balance !== null;

/** A failed read keeps the account as it was loaded, with the error. */
const keepsAccount = ({ context }: { context: Context }, event: Record<string, unknown>) => ({
  profile: context.profile,
  balance: context.balance,
  error: event.error as ApiError,
});

export const sessionOracle: MachineOracle<SessionView, Context> = {
  states: {
    checking: {
      sees: {
        state: 'checking',
        fullState: 'checking',
        checking: true,
        authenticated: false,
        loggingOut: false,
        balance: null,
        profile: null,
        error: null,
        unreachable: false,
        accountFailed: false,
        streaming: false,
        live: false,
      },
      runs: { loadSession: true },
    },
    unauthenticated: {
      sees: ({ context }) => ({
        state: 'unauthenticated',
        fullState: 'unauthenticated',
        checking: false,
        authenticated: false,
        loggingOut: false,
        balance: null,
        profile: null,
        isAdmin: false,
        noPromotions: false,
        userId: null,
        error: message(context),
        unreachable: unreachable(context.error),
        accountFailed: false,
        streaming: false,
        live: false,
      }),
    },
    'authenticated.verifying': {
      sees: account('authenticated', { fullState: 'authenticated.verifying' }),
      // docs/product.md#roles: GET check_authorization, not the page's first session read.
      runs: { checkAuthorization: true },
    },
    'authenticated.loadingAccount': {
      sees: account('authenticated', { fullState: 'authenticated.loadingAccount' }),
      runs: { loadAccount: true },
    },
    'authenticated.accountFailed': {
      sees: account('authenticated', { fullState: 'authenticated.accountFailed', accountFailed: true }),
    },
    'authenticated.ready': { sees: account('authenticated', { fullState: 'authenticated.ready' }) },
    'authenticated.refreshingBalance': {
      sees: account('authenticated', { fullState: 'authenticated.refreshingBalance' }),
      runs: { loadBalance: true },
    },
    loggingOut: {
      sees: account('loggingOut', {
        fullState: 'loggingOut',
        loggingOut: true,
        error: null,
        streaming: false,
        live: false,
      }),
      runs: { logout: true },
    },
  },
  steps: [
    // The first check.
    {
      from: 'checking',
      event: 'xstate.done.actor.loadSession',
      when: (_, event) => (event.output as Session).authenticated,
      to: 'authenticated.loadingAccount',
      context: { live: false },
    },
    {
      from: 'checking',
      event: 'xstate.done.actor.loadSession',
      when: (_, event) => !(event.output as Session).authenticated,
      to: 'unauthenticated',
      effects: ['accountChanged'],
      context: { ...signedOut, error: null },
    },
    {
      from: 'checking',
      event: 'xstate.error.actor.loadSession',
      to: 'unauthenticated',
      effects: ['accountChanged'],
      context: (_, event) => ({ ...signedOut, error: event.error as ApiError }),
    },
    // A sign-in completed: authorised, the account loads, home.
    {
      from: ['checking', 'unauthenticated'],
      event: 'session.authorize',
      to: 'authenticated.loadingAccount',
      effects: ['goHome'],
      context: { live: false },
    },
    { from: 'unauthenticated', event: 'session.check', to: 'checking', context: { ...signedOut, error: null } },
    // Signed in, whatever is loading.
    {
      from: signedIn,
      event: 'session.deauthorize',
      to: 'unauthenticated',
      effects: ['accountChanged'],
      context: { ...signedOut, error: null },
    },
    {
      from: signedIn,
      event: 'session.logout',
      to: 'loggingOut',
      effects: ['dropPlayerReads'],
      context: { error: null },
    },
    { from: signedIn, event: 'session.refresh', to: 'authenticated.loadingAccount' },
    { from: signedIn, event: 'session.check', to: 'authenticated.verifying' },
    // Still authorised? (after a failed payment-system load)
    {
      from: 'authenticated.verifying',
      event: 'xstate.done.actor.checkAuthorization',
      when: (_, event) => !(event.output as Session).authenticated,
      to: 'unauthenticated',
      effects: ['goHome', 'accountChanged'],
      context: { ...signedOut },
    },
    ...['xstate.done.actor.checkAuthorization', 'xstate.error.actor.checkAuthorization'].flatMap((type) => [
      {
        from: 'authenticated.verifying',
        event: type,
        when: (from: { context: Context }, event: Record<string, unknown>) =>
          loaded(from) && (type.includes('error') || (event.output as Session).authenticated),
        to: 'authenticated.ready',
        context: ({ context }: { context: Context }) => ({ ...context }),
      },
      {
        from: 'authenticated.verifying',
        event: type,
        when: (from: { context: Context }, event: Record<string, unknown>) =>
          !loaded(from) && (type.includes('error') || (event.output as Session).authenticated),
        to: 'authenticated.loadingAccount',
        context: ({ context }: { context: Context }) => ({ ...context }),
      },
    ]),
    // The account.
    {
      from: 'authenticated.loadingAccount',
      event: 'xstate.done.actor.loadAccount',
      to: 'authenticated.ready',
      effects: ['accountChanged'],
      context: (_, event) => {
        const { profile, balance } = event.output as Account;
        return { profile, balance, error: null };
      },
    },
    {
      from: 'authenticated.loadingAccount',
      event: 'xstate.error.actor.loadAccount',
      to: 'authenticated.accountFailed',
      context: keepsAccount,
    },
    {
      from: 'authenticated.accountFailed',
      event: 'xstate.after.balanceRefresh.session.authenticated.accountFailed',
      to: 'authenticated.loadingAccount',
    },
    // The balance.
    {
      // No timer refresh while the stream brings the balance.
      from: 'authenticated.ready',
      event: 'xstate.after.balanceRefresh.session.authenticated.ready',
      when: ({ context }) => !context.live,
      to: 'authenticated.refreshingBalance',
    },
    { from: 'authenticated.ready', event: 'balance.refresh', to: 'authenticated.refreshingBalance' },
    {
      from: 'authenticated.refreshingBalance',
      event: 'xstate.done.actor.loadBalance',
      to: 'authenticated.ready',
      context: ({ context }, event) => ({ profile: context.profile, balance: event.output as Balance, error: null }),
    },
    {
      from: 'authenticated.refreshingBalance',
      event: 'xstate.error.actor.loadBalance',
      to: 'authenticated.ready',
      context: keepsAccount,
    },
    // Logging out.
    {
      from: 'loggingOut',
      event: 'xstate.done.actor.logout',
      to: 'unauthenticated',
      effects: ['goHome', 'accountChanged'],
      context: { ...signedOut, error: null },
    },
    {
      from: 'loggingOut',
      event: 'session.deauthorize',
      to: 'unauthenticated',
      effects: ['accountChanged'],
      context: { ...signedOut, error: null },
    },
    {
      // Still signed in: the account kept when it was loaded, else loaded again.
      from: 'loggingOut',
      event: 'xstate.error.actor.logout',
      when: loaded,
      to: 'authenticated.ready',
      effects: ['resumePlayerReads'],
      context: (from, event) => ({ ...keepsAccount(from, event), live: false }),
    },
    {
      from: 'loggingOut',
      event: 'xstate.error.actor.logout',
      when: (from) => !loaded(from),
      to: 'authenticated.loadingAccount',
      effects: ['resumePlayerReads'],
      context: (_, event) => ({ error: event.error as ApiError, live: false }),
    },
    // The live balance stream.
    {
      from: signedIn,
      event: 'balance.live',
      when: loaded,
      to: '=',
      context: ({ context }, event) => {
        const live = event.balance as BalanceEvent;
        return {
          profile: context.profile,
          balance: {
            ...(context.balance as Balance),
            balance: live.balance,
            bonus_balance: live.bonus_balance,
            currency: live.currency,
          },
          error: context.error,
        };
      },
    },
    { from: signedIn, event: 'stream.live', to: '=', context: { live: true } },
    {
      from: signedIn.filter((state) => state !== 'authenticated.ready'),
      event: 'stream.lost',
      to: '=',
      context: { live: false },
    },
    {
      from: 'authenticated.ready',
      event: 'stream.lost',
      to: 'authenticated.refreshingBalance',
      context: { live: false },
    },
  ],
};

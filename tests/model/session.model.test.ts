import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { Balance, Profile } from '../../contract/schemas/session';
import { sessionMachine } from '../../src/machines/session/session.machine';
import { type SessionView, sessionOracle } from '../../src/machines/session/session.qa';
import {
  selectAccountFailed,
  selectBalance,
  selectIsAdmin,
  selectNoPromotions,
  selectIsAuthenticated,
  selectIsChecking,
  selectIsLive,
  selectIsLoggingOut,
  selectLiveBalanceRuns,
  selectProfile,
  selectServerUnreachable,
  selectSessionError,
  selectSessionFullState,
  selectSessionState,
  selectUserId,
} from '../../src/machines/session/session.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  type ModelEvent,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';
import { replayScripted, scriptedPath } from './scripted';

const profile: Profile = {
  user_id: 1,
  phone: '50937000001',
  name: 'Jean',
  is_admin: false,
  list_linked_services: [],
};
// An admin who once self-excluded: no promotions (docs/api.md#no-promotions).
const admin: Profile = { ...profile, user_id: 2, name: 'Admin', is_admin: true, no_promotions: true };
const balance: Balance = { balance: 12500, bonus_balance: 850, currency: 'HTG', update_rate: 7000 };
// One failure per request, each with its own message.
const failure = new ApiError({ kind: 'network', url: '/api/session', method: 'GET' });
const accountDown = new ApiError({ kind: 'network', url: '/api/v1/user/profile/info', method: 'GET' });
const balanceDown = new ApiError({ kind: 'timeout', url: '/api/v1/user/balance/info', method: 'GET' });
const logoutDown = new ApiError({ kind: 'http', status: 502, url: '/api/v1/logout', method: 'GET' });
/** Session check failures: which say the server could not be read (unreachable) and which do not. */
const checkFailures = [
  new ApiError({ kind: 'timeout', url: '/api/session', method: 'GET' }),
  new ApiError({ kind: 'invalidData', url: '/api/session', method: 'GET', explanation: 'authenticated missing' }),
  new ApiError({ kind: 'http', status: 500, url: '/api/session', method: 'GET' }),
  new ApiError({ kind: 'http', status: 499, url: '/api/session', method: 'GET' }),
  new ApiError({ kind: 'http', status: 401, serverMessage: 'Unauthorized', url: '/api/session', method: 'GET' }),
  new ApiError({ kind: 'http', url: '/api/session', method: 'GET' }),
  new ApiError({ kind: 'configuration', url: '/api/session', method: 'GET' }),
];

/** What the header, menu and app root show, through the machine's selectors (the subject). */
const view = (s: AnyMachineSnapshot): SessionView => ({
  state: selectSessionState(s as never),
  fullState: selectSessionFullState(s as never),
  checking: selectIsChecking(s as never),
  authenticated: selectIsAuthenticated(s as never),
  loggingOut: selectIsLoggingOut(s as never),
  balance: selectBalance(s as never),
  profile: selectProfile(s as never),
  isAdmin: selectIsAdmin(s as never),
  noPromotions: selectNoPromotions(s as never),
  userId: selectUserId(s as never),
  error: selectSessionError(s as never)?.message ?? null,
  unreachable: selectServerUnreachable(s as never),
  accountFailed: selectAccountFailed(s as never),
  streaming: selectLiveBalanceRuns(s as never),
  live: selectIsLive(s as never),
});

const model: MachineModel<typeof sessionMachine> = {
  machine: sessionMachine,
  promiseActors: ['loadSession', 'checkAuthorization', 'loadAccount', 'loadBalance', 'logout'],
  effects: ['goHome', 'accountChanged', 'dropPlayerReads', 'resumePlayerReads'],
  oracle: sessionOracle,
  view: view as never,
  // docs/product.md#flows-session: a signed-out session holds no profile or balance; a ready one always has a balance.
  invariant: (s) => {
    if (s.matches('unauthenticated')) expect([s.context.profile, s.context.balance]).toEqual([null, null]);
    if (s.matches({ authenticated: 'ready' })) expect(s.context.balance).not.toBeNull();
  },
  // docs/product.md#flows-session Session, rule by rule.
  expectStep: ({ from, event, to, effects }) => {
    const signedIn = from.matches('authenticated') || from.matches('loggingOut');
    switch (event.type) {
      case 'session.authorize': // login success: authorised, loads profile and balance, goes home
        if (!signedIn) {
          expect(to.value).toEqual({ authenticated: 'loadingAccount' });
          expect(effects).toContain('goHome');
        }
        break;
      case 'xstate.done.actor.loadSession': {
        const authenticated = (event.output as { authenticated: boolean }).authenticated;
        expect(to.matches('authenticated')).toBe(authenticated);
        // The page's first read never sends anyone home.
        expect(effects.includes('goHome')).toBe(false);
        break;
      }
      case 'xstate.done.actor.checkAuthorization': {
        // docs/product.md#roles: a signed-in player found unauthorised by check_authorization is logged out and sent
        // to /.
        const authenticated = (event.output as { authenticated: boolean }).authenticated;
        expect(to.matches('authenticated')).toBe(authenticated);
        expect(effects.includes('goHome')).toBe(!authenticated);
        break;
      }
      case 'xstate.error.actor.checkAuthorization':
        // A check that fails says nothing about the session: the player stays signed in.
        expect(to.matches('authenticated')).toBe(true);
        break;
      case 'xstate.error.actor.loadSession':
        // unauthenticated if the session call fails on open
        expect(to.value).toBe('unauthenticated');
        expect(to.context.error).toBe(event.error);
        break;
      case 'session.check':
        // docs/product.md#roles: a signed-in player's check is GET check_authorization (the verifying state runs it).
        if (from.matches('authenticated')) expect(to.value).toEqual({ authenticated: 'verifying' });
        break;
      case 'xstate.done.actor.loadAccount':
        expect(to.value).toEqual({ authenticated: 'ready' });
        expect(to.context).toMatchObject(event.output as object);
        break;
      case 'xstate.done.actor.loadBalance':
        expect(to.context.balance).toEqual(event.output);
        break;
      case 'session.deauthorize': // clears authorised, profile and balance; stays on the page
        if (signedIn) {
          expect(to.value).toBe('unauthenticated');
          expect(to.context.error).toBeNull();
          expect(effects).not.toContain('goHome');
        }
        break;
      case 'session.logout':
        if (signedIn) expect(to.value).toBe('loggingOut');
        break;
      case 'xstate.done.actor.logout': // logout success goes to /
        expect(to.value).toBe('unauthenticated');
        expect(effects).toContain('goHome');
        break;
      case 'xstate.error.actor.logout': // a failed logout keeps the player signed in
        expect(to.matches('authenticated')).toBe(true);
        expect(effects).not.toContain('goHome');
        break;
      case 'xstate.after.balanceRefresh.session.authenticated.ready': // balance refresh on the update_rate timer
        // docs/product.md#flows-live-balance: not while the stream brings the balance.
        expect(to.value).toEqual(
          from.context.live ? { authenticated: 'ready' } : { authenticated: 'refreshingBalance' },
        );
        break;
      case 'balance.live': // the stream's balance is the header's, with the refresh rate kept
        if (from.context.balance) {
          expect(to.context.balance).toEqual({ ...from.context.balance, ...(event.balance as object) });
        } else {
          expect(to.context.balance).toBeNull();
        }
        break;
      case 'stream.lost': // a ready account reads the balance at once
        if (from.matches({ authenticated: 'ready' })) expect(to.value).toEqual({ authenticated: 'refreshingBalance' });
        expect(to.context.live).toBe(false);
        break;
    }
  },
  events: [
    { type: 'xstate.done.actor.loadSession', output: { authenticated: true } },
    { type: 'xstate.done.actor.loadSession', output: { authenticated: false } },
    { type: 'xstate.error.actor.loadSession', error: failure },
    { type: 'xstate.done.actor.checkAuthorization', output: { authenticated: true } },
    { type: 'xstate.done.actor.checkAuthorization', output: { authenticated: false } },
    { type: 'xstate.error.actor.checkAuthorization', error: failure },
    { type: 'xstate.done.actor.loadAccount', output: { profile, balance } },
    { type: 'xstate.error.actor.loadAccount', error: accountDown },
    { type: 'xstate.done.actor.loadBalance', output: { ...balance, balance: 9000 } },
    { type: 'xstate.error.actor.loadBalance', error: balanceDown },
    { type: 'xstate.done.actor.logout', output: { success: true } },
    { type: 'xstate.error.actor.logout', error: logoutDown },
    { type: 'xstate.after.balanceRefresh.session.authenticated.ready' },
    { type: 'xstate.after.balanceRefresh.session.authenticated.accountFailed' },
    { type: 'session.authorize' },
    { type: 'session.check' },
    { type: 'session.deauthorize' },
    { type: 'session.refresh' },
    { type: 'session.logout' },
    { type: 'balance.refresh' },
    { type: 'balance.live', balance: { balance: 11_250.5, bonus_balance: 40, currency: 'HTG' } },
    { type: 'stream.live' },
    { type: 'stream.lost' },
  ],
};

describe('session machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(sessionMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  // The graph above keys vertices by state value only, so its `hasBalance` branches (verifying, loggingOut)
  // depend on which way a state was first reached; a graph that tells "account loaded" apart takes both.
  const byBalance: typeof model = {
    ...model,
    serializeState: (s) => JSON.stringify([s.value, s.context.balance !== null, s.context.live]),
  };
  replayEach('transition', byBalance, transitionPaths(byBalance, shortest));

  const signedIn: ModelEvent = { type: 'xstate.done.actor.loadSession', output: { authenticated: true } };
  const account: ModelEvent = { type: 'xstate.done.actor.loadAccount', output: { profile, balance } };
  // Every signed-in state, and the four events any of them takes.
  const upTo: ModelEvent[][] = [
    [signedIn, account, { type: 'session.check' }],
    [signedIn],
    [signedIn, { type: 'xstate.error.actor.loadAccount', error: accountDown }],
    [signedIn, account],
    [signedIn, account, { type: 'balance.refresh' }],
  ];
  const any = [
    'session.deauthorize',
    'session.logout',
    'session.refresh',
    'session.check',
    'stream.live',
    'stream.lost',
  ];
  replayEach(
    'signed in',
    model,
    upTo.flatMap((events) => any.map((type) => scriptedPath(sessionMachine, undefined, [...events, { type }]))),
  );
  // docs/product.md#flows-live-balance: a balance event in every signed-in state that has a balance (after a refresh
  // or a check of a loaded account), and none before the first load.
  const streamed: ModelEvent = {
    type: 'balance.live',
    balance: { balance: 9_875.25, bonus_balance: 0, currency: 'HTG' },
  };
  const refreshed = [signedIn, account, { type: 'session.refresh' }];
  replayEach('live balance', model, [
    ...[
      [signedIn],
      [...upTo[0]!],
      [...refreshed],
      [...refreshed, { type: 'xstate.error.actor.loadAccount', error: accountDown }],
      [signedIn, account],
      [signedIn, account, { type: 'balance.refresh' }],
    ].map((events) => scriptedPath(sessionMachine, undefined, [...events, streamed])),
    // While the stream is up the timer fires and nothing happens; when it goes down the balance is read at once, and
    // then the timer refreshes it again.
    scriptedPath(sessionMachine, undefined, [
      signedIn,
      account,
      { type: 'stream.live' },
      { type: 'xstate.after.balanceRefresh.session.authenticated.ready' },
      streamed,
      { type: 'stream.lost' },
      { type: 'xstate.done.actor.loadBalance', output: { ...balance, balance: 9000 } },
      { type: 'xstate.after.balanceRefresh.session.authenticated.ready' },
    ]),
    // A failed logout comes back to a new stream, not up yet.
    scriptedPath(sessionMachine, undefined, [
      signedIn,
      account,
      { type: 'stream.live' },
      { type: 'session.logout' },
      { type: 'xstate.error.actor.logout', error: logoutDown },
      { type: 'xstate.after.balanceRefresh.session.authenticated.ready' },
    ]),
    scriptedPath(sessionMachine, undefined, [
      signedIn,
      { type: 'stream.live' },
      { type: 'session.logout' },
      { type: 'xstate.error.actor.logout', error: logoutDown },
    ]),
  ]);
  replayEach('check failure', model, [
    // Each failure shown, then the player checks again: the reason goes away while it runs.
    ...checkFailures.map((error) =>
      scriptedPath(sessionMachine, undefined, [
        { type: 'xstate.error.actor.loadSession', error },
        { type: 'session.check' },
        { type: 'xstate.done.actor.loadSession', output: { authenticated: false } },
      ]),
    ),
    // An admin, and an account whose profile could not be read.
    scriptedPath(sessionMachine, undefined, [
      signedIn,
      { type: 'xstate.done.actor.loadAccount', output: { profile: admin, balance } },
      { type: 'xstate.after.balanceRefresh.session.authenticated.ready' },
      { type: 'xstate.done.actor.loadBalance', output: { ...balance, update_rate: 3000 } },
      { type: 'xstate.after.balanceRefresh.session.authenticated.ready' },
    ]),
    scriptedPath(sessionMachine, undefined, [
      { type: 'session.authorize' },
      { type: 'xstate.done.actor.loadAccount', output: { profile: null, balance } },
      { type: 'session.refresh' },
      { type: 'xstate.error.actor.loadAccount', error: accountDown },
      { type: 'xstate.after.balanceRefresh.session.authenticated.accountFailed' },
    ]),
  ]);

  // docs/product.md#flows-live-balance: a stream that goes down wherever the account stands leaves the timer refresh on
  // again (a ready account also reads the balance at once).
  const up: ModelEvent = { type: 'stream.live' };
  const down: ModelEvent = { type: 'stream.lost' };
  replayScripted(model, [
    [
      'the stream goes down while the account loads',
      [signedIn, up, down, account, { type: 'xstate.after.balanceRefresh.session.authenticated.ready' }],
    ],
    ['the stream goes down during a check', [signedIn, account, up, { type: 'session.check' }, down]],
    [
      'the stream goes down while the balance is read',
      [
        signedIn,
        account,
        up,
        { type: 'balance.refresh' },
        down,
        { type: 'xstate.done.actor.loadBalance', output: balance },
      ],
    ],
    [
      'the stream goes down after the account failed',
      [signedIn, up, { type: 'xstate.error.actor.loadAccount', error: accountDown }, down],
    ],
  ]);

  it('refreshes the balance every update_rate ms, 10 000 ms when the balance gives none', () => {
    const delay = sessionMachine.implementations.delays.balanceRefresh as unknown as (args: {
      context: { balance: Balance | null };
    }) => number;
    expect(delay({ context: { balance } })).toBe(7000);
    expect(delay({ context: { balance: null } })).toBe(10000);
    expect(delay({ context: { balance: { ...balance, update_rate: undefined } as never } })).toBe(10000);
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(sessionOracle as never));
});

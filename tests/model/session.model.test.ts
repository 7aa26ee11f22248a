import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { Balance, Profile } from '../../src/api/schemas/session';
import { sessionMachine } from '../../src/machines/session/session.machine';
import {
  describePath,
  type MachineModel,
  modelPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

const profile: Profile = {
  user_id: 1,
  phone: '50937000001',
  name: 'Jean',
  is_admin: false,
  list_linked_services: [],
};
const balance: Balance = { balance: 12500, bonus_balance: 850, currency: 'HTG', update_rate: 10000 };
const failure = new ApiError({ kind: 'network', url: '/x', method: 'GET' });

const model: MachineModel<typeof sessionMachine> = {
  machine: sessionMachine,
  promiseActors: ['loadSession', 'loadAccount', 'loadBalance', 'logout'],
  effects: ['goHome', 'accountChanged'],
  // spec §4: a signed-out session holds no profile or balance; a ready one always has a balance.
  invariant: (s) => {
    if (s.matches('unauthenticated')) expect([s.context.profile, s.context.balance]).toEqual([null, null]);
    if (s.matches({ authenticated: 'ready' })) expect(s.context.balance).not.toBeNull();
  },
  // spec §4 Session, rule by rule.
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
        // spec §4: a signed-in player found unauthorised by a check is logged out and sent to /.
        expect(effects.includes('goHome')).toBe(signedIn && !authenticated);
        break;
      }
      case 'xstate.error.actor.loadSession':
        if (signedIn) {
          // A check that fails says nothing about the session: the player stays signed in.
          expect(to.matches('authenticated')).toBe(true);
        } else {
          // unauthenticated if the session call fails on open
          expect(to.value).toBe('unauthenticated');
          expect(to.context.error).toBe(failure);
        }
        break;
      case 'session.check':
        if (from.matches('authenticated')) expect(to.value).toEqual({ authenticated: 'verifying' });
        break;
      case 'xstate.done.actor.loadAccount':
        expect(to.value).toEqual({ authenticated: 'ready' });
        expect([to.context.profile, to.context.balance]).toEqual([profile, balance]);
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
        expect(to.value).toEqual({ authenticated: 'refreshingBalance' });
        break;
    }
  },
  events: [
    { type: 'xstate.done.actor.loadSession', output: { authenticated: true } },
    { type: 'xstate.done.actor.loadSession', output: { authenticated: false } },
    { type: 'xstate.error.actor.loadSession', error: failure },
    { type: 'xstate.done.actor.loadAccount', output: { profile, balance } },
    { type: 'xstate.error.actor.loadAccount', error: failure },
    { type: 'xstate.done.actor.loadBalance', output: { ...balance, balance: 9000 } },
    { type: 'xstate.error.actor.loadBalance', error: failure },
    { type: 'xstate.done.actor.logout', output: { success: true } },
    { type: 'xstate.error.actor.logout', error: failure },
    { type: 'xstate.after.balanceRefresh.session.authenticated.ready' },
    { type: 'xstate.after.balanceRefresh.session.authenticated.accountFailed' },
    { type: 'session.authorize' },
    { type: 'session.check' },
    { type: 'session.deauthorize' },
    { type: 'session.refresh' },
    { type: 'session.logout' },
    { type: 'balance.refresh' },
  ],
};

describe('session machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(sessionMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(simple.map((p) => [describePath(p), p] as const))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  // The graph above keys vertices by state value only, so its `hasBalance` branches (verifying, loggingOut)
  // depend on which way a state was first reached; a graph that tells "account loaded" apart takes both.
  const byBalance: typeof model = {
    ...model,
    serializeState: (s) => JSON.stringify([s.value, s.context.balance !== null]),
  };
  replayEach('transition', byBalance, transitionPaths(byBalance, [...shortest, ...simple]));
});

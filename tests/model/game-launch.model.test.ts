import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { BalanceType } from '../../src/api/games';
import type { LaunchInfo } from '../../src/api/schemas/games';
import {
  type GamePageParams,
  gameLaunchMachine,
  type LaunchTarget,
} from '../../src/machines/game-launch/game-launch.machine';
import { IDLE_LAUNCH_STATE, selectLaunchState } from '../../src/machines/game-launch/game-launch.selectors';
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

const game = (gameId: number, gameType: 0 | 1 | 2, isDemo: boolean, isModalBalanceType: boolean): LaunchTarget => ({
  gameId,
  groupAlias: gameType === 0 ? 'live' : 'slots',
  alias: `game-${gameId}`,
  gameType,
  isDemo,
  isModalBalanceType,
});
const remoteModal = game(11, 0, false, true);
const remoteDemo = game(12, 0, true, false);
const remoteDemoModal = game(13, 0, true, true);
const single = game(21, 1, false, true);
const group = game(31, 2, true, false);

const info: LaunchInfo = {
  url: 'https://provider.example/play?t=1',
  alias: 'game-11',
  info: { allow_portrait: false },
};
const unavailable = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Game is not available',
  url: '/api/v1/games/url',
  method: 'GET',
});

const launch = (target: LaunchTarget, isAuthenticated: boolean, isWide: boolean) => ({
  type: 'game.launch',
  target,
  isAuthenticated,
  isWide,
});

type Launch = ReturnType<typeof launch>;

const model: MachineModel<typeof gameLaunchMachine> = {
  machine: gameLaunchMachine,
  promiseActors: ['fetchGameUrl'],
  effects: ['openLogin', 'openGamePage', 'redirect'],
  events: [
    launch(remoteModal, true, false), // player, remote, narrow: balance choice then URL
    launch(remoteModal, true, true), // player, remote, wide: balance choice then game page
    launch(remoteModal, false, false), // guest, paid game: login
    launch(remoteDemo, true, false), // player, remote without choice, narrow: URL at once
    launch(remoteDemoModal, false, false), // guest, demo remote, narrow: no choice for guests, URL at once
    launch(remoteDemoModal, false, true), // guest, demo remote, wide: game page
    launch(single, true, false), // player, single: balance choice then game page
    launch(single, false, true), // guest, paid single: login
    launch(group, true, true), // player, group without choice: game page
    { type: 'balance.choose', balanceType: 0 },
    { type: 'balance.choose', balanceType: 1 },
    { type: 'choice.cancel' },
    { type: 'launch.reset' },
    { type: 'xstate.done.actor.fetchGameUrl', output: info },
    { type: 'xstate.error.actor.fetchGameUrl', error: unavailable },
  ],
  // spec §4 Game launch, rule by rule.
  expectStep: ({ from, event, to, effects }) => {
    if (event.type === 'game.launch') {
      const { target, isAuthenticated, isWide } = event as unknown as Launch;
      if (!from.matches('idle') && !from.matches('failed')) {
        // One launch at a time: ignored behind the modal, while fetching and while leaving.
        expect(to.value).toEqual(from.value);
        expect(to.context).toEqual(from.context);
        expect(effects).toEqual([]);
      } else if (!isAuthenticated && !target.isDemo) {
        // A guest on a non-demo game gets the login modal and nothing is fetched.
        expect(to.value).toBe('idle');
        expect(effects).toEqual(['openLogin']);
      } else if (isAuthenticated && target.isModalBalanceType) {
        expect(to.value).toBe('choosingBalance');
        expect(to.context.target).toEqual(target);
        expect(effects).toEqual([]);
      } else if (target.gameType === 0 && !isWide) {
        // A remote game on a narrow screen fetches its URL; without a choice, no balance type.
        expect(to.value).toBe('fetchingUrl');
        expect(to.context.target).toEqual(target);
        expect(to.context.balanceType).toBeNull();
      } else {
        // Other types, and remote on wide screens, open the game page in the app.
        expect(to.value).toBe('idle');
        expect(effects).toEqual(['openGamePage']);
      }
      // Wide screens treat remote as single: never fetched.
      if (isWide) expect(to.matches('fetchingUrl')).toBe(false);
    }
    if (event.type === 'balance.choose') {
      const { balanceType } = event as unknown as { balanceType: BalanceType };
      const remote = from.context.target?.gameType === 0 && from.context.mode === 'redirect';
      expect(to.value).toBe(remote ? 'fetchingUrl' : 'idle');
      if (remote) expect(to.context.balanceType).toBe(balanceType);
      expect(effects).toEqual(remote ? [] : ['openGamePage']);
    }
    if (event.type === 'choice.cancel') {
      expect(to.value).toBe('idle');
      expect(to.context.target).toBeNull();
      expect(effects).toEqual([]);
    }
    if (event.type === 'launch.reset') expect(to.value).toBe('idle');
    if (event.type === 'xstate.done.actor.fetchGameUrl') {
      // The browser is sent to the URL; the machine stays busy while the page leaves.
      expect(to.value).toBe('redirecting');
      expect(to.hasTag('busy')).toBe(true);
      expect(effects).toEqual(['redirect']);
    }
    if (event.type === 'xstate.error.actor.fetchGameUrl') {
      expect(to.value).toBe('failed');
      expect(to.context.error).toBe(unavailable);
      expect(to.context.target).toEqual(from.context.target);
    }
    // Only remote games fetch a URL, and only after a launch or a balance choice.
    if (to.matches('fetchingUrl') && !from.matches('fetchingUrl')) {
      expect(['game.launch', 'balance.choose']).toContain(event.type);
      expect(to.context.target?.gameType).toBe(0);
    }
  },
  invariant: (s) => {
    if (s.matches('idle')) expect(s.context).toEqual({ target: null, balanceType: null, mode: null, error: null });
    if (s.matches('choosingBalance')) {
      expect(s.context.target?.isModalBalanceType).toBe(true);
      expect(s.can({ type: 'choice.cancel' })).toBe(true); // the modal can always be dismissed
    }
    if (s.matches('fetchingUrl') || s.matches('redirecting')) expect(s.context.target?.gameType).toBe(0);
    expect(s.context.error !== null).toBe(s.matches('failed'));
    expect(s.hasTag('busy')).toBe(s.matches('fetchingUrl') || s.matches('redirecting'));
    // The view can always give a launch up (after an error, on unmount, when the page comes back from the cache).
    expect(s.can({ type: 'launch.reset' })).toBe(true);
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.target?.gameId ?? null, s.context.mode, s.context.balanceType]),
};

describe('game launch machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple').filter((p) => p.steps.length <= 5);

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(gameLaunchMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('starts in the state the launcher shows before its flow has loaded', () => {
    expect(selectLaunchState(createActor(gameLaunchMachine).getSnapshot())).toBe(IDLE_LAUNCH_STATE);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(simple.map((p) => [describePath(p), p] as const))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));
});

describe('game launch parameters', () => {
  function start() {
    const fetched: Array<{ target: LaunchTarget; balanceType: BalanceType | null }> = [];
    const pages: GamePageParams[] = [];
    const redirects: LaunchInfo[] = [];
    const machine = gameLaunchMachine.provide({
      actors: {
        fetchGameUrl: fromPromise(async ({ input }) => {
          fetched.push(input);
          return info;
        }),
      },
      actions: {
        openGamePage: (_, params) => pages.push(params),
        redirect: (_, params) => redirects.push(params),
      },
    });
    return { actor: createActor(machine).start(), fetched, pages, redirects };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it.each([0, 1] as const)('the chosen balance type %i reaches the game URL request', async (balanceType) => {
    const { actor, fetched, redirects } = start();
    actor.send({ type: 'game.launch', target: remoteModal, isAuthenticated: true, isWide: false });
    actor.send({ type: 'balance.choose', balanceType });
    await settle();
    expect(fetched).toEqual([{ target: remoteModal, balanceType }]);
    expect(redirects).toEqual([info]);
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it('a remote game without a choice is fetched without a balance type', async () => {
    const { actor, fetched } = start();
    actor.send({ type: 'game.launch', target: remoteDemoModal, isAuthenticated: false, isWide: false });
    await settle();
    expect(fetched).toEqual([{ target: remoteDemoModal, balanceType: null }]);
  });

  it('after a failed launch, a click launches again under the same rules', async () => {
    const machine = gameLaunchMachine.provide({
      actors: {
        fetchGameUrl: fromPromise<LaunchInfo, { target: LaunchTarget; balanceType: BalanceType | null }>(async () => {
          throw unavailable;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'game.launch', target: remoteDemo, isAuthenticated: true, isWide: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'game.launch', target: single, isAuthenticated: true, isWide: false });
    expect(actor.getSnapshot().value).toBe('choosingBalance');
    expect(actor.getSnapshot().context).toMatchObject({ target: single, error: null });
    actor.send({ type: 'choice.cancel' });
    actor.send({ type: 'game.launch', target: remoteDemo, isAuthenticated: true, isWide: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'game.launch', target: remoteDemo, isAuthenticated: true, isWide: false });
    expect(actor.getSnapshot().value).toBe('fetchingUrl');
  });

  it.each([0, 1] as const)('the chosen balance type %i reaches the game page', (balanceType) => {
    const { actor, fetched, pages } = start();
    actor.send({ type: 'game.launch', target: single, isAuthenticated: true, isWide: false });
    actor.send({ type: 'balance.choose', balanceType });
    expect(pages).toEqual([{ target: single, balanceType }]);
    expect(fetched).toEqual([]);
  });

  it('a wide remote game opens its page with the chosen balance type, never fetching', () => {
    const { actor, fetched, pages } = start();
    actor.send({ type: 'game.launch', target: remoteModal, isAuthenticated: true, isWide: true });
    actor.send({ type: 'balance.choose', balanceType: 1 });
    expect(pages).toEqual([{ target: remoteModal, balanceType: 1 }]);
    expect(fetched).toEqual([]);
  });

  it('a game without a choice opens its page without a balance type', () => {
    const { actor, pages } = start();
    actor.send({ type: 'game.launch', target: group, isAuthenticated: true, isWide: true });
    expect(pages).toEqual([{ target: group, balanceType: null }]);
  });
});

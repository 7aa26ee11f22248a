import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { BalanceType } from '../../src/api/games';
import type { LaunchInfo } from '../../contract/schemas/games';
import {
  type GamePageParams,
  gameLaunchMachine,
  type LaunchTarget,
} from '../../src/machines/game-launch/game-launch.machine';
import { type GameLaunchView, gameLaunchOracle } from '../../src/machines/game-launch/game-launch.qa';
import {
  IDLE_LAUNCH_STATE,
  selectIsChoosingBalance,
  selectIsLaunching,
  selectLaunchError,
  selectLaunchState,
  selectLaunchTarget,
} from '../../src/machines/game-launch/game-launch.selectors';
import { everyEdgePaths } from './every-edge';
import { expectOracleCovered, type MachineModel, replayEach, stateIds, visitedStateIds } from './harness';

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

/** What the tiles and the modal show, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): GameLaunchView => ({
  state: selectLaunchState(s as never),
  target: selectLaunchTarget(s as never),
  choosing: selectIsChoosingBalance(s as never),
  launching: selectIsLaunching(s as never),
  error: selectLaunchError(s as never),
});

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
    launch(group, true, false), // player, group, narrow: game page (only remote games leave)
    { type: 'balance.choose', balanceType: 0 },
    { type: 'balance.choose', balanceType: 1 },
    { type: 'choice.cancel' },
    { type: 'launch.reset' },
    { type: 'xstate.done.actor.fetchGameUrl', output: info },
    { type: 'xstate.error.actor.fetchGameUrl', error: unavailable },
  ],
  oracle: gameLaunchOracle,
  view: view as never,
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
  // Every edge of the graph once (the shortest route to its source, then the edge): each row of the oracle
  // from each state it lists, e.g. every kind of launch again after a failure.
  const paths = everyEdgePaths(model);

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(paths);
    expect(stateIds(gameLaunchMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('starts in the state the launcher shows before its flow has loaded', () => {
    expect(selectLaunchState(createActor(gameLaunchMachine).getSnapshot())).toBe(IDLE_LAUNCH_STATE);
  });

  replayEach('edge', model, paths);

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(gameLaunchOracle as never));
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

import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { BalanceType } from '../../src/api/games';
import type { GameStart, LaunchInfo } from '../../contract/schemas/games';
import {
  type GamePageParams,
  gameLaunchMachine,
  type LaunchRequest,
  type LaunchTarget,
} from '../../src/machines/game-launch/game-launch.machine';
import { type GameLaunchView, gameLaunchOracle } from '../../src/machines/game-launch/game-launch.qa';
import {
  IDLE_LAUNCH_STATE,
  selectGameStart,
  selectIsChoosingBalance,
  selectIsLaunching,
  selectLaunchError,
  selectLaunchMode,
  selectLaunchState,
  selectLaunchTarget,
  selectOffersRealBalance,
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
const remotePaid = game(14, 0, false, false);
const single = game(21, 1, false, true);
const singleDemo = game(22, 1, true, false);
const group = game(31, 2, true, false);
const groupPaid = game(32, 2, false, true);

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

/** docs/api.md games start: the refusal of a game the server does not know, and of one it cannot start now. */
const unknownGame = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Game not found',
  url: '/api/v1/games/groups/slots/games/99',
  method: 'GET',
});
/** The same refusal from a server that speaks the player's language: its code says the game is unknown. */
const unknownGameInKreyol = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Nou pa jwenn jwèt sa a',
  reason: 'game_not_found',
  url: '/api/v1/games/groups/slots/games/99',
  method: 'GET',
});
/** An English 'Game not found' whose code says otherwise: the code wins, and the refusal is shown. */
const otherCodeSameWords = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Game not found',
  reason: 'provider_unavailable',
  url: '/api/v1/games/groups/slots/games/21',
  method: 'GET',
});
const providerDown = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Game provider is not available',
  url: '/api/v1/games/groups/slots/games/21',
  method: 'GET',
});
/** The same words in a reply that is not the server's failure reply (a proxy's 404): a fault like any other. */
const notFoundPage = new ApiError({
  kind: 'http',
  status: 404,
  serverMessage: 'Game not found',
  url: '/api/v1/games/groups/slots/games/21',
  method: 'GET',
});
const gameStart: GameStart = {
  id: 21,
  alias: 'game-21',
  name: 'Game 21',
  group_alias: 'slots',
  game_type: 1,
  game_url: 'https://provider.example/frame?launch=abc',
  info: { allow_portrait: true },
  game_description: null,
};
/** A start reply that turns out to be a multiple group (game_type 2, no frame URL). */
const groupStart: GameStart = {
  id: 22,
  alias: 'game-22',
  name: 'Game 22',
  group_alias: 'slots',
  game_type: 2,
  game_url: null,
  info: { allow_portrait: true },
  game_description: null,
};
/** docs/product.md#errors-kinds: a game start reply that failed its schema (a game_url that is not http(s)). */
const unreadableStart = new ApiError({
  kind: 'invalidData',
  status: 200,
  url: '/api/v1/games/groups/slots/games/22',
  method: 'GET',
});

const open = (target: LaunchTarget, balanceType: BalanceType, isAuthenticated: boolean, isWide: boolean) => ({
  type: 'game.open' as const,
  target,
  balanceType,
  isAuthenticated,
  isWide,
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
  mode: selectLaunchMode(s as never),
  start: selectGameStart(s as never),
  offersRealBalance: selectOffersRealBalance(s as never),
});

const model: MachineModel<typeof gameLaunchMachine> = {
  machine: gameLaunchMachine,
  promiseActors: ['fetchGameUrl', 'fetchGameStart'],
  effects: ['openLogin', 'openGamePage', 'redirect', 'goHome', 'logInvalidData'],
  events: [
    launch(remoteModal, true, false), // player, remote, narrow: balance choice then URL
    launch(remoteModal, true, true), // player, remote, wide: balance choice then game page
    launch(remoteModal, false, false), // guest, paid game: login (then the balance choice)
    launch(remotePaid, false, false), // guest, paid remote without choice: login, then the URL or the game page
    launch(remoteDemo, true, false), // player, remote without choice, narrow: URL at once
    launch(remoteDemoModal, false, false), // guest, demo remote, narrow: no choice for guests, URL at once
    launch(remoteDemoModal, false, true), // guest, demo remote, wide: game page
    launch(single, true, false), // player, single: balance choice then game page
    launch(single, false, true), // guest, paid single: login
    launch(group, true, true), // player, group without choice: game page
    launch(group, true, false), // player, group, narrow: game page (only remote games leave)
    open(single, 0, false, false), // page, guest, paid game: log in there
    open(remoteModal, 0, false, true), // page, guest, another paid game: log in there
    open(remoteDemoModal, 0, false, true), // page, guest, demo remote, wide: the game starts in the page
    open(remoteModal, 1, true, false), // page, player, remote, narrow, bonus: URL at once (no choice on the page)
    open(remoteModal, 1, true, true), // the same game and balance on a wide screen: in the page
    open(singleDemo, 0, true, false), // page, player, single: the game starts in the page
    open(singleDemo, 1, true, false), // the same game with the bonus balance
    open(group, 0, true, false), // page, player, multiple group: home
    open(groupPaid, 0, false, true), // page, guest, paid multiple group: home too, no login prompt
    { type: 'balance.choose', balanceType: 0 },
    { type: 'balance.choose', balanceType: 1 },
    { type: 'choice.cancel' },
    { type: 'launch.reset' },
    { type: 'xstate.done.actor.fetchGameUrl', output: info },
    { type: 'xstate.error.actor.fetchGameUrl', error: unavailable },
    { type: 'xstate.done.actor.fetchGameStart', output: gameStart },
    { type: 'xstate.done.actor.fetchGameStart', output: groupStart },
    { type: 'xstate.error.actor.fetchGameStart', error: unknownGame },
    { type: 'xstate.error.actor.fetchGameStart', error: unknownGameInKreyol },
    { type: 'xstate.error.actor.fetchGameStart', error: otherCodeSameWords },
    { type: 'xstate.error.actor.fetchGameStart', error: unreadableStart },
    { type: 'xstate.error.actor.fetchGameStart', error: providerDown },
    { type: 'xstate.error.actor.fetchGameStart', error: notFoundPage },
    { type: 'launch.retry' },
    // The login modal: signed in on a narrow screen or on a wide one, or dismissed.
    { type: 'login.done', isWide: false },
    { type: 'login.done', isWide: true },
    { type: 'login.cancel' },
  ],
  oracle: gameLaunchOracle,
  view: view as never,
  invariant: (s) => {
    if (s.matches('idle'))
      expect(s.context).toEqual({ target: null, balanceType: null, mode: null, start: null, error: null });
    if (s.matches('loginRequired') || s.matches('awaitingLogin')) expect(s.context.target?.isDemo).toBe(false);
    if (s.matches('choosingBalance')) {
      expect(s.context.target?.isModalBalanceType).toBe(true);
      expect(s.can({ type: 'choice.cancel' })).toBe(true); // the modal can always be dismissed
    }
    if (s.matches('fetchingUrl') || s.matches('redirecting')) expect(s.context.target?.gameType).toBe(0);
    expect(s.context.error !== null).toBe(s.matches('failed'));
    expect(s.context.start !== null).toBe(s.matches('playing'));
    // A multiple group never starts in the page.
    if (s.matches('startingGame') || s.matches('playing') || s.matches('loginRequired'))
      expect(s.context.target?.gameType).not.toBe(2);
    if (s.matches('playing')) expect(s.context.start?.game_type).not.toBe(2);
    expect(s.hasTag('busy')).toBe(s.matches('fetchingUrl') || s.matches('redirecting') || s.matches('startingGame'));
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

  it('the page asks for the game start with the balance type of its address, and asks again on retry', async () => {
    const starts: LaunchRequest[] = [];
    let fail = true;
    const machine = gameLaunchMachine.provide({
      actors: {
        fetchGameStart: fromPromise<GameStart, LaunchRequest>(async ({ input }) => {
          starts.push(input);
          if (fail) throw providerDown;
          return gameStart;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'game.open', target: singleDemo, balanceType: 1, isAuthenticated: true, isWide: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectOffersRealBalance(actor.getSnapshot())).toBe(true);
    fail = false;
    actor.send({ type: 'launch.retry' });
    await settle();
    expect(starts).toEqual([
      { target: singleDemo, balanceType: 1 },
      { target: singleDemo, balanceType: 1 },
    ]);
    expect(selectGameStart(actor.getSnapshot())).toEqual(gameStart);
  });

  it('the page of a remote game on a phone is sent to its URL with the balance type of its address', async () => {
    const { actor, fetched, redirects } = start();
    actor.send({ type: 'game.open', target: remoteModal, balanceType: 1, isAuthenticated: true, isWide: false });
    await settle();
    expect(fetched).toEqual([{ target: remoteModal, balanceType: 1 }]);
    expect(redirects).toEqual([info]);
  });

  it('a game the server does not know sends the page home once', async () => {
    let home = 0;
    const machine = gameLaunchMachine.provide({
      actors: {
        fetchGameStart: fromPromise<GameStart, LaunchRequest>(async () => {
          throw unknownGame;
        }),
      },
      actions: { goHome: () => home++ },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'game.open', target: single, balanceType: 0, isAuthenticated: true, isWide: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('gone');
    actor.send({ type: 'game.open', target: single, balanceType: 0, isAuthenticated: true, isWide: true });
    expect(home).toBe(1);
  });

  it('the page of a multiple group goes home once, for a guest too, asking for nothing', async () => {
    let home = 0;
    const starts: LaunchRequest[] = [];
    const machine = gameLaunchMachine.provide({
      actors: {
        fetchGameStart: fromPromise<GameStart, LaunchRequest>(async ({ input }) => {
          starts.push(input);
          return groupStart;
        }),
      },
      actions: { goHome: () => home++ },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'game.open', target: groupPaid, balanceType: 0, isAuthenticated: false, isWide: false });
    expect(actor.getSnapshot().value).toBe('gone');
    // The same opening again (a re-render) does not send the player home a second time.
    actor.send({ type: 'game.open', target: groupPaid, balanceType: 0, isAuthenticated: false, isWide: false });
    actor.send({ type: 'game.open', target: group, balanceType: 1, isAuthenticated: true, isWide: true });
    await settle();
    expect(home).toBe(2);
    expect(starts).toEqual([]);
    // A start that turns out to be a group goes home as well, rather than playing.
    actor.send({ type: 'game.open', target: singleDemo, balanceType: 0, isAuthenticated: true, isWide: true });
    await settle();
    expect(starts).toEqual([{ target: singleDemo, balanceType: 0 }]);
    expect(actor.getSnapshot().value).toBe('gone');
    expect(selectGameStart(actor.getSnapshot())).toBeNull();
    expect(home).toBe(3);
  });

  it('the page opened again as it is decides nothing again: the same snapshot, for a guest asked to log in too', () => {
    const actor = createActor(gameLaunchMachine).start();
    for (const opening of [open(single, 0, false, false), open(groupPaid, 0, false, false)]) {
      actor.send(opening);
      const decided = actor.getSnapshot();
      actor.send(opening);
      // Not left and entered again (which would make a new snapshot with the same values): nothing happened.
      expect(actor.getSnapshot()).toBe(decided);
    }
  });

  it('a game start the app cannot read is only logged, once, and the page goes home', async () => {
    const logged: unknown[] = [];
    let home = 0;
    const machine = gameLaunchMachine.provide({
      actors: {
        fetchGameStart: fromPromise<GameStart, LaunchRequest>(async () => {
          throw unreadableStart;
        }),
      },
      actions: { goHome: () => home++, logInvalidData: (_, error) => logged.push(error) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'game.open', target: single, balanceType: 0, isAuthenticated: true, isWide: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('gone');
    expect(selectLaunchError(actor.getSnapshot())).toBeNull();
    expect(logged).toEqual([unreadableStart]);
    expect(home).toBe(1);
  });

  it('a guest signed in through the login modal goes on with the held game, as a player', async () => {
    const narrow = start();
    narrow.actor.send({ type: 'game.launch', target: remotePaid, isAuthenticated: false, isWide: false });
    expect(narrow.actor.getSnapshot().context.target).toEqual(remotePaid);
    narrow.actor.send({ type: 'login.done', isWide: false });
    await settle();
    expect(narrow.fetched).toEqual([{ target: remotePaid, balanceType: null }]);
    expect(narrow.redirects).toEqual([info]);

    // The screen of the moment of the sign-in counts: wide by then, the game page opens.
    const wide = start();
    wide.actor.send({ type: 'game.launch', target: remotePaid, isAuthenticated: false, isWide: false });
    wide.actor.send({ type: 'login.done', isWide: true });
    expect(wide.pages).toEqual([{ target: remotePaid, balanceType: null }]);
    expect(wide.fetched).toEqual([]);

    const choice = start();
    choice.actor.send({ type: 'game.launch', target: single, isAuthenticated: false, isWide: true });
    choice.actor.send({ type: 'login.done', isWide: true });
    choice.actor.send({ type: 'balance.choose', balanceType: 1 });
    expect(choice.pages).toEqual([{ target: single, balanceType: 1 }]);
  });

  it('a dismissed login modal gives the launch up: nothing opens, the next launch starts afresh', () => {
    const { actor, fetched, pages } = start();
    actor.send({ type: 'game.launch', target: remotePaid, isAuthenticated: false, isWide: false });
    actor.send({ type: 'login.cancel' });
    actor.send({ type: 'login.done', isWide: true });
    expect(pages).toEqual([]);
    expect(fetched).toEqual([]);
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('a game without a choice opens its page without a balance type', () => {
    const { actor, pages } = start();
    actor.send({ type: 'game.launch', target: group, isAuthenticated: true, isWide: true });
    expect(pages).toEqual([{ target: group, balanceType: null }]);
  });
});

// Purpose: starts a game from its tile: login for guests, the balance choice, then the game's page or URL
// (docs/product.md#flows-game-launch).
// Game launch (docs/product.md#flows): a tile's click (game.launch) and the game page's opening (game.open) are
// decided here alone, under the same rules (docs/product.md#rules): a guest on a non-demo game is asked to log
// in (a tile's launch waits for the login dialog, then goes on as the signed-in player's, or is given up); a signed-in player on a game with is_modal_balance_type first chooses the real or bonus balance (a tile
// asks, the page has it in its address); a remote game (game_type 0) on a narrow screen fetches its URL and
// sends the browser there; anything else plays in the app: a tile opens the game page, the page starts the
// game. A game the server does not know sends the page home, and so does a multiple group (game_type 2: the game
// page goes to / for anything but a remote or a single game) and a game start the app cannot read (invalid data
// of the game-in-group call is only logged, docs/product.md#errors-handling).
import { assign, raise, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { BalanceType } from '../../api/games';
import type { GameStart, LaunchInfo } from '../../../contract/schemas/games';
import { errorOf, notProvided } from '../shared';

/** The clicked game tile, or the game of the game page (docs/product.md#entities). */
export interface LaunchTarget {
  gameId: number;
  groupAlias: string;
  /** '' when only the id is known (popular entries); the URL is then fetched by id. */
  alias: string;
  /** docs/product.md#constants: 0 remote, 1 single, 2 multiple group. */
  gameType: 0 | 1 | 2;
  isDemo: boolean;
  isModalBalanceType: boolean;
}

/** Where a launch ends: the provider's URL (remote on a narrow screen) or the app (the game page). */
export type LaunchMode = 'redirect' | 'page';

export interface GameLaunchContext {
  target: LaunchTarget | null;
  balanceType: BalanceType | null;
  /** null while idle and while the page asks a guest to log in. */
  mode: LaunchMode | null;
  /** The game start the page plays (playing). */
  start: GameStart | null;
  error: ApiError | null;
}

export type GameLaunchEvent =
  | { type: 'game.launch'; target: LaunchTarget; isAuthenticated: boolean; isWide: boolean }
  | { type: 'game.open'; target: LaunchTarget; balanceType: BalanceType; isAuthenticated: boolean; isWide: boolean }
  | { type: 'balance.choose'; balanceType: BalanceType }
  | { type: 'choice.cancel' }
  | { type: 'launch.retry' }
  | { type: 'launch.reset' }
  /** The login dialog signed the player in (docs/product.md#flows-login-modal): the launch goes on. */
  | { type: 'login.done'; isWide: boolean }
  /** The login dialog was dismissed or left: the launch is given up. */
  | { type: 'login.cancel' };

type LaunchEvent = Extract<GameLaunchEvent, { type: 'game.launch' | 'game.open' }>;
type OpenEvent = Extract<GameLaunchEvent, { type: 'game.open' }>;

/** Params of openGamePage: navigate to /games/{groupAlias}/{gameId}, with ?balanceType=N when one was chosen. */
export interface GamePageParams {
  target: LaunchTarget;
  balanceType: BalanceType | null;
}

/** What the game URL and the game start are asked with. */
export interface LaunchRequest {
  target: LaunchTarget;
  balanceType: BalanceType | null;
}

/**
 * docs/api.md games start: the failure reply (200, success false) of a game the server does not know: its code, and
 * the message an API that sends no code says it with (the message is otherwise in the player's language).
 */
export const UNKNOWN_GAME_REASON = 'game_not_found';
export const UNKNOWN_GAME_MESSAGE = 'Game not found';

export const isGuestOnPaidGame = (e: LaunchEvent) => !e.isAuthenticated && !e.target.isDemo;
/** Only a remote game on a narrow screen fetches its URL; wide screens treat it as single. */
export const launchMode = (e: LaunchEvent): LaunchMode => (e.target.gameType === 0 && !e.isWide ? 'redirect' : 'page');
export const needsBalanceChoice = (e: LaunchEvent) => e.isAuthenticated && e.target.isModalBalanceType;
/** The page's mode for an opening: none when the guest is asked to log in (a multiple group goes home for anyone). */
const openMode = (e: OpenEvent): LaunchMode | null =>
  isGuestOnPaidGame(e) && !isMultipleGroup(e) ? null : launchMode(e);
/** The page is opened again with what it already shows (a re-render, a resize that changes nothing). */
export const isSameOpening = (context: GameLaunchContext, e: OpenEvent) =>
  context.target?.gameId === e.target.gameId && context.balanceType === e.balanceType && context.mode === openMode(e);
/** A failure reply (status 200, docs/api.md conventions) saying the game is unknown; any other error is shown. */
export const isUnknownGame = (error: unknown) => {
  const e = error as ApiError;
  return (
    e.status === 200 &&
    (e.reason === UNKNOWN_GAME_REASON || (e.reason === undefined && e.serverMessage === UNKNOWN_GAME_MESSAGE))
  );
};
/** docs/product.md#errors-handling: a game start whose reply failed its schema is logged, not shown. */
export const isInvalidData = (error: unknown) => (error as ApiError).kind === 'invalidData';
/** docs/product.md#routes-list: the game page of a multiple group (game_type 2) goes to /. */
export const isMultipleGroup = (e: OpenEvent) => e.target.gameType === 2;

const idleContext: GameLaunchContext = { target: null, balanceType: null, mode: null, start: null, error: null };

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
  },
  actors: {
    fetchGameUrl: notProvided<LaunchInfo, LaunchRequest>('fetchGameUrl'),
    fetchGameStart: notProvided<GameStart, LaunchRequest>('fetchGameStart'),
  },
  guards: {
    isGuestOnPaidGame: (_, e: LaunchEvent) => isGuestOnPaidGame(e),
    isRedirect: (_, e: LaunchEvent) => launchMode(e) === 'redirect',
    hasBalanceChoice: (_, e: LaunchEvent) => needsBalanceChoice(e),
    isForRedirect: ({ context }) => context.mode === 'redirect',
    isSameOpening: ({ context }, e: OpenEvent) => isSameOpening(context, e),
    isUnknownGame: (_, error: unknown) => isUnknownGame(error),
    isInvalidData: (_, error: unknown) => isInvalidData(error),
    isMultipleGroup: (_, e: OpenEvent) => isMultipleGroup(e),
    isMultipleGroupStart: (_, start: GameStart) => start.game_type === 2,
  },
  actions: {
    // Injected by the view: the login modal, in-app navigation to the game page, leaving for the game URL,
    // leaving the page of an unknown game for home, logging a reply the app could not read.
    openLogin: () => {},
    openGamePage: (_, _params: GamePageParams) => {},
    redirect: (_, _info: LaunchInfo) => {},
    goHome: () => {},
    logInvalidData: (_, _error: unknown) => {},
    start: assign((_, e: LaunchEvent) => ({
      target: e.target,
      mode: launchMode(e),
      balanceType: e.type === 'game.open' ? e.balanceType : null,
      start: null,
      error: null,
    })),
    askLogin: assign((_, e: OpenEvent) => ({ ...idleContext, target: e.target, balanceType: e.balanceType })),
    holdLaunch: assign((_, e: LaunchEvent) => ({ ...idleContext, target: e.target })),
    storeBalanceType: assign((_, balanceType: BalanceType) => ({ balanceType })),
    storeStart: assign((_, start: GameStart) => ({ start })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    clearError: assign({ error: null }),
    reset: assign(() => ({ ...idleContext })),
    /** Hands the launch to idle, which decides it as any other. */
    relaunch: raise((_, e: LaunchEvent) => e),
  },
}).createMachine({
  id: 'gameLaunch',
  context: { ...idleContext },
  initial: 'idle',
  on: {
    // The view's way out (unmount, page shown again from the back-forward cache): cancels any launch.
    'launch.reset': { target: '.idle' },
    // The page opened again (the session, the screen width, the address or the game changed): the same opening
    // changes nothing, another is decided again from idle.
    'game.open': [
      { guard: { type: 'isSameOpening', params: ({ event }) => event } },
      { target: '.idle', actions: { type: 'relaunch', params: ({ event }) => event } },
    ],
  },
  states: {
    // No launch under way: the context is empty.
    idle: {
      entry: 'reset',
      on: {
        'game.launch': [
          {
            guard: { type: 'isGuestOnPaidGame', params: ({ event }) => event },
            target: 'awaitingLogin',
            actions: ['openLogin', { type: 'holdLaunch', params: ({ event }) => event }],
          },
          {
            guard: { type: 'hasBalanceChoice', params: ({ event }) => event },
            target: 'choosingBalance',
            actions: { type: 'start', params: ({ event }) => event },
          },
          {
            guard: { type: 'isRedirect', params: ({ event }) => event },
            target: 'fetchingUrl',
            actions: { type: 'start', params: ({ event }) => event },
          },
          {
            target: 'idle',
            actions: { type: 'openGamePage', params: ({ event }) => ({ target: event.target, balanceType: null }) },
          },
        ],
        'game.open': [
          {
            guard: { type: 'isMultipleGroup', params: ({ event }) => event },
            target: 'gone',
            actions: [{ type: 'start', params: ({ event }) => event }, 'goHome'],
          },
          {
            guard: { type: 'isGuestOnPaidGame', params: ({ event }) => event },
            target: 'loginRequired',
            actions: { type: 'askLogin', params: ({ event }) => event },
          },
          {
            guard: { type: 'isRedirect', params: ({ event }) => event },
            target: 'fetchingUrl',
            actions: { type: 'start', params: ({ event }) => event },
          },
          { target: 'startingGame', actions: { type: 'start', params: ({ event }) => event } },
        ],
      },
    },
    // The modal: real or bonus balance.
    choosingBalance: {
      on: {
        'balance.choose': [
          {
            guard: 'isForRedirect',
            target: 'fetchingUrl',
            actions: { type: 'storeBalanceType', params: ({ event }) => event.balanceType },
          },
          {
            target: 'idle',
            actions: {
              type: 'openGamePage',
              params: ({ context, event }) => ({ target: context.target!, balanceType: event.balanceType }),
            },
          },
        ],
        'choice.cancel': { target: 'idle' },
      },
    },
    // A guest's tile launch of a non-demo game, held while the login dialog is up: once signed in it is decided again,
    // as the player's (the balance choice, the URL or the game page); dismissed, it is given up.
    awaitingLogin: {
      on: {
        'login.done': {
          target: 'idle',
          actions: {
            type: 'relaunch',
            params: ({ context, event }) => ({
              type: 'game.launch' as const,
              target: context.target!,
              isAuthenticated: true,
              isWide: event.isWide,
            }),
          },
        },
        'login.cancel': { target: 'idle' },
      },
    },
    // The game page of a non-demo game, for a guest: log in or sign up.
    loginRequired: {},
    fetchingUrl: {
      tags: ['busy'],
      invoke: {
        id: 'fetchGameUrl',
        src: 'fetchGameUrl',
        input: ({ context }) => ({ target: context.target!, balanceType: context.balanceType }),
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // The browser is leaving for the game URL.
    redirecting: {
      tags: ['busy'],
    },
    // The game page asks for the game start (its frame URL).
    startingGame: {
      tags: ['busy'],
      invoke: {
        id: 'fetchGameStart',
        src: 'fetchGameStart',
        input: ({ context }) => ({ target: context.target!, balanceType: context.balanceType }),
        onDone: [
          {
            guard: { type: 'isMultipleGroupStart', params: ({ event }) => event.output },
            target: 'gone',
            actions: 'goHome',
          },
          { target: 'playing', actions: { type: 'storeStart', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isUnknownGame', params: errorOf }, target: 'gone', actions: 'goHome' },
          {
            guard: { type: 'isInvalidData', params: errorOf },
            target: 'gone',
            actions: [{ type: 'logInvalidData', params: errorOf }, 'goHome'],
          },
          { target: 'failed', actions: { type: 'storeError', params: errorOf } },
        ],
      },
    },
    // The game plays in the page.
    playing: {},
    // The page is leaving for home: the server does not know the game, it is a multiple group, or its start could not
    // be read.
    gone: {},
    // The error is kept until the next launch, a retry or a reset.
    failed: {
      on: {
        'game.launch': { target: 'idle', actions: { type: 'relaunch', params: ({ event }) => event } },
        'launch.retry': [
          { guard: 'isForRedirect', target: 'fetchingUrl', actions: 'clearError' },
          { target: 'startingGame', actions: 'clearError' },
        ],
      },
    },
  },
});

export type GameLaunchMachine = typeof gameLaunchMachine;

// Purpose: starts a game from its tile: login for guests, the balance choice, then the game's page or URL
// (docs/product.md#flows-game-launch).
// docs/product.md#flows-game-launch Game launch: a guest clicking a non-demo game gets the login modal. A remote game
// (game_type 0) fetches its URL, after an optional balance choice (real or bonus), and sends the browser there; other
// types open the game page in the app with the optional balanceType. On wide screens remote is treated
// as single (in-app). The balance choice is offered to players on games with is_modal_balance_type.
import { assign, raise, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { BalanceType } from '../../api/games';
import type { LaunchInfo } from '../../api/schemas/games';
import { errorOf, notProvided } from '../shared';

/** The clicked game tile (docs/product.md#entities-games Game fields). */
export interface LaunchTarget {
  gameId: number;
  groupAlias: string;
  /** '' when only the id is known (popular entries); the URL is then fetched by id. */
  alias: string;
  /** docs/product.md#constants-codes: 0 remote, 1 single, 2 multiple group. */
  gameType: 0 | 1 | 2;
  isDemo: boolean;
  isModalBalanceType: boolean;
}

/** Where a launch ends: the provider's URL (remote on a narrow screen) or the in-app game page. */
export type LaunchMode = 'redirect' | 'page';

export interface GameLaunchContext {
  target: LaunchTarget | null;
  balanceType: BalanceType | null;
  mode: LaunchMode | null;
  error: ApiError | null;
}

export type GameLaunchEvent =
  | { type: 'game.launch'; target: LaunchTarget; isAuthenticated: boolean; isWide: boolean }
  | { type: 'balance.choose'; balanceType: BalanceType }
  | { type: 'choice.cancel' }
  | { type: 'launch.reset' };

type LaunchEvent = Extract<GameLaunchEvent, { type: 'game.launch' }>;

/** Params of openGamePage: navigate to /games/{groupAlias}/{gameId}, with ?balanceType=N when one was chosen. */
export interface GamePageParams {
  target: LaunchTarget;
  balanceType: BalanceType | null;
}

export const isGuestOnPaidGame = (e: LaunchEvent) => !e.isAuthenticated && !e.target.isDemo;
/**
 * docs/product.md#flows-game-launch: only a remote game on a narrow screen fetches its URL; wide screens treat it as
 * single.
 */
export const launchMode = (e: LaunchEvent): LaunchMode => (e.target.gameType === 0 && !e.isWide ? 'redirect' : 'page');
export const needsBalanceChoice = (e: LaunchEvent) => e.isAuthenticated && e.target.isModalBalanceType;

const idleContext: GameLaunchContext = { target: null, balanceType: null, mode: null, error: null };

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
  },
  actors: {
    fetchGameUrl: notProvided<LaunchInfo, { target: LaunchTarget; balanceType: BalanceType | null }>('fetchGameUrl'),
  },
  guards: {
    isGuestOnPaidGame: (_, e: LaunchEvent) => isGuestOnPaidGame(e),
    isRedirect: (_, e: LaunchEvent) => launchMode(e) === 'redirect',
    hasBalanceChoice: (_, e: LaunchEvent) => needsBalanceChoice(e),
    isChoiceForRedirect: ({ context }) => context.mode === 'redirect',
  },
  actions: {
    // Injected by the view: the login modal, in-app navigation to the game page, leaving for the game URL.
    openLogin: () => {},
    openGamePage: (_, _params: GamePageParams) => {},
    redirect: (_, _info: LaunchInfo) => {},
    start: assign((_, e: LaunchEvent) => ({
      target: e.target,
      mode: launchMode(e),
      balanceType: null,
      error: null,
    })),
    storeBalanceType: assign((_, balanceType: BalanceType) => ({ balanceType })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
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
  },
  states: {
    // No launch under way: the context is empty.
    idle: {
      entry: 'reset',
      on: {
        'game.launch': [
          {
            guard: { type: 'isGuestOnPaidGame', params: ({ event }) => event },
            target: 'idle',
            actions: 'openLogin',
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
      },
    },
    // The modal: real or bonus balance.
    choosingBalance: {
      on: {
        'balance.choose': [
          {
            guard: 'isChoiceForRedirect',
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
    // The error is kept until the next launch or a reset.
    failed: {
      on: {
        'game.launch': { target: 'idle', actions: { type: 'relaunch', params: ({ event }) => event } },
      },
    },
  },
});

export type GameLaunchMachine = typeof gameLaunchMachine;

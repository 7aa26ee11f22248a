// The independent oracle of a game launch (docs/architecture.md, "Machines and their oracles"), written from
// the product rules (docs/product.md#flows, docs/product.md#rules), checked at every step of
// tests/model/game-launch.model.test.ts:
// - a guest clicking a non-demo game gets the login modal, and the launch waits for it: signed in there, the launch
//   is decided again as the signed-in player's (balance choice, URL or game page, on the screen of that moment);
//   dismissed, it is given up; on the game page of such a game the guest is asked to log in there;
// - a signed-in player clicking a game with is_modal_balance_type first chooses the balance (real 0 or bonus 1);
//   the game page takes it from its address;
// - a remote game (type 0) on a narrow screen fetches its URL (with the balance type, if any) and sends the
//   browser there; other types, and remote on wide screens, play in the app: a tile opens the game page with the
//   chosen balance type (or none), the page asks for the game start with the address's balance type;
// - a game start refused with 'Game not found' (docs/api.md games start) sends the page home; so does a game start
//   that fails its schema (docs/product.md#errors-handling: invalid data of the game-in-group call is only logged);
//   any other failure is shown with a retry, which asks again for what failed;
// - the page of a multiple group (game_type 2), or a game start that turns out to be one, goes home
//   (docs/product.md#routes-list: the game page plays remote and single games, anything else goes to /), for
//   guests and players alike, without asking for anything;
// - the page opened again with what it already shows changes nothing; anything else is decided again;
// - what openGamePage and redirect are given depends on the event: tests/model/game-launch.model.test.ts checks
//   it in its own cases (the table's effect params are literal);
// - one launch at a time; after a failed fetch a click launches again under the same rules; the view can
//   reset any launch.
import type { ApiError } from '../../api/errors';
import type { BalanceType } from '../../api/games';
import type { GameStart } from '../../../contract/schemas/games';
import type { MachineOracle } from '../oracle';
import type { GameLaunchContext, LaunchMode, LaunchTarget } from './game-launch.machine';

/** What the game tiles, the balance modal and the game page show, read through game-launch.selectors.ts by the model test. */
export interface GameLaunchView {
  state: string;
  target: LaunchTarget | null;
  choosing: boolean;
  launching: boolean;
  error: ApiError | null;
  /** Where the launch was going: the page shows a failed URL fetch and a failed game start differently. */
  mode: LaunchMode | null;
  /** The game start the page plays. */
  start: GameStart | null;
  /** A failed game start with the bonus balance offers the real one. */
  offersRealBalance: boolean;
}

type Context = GameLaunchContext;
type Event = Record<string, unknown> & { type: string };
interface Launch {
  target: LaunchTarget;
  isAuthenticated: boolean;
  isWide: boolean;
}
interface Opening extends Launch {
  balanceType: BalanceType;
}

const launchOf = (event: Event) => event as unknown as Launch;
/** The held launch as the player signed in through the modal makes it, on the screen the event reports. */
const asPlayer = (context: Context, event: Event): Launch => ({
  target: context.target as LaunchTarget,
  isAuthenticated: true,
  isWide: event.isWide as boolean,
});
const openingOf = (event: Event) => event as unknown as Opening;
/** The rules, restated. */
const guestOnPaidGame = (e: Launch) => !e.isAuthenticated && !e.target.isDemo;
const choosesBalance = (e: Launch) => e.isAuthenticated && e.target.isModalBalanceType;
const leavesForUrl = (e: Launch) => e.target.gameType === 0 && !e.isWide;
const multipleGroup = (e: Launch) => e.target.gameType === 2;
/**
 * The page already shows this opening: same game, same balance type, same outcome (login, URL, in the page, or
 * home for a multiple group).
 */
const sameOpening = (context: Context, e: Opening) =>
  context.target !== null &&
  context.target.gameId === e.target.gameId &&
  context.balanceType === e.balanceType &&
  context.mode === (guestOnPaidGame(e) && !multipleGroup(e) ? null : leavesForUrl(e) ? 'redirect' : 'page');
/**
 * docs/api.md games start: the server does not know the game (its failure reply, status 200): its code says so, or,
 * from an API that sends no code, its English message.
 */
const unknownGame = (error: unknown) => {
  const e = error as ApiError;
  if (e.status !== 200) return false;
  if (e.reason !== undefined) return e.reason === 'game_not_found';
  return e.serverMessage === 'Game not found';
};
/** docs/product.md#errors-kinds: a reply that fails its schema. */
const invalidData = (error: unknown) => (error as ApiError).kind === 'invalidData';
const groupStart = (output: unknown) => (output as GameStart).game_type === 2;

const none: Context = { target: null, balanceType: null, mode: null, start: null, error: null };
const started = (e: Launch): Context => ({
  target: e.target,
  mode: leavesForUrl(e) ? 'redirect' : 'page',
  balanceType: null,
  start: null,
  error: null,
});
const opened = (e: Opening): Context => ({ ...started(e), balanceType: e.balanceType });

const idle: GameLaunchView = {
  state: 'idle',
  target: null,
  choosing: false,
  launching: false,
  error: null,
  mode: null,
  start: null,
  offersRealBalance: false,
};
const resting = (state: string, context: Context): GameLaunchView => ({
  ...idle,
  state,
  target: context.target,
  mode: context.mode,
});

const ALL = [
  'idle',
  'awaitingLogin',
  'choosingBalance',
  'loginRequired',
  'fetchingUrl',
  'redirecting',
  'startingGame',
  'playing',
  'gone',
  'failed',
];
const NOT_IDLE = ALL.filter((s) => s !== 'idle');

export const gameLaunchOracle: MachineOracle<GameLaunchView, Context> = {
  states: {
    idle: { sees: idle },
    // The login modal is up; the tiles stay live behind it.
    awaitingLogin: { sees: ({ context }) => ({ ...resting('awaitingLogin', context), mode: null }) },
    choosingBalance: {
      sees: ({ context }) => ({ ...resting('choosingBalance', context), choosing: true }),
    },
    // The page of a non-demo game, for a guest.
    loginRequired: { sees: ({ context }) => ({ ...resting('loginRequired', context), mode: null }) },
    fetchingUrl: {
      sees: ({ context }) => ({ ...resting('fetchingUrl', context), mode: 'redirect', launching: true }),
      runs: ({ context }) => ({ fetchGameUrl: { target: context.target, balanceType: context.balanceType } }),
    },
    // The browser is leaving for the game URL: tiles stay inert.
    redirecting: {
      sees: ({ context }) => ({ ...resting('redirecting', context), mode: 'redirect', launching: true }),
    },
    startingGame: {
      sees: ({ context }) => ({ ...resting('startingGame', context), mode: 'page', launching: true }),
      runs: ({ context }) => ({ fetchGameStart: { target: context.target, balanceType: context.balanceType } }),
    },
    playing: {
      sees: ({ context }) => ({ ...resting('playing', context), mode: 'page', start: context.start }),
    },
    // The page is leaving for home.
    gone: { sees: ({ context }) => ({ ...resting('gone', context), mode: 'page' }) },
    failed: {
      sees: ({ context }) => ({
        ...resting('failed', context),
        error: context.error,
        offersRealBalance: context.mode === 'page' && context.balanceType === 1,
      }),
    },
  },
  steps: [
    // A launch from idle, or again after a failure (the error goes).
    {
      from: ['idle', 'failed'],
      event: 'game.launch',
      when: (_, event) => guestOnPaidGame(launchOf(event)),
      to: 'awaitingLogin',
      effects: ['openLogin'],
      context: (_, event) => ({ ...none, target: launchOf(event).target }),
    },
    {
      from: ['idle', 'failed'],
      event: 'game.launch',
      when: (_, event) => !guestOnPaidGame(launchOf(event)) && choosesBalance(launchOf(event)),
      to: 'choosingBalance',
      context: (_, event) => started(launchOf(event)),
    },
    {
      from: ['idle', 'failed'],
      event: 'game.launch',
      when: (_, event) =>
        !guestOnPaidGame(launchOf(event)) && !choosesBalance(launchOf(event)) && leavesForUrl(launchOf(event)),
      to: 'fetchingUrl',
      context: (_, event) => started(launchOf(event)),
    },
    {
      from: ['idle', 'failed'],
      event: 'game.launch',
      when: (_, event) =>
        !guestOnPaidGame(launchOf(event)) && !choosesBalance(launchOf(event)) && !leavesForUrl(launchOf(event)),
      to: 'idle',
      effects: ['openGamePage'],
      context: none,
    },
    // Signed in through the modal: the held launch again, as a signed-in player's, on the screen of that moment.
    {
      from: 'awaitingLogin',
      event: 'login.done',
      when: ({ context }, event) => choosesBalance(asPlayer(context, event)),
      to: 'choosingBalance',
      context: ({ context }, event) => started(asPlayer(context, event)),
    },
    {
      from: 'awaitingLogin',
      event: 'login.done',
      when: ({ context }, event) => !choosesBalance(asPlayer(context, event)) && leavesForUrl(asPlayer(context, event)),
      to: 'fetchingUrl',
      context: ({ context }, event) => started(asPlayer(context, event)),
    },
    {
      from: 'awaitingLogin',
      event: 'login.done',
      when: ({ context }, event) =>
        !choosesBalance(asPlayer(context, event)) && !leavesForUrl(asPlayer(context, event)),
      to: 'idle',
      effects: ['openGamePage'],
      context: none,
    },
    { from: 'awaitingLogin', event: 'login.cancel', to: 'idle', context: none },
    {
      from: 'choosingBalance',
      event: 'balance.choose',
      when: ({ context }) => context.mode === 'redirect',
      to: 'fetchingUrl',
      context: ({ context }, event) => ({ ...context, balanceType: event.balanceType as BalanceType }),
    },
    {
      from: 'choosingBalance',
      event: 'balance.choose',
      when: ({ context }) => context.mode === 'page',
      to: 'idle',
      effects: ['openGamePage'],
      context: none,
    },
    { from: 'choosingBalance', event: 'choice.cancel', to: 'idle', context: none },
    // The game page opened: from anywhere, unless it already shows this opening. No balance choice: the page
    // has the balance type in its address.
    // (Never in choosingBalance or awaitingLogin: a tile's launch has no balance type yet, an opening always has one.)
    {
      from: NOT_IDLE.filter((s) => s !== 'choosingBalance' && s !== 'awaitingLogin'),
      event: 'game.open',
      when: ({ context }, event) => sameOpening(context, openingOf(event)),
      to: '=',
      context: ({ context }) => context,
    },
    {
      from: ALL,
      event: 'game.open',
      when: ({ context }, event) => !sameOpening(context, openingOf(event)) && multipleGroup(openingOf(event)),
      to: 'gone',
      effects: ['goHome'],
      context: (_, event) => opened(openingOf(event)),
    },
    {
      from: ALL,
      event: 'game.open',
      when: ({ context }, event) =>
        !sameOpening(context, openingOf(event)) &&
        !multipleGroup(openingOf(event)) &&
        guestOnPaidGame(openingOf(event)),
      to: 'loginRequired',
      context: (_, event) => ({ ...none, target: openingOf(event).target, balanceType: openingOf(event).balanceType }),
    },
    {
      from: ALL,
      event: 'game.open',
      when: ({ context }, event) =>
        !sameOpening(context, openingOf(event)) &&
        !multipleGroup(openingOf(event)) &&
        !guestOnPaidGame(openingOf(event)) &&
        leavesForUrl(openingOf(event)),
      to: 'fetchingUrl',
      context: (_, event) => opened(openingOf(event)),
    },
    {
      from: ALL,
      event: 'game.open',
      when: ({ context }, event) =>
        !sameOpening(context, openingOf(event)) &&
        !multipleGroup(openingOf(event)) &&
        !guestOnPaidGame(openingOf(event)) &&
        !leavesForUrl(openingOf(event)),
      to: 'startingGame',
      context: (_, event) => opened(openingOf(event)),
    },
    {
      from: 'fetchingUrl',
      event: 'xstate.done.actor.fetchGameUrl',
      to: 'redirecting',
      effects: ['redirect'],
      context: ({ context }) => context,
    },
    {
      from: 'fetchingUrl',
      event: 'xstate.error.actor.fetchGameUrl',
      to: 'failed',
      context: ({ context }, event) => ({ ...context, error: event.error as ApiError }),
    },
    {
      from: 'startingGame',
      event: 'xstate.done.actor.fetchGameStart',
      when: (_, event) => !groupStart(event.output),
      to: 'playing',
      context: ({ context }, event) => ({ ...context, start: event.output as GameStart }),
    },
    {
      from: 'startingGame',
      event: 'xstate.done.actor.fetchGameStart',
      when: (_, event) => groupStart(event.output),
      to: 'gone',
      effects: ['goHome'],
      context: ({ context }) => context,
    },
    {
      from: 'startingGame',
      event: 'xstate.error.actor.fetchGameStart',
      when: (_, event) => unknownGame(event.error),
      to: 'gone',
      effects: ['goHome'],
      context: ({ context }) => context,
    },
    {
      from: 'startingGame',
      event: 'xstate.error.actor.fetchGameStart',
      when: (_, event) => invalidData(event.error),
      to: 'gone',
      effects: ['logInvalidData', 'goHome'],
      context: ({ context }) => context,
    },
    {
      from: 'startingGame',
      event: 'xstate.error.actor.fetchGameStart',
      when: (_, event) => !unknownGame(event.error) && !invalidData(event.error),
      to: 'failed',
      context: ({ context }, event) => ({ ...context, error: event.error as ApiError }),
    },
    // Retry asks again for what failed, with the same game and balance type.
    {
      from: 'failed',
      event: 'launch.retry',
      when: ({ context }) => context.mode === 'redirect',
      to: 'fetchingUrl',
      context: ({ context }) => ({ ...context, error: null }),
    },
    {
      from: 'failed',
      event: 'launch.retry',
      when: ({ context }) => context.mode === 'page',
      to: 'startingGame',
      context: ({ context }) => ({ ...context, error: null }),
    },
    { from: ALL, event: 'launch.reset', to: 'idle', context: none },
  ],
};

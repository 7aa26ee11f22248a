// The independent oracle of a game launch (docs/architecture.md, "Machines and their oracles"), written from
// the product rules, checked at every step of tests/model/game-launch.model.test.ts:
// - a guest clicking a non-demo game gets the login modal and nothing else happens;
// - a signed-in player on a game with is_modal_balance_type first chooses the balance (real 0 or bonus 1);
// - a remote game (type 0) on a narrow screen fetches its URL (with the chosen balance type, if any) and sends
//   the browser there; other types, and remote on wide screens, open the in-app game page with the chosen
//   balance type (or none);
// - what openGamePage and redirect are given depends on the event: tests/model/game-launch.model.test.ts checks
//   it in its own cases (the table's effect params are literal);
// - one launch at a time; after a failed fetch a click launches again under the same rules; the view can
//   reset any launch.
import type { ApiError } from '../../api/errors';
import type { BalanceType } from '../../api/games';
import type { EquivalentMutant, MachineOracle } from '../oracle';
import type { GameLaunchContext, LaunchTarget } from './game-launch.machine';

/** What the game tiles and the balance modal show, read through game-launch.selectors.ts by the model test. */
export interface GameLaunchView {
  state: string;
  target: LaunchTarget | null;
  choosing: boolean;
  launching: boolean;
  error: ApiError | null;
}

type Context = GameLaunchContext;
type Event = Record<string, unknown> & { type: string };
interface Launch {
  target: LaunchTarget;
  isAuthenticated: boolean;
  isWide: boolean;
}

const launchOf = (event: Event) => event as unknown as Launch;
/** The rules, restated. */
const guestOnPaidGame = (e: Launch) => !e.isAuthenticated && !e.target.isDemo;
const choosesBalance = (e: Launch) => e.isAuthenticated && e.target.isModalBalanceType;
const leavesForUrl = (e: Launch) => e.target.gameType === 0 && !e.isWide;

const none: Context = { target: null, balanceType: null, mode: null, error: null };
const started = (e: Launch): Context => ({
  target: e.target,
  mode: leavesForUrl(e) ? 'redirect' : 'page',
  balanceType: null,
  error: null,
});

const idle: GameLaunchView = { state: 'idle', target: null, choosing: false, launching: false, error: null };

export const gameLaunchOracle: MachineOracle<GameLaunchView, Context> = {
  states: {
    idle: { sees: idle },
    choosingBalance: {
      sees: ({ context }) => ({ ...idle, state: 'choosingBalance', target: context.target, choosing: true }),
    },
    fetchingUrl: {
      sees: ({ context }) => ({ ...idle, state: 'fetchingUrl', target: context.target, launching: true }),
      runs: ({ context }) => ({ fetchGameUrl: { target: context.target, balanceType: context.balanceType } }),
    },
    // The browser is leaving for the game URL: tiles stay inert.
    redirecting: {
      sees: ({ context }) => ({ ...idle, state: 'redirecting', target: context.target, launching: true }),
    },
    failed: {
      sees: ({ context }) => ({ ...idle, state: 'failed', target: context.target, error: context.error }),
    },
  },
  steps: [
    // A launch from idle, or again after a failure (the error goes).
    {
      from: ['idle', 'failed'],
      event: 'game.launch',
      when: (_, event) => guestOnPaidGame(launchOf(event)),
      to: 'idle',
      effects: ['openLogin'],
      context: none,
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
      from: ['idle', 'choosingBalance', 'fetchingUrl', 'redirecting', 'failed'],
      event: 'launch.reset',
      to: 'idle',
      context: none,
    },
  ],
};

export const equivalentMutants: EquivalentMutant[] = [
  {
    file: 'game-launch/game-launch.machine.ts',
    line: 60,
    mutator: 'ObjectLiteral',
    reason: 'setup() types: a type-only object',
  },
  {
    file: 'game-launch/game-launch.machine.ts',
    line: 64,
    mutator: 'ObjectLiteral',
    reason: 'placeholder actors: the app and the tests always provide fetchGameUrl',
  },
  {
    file: 'game-launch/game-launch.machine.ts',
    line: 65,
    mutator: 'StringLiteral',
    reason: 'the name of a placeholder the app and the tests always replace',
  },
  {
    file: 'game-launch/game-launch.machine.ts',
    line: 91,
    mutator: 'StringLiteral',
    reason: 'the machine id is read by no screen, request or event of this machine',
  },
  {
    file: 'game-launch/game-launch.machine.ts',
    line: 92,
    mutator: 'ObjectLiteral',
    reason: 'idle resets the context on entry, the initial state included',
  },
  {
    file: 'game-launch/game-launch.machine.ts',
    line: 106,
    mutator: 'StringLiteral',
    reason: 'the login modal is decided in idle, whose context is already empty: staying without a target is the same',
  },
  {
    file: 'game-launch/game-launch.machine.ts',
    line: 120,
    mutator: 'StringLiteral',
    reason: 'the game page is decided in idle, whose context is already empty: staying without a target is the same',
  },
];

import type { SnapshotFrom } from 'xstate';
import type { GameLaunchMachine } from './game-launch.machine';

type Snapshot = SnapshotFrom<GameLaunchMachine>;

export const selectLaunchState = (s: Snapshot) => String(s.value);
export const selectLaunchTarget = (s: Snapshot) => s.context.target;
/** The real-or-bonus balance modal is open. */
export const selectIsChoosingBalance = (s: Snapshot) => s.matches('choosingBalance');
/** Fetching the game URL or leaving for it, or starting the game in the page: tiles stay inert. */
export const selectIsLaunching = (s: Snapshot) => s.hasTag('busy');
export const selectLaunchError = (s: Snapshot) => (s.matches('failed') ? s.context.error : null);
/** Where the launch goes: the provider's URL or the app; none while idle or asking a guest to log in. */
export const selectLaunchMode = (s: Snapshot) => s.context.mode;
/** The game start the page plays. */
export const selectGameStart = (s: Snapshot) => (s.matches('playing') ? s.context.start : null);
/**
 * A game start that failed with the bonus balance (balance type 1, docs/product.md#constants) offers to play with
 * the real one. A literal, not api/games: this module is on the lobby's first screen.
 */
export const selectOffersRealBalance = (s: Snapshot) =>
  s.matches('failed') && s.context.mode === 'page' && s.context.balanceType === 1;

/** The state a page's launcher shows before its flow has loaded (features/games/game-launcher.tsx): the initial one. */
export const IDLE_LAUNCH_STATE = 'idle';

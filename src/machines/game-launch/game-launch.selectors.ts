import type { SnapshotFrom } from 'xstate';
import type { GameLaunchMachine } from './game-launch.machine';

type Snapshot = SnapshotFrom<GameLaunchMachine>;

export const selectLaunchState = (s: Snapshot) => String(s.value);
export const selectLaunchTarget = (s: Snapshot) => s.context.target;
/** The real-or-bonus balance modal is open. */
export const selectIsChoosingBalance = (s: Snapshot) => s.matches('choosingBalance');
/** Fetching the game URL or leaving for it: tiles stay inert. */
export const selectIsLaunching = (s: Snapshot) => s.hasTag('busy');
export const selectLaunchError = (s: Snapshot) => (s.matches('failed') ? s.context.error : null);

/** The state a page's launcher shows before its flow has loaded (features/games/game-launcher.tsx): the initial one. */
export const IDLE_LAUNCH_STATE = 'idle';

import type { SnapshotFrom } from 'xstate';
import type { RealityCheckMachine } from './reality-check.machine';

type Snapshot = SnapshotFrom<RealityCheckMachine>;

/** data-state of the game's reality check: loading | unavailable | off | waiting | checking | prompting | stopped */
export const selectRealityCheckState = (s: Snapshot) => String(s.value);
/** The check's dialog is over the game (and the game is covered). */
export const selectCheckOpen = (s: Snapshot) => s.matches('prompting');
/** How long the player has played this session when the check shows (ms). */
export const selectTimePlayed = (s: Snapshot) =>
  s.matches('prompting') && s.context.summary ? s.context.now - Date.parse(s.context.summary.started_at) : null;
/** The session's staked (wagered), won and net for the check, unless the summary could not be read for it. */
export const selectSessionFigures = (s: Snapshot) =>
  s.matches('prompting') && s.context.error === null && s.context.summary
    ? {
        wagered: s.context.summary.wagered,
        won: s.context.summary.won,
        net: s.context.summary.net,
        currency: s.context.summary.currency,
      }
    : null;
export const selectSummaryFailed = (s: Snapshot) => s.matches('prompting') && s.context.error !== null;
export const selectInterval = (s: Snapshot) => s.context.summary?.reality_check_minutes ?? null;

import type { SnapshotFrom } from 'xstate';
import { PLAY_TIME_WARNING_MS } from '../../config/constants';
import { leftMs, type PlayTimeMachine } from './play-time.machine';

type Snapshot = SnapshotFrom<PlayTimeMachine>;

/** data-state of the game page's play-time guard: idle | playing.reading | playing.counting | … | over */
export const selectPlayTimeState = (s: Snapshot) =>
  typeof s.value === 'string' ? s.value : `playing.${String(s.value.playing)}`;
/** The game gives way to the clear screen. */
export const selectPlayTimeOver = (s: Snapshot) => s.matches('over');
/** When play may start again (epoch ms), while the clear screen shows. */
export const selectPlayAgainAt = (s: Snapshot) => (s.matches('over') ? s.context.resetsAt : null);
/**
 * The whole minutes of play left, while the warning shows: from the warning on (also while the next figures are
 * read), never below 1 before the limit.
 */
export const selectMinutesLeft = (s: Snapshot) => {
  const left = leftMs(s.context);
  if (!s.matches('playing') || left === null || left > PLAY_TIME_WARNING_MS) return null;
  return Math.max(1, Math.ceil(left / 60_000));
};

import type { SnapshotFrom } from 'xstate';
import type { LiveBalanceMachine } from './live-balance.machine';

type Snapshot = SnapshotFrom<LiveBalanceMachine>;

/** data-live of the header balance: connecting | live | retrying | polling */
export const selectLiveBalanceState = (s: Snapshot): string =>
  typeof s.value === 'string' ? s.value : String(s.value.streaming);
/** The balance the header shows is the stream's (the session's timer rests). */
export const selectIsLive = (s: Snapshot) => s.matches({ streaming: 'live' });
/** A stream is open or being opened. */
export const selectStreamOpen = (s: Snapshot) => s.children.balanceStream !== undefined;
/** The stream could not be kept: the balance refreshes on the session's timer. */
export const selectIsPolling = (s: Snapshot) => s.matches('polling');
export const selectFailures = (s: Snapshot) => s.context.failures;

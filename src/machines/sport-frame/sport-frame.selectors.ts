import type { SnapshotFrom } from 'xstate';
import type { SportFrameMachine } from './sport-frame.machine';

type Snapshot = SnapshotFrom<SportFrameMachine>;

/** 'fetching' | 'failed' | 'retrying' | 'loading' | 'ready' */
export const selectSportFrameState = (s: Snapshot) => String(s.value);
/** The frame's address while the frame is shown (loading or ready): a new request clears it. */
export const selectFrameUrl = (s: Snapshot) => s.context.url;
/** Changes on every new request, so the frame is loaded afresh even at the same address. */
export const selectFrameKey = (s: Snapshot) => `${s.context.n}|${s.context.url ?? ''}`;
/** The spinner over the frame: its address or its document is on the way. */
export const selectSpinner = (s: Snapshot) => s.matches('fetching') || s.matches('loading');
/** The message with a retry (kept while the retry runs). */
export const selectFailed = (s: Snapshot) => s.matches('failed') || s.matches('retrying');
export const selectRetrying = (s: Snapshot) => s.matches('retrying');
export const selectSubPage = (s: Snapshot) => s.context.subPage;

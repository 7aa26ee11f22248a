import type { SnapshotFrom } from 'xstate';
import type { HistoryFilterMachine } from './history-filter.machine';

type Snapshot = SnapshotFrom<HistoryFilterMachine>;

export const selectFilterState = (s: Snapshot) => String(s.value);
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectQuery = (s: Snapshot) => s.context.query;
export const selectPage = (s: Snapshot) => s.context.query.page;
/** The draft differs from what the list shows: 'show' would change it. */
export const selectIsDirty = (s: Snapshot) => s.matches('dirty');

import type { SnapshotFrom } from 'xstate';
import { isValidRange } from './date-range-picker.machine';
import type { DateRangePickerMachine } from './date-range-picker.machine';

type Snapshot = SnapshotFrom<DateRangePickerMachine>;

/** 'closed' | 'open.editing' | 'open.refused' */
export const selectDateRangePickerState = (s: Snapshot) =>
  s.matches('closed') ? 'closed' : s.matches({ open: 'refused' }) ? 'open.refused' : 'open.editing';
export const selectIsOpen = (s: Snapshot) => s.matches('open');
export const selectDraft = (s: Snapshot) => s.context.draft;
/** The message (and aria-invalid on both dates) shows after a refused commit, while the draft stays invalid. */
export const selectShowError = (s: Snapshot) => s.matches({ open: 'refused' }) && !isValidRange(s.context.draft);
/** Clear does nothing on an empty draft. */
export const selectCanClear = (s: Snapshot) => s.context.draft.from !== '' || s.context.draft.to !== '';

import type { SnapshotFrom } from 'xstate';
import type { PickerMachine } from './picker.machine';

type Snapshot = SnapshotFrom<PickerMachine>;

/** 'closed' | 'open' */
export const selectPickerState = (s: Snapshot) => String(s.value);
export const selectIsOpen = (s: Snapshot) => s.matches('open');

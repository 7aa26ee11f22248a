import type { SnapshotFrom } from 'xstate';
import type { StartupPopupMachine } from './startup-popup.machine';

type Snapshot = SnapshotFrom<StartupPopupMachine>;

/** 'coolingDown' | 'due' | 'shown' */
export const selectStartupPopupState = (s: Snapshot) => String(s.value);
export const selectStartupPopupOpen = (s: Snapshot) => s.matches('shown');

import type { SnapshotFrom } from 'xstate';
import type { UnlinkMachine } from './unlink.machine';

type Snapshot = SnapshotFrom<UnlinkMachine>;

/** data-state of an unlink button: idle | unlinking */
export const selectUnlinkState = (s: Snapshot) => String(s.value);
export const selectUnlinkBusy = (s: Snapshot) => s.hasTag('busy');
export const selectUnlinkError = (s: Snapshot) => s.context.error;

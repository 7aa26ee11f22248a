import type { SnapshotFrom } from 'xstate';
import type { ClipboardCopyMachine } from './clipboard-copy.machine';

type Snapshot = SnapshotFrom<ClipboardCopyMachine>;

/** data-state of a copy button's root: idle | copying | copied | failed */
export const selectCopyState = (s: Snapshot) => String(s.value);
/** The copy button is busy while the browser writes. */
export const selectCopyBusy = (s: Snapshot) => s.hasTag('busy');
/** The note beside the button: 'copied', 'failed', or none. */
export const selectCopyNote = (s: Snapshot): 'copied' | 'failed' | null =>
  s.matches('copied') ? 'copied' : s.matches('failed') ? 'failed' : null;

import type { SnapshotFrom } from 'xstate';
import type { AccountBreakMachine } from './account-break.machine';

type Snapshot = SnapshotFrom<AccountBreakMachine>;

/** data-state of the break panel: choosing | reviewing | submitting | done */
export const selectBreakState = (s: Snapshot) => String(s.value);
export const selectBreakChoice = (s: Snapshot) => s.context.choice;
export const selectCanReview = (s: Snapshot) => s.matches('choosing') && s.context.choice !== null;
export const selectBreakPassword = (s: Snapshot) => s.context.password;
export const selectMissingPassword = (s: Snapshot) => s.context.missingPassword;
export const selectBreakError = (s: Snapshot) => (s.matches('reviewing') ? s.context.error : null);
export const selectBreakBusy = (s: Snapshot) => s.hasTag('busy');
/** The break has started and the player is signed out. */
export const selectBreakDone = (s: Snapshot) => s.matches('done');
/** Its end (ISO 8601), null when permanent. */
export const selectBreakUntil = (s: Snapshot) => (s.matches('done') ? (s.context.until ?? null) : null);

import type { SnapshotFrom } from 'xstate';
import { type BonusConvertMachine, isConvertible } from './bonus-convert.machine';

type Snapshot = SnapshotFrom<BonusConvertMachine>;

/** data-state of the dialog: closed | loading | loadFailed | ready | converting | succeeded | failed */
export const selectConvertState = (s: Snapshot) => String(s.value);
export const selectIsOpen = (s: Snapshot) => !s.matches('closed');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectBonusInfo = (s: Snapshot) => s.context.info;
export const selectConvertCheck = (s: Snapshot) => s.context.check;
export const selectIsConvertible = (s: Snapshot) => isConvertible(s.context);
export const selectCanSubmit = (s: Snapshot) => (s.matches('ready') || s.matches('failed')) && isConvertible(s.context);
export const selectLoadError = (s: Snapshot) => (s.matches('loadFailed') ? s.context.error : null);
export const selectConvertError = (s: Snapshot) => (s.matches('failed') ? s.context.error : null);
/** The server's own success message; the view shows 'Completed' when it sent none. */
export const selectSucceeded = (s: Snapshot) => s.matches('succeeded');
/** A result is held only in 'succeeded': loading, converting and closing clear it. */
export const selectResultMessage = (s: Snapshot) => s.context.result?.message ?? null;

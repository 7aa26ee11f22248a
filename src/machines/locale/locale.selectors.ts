import type { SnapshotFrom } from 'xstate';
import type { LocaleMachine } from './locale.machine';

type Snapshot = SnapshotFrom<LocaleMachine>;

export const selectLocale = (s: Snapshot) => s.context.locale;
export const selectMessages = (s: Snapshot) => s.context.messages;
export const selectCatalogueFailed = (s: Snapshot) => s.matches('failed');
export const selectIsSwitching = (s: Snapshot) => s.matches('switching');
export const selectLocaleState = (s: Snapshot) => String(s.value);

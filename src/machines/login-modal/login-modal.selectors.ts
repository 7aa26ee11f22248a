import type { SnapshotFrom } from 'xstate';
import type { LoginModalMachine } from './login-modal.machine';

type Snapshot = SnapshotFrom<LoginModalMachine>;

/** data-state of the login modal: closed | open */
export const selectLoginModalState = (s: Snapshot) => String(s.value);
export const selectLoginModalOpen = (s: Snapshot) => s.matches('open');

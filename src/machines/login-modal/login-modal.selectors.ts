import type { SnapshotFrom } from 'xstate';
import type { LoginModalMachine } from './login-modal.machine';

type Snapshot = SnapshotFrom<LoginModalMachine>;

/** data-state of the login modal: closed | open | signingIn | signInFailed */
export const selectLoginModalState = (s: Snapshot) => String(s.value);
export const selectLoginModalOpen = (s: Snapshot) => !s.matches('closed');
/** The sign-in form shows (and the sign-in services): first, and again after a sign-in the session could not confirm. */
export const selectShowsSignInForm = (s: Snapshot) => s.matches('open') || s.matches('signInFailed');
/** Signed in by the form, waiting for the session. */
export const selectIsSigningIn = (s: Snapshot) => s.matches('signingIn');
export const selectSignInFailed = (s: Snapshot) => s.matches('signInFailed');

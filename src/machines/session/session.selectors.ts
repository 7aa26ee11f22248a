import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<SessionMachine>;

export const selectIsChecking = (s: Snapshot) => s.matches('checking');
/** Logging out still counts as signed in: the header keeps the balance until the server confirms. */
export const selectIsAuthenticated = (s: Snapshot) => s.matches('authenticated') || s.matches('loggingOut');
export const selectIsLoggingOut = (s: Snapshot) => s.matches('loggingOut');
export const selectBalance = (s: Snapshot) => s.context.balance;
export const selectProfile = (s: Snapshot) => s.context.profile;
export const selectIsAdmin = (s: Snapshot) => s.context.profile?.is_admin === true;
export const selectSessionError = (s: Snapshot) => s.context.error;
/** data-state for the app root: checking | unauthenticated | authenticated | loggingOut */
export const selectSessionState = (s: Snapshot) =>
  typeof s.value === 'string' ? s.value : (Object.keys(s.value)[0] ?? 'unknown');

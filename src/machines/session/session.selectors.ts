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
/**
 * The full state for the app root's data-state (UI path tests): checking | unauthenticated | loggingOut |
 * authenticated.<verifying|loadingAccount|accountFailed|ready|refreshingBalance>. data-session keeps the
 * top-level value other code and tests read.
 */
export const selectSessionFullState = (s: Snapshot): string => {
  const walk = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([key, child]) => `${key}.${walk(child)}`)
          .join(',');
  return walk(s.value);
};
/**
 * docs/product.md#errors-kinds: the session check could not reach the server (network, timeout or a 5xx), or got a
 * reply it cannot read (invalid data: a broken proxy or server), so nothing says whether the player is signed in.
 */
export const selectServerUnreachable = (s: Snapshot) => {
  const error = s.context.error;
  if (!s.matches('unauthenticated') || !error) return false;
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'invalidData' ||
    (error.kind === 'http' && (error.status ?? 0) >= 500)
  );
};
/** The account could not be loaded (the balance shows a dash instead of waiting forever). */
export const selectAccountFailed = (s: Snapshot) => s.matches({ authenticated: 'accountFailed' });
export const selectUserId = (s: Snapshot) => s.context.profile?.user_id ?? null;
/** The live balance runs beside a signed-in session (docs/product.md#flows-live-balance). */
export const selectLiveBalanceRuns = (s: Snapshot) => s.children.liveBalance !== undefined;
/** The balance comes from the stream and the timer refresh rests. */
export const selectIsLive = (s: Snapshot) => s.matches('authenticated') && s.context.live;
/** The player has ever self-excluded: no promotions or offers are shown to them (docs/api.md#no-promotions). */
export const selectNoPromotions = (s: Snapshot) => s.context.profile?.no_promotions === true;

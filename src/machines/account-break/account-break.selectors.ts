import type { SnapshotFrom } from 'xstate';
import type { AccountBreakMachine } from './account-break.machine';

type Snapshot = SnapshotFrom<AccountBreakMachine>;

/** data-state of the break panel: choosing | reviewing | sendingCode | submitting | signingOut | done | loggedOut */
export const selectBreakState = (s: Snapshot) => String(s.value);
export const selectBreakChoice = (s: Snapshot) => s.context.choice;
export const selectCanReview = (s: Snapshot) => s.matches('choosing') && s.context.choice !== null;
/** How the player confirms: 'password', 'sms' or 'sign_in'. */
export const selectBreakConfirm = (s: Snapshot) => s.context.confirm;
export const selectBreakPassword = (s: Snapshot) => s.context.password;
export const selectBreakCode = (s: Snapshot) => s.context.code;
/** Confirmed without the password or the SMS code. */
export const selectMissingSecret = (s: Snapshot) => s.context.missingSecret;
export const selectBreakError = (s: Snapshot) => (s.matches('reviewing') ? s.context.error : null);
export const selectBreakBusy = (s: Snapshot) => s.hasTag('busy');
/** The SMS code is being asked for. */
export const selectCodeSending = (s: Snapshot) => s.hasTag('sendingCode');
/**
 * What the server said of the code asked for ('SMS sent', 'Retry after 42s'); null until asked, and again after going
 * back to the choice (which forgets it).
 */
export const selectCodeNotice = (s: Snapshot) => s.context.codeNotice;
export const selectCodeError = (s: Snapshot) => (s.matches('reviewing') ? s.context.codeError : null);
/**
 * 'sign_in' and the session's sign-in does not (or no longer) confirm: the panel explains and offers to log in again
 * (a refusal of a fresh one is, on the reference server, that it went stale meanwhile).
 */
export const selectSignInAgain = (s: Snapshot) =>
  (s.matches('reviewing') || s.matches('signingOut')) &&
  s.context.confirm === 'sign_in' &&
  (!s.context.signInFresh || s.context.error !== null);
/** The break has started and the player is signed out. */
export const selectBreakDone = (s: Snapshot) => s.matches('done');
/** Its end (ISO 8601), null when permanent. */
export const selectBreakUntil = (s: Snapshot) => (s.matches('done') ? (s.context.until ?? null) : null);

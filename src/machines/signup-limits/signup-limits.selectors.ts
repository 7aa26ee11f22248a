import type { SnapshotFrom } from 'xstate';
import type { LimitKind } from '../../../contract/schemas/protection';
import { type MoneyKind, nextLimit, type SignupLimitsMachine } from './signup-limits.machine';

type Snapshot = SnapshotFrom<SignupLimitsMachine>;

/** data-state of the step: editing | saving | done */
export const selectSignupLimitsState = (s: Snapshot) => String(s.value);
export const selectIsSaving = (s: Snapshot) => s.hasTag('busy');
export const selectAmount = (s: Snapshot, kind: MoneyKind) => s.context.amounts[kind];
export const selectPeriod = (s: Snapshot, kind: MoneyKind) => s.context.periods[kind];
export const selectHours = (s: Snapshot) => s.context.hours;
export const selectMinutes = (s: Snapshot) => s.context.minutes;
/** The limit is filled in with something that is not one (after a save). */
export const selectIsInvalid = (s: Snapshot, kind: LimitKind) => s.context.invalid.includes(kind);
/** The server took the limit. */
export const selectIsSaved = (s: Snapshot, kind: LimitKind) => s.context.saved.includes(kind);
/** The limit being sent now. */
export const selectSendingKind = (s: Snapshot) => (s.hasTag('busy') ? nextLimit(s.context).kind : null);
/** The server's refusal and the limit it shows beside. */
export const selectRefusal = (s: Snapshot) =>
  s.context.error === null ? null : { kind: s.context.failed, error: s.context.error };

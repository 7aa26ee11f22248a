import type { SnapshotFrom } from 'xstate';
import type { LimitPeriod } from '../../../contract/schemas/protection';
import { type DepositLimitsMachine, isDue } from './deposit-limits.machine';

type Snapshot = SnapshotFrom<DepositLimitsMachine>;

/** data-state of the limits panel: loading | loadFailed | ready | editing | saving | removing | confirming | cancelling */
export const selectDepositLimitsState = (s: Snapshot) => String(s.value);
export const selectLimits = (s: Snapshot) => s.context.limits;
export const selectLimitsLoadError = (s: Snapshot) => (s.matches('loadFailed') ? s.context.error : null);
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
/** The period whose form is open (also while it is sent). */
export const selectEditingPeriod = (s: Snapshot) =>
  s.matches('editing') || s.matches('saving') || s.matches('removing') ? s.context.period : null;
/** The period a request is running for. */
export const selectBusyPeriod = (s: Snapshot) => (s.hasTag('busy') ? s.context.period : null);
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectDraftInvalid = (s: Snapshot) => s.context.invalid;
/** The server's refusal and the period it belongs to. */
export const selectLimitError = (s: Snapshot) =>
  s.matches('loadFailed') || s.context.error === null ? null : { period: s.context.period, error: s.context.error };
/** A waiting change of the period may be confirmed now. */
export const selectIsDue = (s: Snapshot, period: LimitPeriod) => isDue(s.context, period);

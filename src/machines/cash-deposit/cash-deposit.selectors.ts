import type { SnapshotFrom } from 'xstate';
import { isOverLimit, htgAmount } from '../cash-withdrawal/cash-rules';
import type { CashDepositMachine } from './cash-deposit.machine';

type Snapshot = SnapshotFrom<CashDepositMachine>;

/** data-state of the widget root: editing | confirming | submitting | requested */
export const selectCashDepositState = (s: Snapshot) => String(s.value);
export const selectDepositAmountText = (s: Snapshot) => s.context.amountText;
export const selectDepositAmount = (s: Snapshot) => htgAmount(s.context.amountText);
export const selectDepositClubs = (s: Snapshot) => s.context.data.clubs;
export const selectDepositClubId = (s: Snapshot) => s.context.clubId;
export const selectDepositRules = (s: Snapshot) => s.context.rules;
export const selectDepositIsOverLimit = (s: Snapshot) =>
  isOverLimit(s.context.data.limits, htgAmount(s.context.amountText));
export const selectDepositIsSubmitting = (s: Snapshot) => s.hasTag('busy');
export const selectDepositIsConfirming = (s: Snapshot) => s.matches('confirming');
export const selectDepositError = (s: Snapshot) => (s.matches('editing') ? s.context.error : null);
export const selectDepositResult = (s: Snapshot) => (s.matches('requested') ? s.context.result : null);

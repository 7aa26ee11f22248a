import type { SnapshotFrom } from 'xstate';
import { isOverLimit, offeredClubs, htgAmount } from './cash-rules';
import type { CashWithdrawalMachine } from './cash-withdrawal.machine';

type Snapshot = SnapshotFrom<CashWithdrawalMachine>;

/** data-state of the widget root: editing | confirming | submitting | accepted | left */
export const selectCashWithdrawalState = (s: Snapshot) => String(s.value);
export const selectAmountText = (s: Snapshot) => s.context.amountText;
export const selectAmount = (s: Snapshot) => htgAmount(s.context.amountText);
/** docs/product.md#rules-cash-withdrawal: only the clubs whose limits admit the amount typed so far. */
export const selectOfferedClubs = (s: Snapshot) => offeredClubs(s.context.data.clubs, htgAmount(s.context.amountText));
export const selectClubId = (s: Snapshot) => s.context.clubId;
export const selectIds = (s: Snapshot) => s.context.ids;
export const selectRules = (s: Snapshot) => s.context.rules;
/** docs/product.md#rules-cash-withdrawal: over the widget limit the limit message shows and submit is disabled. */
export const selectIsOverLimit = (s: Snapshot) => isOverLimit(s.context.data.limits, htgAmount(s.context.amountText));
export const selectIsSubmitting = (s: Snapshot) => s.hasTag('busy');
export const selectCanSubmit = (s: Snapshot) => s.matches('editing') && !selectIsOverLimit(s);
export const selectIsConfirming = (s: Snapshot) => s.matches('confirming');
export const selectWithdrawalError = (s: Snapshot) => (s.matches('editing') ? s.context.error : null);
export const selectResult = (s: Snapshot) => s.context.result;
export const selectSecondsLeft = (s: Snapshot) => s.context.secondsLeft;

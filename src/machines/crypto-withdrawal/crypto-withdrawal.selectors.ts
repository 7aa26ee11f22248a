import type { SnapshotFrom } from 'xstate';
import type { CryptoWithdrawalMachine } from './crypto-withdrawal.machine';
import { invalidFieldMessages, rateOf } from './validation';

type Snapshot = SnapshotFrom<CryptoWithdrawalMachine>;

type Value = { rates: string; form: string | { accepted: string } };
const formState = (s: Snapshot) => {
  const form = (s.value as Value).form;
  return typeof form === 'string' ? form : 'accepted';
};

/** data-state of the widget root: editing | confirming | sending | accepted | left */
export const selectWithdrawalState = (s: Snapshot) => formState(s);
export const selectRatesState = (s: Snapshot) => (s.value as Value).rates;
export const selectChainId = (s: Snapshot) => s.context.chainId;
export const selectFields = (s: Snapshot) => ({
  address: s.context.address,
  amountNative: s.context.amountNative,
  amountOutput: s.context.amountOutput,
});
export const selectRate = (s: Snapshot) => rateOf(s.context);
export const selectProblems = (s: Snapshot) => s.context.problems;
export const selectSubmitError = (s: Snapshot) => s.context.error;
/** The server's messages for fields the form does not show: shown under 'Invalid field'. */
export const selectInvalidFields = (s: Snapshot) => invalidFieldMessages(s.context.error?.fieldErrors);
/** "Request can't be sent": the last submit was refused before it left. */
export const selectSendRefused = (s: Snapshot) => s.context.sendRefused;
export const selectRatesError = (s: Snapshot) => s.context.ratesError;
/**
 * docs/product.md#rules-crypto-withdrawal: submit is disabled with no chain, while the rates are pending, or during the
 * send.
 */
export const selectCanSubmit = (s: Snapshot) =>
  s.context.chainId !== null && !s.matches({ rates: 'loading' }) && formState(s) === 'editing';
export const selectIsSending = (s: Snapshot) => formState(s) === 'sending';
export const selectIsConfirming = (s: Snapshot) => formState(s) === 'confirming';
export const selectAccepted = (s: Snapshot) =>
  formState(s) === 'accepted' || formState(s) === 'left'
    ? { message: s.context.message, secondsLeft: s.context.secondsLeft }
    : null;

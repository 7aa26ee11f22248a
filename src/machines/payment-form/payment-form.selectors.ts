import type { SnapshotFrom } from 'xstate';
import type { PaymentFormMachine } from './payment-form.machine';

type Snapshot = SnapshotFrom<PaymentFormMachine>;

/** data-state of the form: closed | editing | confirming | sending | succeeded */
export const selectFormState = (s: Snapshot) => String(s.value);
export const selectForm = (s: Snapshot) => s.context.form;
export const selectHeader = (s: Snapshot) => s.context.header;
export const selectFooter = (s: Snapshot) => s.context.footer;
export const selectIsSending = (s: Snapshot) => s.hasTag('busy');
export const selectIsConfirming = (s: Snapshot) => s.matches('confirming');
export const selectConfirmMessage = (s: Snapshot) => s.context.form?.confirmMessage ?? null;
export const selectSucceeded = (s: Snapshot) => s.matches('succeeded');
export const selectSuccessMessage = (s: Snapshot) => s.context.message;
export const selectProblems = (s: Snapshot) => s.context.problems;
export const selectFormError = (s: Snapshot) => s.context.error;
/** Server messages of one field (docs/product.md#flows-payment-form: per-field lists). */
export const selectServerFieldErrors = (s: Snapshot) => s.context.error?.fieldErrors ?? {};

import type { SnapshotFrom } from 'xstate';
import type { PaymentRollbackMachine } from './payment-rollback.machine';

type Snapshot = SnapshotFrom<PaymentRollbackMachine>;

export const selectRollbackState = (s: Snapshot) => String(s.value);
/**
 * docs/product.md#flows-payment-rollback: the action button is disabled while pending (or done) and without an
 * endpoint.
 */
export const selectCanRequest = (s: Snapshot) => s.can({ type: 'rollback.request' });
export const selectIsConfirming = (s: Snapshot) => s.matches('confirming');
export const selectIsSending = (s: Snapshot) => s.hasTag('busy');
export const selectRollbackError = (s: Snapshot) => s.context.error;
export const selectRollbackMessage = (s: Snapshot) => s.context.message;

import type { SnapshotFrom } from 'xstate';
import type { PromoCodeMachine } from './promo-code.machine';

type Snapshot = SnapshotFrom<PromoCodeMachine>;

/** data-state of the form: idle | empty | applying | succeeded | failed */
export const selectPromoCodeState = (s: Snapshot) => String(s.value);
/** docs/product.md#flows-promo-code: applying disables the input. */
export const selectIsApplying = (s: Snapshot) => s.hasTag('busy');
export const selectCode = (s: Snapshot) => s.context.code;
/** The message to show (green for succeeded, red otherwise), or null. */
export const selectOutcome = (s: Snapshot) => s.context.outcome;

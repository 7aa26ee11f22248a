import type { SnapshotFrom } from 'xstate';
import { phoneCodeOf, type RegistrationMachine } from './registration.machine';

type Snapshot = SnapshotFrom<RegistrationMachine>;

export const selectRegistrationState = (s: Snapshot) => String(s.value);
export const selectRegistrationFields = (s: Snapshot) => s.context.fields;
export const selectCountries = (s: Snapshot) => s.context.countries;
export const selectPhoneCode = (s: Snapshot) => phoneCodeOf(s.context);
export const selectRuleErrors = (s: Snapshot) => s.context.fieldErrors;
/** Server field messages (docs/product.md#calls-wrappers error shape), keyed by the body field names. */
export const selectServerFieldErrors = (s: Snapshot) => s.context.error?.fieldErrors ?? {};
export const selectRegistrationError = (s: Snapshot) => s.context.error;
/** The code being confirmed, then the registration being sent: the form is busy throughout. */
export const selectIsSubmitting = (s: Snapshot) => s.matches('confirming') || s.matches('submitting');

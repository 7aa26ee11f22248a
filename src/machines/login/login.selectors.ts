import type { SnapshotFrom } from 'xstate';
import type { LoginMachine } from './login.machine';

type Snapshot = SnapshotFrom<LoginMachine>;

export const selectLoginState = (s: Snapshot) => String(s.value);
export const selectIsSubmitting = (s: Snapshot) => s.hasTag('busy');
export const selectFields = (s: Snapshot) => ({
  phoneCode: s.context.phoneCode,
  phone: s.context.phone,
  password: s.context.password,
});
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectLoginError = (s: Snapshot) => s.context.error;

import type { SnapshotFrom } from 'xstate';
import { type LoginMachine, phoneCodeOf } from './login.machine';

type Snapshot = SnapshotFrom<LoginMachine>;

export const selectLoginState = (s: Snapshot) => String(s.value);
export const selectIsSubmitting = (s: Snapshot) => s.hasTag('busy');
/** The countries are loading: the country select waits, the number and the password can be typed. */
export const selectIsLoadingCountries = (s: Snapshot) => s.hasTag('loading');
/** The countries could not be loaded: a retry is offered, and nothing can be sent. */
export const selectCountriesFailed = (s: Snapshot) => s.matches('loadFailed');
export const selectCanSubmit = (s: Snapshot) => s.matches('editing');
export const selectCountries = (s: Snapshot) => s.context.countries;
export const selectFields = (s: Snapshot) => ({
  country: s.context.country,
  phoneCode: phoneCodeOf(s.context),
  phone: s.context.phone,
  password: s.context.password,
});
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
/** The refused login's error (the failed load of the countries is selectCountriesError). */
export const selectLoginError = (s: Snapshot) => (s.matches('loadFailed') ? null : s.context.error);
export const selectCountriesError = (s: Snapshot) => (s.matches('loadFailed') ? s.context.error : null);

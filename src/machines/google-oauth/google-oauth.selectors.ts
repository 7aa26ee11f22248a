import type { SnapshotFrom } from 'xstate';
import { canSkip, type GoogleOAuthMachine, phoneCodeFor } from './google-oauth.machine';

type Snapshot = SnapshotFrom<GoogleOAuthMachine>;

export const selectGoogleState = (s: Snapshot) =>
  typeof s.value === 'string' ? s.value : `registering.${String((s.value as { registering: string }).registering)}`;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectIsRegistering = (s: Snapshot) => s.matches('registering');
export const selectGoogleFields = (s: Snapshot) => s.context.fields;
export const selectGoogleCountries = (s: Snapshot) => s.context.completion?.countries ?? [];
export const selectGooglePhoneCode = (s: Snapshot) => phoneCodeFor(s.context);
export const selectCanSkip = (s: Snapshot) => canSkip(s.context);
export const selectGoogleRules = (s: Snapshot) => s.context.fieldErrors;
export const selectGoogleServerFields = (s: Snapshot) => s.context.error?.fieldErrors ?? {};
export const selectGoogleError = (s: Snapshot) => s.context.error;

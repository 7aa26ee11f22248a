import type { SnapshotFrom } from 'xstate';
import type { ApiError } from '../../api/errors';
import { canSkip, type GoogleOAuthContext, type GoogleOAuthMachine, phoneCodeFor } from './google-oauth.machine';

type Snapshot = SnapshotFrom<GoogleOAuthMachine>;

/** What the confirm-details form reads; the wallet flow's snapshots have the same shape. */
export interface SocialFormSnapshot {
  context: Pick<GoogleOAuthContext, 'fields' | 'completion' | 'fieldErrors'> & { error: ApiError | Error | null };
  hasTag: (tag: string) => boolean;
}

export const selectGoogleState = (s: Snapshot) =>
  typeof s.value === 'string' ? s.value : `registering.${String((s.value as { registering: string }).registering)}`;
export const selectIsBusy = (s: SocialFormSnapshot) => s.hasTag('busy');
export const selectGoogleFields = (s: SocialFormSnapshot) => s.context.fields;
export const selectGoogleCountries = (s: SocialFormSnapshot) => s.context.completion?.countries ?? [];
export const selectGooglePhoneCode = (s: SocialFormSnapshot) => phoneCodeFor(s.context);
export const selectCanSkip = (s: SocialFormSnapshot) => canSkip(s.context);
export const selectGoogleRules = (s: SocialFormSnapshot) => s.context.fieldErrors;
export const selectGoogleServerFields = (s: SocialFormSnapshot) =>
  (s.context.error && 'fieldErrors' in s.context.error ? s.context.error.fieldErrors : undefined) ?? {};
export const selectGoogleError = (s: SocialFormSnapshot) => s.context.error;

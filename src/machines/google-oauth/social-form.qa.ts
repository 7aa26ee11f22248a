// The confirm-details form both social sign-ins share (Google and wallet), restated once for their oracles
// (docs/architecture.md, "Machines and their oracles"): every field required, the SMS code digits only, skip
// allowed only for a country outside the server's disabled-skip list, the phone code of the chosen country.
// Nothing here calls the machines' own rules.
import type { GoogleOAuthContext } from './google-oauth.machine';

/** The part of a Google or wallet context the form reads. */
export type SocialFormContext = Pick<GoogleOAuthContext, 'fields' | 'completion' | 'fieldErrors' | 'mode'> & {
  error: { message: string } | null;
};

type Fields = GoogleOAuthContext['fields'];

/** The form's rules, restated. */
export function expectedRules(fields: Fields): GoogleOAuthContext['fieldErrors'] {
  const rules: GoogleOAuthContext['fieldErrors'] = {};
  if (fields.country === '') rules.country = 'required';
  if (!/\d/.test(fields.phone)) rules.phone = 'required';
  if (fields.smsCode.trim() === '') rules.smsCode = 'required';
  else if (!/^\d+$/.test(fields.smsCode.trim())) rules.smsCode = 'digitsOnly';
  return rules;
}

export const skipAllowed = (context: SocialFormContext) =>
  context.fields.country !== '' && !(context.completion?.disabled_skip ?? []).includes(context.fields.country);

/** The phone code shown next to the number: the chosen country's, from the server's list. */
export const phoneCodeOf = (context: SocialFormContext) =>
  context.completion?.countries.find((country) => country.id === context.fields.country)?.phone_code ?? null;

/** What the registration adds when confirming (nothing when skipping): the phone digits and the SMS code. */
export const confirmation = (context: SocialFormContext) =>
  context.mode === 'skip'
    ? {}
    : {
        phone_number: context.fields.phone.replace(/[^0-9]/g, ''),
        phone_code: String(phoneCodeOf(context) ?? ''),
        sms_code: context.fields.smsCode.trim(),
      };

/** What the form shows while it is edited. */
export const editingView = (context: SocialFormContext) => ({
  state: 'registering.editing',
  busy: false,
  fields: context.fields,
  countries: (context.completion?.countries ?? []).map((country) => country.id),
  phoneCode: phoneCodeOf(context),
  canSkip: skipAllowed(context),
  rules: context.fieldErrors,
  serverFields: (context.error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors ?? {},
  error: context.error?.message ?? null,
});

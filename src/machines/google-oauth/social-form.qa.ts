// The confirm-details form both social sign-ins share (Google and wallet), restated once for their oracles
// (docs/architecture.md, "Machines and their oracles"): every field required, the SMS code digits only, skip
// allowed only for a country outside the server's disabled-skip list, the phone code of the chosen country.
// Nothing here calls the machines' own rules.
import type { OracleStep } from '../oracle';
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

/** The form as a new account's completion opens it: the server's country when it offers it, the server's phone. */
export function prefilledForm(completion: NonNullable<SocialFormContext['completion']>) {
  const known = completion.countries.some((country) => country.id === completion.default_country);
  return {
    completion,
    fields: { country: known ? completion.default_country : '', phone: completion.phone ?? '', smsCode: '' },
    fieldErrors: {},
    error: null,
  };
}

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

/**
 * The form's rows in both oracles' transition tables, from the form on: an edited field takes the value and loses
 * its rule (and the server's reason); a confirm with every rule met sends the registration, otherwise shows the rules;
 * a skip where the country allows it sends it, otherwise says skipping is not allowed; the registration signs the
 * player in, or its refusal keeps what was typed and shows why.
 */
export function socialFormSteps<TContext extends SocialFormContext>(): Array<OracleStep<TContext>> {
  const leaves = (values: Partial<SocialFormContext>) => values as Partial<TContext>;
  return [
    {
      from: 'registering.editing',
      event: 'field.change',
      to: '=',
      context: ({ context }, event) => {
        const field = event.field as keyof Fields;
        const { [field]: _, ...fieldErrors } = context.fieldErrors;
        return leaves({ fields: { ...context.fields, [field]: event.value as string }, fieldErrors, error: null });
      },
    },
    {
      from: 'registering.editing',
      event: 'registration.confirm',
      when: ({ context }) => Object.keys(expectedRules(context.fields)).length === 0,
      to: 'registering.submitting',
      context: leaves({ mode: 'confirm', error: null }),
    },
    {
      from: 'registering.editing',
      event: 'registration.confirm',
      when: ({ context }) => Object.keys(expectedRules(context.fields)).length > 0,
      to: '=',
      context: ({ context }) => leaves({ fieldErrors: expectedRules(context.fields), fields: context.fields }),
    },
    {
      from: 'registering.editing',
      event: 'registration.skip',
      when: ({ context }) => skipAllowed(context),
      to: 'registering.submitting',
      context: leaves({ mode: 'skip', error: null }),
    },
    {
      from: 'registering.editing',
      event: 'registration.skip',
      when: ({ context }) => !skipAllowed(context),
      to: '=',
      context: ({ context }) => leaves({ fieldErrors: { ...context.fieldErrors, phone: 'skipNotAllowed' } }),
    },
    { from: 'registering.submitting', event: 'xstate.done.actor.register', to: 'authorized', effects: ['authorized'] },
    {
      from: 'registering.submitting',
      event: 'xstate.error.actor.register',
      to: 'registering.editing',
      context: ({ context }, event) =>
        leaves({ fields: context.fields, error: event.error as SocialFormContext['error'] }),
    },
  ];
}

// The independent oracle of the registration form (docs/architecture.md, "Machines and their oracles"), written
// from the product rules, checked at every step of tests/model/registration.model.test.ts:
// - the form first loads the countries (GET registration): the default country preselected when it is one of them,
//   the phone the server knows; a failed load offers a retry;
// - country, phone number, name (2+), SMS code (digits), password (2+) and the 18+ agreement are required and
//   checked before anything is sent, each missing or malformed field marked with its rule;
// - the body carries them in the server's field names: the name and SMS code trimmed, the number digits only,
//   the promo code trimmed and left out when empty, the agreement true;
// - a valid form first confirms the phone with its code (registration/sms_confirm_phone: the country's phone code,
//   then the number's digits, and the trimmed code); only a confirmed phone is registered; a refused code keeps what
//   was typed, shows why and sends no registration;
// - editing a field clears its mark and the server's reason; a refused registration keeps what was typed and
//   shows the server's reason and per-field messages.
import type { ApiError } from '../../api/errors';
import type { MachineOracle } from '../oracle';
import type { RegistrationCountries, RegistrationFields, RegistrationMachineContext } from './registration.machine';

/** What the registration screen shows, read through registration.selectors.ts by the model test. */
export interface RegistrationView {
  state: string;
  busy: boolean;
  fields: RegistrationFields;
  countries: string[];
  phoneCode: number | null;
  rules: RegistrationMachineContext['fieldErrors'];
  serverFields: Record<string, string[]>;
  /** The server's reason shown. */
  error: string | null;
}

type Context = RegistrationMachineContext;

/** The form's rules, restated from the product rules. */
export function registrationRules(fields: RegistrationFields): Context['fieldErrors'] {
  const rules: Context['fieldErrors'] = {};
  if (fields.country === '') rules.country = 'required';
  if (!/[0-9]/.test(fields.phone)) rules.phone = 'required';
  const name = fields.name.trim();
  if (name === '') rules.name = 'required';
  else if (name.length === 1) rules.name = 'tooShort';
  const sms = fields.smsCode.trim();
  if (sms === '') rules.smsCode = 'required';
  else if (!/^[0-9]+$/.test(sms)) rules.smsCode = 'digitsOnly';
  if (fields.password === '') rules.password = 'required';
  else if (fields.password.length === 1) rules.password = 'tooShort';
  if (fields.ageAgree !== true) rules.ageAgree = 'required';
  return rules;
}

const valid = (context: Context) => Object.keys(registrationRules(context.fields)).length === 0;

/** What POST registration is sent. */
const body = ({ fields }: Context) => ({
  country_code: fields.country,
  name: fields.name.trim(),
  phone_number: fields.phone.replace(/[^0-9]/g, ''),
  sms_code: fields.smsCode.trim(),
  password: fields.password,
  promo_code: fields.promoCode.trim() === '' ? undefined : fields.promoCode.trim(),
  age_rules_agree: true,
});

/** What registration/sms_confirm_phone is sent: the full phone the SMS went to, and the code. */
const confirmation = ({ fields, countries }: Context) => ({
  phone: `${countries.find((country) => country.id === fields.country)?.phone_code}${fields.phone.replace(/[^0-9]/g, '')}`,
  sms_code: fields.smsCode.trim(),
});

const empty: RegistrationFields = {
  country: '',
  phone: '',
  name: '',
  smsCode: '',
  password: '',
  promoCode: '',
  ageAgree: false,
};

const message = (context: Context) => (context.error as ApiError | null)?.serverMessage ?? null;

export const registrationOracle: MachineOracle<RegistrationView, Context> = {
  states: {
    loading: {
      // Nothing typed yet (the form opens once the context is in): empty fields, no promo code given.
      sees: { state: 'loading', busy: false, fields: empty, countries: [], phoneCode: null, error: null },
      runs: { loadContext: true },
    },
    loadFailed: {
      sees: ({ context }) => ({
        state: 'loadFailed',
        busy: false,
        fields: empty,
        countries: [],
        error: message(context),
      }),
    },
    editing: {
      sees: ({ context }) => ({
        state: 'editing',
        busy: false,
        fields: context.fields,
        countries: context.countries.map((country) => country.id),
        phoneCode: context.countries.find((country) => country.id === context.fields.country)?.phone_code ?? null,
        rules: context.fieldErrors,
        serverFields: (context.error as ApiError | null)?.fieldErrors ?? {},
        error: message(context),
      }),
    },
    confirming: {
      sees: { state: 'confirming', busy: true, error: null, serverFields: {} },
      runs: ({ context }) => ({ confirmPhone: confirmation(context) }),
    },
    submitting: {
      sees: { state: 'submitting', busy: true, error: null, serverFields: {} },
      runs: ({ context }) => ({ register: body(context) }),
    },
    registered: { sees: { state: 'registered', busy: false }, done: true },
  },
  steps: [
    {
      from: 'loading',
      event: 'xstate.done.actor.loadContext',
      to: 'editing',
      context: (_, event) => {
        const reply = event.output as RegistrationCountries;
        const listed = reply.countries.some((country) => country.id === reply.default_country);
        return {
          countries: reply.countries,
          fields: { ...empty, country: listed ? reply.default_country : '', phone: reply.phone ?? '' },
          fieldErrors: {},
          error: null,
        };
      },
    },
    {
      from: 'loading',
      event: 'xstate.error.actor.loadContext',
      to: 'loadFailed',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
    { from: 'loadFailed', event: 'context.retry', to: 'loading', context: { error: null } },
    ...['field.change', 'field.toggle'].map((type) => ({
      from: 'editing',
      event: type,
      to: '=',
      // The edited field takes the value and loses its mark; the server's reason goes away.
      context: ({ context }: { context: Context }, event: Record<string, unknown>) => {
        const field = event.field as keyof RegistrationFields;
        const { [field]: _, ...fieldErrors } = context.fieldErrors;
        return { fields: { ...context.fields, [field]: event.value }, fieldErrors, error: null };
      },
    })),
    {
      from: 'editing',
      event: 'form.submit',
      when: ({ context }) => valid(context),
      to: 'confirming',
      context: ({ context }) => ({ fields: context.fields, fieldErrors: context.fieldErrors, error: null }),
    },
    {
      from: 'editing',
      event: 'form.submit',
      when: ({ context }) => !valid(context),
      to: '=',
      context: ({ context }) => ({
        fields: context.fields,
        fieldErrors: registrationRules(context.fields),
        error: null,
      }),
    },
    // A confirmed phone is registered at once, with everything typed.
    { from: 'confirming', event: 'xstate.done.actor.confirmPhone', to: 'submitting', context: { error: null } },
    {
      // A refused code keeps what was typed and shows why; the registration is not sent.
      from: 'confirming',
      event: 'xstate.error.actor.confirmPhone',
      to: 'editing',
      context: ({ context }, event) => ({ fields: context.fields, error: event.error as ApiError }),
    },
    { from: 'submitting', event: 'xstate.done.actor.register', to: 'registered', effects: ['registered'] },
    {
      // A refused registration keeps what was typed and shows why.
      from: 'submitting',
      event: 'xstate.error.actor.register',
      to: 'editing',
      context: ({ context }, event) => ({ fields: context.fields, error: event.error as ApiError }),
    },
  ],
};

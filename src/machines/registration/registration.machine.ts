// Purpose: signs a new player up with phone, SMS code and password (docs/product.md#flows-registration).
// docs/product.md#routes-auth, docs/product.md#rules-registration Registration form: country (phone code read-only) +
// number, name, SMS code, password, promo code, age-rules agreement (18+). The countries and the default one load first
// (GET registration). Required fields are checked before anything is sent; then the phone is confirmed with its SMS
// code (registration/sms_confirm_phone) and only a confirmed phone is registered. The server's per-field errors and
// general message come back as the ApiError.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { Country, RegistrationBody } from '../../../contract/schemas/session';
import { errorOf, notProvided } from '../shared';

export type RegistrationField = 'country' | 'phone' | 'name' | 'smsCode' | 'password' | 'promoCode' | 'ageAgree';
export type RegistrationRule = 'required' | 'tooShort' | 'digitsOnly';

export interface RegistrationFields {
  country: string;
  phone: string;
  name: string;
  smsCode: string;
  password: string;
  promoCode: string;
  ageAgree: boolean;
}

export interface RegistrationMachineContext {
  fields: RegistrationFields;
  countries: Country[];
  fieldErrors: Partial<Record<RegistrationField, RegistrationRule>>;
  error: ApiError | null;
}

/**
 * What the form loads first (docs/product.md#calls-list GET registration): the countries, the default one, and a phone
 * the server already knows, if any.
 */
export interface RegistrationCountries {
  countries: Country[];
  default_country: string;
  phone?: string;
}

/** docs/product.md#calls-list registration/sms_confirm_phone: the full phone (country code first) and its SMS code. */
export interface PhoneConfirmation {
  phone: string;
  sms_code: string;
}

export type RegistrationEvent =
  | { type: 'field.change'; field: Exclude<RegistrationField, 'ageAgree'>; value: string }
  | { type: 'field.toggle'; field: 'ageAgree'; value: boolean }
  | { type: 'form.submit' }
  | { type: 'context.retry' };

const digits = (value: string) => value.replace(/\D+/g, '');

/** docs/product.md#rules-registration registration rules, as the form checks them before sending. */
export function validateRegistration(fields: RegistrationFields): RegistrationMachineContext['fieldErrors'] {
  const errors: RegistrationMachineContext['fieldErrors'] = {};
  if (!fields.country) errors.country = 'required';
  if (!digits(fields.phone)) errors.phone = 'required';
  if (!fields.name.trim()) errors.name = 'required';
  else if (fields.name.trim().length < 2) errors.name = 'tooShort';
  if (!fields.smsCode.trim()) errors.smsCode = 'required';
  else if (!/^\d+$/.test(fields.smsCode.trim())) errors.smsCode = 'digitsOnly';
  if (!fields.password) errors.password = 'required';
  else if (fields.password.length < 2) errors.password = 'tooShort';
  if (!fields.ageAgree) errors.ageAgree = 'required';
  return errors;
}

export function registrationBody(fields: RegistrationFields): RegistrationBody {
  return {
    country_code: fields.country,
    name: fields.name.trim(),
    phone_number: digits(fields.phone),
    sms_code: fields.smsCode.trim(),
    password: fields.password,
    promo_code: fields.promoCode.trim() || undefined,
    age_rules_agree: true,
  };
}

/** The phone code of the chosen country, for the read-only prefix and the SMS request. */
export const phoneCodeOf = (context: RegistrationMachineContext) =>
  context.countries.find((c) => c.id === context.fields.country)?.phone_code ?? null;

/** The phone and code the SMS was sent for: the country's code, then the number's digits. */
export function phoneConfirmation(context: RegistrationMachineContext): PhoneConfirmation {
  return {
    phone: `${phoneCodeOf(context) ?? ''}${digits(context.fields.phone)}`,
    sms_code: context.fields.smsCode.trim(),
  };
}

const emptyFields: Omit<RegistrationFields, 'promoCode'> = {
  country: '',
  phone: '',
  name: '',
  smsCode: '',
  password: '',
  // promoCode: the one of the link that opened the form (input), else empty
  ageAgree: false,
};

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationMachineContext,
    events: {} as RegistrationEvent,
    input: {} as { promoCode?: string },
  },
  actors: {
    loadContext: notProvided<RegistrationCountries>('loadContext'),
    confirmPhone: notProvided<unknown, PhoneConfirmation>('confirmPhone'),
    register: notProvided<unknown, RegistrationBody>('register'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateRegistration(context.fields)).length === 0,
  },
  actions: {
    registered: () => {},
    useContext: assign(({ context }, reply: RegistrationCountries) => ({
      countries: reply.countries,
      fields: {
        ...context.fields,
        country: reply.countries.some((c) => c.id === reply.default_country) ? reply.default_country : '',
        phone: reply.phone ?? context.fields.phone,
      },
    })),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change' && event.type !== 'field.toggle') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { fields: { ...context.fields, [event.field]: event.value }, fieldErrors, error: null };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validateRegistration(context.fields), error: null })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    fields: { ...emptyFields, promoCode: input.promoCode ?? '' },
    countries: [],
    fieldErrors: {},
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadContext',
        src: 'loadContext',
        onDone: { target: 'editing', actions: { type: 'useContext', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    loadFailed: {
      on: { 'context.retry': { target: 'loading', actions: 'clearError' } },
    },
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'field.toggle': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'confirming' }, { actions: 'showFieldErrors' }],
      },
    },
    // docs/product.md#calls-list registration/sms_confirm_phone: a code the server refuses stops here, and nothing of
    // the registration is sent.
    confirming: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'confirmPhone',
        src: 'confirmPhone',
        input: ({ context }) => phoneConfirmation(context),
        onDone: { target: 'submitting' },
        onError: { target: 'editing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registrationBody(context.fields),
        onDone: { target: 'registered' },
        onError: { target: 'editing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    registered: { type: 'final', entry: 'registered' },
  },
});

export type RegistrationMachine = typeof registrationMachine;

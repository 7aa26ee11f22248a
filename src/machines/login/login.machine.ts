// Purpose: signs a player in with country, phone and password, or texts a new password (docs/product.md#flows-login).
// docs/product.md#flows-login, docs/product.md#rules-login: the countries and the default one come from the
// registration context (the same list as registration); the phone is the chosen country's code (read-only) plus the
// number the player types, and that full number is what a login and an SMS restore send. Country, phone and password
// are checked before anything is sent (contract/phone.ts: the server's rule too); the server's message on failure.
import { assign, setup } from 'xstate';
import { isPhoneDigits, isPhoneText } from '../../../contract/phone';
import type { Country, LoginBody, RegistrationContext } from '../../../contract/schemas/session';
import type { ApiError } from '../../api/errors';
import { errorOf, notProvided } from '../shared';

export type LoginField = 'country' | 'phone' | 'password';
export type LoginRule = 'required' | 'invalid';

export interface LoginContext {
  countries: Country[];
  /** The chosen country's id (3 letters); '' for none. */
  country: string;
  phone: string;
  password: string;
  fieldErrors: Partial<Record<LoginField, LoginRule>>;
  /** The refused login (editing), or the failed load of the countries (loadFailed). */
  error: ApiError | null;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'form.submit' }
  | { type: 'restore.request' }
  | { type: 'context.retry' };

/** Digits only: players paste numbers with spaces, dashes or a leading +. */
export const toDigits = (value: string) => value.replace(/\D+/g, '');

/** The phone code of the chosen country, for the read-only prefix and the full number. */
export const phoneCodeOf = (context: Pick<LoginContext, 'countries' | 'country'>) =>
  context.countries.find((c) => c.id === context.country)?.phone_code ?? null;

/**
 * The login sent to the server: the country code plus the number, unless the player typed the number in
 * international form (+509…, or with the code already in front), which is common when pasting.
 */
export function loginPhone(phoneCode: number | string, typed: string): string {
  const code = String(phoneCode);
  const digits = toDigits(typed);
  const international = typed.trim().startsWith('+') || (digits.startsWith(code) && digits.length > code.length + 7);
  return international ? digits : code + digits;
}

/** docs/product.md#rules-login: what is wrong with the country and the phone, before a login or a restore. */
function contactErrors(context: LoginContext): LoginContext['fieldErrors'] {
  const errors: LoginContext['fieldErrors'] = {};
  const code = phoneCodeOf(context);
  if (code === null) errors.country = 'required';
  if (toDigits(context.phone) === '') errors.phone = 'required';
  else if (!isPhoneText(context.phone)) errors.phone = 'invalid';
  // Without a country the country's own message says what is missing.
  else if (code !== null && !isPhoneDigits(loginPhone(code, context.phone))) errors.phone = 'invalid';
  return errors;
}

const validate = (context: LoginContext): LoginContext['fieldErrors'] => {
  const errors = contactErrors(context);
  if (context.password === '') errors.password = 'required';
  return errors;
};

/** The full number a login and a restore send (only asked once contactErrors found nothing). */
const fullNumber = (context: LoginContext) => loginPhone(phoneCodeOf(context)!, context.phone);

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    loadContext: notProvided<RegistrationContext>('loadContext'),
    authorize: notProvided<unknown, LoginBody>('authorize'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validate(context)).length === 0,
    hasRestorePhone: ({ context }) => Object.keys(contactErrors(context)).length === 0,
  },
  actions: {
    authorized: () => {},
    // Injected: asks the SMS countdown actor for a new password sent to this phone.
    requestRestore: (_, _phone: string) => {},
    // The registration context's countries; its default country when the list has it (docs/product.md#flows-login).
    useContext: assign((_, reply: RegistrationContext) => ({
      countries: reply.countries,
      country: reply.countries.some((c) => c.id === reply.default_country) ? reply.default_country : '',
    })),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    // Before the countries are there: the typing is kept, and so is the load's failure (nothing is marked yet).
    typeAhead: assign(({ event }) => (event.type === 'field.change' ? { [event.field]: event.value } : {})),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validate(context), error: null })),
    showRestoreErrors: assign(({ context }) => ({
      fieldErrors: { ...context.fieldErrors, ...contactErrors(context) },
    })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'login',
  context: { countries: [], country: '', phone: '', password: '', fieldErrors: {}, error: null },
  initial: 'loading',
  states: {
    // The countries load; the number and the password can be typed meanwhile.
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadContext',
        src: 'loadContext',
        onDone: { target: 'editing', actions: { type: 'useContext', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'storeError', params: errorOf } },
      },
      on: { 'field.change': { actions: 'typeAhead' } },
    },
    loadFailed: {
      on: {
        'field.change': { actions: 'typeAhead' },
        'context.retry': { target: 'loading', actions: 'clearError' },
      },
    },
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
        // docs/product.md#rules-login: the restore needs the phone first ('forms.login.phone_number_is_required'),
        // the same full number a login sends.
        'restore.request': [
          {
            guard: 'hasRestorePhone',
            actions: { type: 'requestRestore', params: ({ context }) => fullNumber(context) },
          },
          { actions: 'showRestoreErrors' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'authorize',
        src: 'authorize',
        input: ({ context }) => ({ login: fullNumber(context), password: context.password }),
        onDone: { target: 'authorized' },
        onError: { target: 'editing', actions: { type: 'storeError', params: errorOf } },
      },
    },
    authorized: {
      type: 'final',
      entry: 'authorized',
    },
  },
});

export type LoginMachine = typeof loginMachine;

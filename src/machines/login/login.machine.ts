// Purpose: signs a player in with phone and password, or texts a new password (docs/product.md#flows-login).
// docs/product.md#flows-login, docs/product.md#rules-login Login by phone + password: login and password required (min
// 1); the server's message on failure. The phone is the country code (read-only) plus the number the player types.
import { assign, setup } from 'xstate';
import { errorOf, notProvided } from '../shared';
import type { ApiError } from '../../api/errors';
import type { LoginBody } from '../../../contract/schemas/session';

export type LoginField = 'phone' | 'password';
export type LoginFieldError = 'required';

export interface LoginContext {
  phoneCode: string;
  phone: string;
  password: string;
  fieldErrors: Partial<Record<LoginField, LoginFieldError>>;
  error: ApiError | null;
}

export interface LoginInput {
  phoneCode?: string;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'form.submit' }
  | { type: 'restore.request' };

/** Digits only: players paste numbers with spaces, dashes or a leading +. */
export const toDigits = (value: string) => value.replace(/\D+/g, '');

/**
 * The login sent to the server: the country code plus the number, unless the player typed the number in
 * international form (+509…, or with the code already in front), which is common when pasting.
 */
export function loginPhone(phoneCode: string, typed: string): string {
  const digits = toDigits(typed);
  const international =
    typed.trim().startsWith('+') || (digits.startsWith(phoneCode) && digits.length > phoneCode.length + 7);
  return international ? digits : phoneCode + digits;
}

const validate = (context: LoginContext): LoginContext['fieldErrors'] => {
  const errors: LoginContext['fieldErrors'] = {};
  if (toDigits(context.phone).length === 0) errors.phone = 'required';
  if (context.password.length === 0) errors.password = 'required';
  return errors;
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    authorize: notProvided<unknown, LoginBody>('authorize'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validate(context)).length === 0,
    hasPhone: ({ context }) => toDigits(context.phone).length > 0,
  },
  actions: {
    authorized: () => {},
    // Injected: asks the SMS countdown actor for a new password sent to this phone.
    requestRestore: (_, _phone: string) => {},
    requirePhone: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, phone: 'required' as const } })),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validate(context), error: null })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    phoneCode: input.phoneCode ?? '509',
    phone: '',
    password: '',
    fieldErrors: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
        // docs/product.md#rules-login: the login (phone) is required before an SMS restore
        // ('forms.login.phone_number_is_required').
        'restore.request': [
          {
            guard: 'hasPhone',
            actions: { type: 'requestRestore', params: ({ context }) => loginPhone(context.phoneCode, context.phone) },
          },
          { actions: 'requirePhone' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'authorize',
        src: 'authorize',
        input: ({ context }) => ({ login: loginPhone(context.phoneCode, context.phone), password: context.password }),
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

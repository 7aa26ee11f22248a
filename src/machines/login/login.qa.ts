// The independent oracle of the password login (docs/architecture.md, "Machines and their oracles"), written
// from the product rules, checked at every step of tests/model/login.model.test.ts:
// - the phone is the country code (read-only, Haiti's 509 unless the page gives another) plus the number the
//   player types; a number typed or pasted in international form (a leading +, or the code already in front
//   of a full number) is sent as typed, digits only (docs/api.md: `+509 3700-0001` works);
// - login and password are required (min 1): nothing is sent without them, each missing one is marked;
// - editing a field clears its mark and the server's reason; a refused login shows the server's reason;
// - the SMS restore needs the phone first ('forms.login.phone_number_is_required').
import type { ApiError } from '../../api/errors';
import type { EquivalentMutant, MachineOracle } from '../oracle';
import type { LoginContext } from './login.machine';

/** What the login form shows, read through login.selectors.ts by the model test. */
export interface LoginView {
  state: string;
  busy: boolean;
  fields: { phoneCode: string; phone: string; password: string };
  fieldErrors: LoginContext['fieldErrors'];
  /** The server's reason of a refused login. */
  error: string | null;
}

/**
 * The login the server is sent for each number the model types (country code 509), written out by hand:
 * a national number gets the code in front; a leading + or a full number with the code in front is kept.
 */
export const loginFor: Record<string, string> = {
  '3700 0001': '50937000001',
  '+509 3700-0001': '50937000001',
  // The + after a space still says "international": the number is not put behind 509.
  ' +1 809 555 0100': '18095550100',
  // 509 and eight more digits: a full international number.
  '50937000001': '50937000001',
  // A national number that happens to start with 509 (ten digits: the code and only seven more).
  '5093700000': '5095093700000',
};

/** The form's rules, restated: a phone with at least one digit, a password of at least one character. */
function rules(context: LoginContext): LoginContext['fieldErrors'] {
  const marks: LoginContext['fieldErrors'] = {};
  if (!/[0-9]/.test(context.phone)) marks.phone = 'required';
  if (context.password === '') marks.password = 'required';
  return marks;
}

const valid = (context: LoginContext) => Object.keys(rules(context)).length === 0;

export const loginOracle: MachineOracle<LoginView, LoginContext> = {
  states: {
    editing: {
      sees: ({ context }) => ({
        state: 'editing',
        busy: false,
        fields: { phoneCode: '509', phone: context.phone, password: context.password },
        fieldErrors: context.fieldErrors,
        error: (context.error as ApiError | null)?.serverMessage ?? null,
      }),
    },
    submitting: {
      sees: { state: 'submitting', busy: true },
      runs: ({ context }) => ({ authorize: { login: loginFor[context.phone], password: context.password } }),
    },
    authorized: { sees: { state: 'authorized', busy: false }, done: true },
  },
  steps: [
    {
      from: 'editing',
      event: 'field.change',
      to: '=',
      context: ({ context }, event) => {
        const field = event.field as 'phone' | 'password';
        const { [field]: _, ...fieldErrors } = context.fieldErrors;
        return { [field]: event.value as string, fieldErrors, error: null };
      },
    },
    { from: 'editing', event: 'form.submit', when: ({ context }) => valid(context), to: 'submitting' },
    {
      from: 'editing',
      event: 'form.submit',
      when: ({ context }) => !valid(context),
      to: '=',
      context: ({ context }) => ({ fieldErrors: rules(context), error: null }),
    },
    {
      // Nothing changes on the form: the SMS countdown is asked for a new password sent to this phone, the
      // same full number a login would use.
      from: 'editing',
      event: 'restore.request',
      when: ({ context }) => /[0-9]/.test(context.phone),
      to: '=',
      effects: ({ context }) => [['requestRestore', loginFor[context.phone]]],
      context: ({ context }) => ({ fieldErrors: context.fieldErrors, error: context.error }),
    },
    {
      from: 'editing',
      event: 'restore.request',
      when: ({ context }) => !/[0-9]/.test(context.phone),
      to: '=',
      context: ({ context }) => ({ fieldErrors: { ...context.fieldErrors, phone: 'required' } }),
    },
    { from: 'submitting', event: 'xstate.done.actor.authorize', to: 'authorized', effects: ['authorized'] },
    {
      from: 'submitting',
      event: 'xstate.error.actor.authorize',
      to: 'editing',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
  ],
};

export const equivalentMutants: EquivalentMutant[] = [
  {
    file: 'login/login.machine.ts',
    line: 30,
    mutator: 'Regex',
    reason: 'removing non-digits one at a time or in runs leaves the same digits',
  },
  { file: 'login/login.machine.ts', line: 51, mutator: 'ObjectLiteral', reason: 'setup() types: type-only' },
  {
    file: 'login/login.machine.ts',
    line: 56,
    mutator: 'ObjectLiteral',
    reason: 'placeholder actors: the app and the tests always provide authorize',
  },
  {
    file: 'login/login.machine.ts',
    line: 57,
    mutator: 'StringLiteral',
    reason: 'the name in a placeholder error, never run (authorize is always provided)',
  },
  {
    file: 'login/login.machine.ts',
    line: 69,
    mutator: 'ConditionalExpression',
    reason: 'changeField is attached to field.change only: the test is always false',
  },
  {
    file: 'login/login.machine.ts',
    line: 77,
    mutator: 'StringLiteral',
    reason: 'the machine id names it in dev tools only: no transition targets #login',
  },
];

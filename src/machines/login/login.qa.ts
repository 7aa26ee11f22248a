// The independent oracle of the password login (docs/architecture.md, "Machines and their oracles"), written
// from the product rules, checked at every step of tests/model/login.model.test.ts:
// - the countries and the default one come from the registration context, as for registration; the country is the
//   default when the list has it, else none; the number and the password can be typed while the list loads; a
//   list that fails to load is said so with a retry, and nothing can be sent meanwhile;
// - the phone is the chosen country's code (read-only) plus the number the player types; a number typed or pasted
//   in international form (a leading +, or the code already in front of a full number) is sent as typed, digits
//   only (docs/api.md: `+509 3700-0001` works);
// - a country, a phone and a password are required; a phone holds digits and the separators people type (spaces,
//   dashes, dots, brackets, one + in front), and the full number is 6 to 15 digits, else it is invalid (the
//   server's rule too); nothing is sent while any is wrong, and each wrong one is marked;
// - editing a field clears its mark and the server's reason; a refused login shows the server's reason;
// - the SMS restore needs the country and a valid phone first ('forms.login.phone_number_is_required'), and sends
//   the same full number a login would.
import type { ApiError } from '../../api/errors';
import type { MachineOracle } from '../oracle';
import type { LoginContext } from './login.machine';

/** What the login form shows, read through login.selectors.ts by the model test. */
export interface LoginView {
  state: string;
  busy: boolean;
  loadingCountries: boolean;
  countriesFailed: boolean;
  canSubmit: boolean;
  /** The countries offered, by id. */
  countries: string[];
  fields: { country: string; phoneCode: number | null; phone: string; password: string };
  fieldErrors: LoginContext['fieldErrors'];
  /** The server's reason of a refused login. */
  error: string | null;
  /** Why the countries did not load. */
  countriesError: string | null;
}

/** The phone code shown for each country the model chooses (the model's registration context). */
export const codeOf: Record<string, number | null> = { HTI: 509, JAM: 1876, '': null };

/**
 * The full number for each number the model types, per country code, written out by hand: a national number gets
 * the code in front; a leading + or a full number with the code in front is kept.
 */
export const loginFor: Record<string, Record<string, string>> = {
  '509': {
    '3700 0001': '50937000001',
    '3700 0002': '50937000002',
    '+509 3700-0001': '50937000001',
    // The + after a space still says "international": the number is not put behind 509.
    ' +1 809 555 0100': '18095550100',
    // 509 and eight more digits: a full international number.
    '50937000001': '50937000001',
    // A national number that happens to start with 509 (ten digits: the code and only seven more).
    '5093700000': '5095093700000',
    // Too short and too long once the code is in front.
    '1': '5091',
    '3700 0001 2345 67': '50937000001234567',
  },
  '1876': {
    '3700 0001': '187637000001',
    '(555) 0188': '18765550188',
    '+1 876 555 0188': '18765550188',
    '1': '18761',
    '3700 0001 2345 67': '187637000001234567',
  },
};

/** The form's rules, restated: what is wrong with the country and the phone. */
function contactRules(context: LoginContext): LoginContext['fieldErrors'] {
  const marks: LoginContext['fieldErrors'] = {};
  const code = codeOf[context.country];
  if (code === null) marks.country = 'required';
  if (!/[0-9]/.test(context.phone)) marks.phone = 'required';
  else if (!/^ *\+?[0-9 ().-]*$/.test(context.phone)) marks.phone = 'invalid';
  else if (code !== null && !/^[0-9]{6,15}$/.test(loginFor[String(code)]![context.phone]!)) marks.phone = 'invalid';
  return marks;
}

function rules(context: LoginContext): LoginContext['fieldErrors'] {
  const marks = contactRules(context);
  if (context.password === '') marks.password = 'required';
  return marks;
}

const none = (marks: object) => Object.keys(marks).length === 0;
const fullNumber = (context: LoginContext) => loginFor[String(codeOf[context.country])]![context.phone];

const typed = (context: LoginContext) => ({
  country: context.country,
  phoneCode: codeOf[context.country] ?? null,
  phone: context.phone,
  password: context.password,
});

/** A registration context reply of the model: its countries and its default. */
type Reply = { countries: Array<{ id: string }>; default_country: string };
const replyOf = (event: Record<string, unknown>) => event.output as Reply;

export const loginOracle: MachineOracle<LoginView, LoginContext> = {
  states: {
    loading: {
      sees: ({ context }) => ({
        state: 'loading',
        busy: false,
        loadingCountries: true,
        countriesFailed: false,
        canSubmit: false,
        countries: [],
        fields: { country: '', phoneCode: null, phone: context.phone, password: context.password },
        fieldErrors: {},
        error: null,
        countriesError: null,
      }),
      runs: { loadContext: true },
    },
    loadFailed: {
      sees: ({ context }) => ({
        state: 'loadFailed',
        busy: false,
        loadingCountries: false,
        countriesFailed: true,
        canSubmit: false,
        countries: [],
        fields: { country: '', phoneCode: null, phone: context.phone, password: context.password },
        fieldErrors: {},
        error: null,
        countriesError: (context.error as ApiError).serverMessage ?? null,
      }),
    },
    editing: {
      sees: ({ context }) => ({
        state: 'editing',
        busy: false,
        loadingCountries: false,
        countriesFailed: false,
        canSubmit: true,
        countries: ['HTI', 'JAM'],
        fields: typed(context),
        fieldErrors: context.fieldErrors,
        error: (context.error as ApiError | null)?.serverMessage ?? null,
        countriesError: null,
      }),
    },
    submitting: {
      sees: { state: 'submitting', busy: true, canSubmit: false, loadingCountries: false },
      runs: ({ context }) => ({ authorize: { login: fullNumber(context), password: context.password } }),
    },
    authorized: { sees: { state: 'authorized', busy: false }, done: true },
  },
  steps: [
    {
      from: 'loading',
      event: 'xstate.done.actor.loadContext',
      when: (_, event) => replyOf(event).countries.some((c) => c.id === replyOf(event).default_country),
      to: 'editing',
      context: (_, event) => ({ country: replyOf(event).default_country, fieldErrors: {}, error: null }),
    },
    {
      from: 'loading',
      event: 'xstate.done.actor.loadContext',
      when: (_, event) => !replyOf(event).countries.some((c) => c.id === replyOf(event).default_country),
      to: 'editing',
      context: { country: '', fieldErrors: {}, error: null },
    },
    {
      from: 'loading',
      event: 'xstate.error.actor.loadContext',
      to: 'loadFailed',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
    // Typing ahead while the countries load, or after they failed: kept, and the failure with it.
    {
      from: ['loading', 'loadFailed'],
      event: 'field.change',
      to: '=',
      context: ({ context }, event) => ({
        [event.field as string]: event.value as string,
        fieldErrors: {},
        error: context.error,
      }),
    },
    { from: 'loadFailed', event: 'context.retry', to: 'loading', context: { error: null } },
    {
      from: 'editing',
      event: 'field.change',
      to: '=',
      context: ({ context }, event) => {
        const field = event.field as 'country' | 'phone' | 'password';
        const { [field]: _, ...fieldErrors } = context.fieldErrors;
        return { [field]: event.value as string, fieldErrors, error: null };
      },
    },
    { from: 'editing', event: 'form.submit', when: ({ context }) => none(rules(context)), to: 'submitting' },
    {
      from: 'editing',
      event: 'form.submit',
      when: ({ context }) => !none(rules(context)),
      to: '=',
      context: ({ context }) => ({ fieldErrors: rules(context), error: null }),
    },
    {
      // Nothing changes on the form: the SMS countdown is asked for a new password sent to this phone, the
      // same full number a login would use.
      from: 'editing',
      event: 'restore.request',
      when: ({ context }) => none(contactRules(context)),
      to: '=',
      effects: ({ context }) => [['requestRestore', fullNumber(context)]],
      context: ({ context }) => ({ fieldErrors: context.fieldErrors, error: context.error }),
    },
    {
      // The country and the phone get their marks; the password's stays as it was.
      from: 'editing',
      event: 'restore.request',
      when: ({ context }) => !none(contactRules(context)),
      to: '=',
      context: ({ context }) => ({
        fieldErrors: { ...context.fieldErrors, ...contactRules(context) },
        error: context.error,
      }),
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

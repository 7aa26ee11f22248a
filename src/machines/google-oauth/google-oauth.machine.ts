// Purpose: signs a player in, or up, with a Google account (docs/product.md#flows-google-oauth).
// docs/product.md#flows-google-oauth Google flow: the button fetches the link and opens it (the server keeps the link's
// `state` in a short-lived cookie of this browser); back on /auth/google with a code, the code is exchanged, with the
// `state` it came back with, and removed from the address; back with an access token instead (the Google page returned
// a token, not a code), the token is sent to the token-based social login with its state and removed from the address
// alike. The server judges the state (this browser's, live, once), so the return may land in any tab. A code or token
// that comes back with no state at all was never asked for (a crafted link): it is removed from the address
// unexchanged and the page says so (refused). An authorised account
// is signed in; otherwise the registration form comes prefilled with country and phone, to confirm with
// an SMS code, or to skip when the country is not in disabled_skip. A failed link fetch sends the user home.
import { and, assign, type EventObject, or, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { SocialRegistration } from '../../api/oauth';
import type { SocialCompletion } from '../../../contract/schemas/session';
import { errorOf, notProvided } from '../shared';

export type SocialField = 'country' | 'phone' | 'smsCode';
export type SocialRule = 'required' | 'digitsOnly' | 'skipNotAllowed';

export interface GoogleOAuthContext {
  code: string | null;
  /** docs/product.md#calls-list token-based social login: the access token the Google page sent back instead of a code. */
  accessToken: string | null;
  /** The `state` the code or token came back with (query or fragment); the server checks it. */
  returnedState: string | null;
  redirectUri: string;
  completion: SocialCompletion | null;
  fields: Record<SocialField, string>;
  fieldErrors: Partial<Record<SocialField, SocialRule>>;
  mode: 'confirm' | 'skip';
  error: ApiError | null;
}

/** What the confirm-details step shared with the wallet sign-in keeps (no Google return; the wallet has its own error). */
export type SocialFlowContext = Omit<
  GoogleOAuthContext,
  'code' | 'accessToken' | 'returnedState' | 'redirectUri' | 'error'
>;

export interface GoogleOAuthInput {
  code: string | null;
  accessToken?: string | null;
  returnedState?: string | null;
  redirectUri: string;
}

export type GoogleOAuthEvent =
  | { type: 'link.request' }
  | { type: 'field.change'; field: SocialField; value: string }
  | { type: 'registration.confirm' }
  | { type: 'registration.skip' };

const digits = (value: string) => value.replace(/\D/g, '');

export function confirmRules(fields: GoogleOAuthContext['fields']): GoogleOAuthContext['fieldErrors'] {
  const errors: GoogleOAuthContext['fieldErrors'] = {};
  if (!fields.country) errors.country = 'required';
  if (!digits(fields.phone)) errors.phone = 'required';
  const smsCode = fields.smsCode.trim();
  if (!smsCode) errors.smsCode = 'required';
  else if (/\D/.test(smsCode)) errors.smsCode = 'digitsOnly';
  return errors;
}

/** docs/product.md#rules-social: skip is allowed only when the country is not in the disabled-skip list. */
type SocialForm = Pick<GoogleOAuthContext, 'fields' | 'completion'>;

export const canSkip = (context: SocialForm) =>
  !!context.fields.country && !(context.completion?.disabled_skip ?? []).includes(context.fields.country);

type SocialFormState = Pick<GoogleOAuthContext, 'fields' | 'fieldErrors'>;

/**
 * The confirm-details form as a completion prefills it (docs/product.md#flows-google-oauth: country and phone from the
 * server).
 */
export const prefilledFields = (completion: SocialCompletion, phone: string): GoogleOAuthContext['fields'] => ({
  country: completion.countries.some((c) => c.id === completion.default_country) ? completion.default_country : '',
  phone: completion.phone ?? phone,
  smsCode: '',
});

/** An edited field takes its value and loses its error. */
export function withFieldChange(context: SocialFormState, field: SocialField, value: string): SocialFormState {
  const { [field]: _cleared, ...fieldErrors } = context.fieldErrors;
  return { fields: { ...context.fields, [field]: value }, fieldErrors };
}

export const phoneCodeFor = (context: SocialForm) =>
  context.completion?.countries.find((c) => c.id === context.fields.country)?.phone_code ?? null;
type SocialBodyOf = Pick<GoogleOAuthContext, 'completion' | 'fields' | 'mode'>;
export function socialRegistration(context: SocialBodyOf): SocialRegistration {
  const base = { code: context.completion?.code ?? '', country_iso: context.fields.country };
  if (context.mode === 'skip') return base;
  return {
    ...base,
    phone_number: digits(context.fields.phone),
    phone_code: String(phoneCodeFor(context) ?? ''),
    sms_code: context.fields.smsCode.trim(),
  };
}

/**
 * The confirm-details step shared by Google and wallet sign-in: confirm with an SMS code or skip where
 * allowed, then register. Both machines take its guards and actions from socialFormGuards and socialFormActions
 * below, and define the `register` actor and `storeError`.
 */
export function socialRegistering<TContext, TInput>(done: string, input: (args: { context: TContext }) => TInput) {
  return {
    initial: 'editing' as const,
    states: {
      editing: {
        on: {
          'field.change': { actions: 'changeField' as const },
          'registration.confirm': [
            { guard: 'isConfirmValid' as const, target: 'submitting', actions: 'confirmMode' as const },
            { actions: 'showConfirmErrors' as const },
          ],
          'registration.skip': [
            { guard: 'isSkipAllowed' as const, target: 'submitting', actions: 'skipMode' as const },
            { actions: 'refuseSkip' as const },
          ],
        },
      },
      submitting: {
        tags: ['busy'] as ['busy'],
        invoke: {
          id: 'register',
          src: 'register' as const,
          input,
          onDone: { target: done },
          onError: { target: 'editing', actions: { type: 'storeError' as const, params: errorOf } },
        },
      },
    },
  };
}

/** The confirm-details step's guards, shared by Google and wallet sign-in with socialRegistering. */
export const socialFormGuards = {
  isConfirmValid: ({ context }: { context: SocialFlowContext }) =>
    Object.keys(confirmRules(context.fields)).length === 0,
  isSkipAllowed: ({ context }: { context: SocialFlowContext }) => canSkip(context),
};

type FieldChange = Extract<GoogleOAuthEvent, { type: 'field.change' }>;

/**
 * The confirm-details step's actions, shared by Google and wallet sign-in with socialRegistering: an edited field
 * takes its value and loses its error and the server's reason; a refused confirm shows the form's rules, a refused
 * skip says skipping is not allowed; confirm and skip set the mode the registration is sent with.
 */
export function socialFormActions<
  TContext extends SocialFlowContext & { error: unknown },
  TEvent extends EventObject,
>() {
  const update = assign<TContext, TEvent, undefined, TEvent, never>;
  return {
    // Attached to field.change only (socialRegistering).
    changeField: update(({ context, event }) => {
      const { field, value } = event as EventObject as FieldChange;
      return { ...withFieldChange(context, field, value), error: null } as Partial<TContext>;
    }),
    showConfirmErrors: update(({ context }) => ({ fieldErrors: confirmRules(context.fields) }) as Partial<TContext>),
    refuseSkip: update(
      ({ context }) => ({ fieldErrors: { ...context.fieldErrors, phone: 'skipNotAllowed' } }) as Partial<TContext>,
    ),
    confirmMode: update(() => ({ mode: 'confirm', error: null }) as Partial<TContext>),
    skipMode: update(() => ({ mode: 'skip', error: null }) as Partial<TContext>),
  };
}

export const googleOAuthMachine = setup({
  types: {
    context: {} as GoogleOAuthContext,
    events: {} as GoogleOAuthEvent,
    input: {} as GoogleOAuthInput,
  },
  actors: {
    getLink: notProvided<string, { redirectUri: string }>('getLink'),
    exchange: notProvided<SocialCompletion, { code: string; state: string; redirectUri: string }>('exchange'),
    exchangeToken: notProvided<SocialCompletion, { accessToken: string; state: string }>('exchangeToken'),
    register: notProvided<unknown, SocialRegistration>('register'),
  },
  guards: {
    hasCode: ({ context }) => !!context.code,
    hasAccessToken: ({ context }) => !!context.accessToken,
    // docs/product.md#flows-google-oauth: a return of a link carries its state; the server judges whose it is.
    hasReturnedState: ({ context }) => !!context.returnedState,
    isAuthorized: (_, completion: SocialCompletion) => completion.authorized,
    ...socialFormGuards,
  },
  actions: {
    // Injected: leave for the provider, strip ?code from the address, go home, complete the sign-in.
    openUrl: (_, _url: string) => {},
    stripCode: () => {},
    goHome: () => {},
    authorized: () => {},
    useCompletion: assign(({ context }, completion: SocialCompletion) => ({
      completion,
      fields: prefilledFields(completion, context.fields.phone),
      error: null,
    })),
    ...socialFormActions<GoogleOAuthContext, GoogleOAuthEvent>(),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
  },
}).createMachine({
  id: 'googleOAuth',
  context: ({ input }) => ({
    code: input.code,
    accessToken: input.accessToken ?? null,
    returnedState: input.returnedState ?? null,
    redirectUri: input.redirectUri,
    completion: null,
    fields: { country: '', phone: '', smsCode: '' },
    fieldErrors: {},
    mode: 'confirm',
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: and(['hasCode', 'hasReturnedState']), target: 'exchanging' },
        { guard: and(['hasAccessToken', 'hasReturnedState']), target: 'exchangingToken' },
        // A code or token without a state no link of ours asked for: not exchanged.
        { guard: or(['hasCode', 'hasAccessToken']), target: 'refused' },
        { target: 'idle' },
      ],
    },
    idle: {
      on: { 'link.request': { target: 'fetchingLink' } },
    },
    fetchingLink: {
      tags: ['busy'],
      invoke: {
        id: 'getLink',
        src: 'getLink',
        input: ({ context }) => ({ redirectUri: context.redirectUri }),
        onDone: { target: 'redirecting', actions: { type: 'openUrl', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: [{ type: 'storeError', params: errorOf }, 'goHome'] },
      },
    },
    redirecting: { tags: ['busy'] },
    exchanging: {
      tags: ['busy'],
      entry: 'stripCode',
      invoke: {
        id: 'exchange',
        src: 'exchange',
        input: ({ context }) => ({
          code: context.code ?? '',
          state: context.returnedState ?? '',
          redirectUri: context.redirectUri,
        }),
        onDone: [
          { guard: { type: 'isAuthorized', params: ({ event }) => event.output }, target: 'authorized' },
          { target: 'registering', actions: { type: 'useCompletion', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    // docs/product.md#calls-list token-based social login: the same completion as for a code.
    exchangingToken: {
      tags: ['busy'],
      entry: 'stripCode',
      invoke: {
        id: 'exchangeToken',
        src: 'exchangeToken',
        input: ({ context }) => ({ accessToken: context.accessToken ?? '', state: context.returnedState ?? '' }),
        onDone: [
          { guard: { type: 'isAuthorized', params: ({ event }) => event.output }, target: 'authorized' },
          { target: 'registering', actions: { type: 'useCompletion', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
    },
    registering: socialRegistering('#googleOAuth.authorized', ({ context }: { context: GoogleOAuthContext }) =>
      socialRegistration(context),
    ),
    authorized: { type: 'final', entry: 'authorized' },
    failed: {
      on: { 'link.request': { target: 'fetchingLink' } },
    },
    // A code or token without a state: out of the address like an exchanged one, and the player starts again with
    // Google.
    refused: {
      entry: 'stripCode',
      on: { 'link.request': { target: 'fetchingLink' } },
    },
  },
});

export type GoogleOAuthMachine = typeof googleOAuthMachine;

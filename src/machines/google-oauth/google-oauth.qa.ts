// The independent oracle of the Google sign-in flow (docs/architecture.md, "Machines and their oracles"),
// written from the product rules, checked at every step of tests/model/google-oauth.model.test.ts:
// - the button fetches the consent link and opens it; a failed fetch sends the player home with the reason;
// - back with ?code, the code is exchanged and removed from the address;
// - back with an access token instead, the token is sent to the token-based sign-in and removed from the address; it
//   ends like a code: signed in, the confirm-details form, or the reason it failed;
// - either is sent with the state it came back with, whichever tab it lands in: the server judges the state (this
//   browser's, live, once) and its refusal is a failure like any other; without a state it is removed from the address
//   unexchanged, the page says the link did not come from it and offers to start again (googleOAuthStarts below: the
//   page's start, per return);
// - an authorised account is signed in; a new one gets the confirm-details form with the country and phone the
//   server prefilled, confirmed with an SMS code (all three fields, digits only) or skipped where the
//   country allows it; a refused registration keeps the form as typed and shows the server's reason.
import type { MachineOracle } from '../oracle';
import { confirmation, editingView, prefilledForm, socialFormSteps } from './social-form.qa';
import type { GoogleOAuthContext } from './google-oauth.machine';

/** What the Google screens show, read through google-oauth.selectors.ts by the model test. */
export interface GoogleOAuthView {
  state: string;
  busy: boolean;
  fields: GoogleOAuthContext['fields'];
  countries: string[];
  phoneCode: number | null;
  canSkip: boolean;
  rules: GoogleOAuthContext['fieldErrors'];
  serverFields: Record<string, string[]>;
  /** The reason shown, the server's message. */
  error: string | null;
}

type Completion = NonNullable<GoogleOAuthContext['completion']>;

/** What the registration call is sent: the ticket and country when skipping, plus phone and SMS code when confirming. */
function registration(context: GoogleOAuthContext) {
  const base = { code: context.completion?.code ?? '', country_iso: context.fields.country };
  return { ...base, ...confirmation(context) };
}

export const googleOAuthOracle: MachineOracle<GoogleOAuthView, GoogleOAuthContext> = {
  states: {
    // No completion yet: no country list, no phone code, nothing to skip.
    idle: {
      sees: ({ context }) => ({
        state: 'idle',
        busy: false,
        countries: [],
        phoneCode: null,
        canSkip: false,
        error: context.error?.message ?? null,
      }),
    },
    fetchingLink: {
      sees: { state: 'fetchingLink', busy: true },
      runs: ({ context }) => ({ getLink: { redirectUri: context.redirectUri } }),
    },
    redirecting: { sees: { state: 'redirecting', busy: true } },
    exchanging: {
      sees: { state: 'exchanging', busy: true, error: null },
      runs: ({ context }) => ({
        exchange: { code: context.code, state: context.returnedState, redirectUri: context.redirectUri },
      }),
    },
    exchangingToken: {
      sees: { state: 'exchangingToken', busy: true, error: null },
      runs: ({ context }) => ({ exchangeToken: { accessToken: context.accessToken, state: context.returnedState } }),
    },
    'registering.editing': { sees: ({ context }) => editingView(context) },
    'registering.submitting': {
      sees: { state: 'registering.submitting', busy: true, error: null },
      runs: ({ context }) => ({ register: registration(context) }),
    },
    authorized: { sees: { state: 'authorized', busy: false }, done: true },
    failed: { sees: ({ context }) => ({ state: 'failed', busy: false, error: context.error?.message ?? null }) },
    // An unasked code or token: nothing runs, no server reason (the page's own message says why).
    refused: { sees: { state: 'refused', busy: false, error: null, countries: [], canSkip: false } },
  },
  steps: [
    { from: ['idle', 'failed', 'refused'], event: 'link.request', to: 'fetchingLink' },
    {
      from: 'fetchingLink',
      event: 'xstate.done.actor.getLink',
      to: 'redirecting',
      effects: (_, event) => [['openUrl', event.output]],
    },
    {
      from: 'fetchingLink',
      event: 'xstate.error.actor.getLink',
      to: 'idle',
      effects: ['goHome'],
      context: (_, event) => ({ error: event.error as GoogleOAuthContext['error'] }),
    },
    // A code and an access token end alike: the same completion reply.
    ...(
      [
        ['exchanging', 'exchange'],
        ['exchangingToken', 'exchangeToken'],
      ] as const
    ).flatMap(([from, actor]) => [
      {
        from,
        event: `xstate.done.actor.${actor}`,
        when: (_: unknown, event: Record<string, unknown>) => (event.output as Completion).authorized,
        to: 'authorized',
        effects: ['authorized'],
      },
      {
        from,
        event: `xstate.done.actor.${actor}`,
        when: (_: unknown, event: Record<string, unknown>) => !(event.output as Completion).authorized,
        to: 'registering.editing',
        context: (_: unknown, event: Record<string, unknown>) => prefilledForm(event.output as Completion),
      },
      {
        from,
        event: `xstate.error.actor.${actor}`,
        to: 'failed',
        context: (_: unknown, event: Record<string, unknown>) => ({
          error: event.error as GoogleOAuthContext['error'],
        }),
      },
    ]),
    ...socialFormSteps<GoogleOAuthContext>(),
  ],
};

/** The return address every start below names (the page's own /auth/google). */
export const RETURN_URI = 'http://127.0.0.1/auth/google';

/** What the page was opened with: the credential and the state in its address. */
export interface GoogleOAuthReturn {
  code: string | null;
  accessToken: string | null;
  returnedState: string | null;
}

/**
 * How the page starts (docs/product.md#flows-google-oauth), one row per kind of return: the state it rests in, the
 * effects it fired on the way and the requests it sent, with their input. A code or token is sent with the state it
 * came back with, in any tab (no tab keeps one: the server checks it against this browser's cookie); without a state
 * it only leaves the address.
 */
export const googleOAuthStarts: Array<{
  name: string;
  input: GoogleOAuthReturn;
  state: string;
  effects: string[];
  requests: Record<string, unknown>;
}> = [
  {
    name: 'a code with a state',
    input: { code: 'code-1', accessToken: null, returnedState: 'state-1' },
    state: 'exchanging',
    effects: ['stripCode'],
    requests: { exchange: { code: 'code-1', state: 'state-1', redirectUri: RETURN_URI } },
  },
  {
    name: 'a code without a state',
    input: { code: 'code-1', accessToken: null, returnedState: null },
    state: 'refused',
    effects: ['stripCode'],
    requests: {},
  },
  {
    name: 'a code with an empty state',
    input: { code: 'code-1', accessToken: null, returnedState: '' },
    state: 'refused',
    effects: ['stripCode'],
    requests: {},
  },
  {
    name: 'an access token with a state',
    input: { code: null, accessToken: 'ya29.token-1', returnedState: 'state-1' },
    state: 'exchangingToken',
    effects: ['stripCode'],
    requests: { exchangeToken: { accessToken: 'ya29.token-1', state: 'state-1' } },
  },
  {
    name: 'an access token without a state',
    input: { code: null, accessToken: 'ya29.token-1', returnedState: null },
    state: 'refused',
    effects: ['stripCode'],
    requests: {},
  },
  {
    name: 'a code and an access token with a state: the code wins',
    input: { code: 'code-1', accessToken: 'ya29.token-1', returnedState: 'state-1' },
    state: 'exchanging',
    effects: ['stripCode'],
    requests: { exchange: { code: 'code-1', state: 'state-1', redirectUri: RETURN_URI } },
  },
  {
    name: 'a code and an access token without a state',
    input: { code: 'code-1', accessToken: 'ya29.token-1', returnedState: null },
    state: 'refused',
    effects: ['stripCode'],
    requests: {},
  },
  {
    name: 'nothing (the button page)',
    input: { code: null, accessToken: null, returnedState: null },
    state: 'idle',
    effects: [],
    requests: {},
  },
  {
    // Google's refusal comes back with the state and no code (?error=access_denied&state=…): nothing to exchange.
    name: 'a state and nothing to exchange',
    input: { code: null, accessToken: null, returnedState: 'state-1' },
    state: 'idle',
    effects: [],
    requests: {},
  },
];

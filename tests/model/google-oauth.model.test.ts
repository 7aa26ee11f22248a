import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { SocialCompletion } from '../../contract/schemas/session';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { googleOAuthMachine } from '../../src/machines/google-oauth/google-oauth.machine';
import {
  type GoogleOAuthView,
  googleOAuthOracle,
  googleOAuthStarts,
  RETURN_URI,
} from '../../src/machines/google-oauth/google-oauth.qa';
import {
  selectCanSkip,
  selectGoogleCountries,
  selectGoogleError,
  selectGoogleFields,
  selectGooglePhoneCode,
  selectGoogleRules,
  selectGoogleServerFields,
  selectGoogleState,
  selectIsBusy,
} from '../../src/machines/google-oauth/google-oauth.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

const newAccount: SocialCompletion = {
  authorized: false,
  phone: '37123456',
  phone_code: 509,
  countries: [
    { id: 'HTI', id2: 'HT', name: 'Haiti', phone_code: 509 },
    { id: 'DOM', id2: 'DO', name: 'Dominican Republic', phone_code: 1809 },
  ],
  default_country: 'HTI',
  disabled_skip: ['HTI'],
  code: 'ticket-1',
};
const linked: SocialCompletion = { ...newAccount, authorized: true, code: '' };
/** A completion with no phone and a default country missing from its list: the form starts with both blank. */
const bare: SocialCompletion = { ...newAccount, phone: undefined, default_country: 'FRA', code: 'ticket-2' };
const linkError = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Google OAuth link unavailable',
  url: '/link',
  method: 'GET',
});
const unknownError = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Google OAuth request unknown error',
  url: '/x',
  method: 'POST',
});
const wrongCode = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Registration failed. Invalid data',
  fieldErrors: { sms_code: ['Wrong or expired SMS code'] },
  url: '/x',
  method: 'POST',
});

const events = [
  { type: 'link.request' },
  { type: 'xstate.done.actor.getLink', output: 'https://accounts.example/consent' },
  { type: 'xstate.error.actor.getLink', error: linkError },
  { type: 'xstate.done.actor.exchange', output: linked },
  { type: 'xstate.done.actor.exchange', output: newAccount },
  { type: 'xstate.done.actor.exchange', output: bare },
  { type: 'xstate.error.actor.exchange', error: unknownError },
  { type: 'xstate.done.actor.exchangeToken', output: linked },
  { type: 'xstate.done.actor.exchangeToken', output: newAccount },
  { type: 'xstate.error.actor.exchangeToken', error: unknownError },
  { type: 'field.change', field: 'smsCode', value: '123456' },
  // Each rule's branches: padded digits are fine, a letter before or after is not, blank is required.
  { type: 'field.change', field: 'smsCode', value: ' 654321 ' },
  { type: 'field.change', field: 'smsCode', value: '12a' },
  { type: 'field.change', field: 'country', value: 'DOM' },
  { type: 'field.change', field: 'country', value: '' },
  { type: 'field.change', field: 'phone', value: 'abc' },
  { type: 'registration.confirm' },
  { type: 'registration.skip' },
  { type: 'xstate.done.actor.register', output: { success: true } },
  { type: 'xstate.error.actor.register', error: wrongCode },
];

/** What the screens show, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): GoogleOAuthView => ({
  state: selectGoogleState(s as never),
  busy: selectIsBusy(s as never),
  fields: selectGoogleFields(s as never),
  countries: selectGoogleCountries(s as never).map((country) => country.id),
  phoneCode: selectGooglePhoneCode(s as never),
  canSkip: selectCanSkip(s as never),
  rules: selectGoogleRules(s as never),
  serverFields: selectGoogleServerFields(s as never),
  error: selectGoogleError(s as never)?.message ?? null,
});

const effects = ['openUrl', 'stripCode', 'goHome', 'authorized'];
const startModel: MachineModel<typeof googleOAuthMachine> = {
  machine: googleOAuthMachine,
  input: { code: null, redirectUri: RETURN_URI },
  promiseActors: ['getLink', 'exchange', 'exchangeToken', 'register'],
  effects,
  events,
  oracle: googleOAuthOracle,
  view: view as never,
  serializeState: (s) => JSON.stringify([s.value, s.context.fields, s.context.fieldErrors, !!s.context.error]),
};
/** Back from a link, in whichever tab: the code comes with the link's state, which the server checks. */
const returnModel: MachineModel<typeof googleOAuthMachine> = {
  ...startModel,
  input: { code: 'code-1', returnedState: 'state-1', redirectUri: RETURN_URI },
};
/** docs/product.md#calls-list token-based social login: back with an access token instead of a code. */
const tokenModel: MachineModel<typeof googleOAuthMachine> = {
  ...startModel,
  input: {
    code: null,
    accessToken: 'ya29.token-1',
    returnedState: 'state-1',
    redirectUri: RETURN_URI,
  },
};
/** docs/product.md#flows-google-oauth: a crafted link, a code without a state, is refused. */
const refusedModel: MachineModel<typeof googleOAuthMachine> = {
  ...startModel,
  input: { code: 'code-1', returnedState: null, redirectUri: RETURN_URI },
};

const never = () => new Promise<never>(() => {});

describe('google OAuth machine paths', () => {
  // The form's events make simple paths explode: every shortest path (one per distinct screen: state, fields,
  // rules, error) plus, below, one path per transition none of them takes.
  const paths = modelPaths(startModel, 'shortest');
  const returnPaths = modelPaths(returnModel, 'shortest');
  const tokenPaths = modelPaths(tokenModel, 'shortest');
  const refusedPaths = modelPaths(refusedModel, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...paths, ...returnPaths, ...tokenPaths, ...refusedPaths]);
    // `start` is transient (eventless): it resolves on creation and is never a resting state.
    expect(stateIds(googleOAuthMachine).filter((id) => !visited.has(id) && id !== 'googleOAuth.start')).toEqual([]);
  });

  // docs/product.md#flows-google-oauth: the page's start per return (the oracle's googleOAuthStarts): where it rests,
  // what it fired (the code or token leaves the address at once, exchanged or not) and which request it sent.
  it.each(googleOAuthStarts)('back with $name: rests in $state', ({ input, state, effects, requests }) => {
    const fired: string[] = [];
    const sent: Record<string, unknown> = {};
    const record = (name: string) => () => void fired.push(name);
    const request = (id: string) =>
      fromPromise<never, unknown>(({ input: given }) => {
        sent[id] = given;
        return never();
      });
    const actor = createActor(
      googleOAuthMachine.provide({
        // Every injected effect records its call: one the row does not list fails.
        actions: Object.fromEntries(
          ['openUrl', 'stripCode', 'goHome', 'authorized'].map((name) => [name, record(name)]),
        ),
        actors: {
          getLink: request('getLink'),
          exchange: request('exchange'),
          exchangeToken: request('exchangeToken'),
          register: request('register'),
        },
      } as never),
      { input: { ...input, redirectUri: RETURN_URI } },
    ).start();
    expect(selectGoogleState(actor.getSnapshot())).toBe(state);
    expect(fired).toEqual(effects);
    expect(sent).toEqual(requests);
    actor.stop();
  });

  describe.each(namedPaths(paths))('from the button: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(startModel, path));
  });
  describe.each(namedPaths(returnPaths))('back with a code: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(returnModel, path));
  });
  describe.each(namedPaths(tokenPaths))('back with an access token: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(tokenModel, path));
  });
  describe.each(namedPaths(refusedPaths))('back without a state: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(refusedModel, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('from the button, transition', startModel, transitionPaths(startModel, paths));
  replayEach('back with a code, transition', returnModel, transitionPaths(returnModel, returnPaths));
  replayEach('back with an access token, transition', tokenModel, transitionPaths(tokenModel, tokenPaths));
  replayEach('back without a state, transition', refusedModel, transitionPaths(refusedModel, refusedPaths));

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(googleOAuthOracle as never));
});

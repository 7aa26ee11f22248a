import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { SocialCompletion } from '../../contract/schemas/session';
import {
  selectCanSkip,
  selectGoogleCountries,
  selectGoogleError,
  selectGoogleFields,
  selectGooglePhoneCode,
  selectGoogleRules,
  selectGoogleServerFields,
  selectIsBusy,
} from '../../src/machines/google-oauth/google-oauth.selectors';
import { walletOAuthMachine } from '../../src/machines/wallet-oauth/wallet-oauth.machine';
import { type WalletOAuthView, walletOAuthOracle } from '../../src/machines/wallet-oauth/wallet-oauth.qa';
import { selectWalletState } from '../../src/machines/wallet-oauth/wallet-oauth.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  type ModelEvent,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';
import { scriptedPath } from './scripted';

const address = '0x1111111111111111111111111111111111111111';
const completion: SocialCompletion = {
  authorized: false,
  countries: [
    { id: 'HTI', id2: 'HT', name: 'Haiti', phone_code: 509 },
    { id: 'DOM', id2: 'DO', name: 'Dominican Republic', phone_code: 1809 },
  ],
  default_country: 'HTI',
  disabled_skip: ['HTI'],
  code: 'ticket-1',
};
/** A default country the list does not offer, and a phone the server knows. */
const otherWallet = {
  address: '0x2222222222222222222222222222222222222222',
  completion: { ...completion, default_country: 'USA', phone: '37000009', code: 'ticket-2' },
};
const badSignature = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Wallet signature is not valid',
  url: '/api/v1/auth/metamask/authorize',
  method: 'POST',
});
const nonceDown = new ApiError({
  kind: 'network',
  url: '/api/v1/auth/metamask/nonce',
  method: 'GET',
});
const wrongCode = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Registration failed. Invalid data',
  fieldErrors: { sms_code: ['Wrong or expired SMS code'] },
  url: '/api/v1/auth/metamask/registration',
  method: 'POST',
});

/** What the page and its form show, through the shared social-form selectors (the subject). */
const view = (s: AnyMachineSnapshot): WalletOAuthView => ({
  state: selectWalletState(s as never),
  busy: selectIsBusy(s as never),
  fields: selectGoogleFields(s as never),
  countries: selectGoogleCountries(s as never).map((country) => country.id),
  phoneCode: selectGooglePhoneCode(s as never),
  canSkip: selectCanSkip(s as never),
  rules: selectGoogleRules(s as never),
  serverFields: selectGoogleServerFields(s as never),
  error: selectGoogleError(s as never)?.message ?? null,
});

const model: MachineModel<typeof walletOAuthMachine> = {
  machine: walletOAuthMachine,
  promiseActors: ['getNonce', 'signIn', 'register'],
  effects: ['authorized', 'goHome'],
  oracle: walletOAuthOracle,
  view: view as never,
  events: [
    { type: 'wallet.connect' },
    { type: 'xstate.done.actor.getNonce', output: 'nonce-1' },
    { type: 'xstate.error.actor.getNonce', error: nonceDown },
    {
      type: 'xstate.done.actor.signIn',
      output: { address, completion: { ...completion, authorized: true, code: '' } },
    },
    { type: 'xstate.done.actor.signIn', output: { address, completion } },
    { type: 'xstate.error.actor.signIn', error: badSignature },
    { type: 'field.change', field: 'phone', value: '3712-3456' },
    { type: 'field.change', field: 'smsCode', value: ' 123456 ' },
    { type: 'field.change', field: 'country', value: 'DOM' },
    { type: 'registration.confirm' },
    { type: 'registration.skip' },
    { type: 'xstate.done.actor.register', output: { success: true } },
    { type: 'xstate.error.actor.register', error: wrongCode },
  ],
  serializeState: (s) => JSON.stringify([s.value, s.context.fields, s.context.fieldErrors, !!s.context.error]),
  // docs/product.md#flows-wallet-oauth, failures as in the Google flow.
  expectStep: ({ event, to, effects }) => {
    if (event.type === 'xstate.error.actor.getNonce') {
      // No nonce (the provider link's counterpart): home, and the flow ends.
      expect(to.value).toBe('left');
      expect(to.status).toBe('done');
      expect(effects).toEqual(['goHome']);
    }
    if (event.type === 'xstate.error.actor.signIn') {
      // A refused signature (the code exchange's counterpart): the reason on the page, the button again.
      expect(to.value).toBe('failed');
      expect(to.context.error).toBe(event.error);
      expect(effects).toEqual([]);
    }
    if (event.type === 'xstate.done.actor.getNonce') expect(to.context.nonce).toBe(event.output);
  },
};

const connect: ModelEvent = { type: 'wallet.connect' };
const nonce: ModelEvent = { type: 'xstate.done.actor.getNonce', output: 'nonce-1' };
const change = (field: string, value: string): ModelEvent => ({ type: 'field.change', field, value }) as ModelEvent;
const scripted = [
  // A refused signature, then a wallet the server knows a phone for; its default country is not offered.
  [
    connect,
    nonce,
    { type: 'xstate.error.actor.signIn', error: badSignature },
    connect,
    { type: 'xstate.done.actor.getNonce', output: 'nonce-2' },
    { type: 'xstate.done.actor.signIn', output: otherWallet },
    { type: 'registration.skip' },
    { type: 'registration.confirm' },
    change('country', 'DOM'),
    change('smsCode', '12a'),
    { type: 'registration.confirm' },
    change('smsCode', '  '),
    { type: 'registration.confirm' },
    change('phone', '+ -'),
    { type: 'registration.confirm' },
    change('phone', '37000009'),
    change('smsCode', '654321'),
    { type: 'registration.confirm' },
    { type: 'xstate.error.actor.register', error: wrongCode },
    { type: 'registration.skip' },
    { type: 'xstate.done.actor.register', output: { success: true } },
  ],
  // A refused signature, then the nonce cannot be fetched: home.
  [
    connect,
    nonce,
    { type: 'xstate.error.actor.signIn', error: badSignature },
    connect,
    { type: 'xstate.error.actor.getNonce', error: nonceDown },
  ],
].map((events) => scriptedPath(walletOAuthMachine, undefined, events));

describe('wallet OAuth machine paths', () => {
  // Simple paths multiply with the form events (slow to generate): the shortest paths, one more per
  // transition and the written-out ones take every row of the oracle.
  const paths = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    expect(stateIds(walletOAuthMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });

  describe.each(namedPaths(paths))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, paths));
  replayEach('written out', model, scripted);

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(walletOAuthOracle as never));
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { SocialCompletion } from '../../src/api/schemas/session';
import { walletOAuthMachine, walletRegistration } from '../../src/machines/wallet-oauth/wallet-oauth.machine';
import {
  describePath,
  type MachineModel,
  modelPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

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
const badSignature = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Wallet signature is not valid',
  url: '/x',
  method: 'POST',
});

const model: MachineModel<typeof walletOAuthMachine> = {
  machine: walletOAuthMachine,
  promiseActors: ['signIn', 'register'],
  effects: ['authorized'],
  events: [
    { type: 'wallet.connect' },
    {
      type: 'xstate.done.actor.signIn',
      output: { address, completion: { ...completion, authorized: true, code: '' } },
    },
    { type: 'xstate.done.actor.signIn', output: { address, completion } },
    { type: 'xstate.error.actor.signIn', error: badSignature },
    { type: 'field.change', field: 'phone', value: '37123456' },
    { type: 'field.change', field: 'smsCode', value: '123456' },
    { type: 'field.change', field: 'country', value: 'DOM' },
    { type: 'registration.confirm' },
    { type: 'registration.skip' },
    { type: 'xstate.done.actor.register', output: { success: true } },
    { type: 'xstate.error.actor.register', error: badSignature },
  ],
  // spec §4 wallet flow, analogous to Google.
  expectStep: ({ from, event, to, effects }) => {
    if (event.type === 'xstate.done.actor.signIn') {
      const { completion: reply } = event.output as { completion: SocialCompletion };
      expect(to.status === 'done').toBe(reply.authorized);
      expect(effects).toEqual(reply.authorized ? ['authorized'] : []);
      if (!reply.authorized) expect(to.context.address).toBe(address);
    }
    if (event.type === 'xstate.error.actor.signIn') {
      expect(to.value).toBe('failed');
      expect(to.context.error).toBe(badSignature);
    }
    if (event.type === 'registration.skip' && from.matches({ registering: 'editing' })) {
      expect(to.matches({ registering: 'submitting' })).toBe(from.context.fields.country !== 'HTI');
    }
    if (event.type === 'registration.confirm' && to.matches({ registering: 'submitting' })) {
      expect(walletRegistration(to.context)).toEqual({
        address,
        code: 'ticket-1',
        country_iso: to.context.fields.country,
        phone_number: '37123456',
        phone_code: to.context.fields.country === 'HTI' ? '509' : '1809',
        sms_code: '123456',
      });
    }
    if (event.type === 'xstate.done.actor.register') expect(effects).toEqual(['authorized']);
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.fields, s.context.fieldErrors, !!s.context.error]),
};

describe('wallet OAuth machine paths', () => {
  const paths = [...modelPaths(model, 'shortest'), ...modelPaths(model, 'simple').filter((p) => p.steps.length <= 5)];

  it('reaches every state of the machine', () => {
    expect(stateIds(walletOAuthMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });

  describe.each(paths.map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, paths));
});

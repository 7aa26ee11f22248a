import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { loginMachine, loginPhone } from '../../src/machines/login/login.machine';
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

const wrongPassword = new ApiError({
  kind: 'http',
  status: 422,
  serverMessage: 'Wrong phone number or password',
  url: '/api/v1/authorize',
  method: 'POST',
});

const model: MachineModel<typeof loginMachine> = {
  machine: loginMachine,
  input: { phoneCode: '509' },
  promiseActors: ['authorize'],
  effects: ['authorized', 'requestRestore'],
  events: [
    { type: 'field.change', field: 'phone', value: '3700 0001' },
    { type: 'field.change', field: 'phone', value: '' },
    { type: 'field.change', field: 'password', value: '' },
    { type: 'field.change', field: 'password', value: 'demo1234' },
    { type: 'form.submit' },
    { type: 'restore.request' },
    { type: 'xstate.done.actor.authorize', output: { success: true } },
    { type: 'xstate.error.actor.authorize', error: wrongPassword },
  ],
  // spec §5: nothing is sent without a phone and a password.
  invariant: (s) => {
    if (s.matches('submitting')) {
      expect(s.context.phone.replace(/\D/g, '')).not.toBe('');
      expect(s.context.password).not.toBe('');
    }
  },
  // spec §4/§5 login rules, step by step.
  expectStep: ({ event, from, to, effects }) => {
    if (event.type === 'form.submit' && from.matches('editing')) {
      const phoneMissing = from.context.phone.replace(/\D/g, '') === '';
      const passwordMissing = from.context.password === '';
      expect(to.matches('submitting')).toBe(!phoneMissing && !passwordMissing);
      expect(to.context.fieldErrors).toEqual({
        ...(phoneMissing ? { phone: 'required' } : {}),
        ...(passwordMissing ? { password: 'required' } : {}),
      });
    }
    if (event.type === 'restore.request' && from.matches('editing')) {
      // spec §5: the phone is required before an SMS restore; with it, the restore is requested.
      const phoneMissing = from.context.phone.replace(/\D/g, '') === '';
      expect(effects).toEqual(phoneMissing ? [] : ['requestRestore']);
      expect(to.context.fieldErrors.phone).toBe(phoneMissing ? 'required' : from.context.fieldErrors.phone);
    }
    if (event.type === 'field.change') {
      expect(to.context.fieldErrors[event.field as 'phone' | 'password']).toBeUndefined();
      expect(to.context.error).toBeNull();
    }
    if (event.type === 'xstate.done.actor.authorize') {
      expect(to.status).toBe('done');
      expect(effects).toEqual(['authorized']);
    }
    if (event.type === 'xstate.error.actor.authorize') {
      expect(to.value).toBe('editing');
      expect(to.context.error).toBe(wrongPassword);
      expect(effects).toEqual([]);
    }
  },
  serializeState: (s) =>
    JSON.stringify([s.value, !!s.context.phone, !!s.context.password, s.context.fieldErrors, !!s.context.error]),
};

describe('login machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  // Simple paths grow combinatorially with the field events: keep those of up to 6 events after init.
  const simple = modelPaths(model, 'simple').filter((p) => p.steps.length <= 7);

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(loginMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  describe.each(simple.map((p) => [describePath(p), p] as const))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, [...shortest, ...simple]));
});

describe('login phone', () => {
  it('puts the country code in front of a national number', () => {
    expect(loginPhone('509', '3700 0001')).toBe('50937000001');
  });
  it('keeps a number typed or pasted in international form', () => {
    expect(loginPhone('509', '+509 3700-0001')).toBe('50937000001');
    expect(loginPhone('509', '50937000001')).toBe('50937000001');
    expect(loginPhone('509', '+1 809 555 0100')).toBe('18095550100');
  });
});

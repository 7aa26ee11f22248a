import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { loginMachine } from '../../src/machines/login/login.machine';
import { describePath, type MachineModel, modelPaths, replayPath, stateIds, visitedStateIds } from './harness';

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
  effects: ['authorized'],
  events: [
    { type: 'field.change', field: 'phone', value: '3700 0001' },
    { type: 'field.change', field: 'phone', value: '' },
    { type: 'field.change', field: 'password', value: 'demo1234' },
    { type: 'form.submit' },
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
  serializeState: (s) =>
    JSON.stringify([s.value, !!s.context.phone, !!s.context.password, s.context.fieldErrors, !!s.context.error]),
};

describe('login machine paths', () => {
  const shortest = modelPaths(model, 'shortest');
  const simple = modelPaths(model, 'simple');

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
});

import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { loginMachine, loginPhone } from '../../src/machines/login/login.machine';
import { type LoginView, loginFor, loginOracle } from '../../src/machines/login/login.qa';
import {
  selectFieldErrors,
  selectFields,
  selectIsSubmitting,
  selectLoginError,
  selectLoginState,
} from '../../src/machines/login/login.selectors';
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
import { scriptedPath } from './scripted';

const wrongPassword = new ApiError({
  kind: 'http',
  status: 422,
  serverMessage: 'Wrong phone number or password',
  url: '/api/v1/authorize',
  method: 'POST',
});

/** What the login form shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): LoginView => ({
  state: selectLoginState(s as never),
  busy: selectIsSubmitting(s as never),
  fields: selectFields(s as never),
  fieldErrors: selectFieldErrors(s as never),
  error: selectLoginError(s as never)?.serverMessage ?? null,
});

/** Empty, without a digit, or a number: the graph keeps one vertex per kind. */
const phoneKind = (phone: string) => (phone === '' ? 'empty' : /[0-9]/.test(phone) ? 'number' : 'signs');

const model: MachineModel<typeof loginMachine> = {
  machine: loginMachine,
  // No country code given: the form uses Haiti's 509.
  input: {},
  promiseActors: ['authorize'],
  effects: ['authorized', 'requestRestore'],
  oracle: loginOracle,
  view: view as never,
  events: [
    { type: 'field.change', field: 'phone', value: '3700 0001' },
    { type: 'field.change', field: 'phone', value: '' },
    // Signs and spaces only: no digit, so no phone.
    { type: 'field.change', field: 'phone', value: '+ -' },
    { type: 'field.change', field: 'password', value: '' },
    { type: 'field.change', field: 'password', value: 'demo1234' },
    { type: 'form.submit' },
    { type: 'restore.request' },
    { type: 'xstate.done.actor.authorize', output: { success: true } },
    { type: 'xstate.error.actor.authorize', error: wrongPassword },
  ],
  // docs/product.md#rules-login: nothing is sent without a phone and a password.
  invariant: (s) => {
    if (s.matches('submitting')) {
      expect(s.context.phone.replace(/\D/g, '')).not.toBe('');
      expect(s.context.password).not.toBe('');
    }
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      phoneKind(s.context.phone),
      !!s.context.password,
      s.context.fieldErrors,
      !!s.context.error,
    ]),
};

describe('login machine paths', () => {
  // Simple paths grow combinatorially with the field events (thousands, slow to generate): the shortest
  // paths, one more per transition and the written-out ones below take every row of the oracle.
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(loginMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, shortest));

  // Each way of typing the number: the restore is asked for, then the login sent, with the full number.
  const typed = Object.keys(loginFor).map((phone) =>
    scriptedPath(loginMachine, model.input, [
      { type: 'field.change', field: 'phone', value: phone },
      { type: 'restore.request' },
      { type: 'field.change', field: 'password', value: 'demo1234' },
      { type: 'form.submit' },
      { type: 'xstate.error.actor.authorize', error: wrongPassword },
    ]),
  );
  replayEach('typed number', model, typed);

  it('uses the country code the page gives', () => {
    const actor = createActor(loginMachine, { input: { phoneCode: '1809' } }).start();
    expect(selectFields(actor.getSnapshot())).toEqual({ phoneCode: '1809', phone: '', password: '' });
    actor.stop();
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(loginOracle as never));
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

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { RegistrationContext } from '../../src/api/schemas/session';
import {
  registrationBody,
  registrationMachine,
  validateRegistration,
} from '../../src/machines/registration/registration.machine';
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

const context: RegistrationContext = {
  countries: [
    { id: 'HTI', id2: 'HT', name: 'Haiti', phone_code: 509 },
    { id: 'DOM', id2: 'DO', name: 'Dominican Republic', phone_code: 1809 },
  ],
  default_country: 'HTI',
  disabled_skip: ['HTI'],
};
const wrongCode = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Registration failed. Invalid data',
  fieldErrors: { sms_code: ['Wrong or expired SMS code'] },
  url: '/api/v1/registration',
  method: 'POST',
});
const offline = new ApiError({ kind: 'network', url: '/api/registration-context', method: 'GET' });

const model: MachineModel<typeof registrationMachine> = {
  machine: registrationMachine,
  input: {},
  promiseActors: ['loadContext', 'register'],
  effects: ['registered'],
  events: [
    { type: 'xstate.done.actor.loadContext', output: context },
    { type: 'xstate.error.actor.loadContext', error: offline },
    { type: 'context.retry' },
    { type: 'field.change', field: 'phone', value: '3712 3456' },
    { type: 'field.change', field: 'name', value: 'J' },
    { type: 'field.change', field: 'name', value: 'Jean' },
    { type: 'field.change', field: 'smsCode', value: '12a' },
    { type: 'field.change', field: 'smsCode', value: '123456' },
    { type: 'field.change', field: 'password', value: 'secret' },
    { type: 'field.toggle', field: 'ageAgree', value: true },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.register', output: { success: true } },
    { type: 'xstate.error.actor.register', error: wrongCode },
  ],
  // spec §5: nothing is sent unless country, phone, name (2+), numeric SMS code, password (2+) and the
  // 18+ agreement are all there; the body carries them in the server's field names.
  invariant: (s) => {
    if (s.matches('submitting')) expect(validateRegistration(s.context.fields)).toEqual({});
  },
  expectStep: ({ from, event, to, effects }) => {
    if (event.type === 'xstate.done.actor.loadContext') {
      expect(to.value).toBe('editing');
      expect(to.context.fields.country).toBe('HTI'); // the default country is preselected
    }
    if (event.type === 'form.submit' && from.matches('editing')) {
      const rules = validateRegistration(from.context.fields);
      expect(to.matches('submitting')).toBe(Object.keys(rules).length === 0);
      if (!to.matches('submitting')) expect(to.context.fieldErrors).toEqual(rules);
    }
    if (event.type === 'xstate.done.actor.register') {
      expect(to.status).toBe('done');
      expect(effects).toEqual(['registered']);
    }
    if (event.type === 'xstate.error.actor.register') {
      expect(to.value).toBe('editing');
      expect(to.context.error?.fieldErrors).toEqual({ sms_code: ['Wrong or expired SMS code'] });
      expect(to.context.fields).toEqual(from.context.fields); // nothing the player typed is lost
    }
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      Object.keys(validateRegistration(s.context.fields)).sort(),
      s.context.fieldErrors,
      !!s.context.error,
    ]),
};

describe('registration machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(registrationMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, shortest));
});

describe('registration body', () => {
  it('sends the spec §5 field names, digits-only phone and a trimmed name', () => {
    const body = registrationBody({
      country: 'HTI',
      phone: '3712-3456',
      name: ' Jean ',
      smsCode: '123456',
      password: 'secret',
      promoCode: '',
      ageAgree: true,
    });
    expect(body).toEqual({
      country_code: 'HTI',
      name: 'Jean',
      phone_number: '37123456',
      sms_code: '123456',
      password: 'secret',
      promo_code: undefined,
      age_rules_agree: true,
    });
  });
});

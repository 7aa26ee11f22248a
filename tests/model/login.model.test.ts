import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import type { RegistrationContext } from '../../contract/schemas/session';
import { ApiError } from '../../src/api/errors';
import { loginMachine, loginPhone } from '../../src/machines/login/login.machine';
import { type LoginView, loginFor, loginOracle } from '../../src/machines/login/login.qa';
import {
  selectCanSubmit,
  selectCountries,
  selectCountriesError,
  selectCountriesFailed,
  selectFieldErrors,
  selectFields,
  selectIsLoadingCountries,
  selectIsSubmitting,
  selectLoginError,
  selectLoginState,
} from '../../src/machines/login/login.selectors';
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

const countries = [
  { id: 'HTI', id2: 'HT', name: 'Haiti', phone_code: 509 },
  { id: 'JAM', id2: 'JM', name: 'Jamaica', phone_code: 1876 },
];
/** The registration context of a Haitian visitor, and one whose default country the list does not offer. */
const haitian: RegistrationContext = { countries, default_country: 'HTI', disabled_skip: ['HTI'] };
const elsewhere: RegistrationContext = { countries, default_country: 'CUB', disabled_skip: ['HTI'] };

const wrongPassword = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Wrong phone number or password',
  url: '/api/v1/authorize',
  method: 'POST',
});
const offline = new ApiError({
  kind: 'network',
  serverMessage: 'Registration context unavailable',
  url: '/api/registration-context',
  method: 'GET',
});

/** What the login form shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): LoginView => ({
  state: selectLoginState(s as never),
  busy: selectIsSubmitting(s as never),
  loadingCountries: selectIsLoadingCountries(s as never),
  countriesFailed: selectCountriesFailed(s as never),
  canSubmit: selectCanSubmit(s as never),
  countries: selectCountries(s as never).map((c) => c.id),
  fields: selectFields(s as never),
  fieldErrors: selectFieldErrors(s as never),
  error: selectLoginError(s as never)?.serverMessage ?? null,
  countriesError: selectCountriesError(s as never)?.serverMessage ?? null,
});

const change = (field: string, value: string): ModelEvent => ({ type: 'field.change', field, value });
const submit: ModelEvent = { type: 'form.submit' };
const restore: ModelEvent = { type: 'restore.request' };
const loaded = (output: RegistrationContext): ModelEvent => ({ type: 'xstate.done.actor.loadContext', output });

/** How a typed number counts for the graph: the rules tell these apart, not the digits. */
const phoneKind = (phone: string) => {
  if (phone === '') return 'empty';
  if (!/[0-9]/.test(phone)) return 'signs';
  if (/[A-Za-z]/.test(phone)) return 'letters';
  return phone === '1' ? 'short' : 'number';
};

const model: MachineModel<typeof loginMachine> = {
  machine: loginMachine,
  promiseActors: ['loadContext', 'authorize'],
  effects: ['authorized', 'requestRestore'],
  oracle: loginOracle,
  view: view as never,
  events: (s) => {
    if (s.matches('loading')) {
      return [
        loaded(haitian),
        loaded(elsewhere),
        { type: 'xstate.error.actor.loadContext', error: offline },
        change('phone', '3700 0001'),
      ];
    }
    if (s.matches('loadFailed')) return [{ type: 'context.retry' }, change('password', 'demo1234')];
    if (s.matches('submitting')) {
      return [
        { type: 'xstate.done.actor.authorize', output: { success: true } },
        { type: 'xstate.error.actor.authorize', error: wrongPassword },
      ];
    }
    return [
      change('phone', '3700 0001'),
      change('phone', ''),
      // Signs and spaces only: no digit, so no phone.
      change('phone', '+ -'),
      // Letter O for zero: not a phone number.
      change('phone', '37OO 0001'),
      // One digit: too short once the code is in front.
      change('phone', '1'),
      change('country', 'JAM'),
      change('country', ''),
      change('password', ''),
      change('password', 'demo1234'),
      submit,
      restore,
    ];
  },
  // docs/product.md#rules-login: nothing is sent without a country, a valid phone and a password.
  invariant: (s) => {
    if (s.matches('submitting')) {
      expect(s.context.country).not.toBe('');
      expect(s.context.phone.replace(/\D/g, '')).not.toBe('');
      expect(s.context.password).not.toBe('');
    }
    // The countries are the registration context's once loaded, none before.
    expect(s.context.countries.length > 0).toBe(!s.matches('loading') && !s.matches('loadFailed'));
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.country,
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

  // Each way of typing the number, in Haiti and in Jamaica: the restore is asked for, then the login sent, with
  // the full number (or the number is marked and nothing is sent).
  const typed = Object.entries(loginFor).flatMap(([code, numbers]) =>
    Object.keys(numbers).map((phone) =>
      scriptedPath(loginMachine, undefined, [
        loaded(haitian),
        ...(code === '1876' ? [change('country', 'JAM')] : []),
        change('phone', phone),
        restore,
        change('password', 'demo1234'),
        submit,
        ...(/^[0-9]{6,15}$/.test(numbers[phone]!)
          ? [{ type: 'xstate.error.actor.authorize', error: wrongPassword }]
          : []),
      ]),
    ),
  );
  replayEach('typed number', model, typed);

  // Typing while the countries load, then once more after they failed: the typing and the failure are kept.
  replayEach('typed ahead', model, [
    scriptedPath(loginMachine, undefined, [
      change('phone', '3700 0001'),
      change('password', 'demo1234'),
      { type: 'xstate.error.actor.loadContext', error: offline },
      change('phone', '3700 0002'),
      { type: 'context.retry' },
      loaded(haitian),
      submit,
    ]),
  ]);

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(loginOracle as never));
});

describe('login phone', () => {
  it('puts the country code in front of a national number', () => {
    expect(loginPhone(509, '3700 0001')).toBe('50937000001');
    expect(loginPhone(1876, '555 0188')).toBe('18765550188');
  });
  it('keeps a number typed or pasted in international form', () => {
    expect(loginPhone(509, '+509 3700-0001')).toBe('50937000001');
    expect(loginPhone(509, '50937000001')).toBe('50937000001');
    expect(loginPhone(509, '+1 809 555 0100')).toBe('18095550100');
  });
});

describe('login with the countries of the registration context', () => {
  it('loads them once, starts from the default country and sends the full number of the chosen one', async () => {
    const sent: unknown[] = [];
    let loads = 0;
    const actor = createActor(
      loginMachine.provide({
        actors: {
          loadContext: fromPromise(async () => {
            loads++;
            return haitian;
          }),
          authorize: fromPromise(async ({ input }) => {
            sent.push(input);
            return { success: true };
          }),
        },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectFields(actor.getSnapshot())).toEqual({ country: 'HTI', phoneCode: 509, phone: '', password: '' });
    actor.send({ type: 'field.change', field: 'country', value: 'JAM' });
    actor.send({ type: 'field.change', field: 'phone', value: '555-0188' });
    actor.send({ type: 'field.change', field: 'password', value: 'lakay2024' });
    actor.send({ type: 'form.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([{ login: '18765550188', password: 'lakay2024' }]);
    expect(loads).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

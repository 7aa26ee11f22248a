import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { type RegistrationCountries, registrationMachine } from '../../src/machines/registration/registration.machine';
import {
  type RegistrationView,
  registrationOracle,
  registrationRules,
} from '../../src/machines/registration/registration.qa';
import {
  selectCountries,
  selectIsSubmitting,
  selectPhoneCode,
  selectRegistrationError,
  selectRegistrationFields,
  selectRegistrationState,
  selectRuleErrors,
  selectServerFieldErrors,
} from '../../src/machines/registration/registration.selectors';
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

const context: RegistrationCountries = {
  countries: [
    { id: 'HTI', id2: 'HT', name: 'Haiti', phone_code: 509 },
    { id: 'DOM', id2: 'DO', name: 'Dominican Republic', phone_code: 1809 },
  ],
  default_country: 'HTI',
};
/** A default country the list does not offer, and the phone the server already knows. */
const knownPhone: RegistrationCountries = { ...context, default_country: 'USA', phone: '37000009' };
const wrongCode = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Registration failed. Invalid data',
  fieldErrors: { sms_code: ['Wrong or expired SMS code'] },
  url: '/api/v1/registration',
  method: 'POST',
});
/** registration/sms_confirm_phone refuses the code: the client reports it on the code's field. */
const codeRefused = new ApiError({
  kind: 'http',
  status: 200,
  fieldErrors: { sms_code: ['Wrong or expired SMS code'] },
  url: '/api/v1/registration/sms_confirm_phone',
  method: 'POST',
});
const offline = new ApiError({
  kind: 'network',
  serverMessage: 'Registration context unavailable',
  url: '/api/v1/registration',
  method: 'GET',
});

/** What the screen shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): RegistrationView => ({
  state: selectRegistrationState(s as never),
  busy: selectIsSubmitting(s as never),
  fields: selectRegistrationFields(s as never),
  countries: selectCountries(s as never).map((country) => country.id),
  phoneCode: selectPhoneCode(s as never),
  rules: selectRuleErrors(s as never),
  serverFields: selectServerFieldErrors(s as never),
  error: selectRegistrationError(s as never)?.serverMessage ?? null,
});

const change = (field: string, value: string): ModelEvent => ({ type: 'field.change', field, value });
const toggle = (value: boolean): ModelEvent => ({ type: 'field.toggle', field: 'ageAgree', value });
const submit: ModelEvent = { type: 'form.submit' };
const loaded: ModelEvent = { type: 'xstate.done.actor.loadContext', output: context };

const model: MachineModel<typeof registrationMachine> = {
  machine: registrationMachine,
  input: {},
  promiseActors: ['loadContext', 'confirmPhone', 'register'],
  effects: ['registered'],
  oracle: registrationOracle,
  view: view as never,
  events: [
    loaded,
    { type: 'xstate.done.actor.loadContext', output: knownPhone },
    { type: 'xstate.error.actor.loadContext', error: offline },
    { type: 'context.retry' },
    change('country', 'DOM'),
    change('phone', '3712 3456'),
    change('name', 'J'),
    change('name', 'Jo'),
    change('smsCode', '123456'),
    change('password', 'ab'),
    toggle(true),
    submit,
    { type: 'xstate.done.actor.confirmPhone', output: { success: true } },
    { type: 'xstate.error.actor.confirmPhone', error: codeRefused },
    { type: 'xstate.done.actor.register', output: { success: true } },
    { type: 'xstate.error.actor.register', error: wrongCode },
  ],
  // The graph keeps one vertex per country, form validity, marks shown and reason shown.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.fields.country,
      Object.keys(registrationRules(s.context.fields)).length,
      Object.keys(s.context.fieldErrors).length > 0,
      !!s.context.error,
    ]),
};

/** A complete form: a number with a dash, a name and SMS code with spaces around, a 2-character password. */
const complete = [
  change('phone', '3712-3456'),
  change('name', ' Jo '),
  change('smsCode', ' 123456 '),
  change('password', 'ab'),
  toggle(true),
  change('promoCode', ' BONUS1 '),
];

/** One field at a time made wrong in a complete form: submitted (marked), then corrected and sent. */
const wrong: Array<[ModelEvent, ModelEvent]> = [
  [change('country', ''), change('country', 'DOM')],
  [change('phone', '+ -'), change('phone', '37123456')],
  [change('name', '   '), change('name', 'Jean')],
  [change('name', ' J '), change('name', 'Jo')],
  [change('smsCode', '  '), change('smsCode', '654321')],
  [change('smsCode', '12a'), change('smsCode', '123456')],
  [change('smsCode', 'a12'), change('smsCode', '123456')],
  [change('password', ''), change('password', 'secret')],
  [change('password', 'x'), change('password', 'xy')],
  [toggle(false), toggle(true)],
  [change('promoCode', ''), change('promoCode', 'BONUS2')],
];

const confirmed: ModelEvent = { type: 'xstate.done.actor.confirmPhone', output: { success: true } };
const scripted = [
  // Refused, then sent again and accepted.
  [loaded, ...complete, submit, confirmed, { type: 'xstate.error.actor.register', error: wrongCode }, submit],
  [loaded, ...complete, submit, confirmed, { type: 'xstate.done.actor.register', output: { success: true } }],
  // The code refused by the confirmation: nothing registered; a new code typed, confirmed and registered.
  [
    loaded,
    ...complete,
    submit,
    { type: 'xstate.error.actor.confirmPhone', error: codeRefused },
    change('smsCode', '654321'),
    submit,
    confirmed,
    { type: 'xstate.done.actor.register', output: { success: true } },
  ],
  // Another country: the confirmation goes to that country's phone code.
  [loaded, ...complete, change('country', 'DOM'), submit, confirmed],
  ...wrong.map(([bad, fix]) => [loaded, ...complete, bad, submit, fix, submit]),
  // The phone the server knows is prefilled; the country it names is not offered, so the player picks one.
  [
    { type: 'xstate.error.actor.loadContext', error: offline },
    { type: 'context.retry' },
    { type: 'xstate.done.actor.loadContext', output: knownPhone },
    ...complete.slice(1),
    submit,
    change('country', 'DOM'),
    submit,
  ],
].map((events) => scriptedPath(registrationMachine, model.input, events));

describe('registration machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(registrationMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, shortest));
  // Each rule of the form broken once, and the known phone prefilled.
  replayEach('written out', model, scripted);

  it('starts with the promo code of the link that opened it', () => {
    const actor = createActor(registrationMachine, { input: { promoCode: 'WELCOME' } }).start();
    expect(selectRegistrationFields(actor.getSnapshot()).promoCode).toBe('WELCOME');
    actor.stop();
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(registrationOracle as never));
});

import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  parseTimeLimit,
  type SignupLimitsContext,
  signupLimitsMachine,
} from '../../src/machines/signup-limits/signup-limits.machine';
import { type SignupLimitsView, signupLimitsOracle } from '../../src/machines/signup-limits/signup-limits.qa';
import {
  selectAmount,
  selectHours,
  selectIsInvalid,
  selectIsSaved,
  selectIsSaving,
  selectMinutes,
  selectPeriod,
  selectRefusal,
  selectSendingKind,
  selectSignupLimitsState,
} from '../../src/machines/signup-limits/signup-limits.selectors';
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
import { replayScripted } from './scripted';

const KINDS = ['deposit', 'loss', 'wager', 'time'] as const;

const refused = new ApiError({
  kind: 'http',
  status: 400,
  url: '/api/v1/user/limits',
  method: 'POST',
  fieldErrors: { amount: ['Enter an amount in HTG with at most 2 decimals'] },
});
const down = new ApiError({ kind: 'network', url: '/api/v1/user/limits', method: 'POST' });

const view = (s: AnyMachineSnapshot): SignupLimitsView => ({
  state: selectSignupLimitsState(s as never),
  saving: selectIsSaving(s as never),
  amounts: {
    deposit: selectAmount(s as never, 'deposit'),
    loss: selectAmount(s as never, 'loss'),
    wager: selectAmount(s as never, 'wager'),
  },
  periods: {
    deposit: selectPeriod(s as never, 'deposit'),
    loss: selectPeriod(s as never, 'loss'),
    wager: selectPeriod(s as never, 'wager'),
  },
  hours: selectHours(s as never),
  minutes: selectMinutes(s as never),
  // In the order the form shows them; the context keeps them in the order they were found.
  invalid: KINDS.filter((kind) => selectIsInvalid(s as never, kind)),
  saved: (s.context as SignupLimitsContext).saved.filter((kind) => selectIsSaved(s as never, kind)),
  sending: selectSendingKind(s as never),
  refusal: selectRefusal(s as never),
});

/** What the graph tells apart: each limit empty, a limit, or not one; what is marked, saved and refused. */
const status = (c: SignupLimitsContext, kind: (typeof KINDS)[number]) => {
  const text = kind === 'time' ? `${c.hours}|${c.minutes}` : `${c.amounts[kind]}|${c.periods[kind]}`;
  return text;
};

const model: MachineModel<typeof signupLimitsMachine> = {
  machine: signupLimitsMachine,
  promiseActors: ['saveLimit'],
  effects: ['goOn'],
  events: [
    { type: 'amount.change', kind: 'deposit', value: '500' },
    { type: 'amount.change', kind: 'deposit', value: '12.345' },
    { type: 'amount.change', kind: 'loss', value: '1 000,50' },
    { type: 'period.change', kind: 'loss', period: 'week' },
    { type: 'time.change', part: 'hours', value: '25' },
    { type: 'time.change', part: 'minutes', value: '90' },
    { type: 'limits.save' },
    { type: 'limits.skip' },
    { type: 'xstate.done.actor.saveLimit', output: {} },
    { type: 'xstate.error.actor.saveLimit', error: refused },
  ],
  oracle: signupLimitsOracle,
  view: view as never,
  serializeState: (s) => {
    const c = s.context as SignupLimitsContext;
    return JSON.stringify([
      s.value,
      KINDS.map((kind) => status(c, kind)),
      [...c.invalid].sort(),
      [...c.saved].sort(),
      c.failed,
    ]);
  },
  invariant: (s) => {
    const c = s.context as SignupLimitsContext;
    // A refusal always names its limit.
    expect(c.error === null).toBe(c.failed === null);
    // Nothing is sent while something filled in is marked as not a limit.
    if (s.matches('saving')) expect(c.invalid).toEqual([]);
  },
};

describe('signup limits machine paths', () => {
  // The visualizer, the inspector and docs/machines/signup-limits.md name the machine, and its state ids, by this id.
  it('is named signupLimits', () => {
    expect(signupLimitsMachine.id).toBe('signupLimits');
  });

  // docs/product.md#flows-signup-limits: the form opens empty, each money limit for a day, nothing marked or saved.
  it('opens with nothing filled in, every money limit per day', () => {
    const actor = createActor(signupLimitsMachine).start();
    expect(view(actor.getSnapshot())).toEqual({
      state: 'editing',
      saving: false,
      amounts: { deposit: '', loss: '', wager: '' },
      periods: { deposit: 'day', loss: 'day', wager: 'day' },
      hours: '',
      minutes: '',
      invalid: [],
      saved: [],
      sending: null,
      refusal: null,
    });
    actor.stop();
  });

  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(signupLimitsMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  replayEach('transition', model, transitionPaths(model, shortest));

  const save: ModelEvent = { type: 'limits.save' };
  const taken: ModelEvent = { type: 'xstate.done.actor.saveLimit', output: {} };
  replayScripted(model, [
    [
      // Every limit filled: sent in turn (deposit, loss, wager, play time), then the player goes on.
      'all four limits are sent in turn, each with its period',
      [
        { type: 'amount.change', kind: 'deposit', value: '2500' },
        { type: 'period.change', kind: 'deposit', period: 'month' },
        { type: 'amount.change', kind: 'loss', value: '1 000,50' },
        { type: 'period.change', kind: 'loss', period: 'week' },
        { type: 'amount.change', kind: 'wager', value: '99.99' },
        { type: 'time.change', part: 'hours', value: '1' },
        { type: 'time.change', part: 'minutes', value: '30' },
        save,
        taken,
        taken,
        taken,
        taken,
      ],
    ],
    [
      // A refusal in the middle: what was taken is not sent again; retrying sends the rest.
      'a refused wager limit is kept, then sent again alone with the play time',
      [
        { type: 'amount.change', kind: 'loss', value: '300' },
        { type: 'amount.change', kind: 'wager', value: '5000' },
        { type: 'time.change', part: 'minutes', value: '45' },
        save,
        taken,
        { type: 'xstate.error.actor.saveLimit', error: down },
        save,
        taken,
        { type: 'xstate.error.actor.saveLimit', error: refused },
        { type: 'time.change', part: 'minutes', value: '40' },
        save,
        taken,
      ],
    ],
    [
      // A refused limit that is changed loses its refusal; a change of another limit keeps it; a saved limit that
      // changes is sent again.
      'changing the refused limit clears its refusal, changing a saved one sends it again',
      [
        { type: 'amount.change', kind: 'deposit', value: '100' },
        { type: 'amount.change', kind: 'wager', value: '200' },
        save,
        taken,
        { type: 'xstate.error.actor.saveLimit', error: refused },
        { type: 'amount.change', kind: 'loss', value: '50' },
        { type: 'period.change', kind: 'wager', period: 'month' },
        { type: 'period.change', kind: 'deposit', period: 'week' },
        save,
        taken,
        taken,
        { type: 'xstate.error.actor.saveLimit', error: down },
        { type: 'amount.change', kind: 'deposit', value: '90' },
        { type: 'amount.change', kind: 'wager', value: '150' },
        save,
        { type: 'xstate.error.actor.saveLimit', error: refused },
        { type: 'limits.skip' },
      ],
    ],
    [
      // Play times at their bounds and beyond; amounts that are not ones; all marked at once and nothing sent.
      'play times and amounts that are not limits are marked and nothing is sent',
      [
        { type: 'time.change', part: 'hours', value: '24' },
        { type: 'time.change', part: 'minutes', value: '1' },
        { type: 'amount.change', kind: 'deposit', value: '0' },
        { type: 'amount.change', kind: 'wager', value: '-5' },
        { type: 'amount.change', kind: 'loss', value: 'abc' },
        save,
        { type: 'amount.change', kind: 'deposit', value: '10' },
        { type: 'time.change', part: 'minutes', value: '0' },
        { type: 'amount.change', kind: 'loss', value: '  ' },
        { type: 'amount.change', kind: 'wager', value: '' },
        save,
        taken,
        taken,
      ],
    ],
    [
      'a play time of 0 minutes, a fraction or a sign is not one',
      [
        { type: 'time.change', part: 'minutes', value: '0' },
        save,
        { type: 'time.change', part: 'minutes', value: '1.5' },
        save,
        { type: 'time.change', part: 'minutes', value: '+5' },
        save,
        { type: 'time.change', part: 'hours', value: '-1' },
        { type: 'time.change', part: 'minutes', value: ' 1 ' },
        save,
        { type: 'time.change', part: 'hours', value: ' ' },
        save,
        taken,
      ],
    ],
    [
      // Emptied again, a limit is not filled in any more: nothing is sent for it.
      'a limit typed and emptied again is not sent; Save with nothing filled in goes on',
      [
        { type: 'amount.change', kind: 'wager', value: '300' },
        { type: 'amount.change', kind: 'wager', value: '' },
        { type: 'time.change', part: 'hours', value: '2' },
        { type: 'time.change', part: 'hours', value: '' },
        // Only spaces is nothing typed.
        { type: 'time.change', part: 'hours', value: '  ' },
        save,
      ],
    ],
  ]);

  it('reads play times as the rules say', () => {
    expect(
      [
        ['', '1'],
        ['0', '1'],
        ['1', ''],
        ['1', '30'],
        ['', '90'],
        ['24', '0'],
        ['', '1440'],
        [' 2 ', ' 5 '],
        ['0001', '0'],
      ].map(([h, m]) => parseTimeLimit(h!, m!)),
    ).toEqual([1, 1, 60, 90, 90, 1440, 1440, 125, 60]);
    expect(
      [
        ['', ''],
        ['0', '0'],
        ['24', '1'],
        ['', '1441'],
        ['1.5', ''],
        ['', '-5'],
        ['1e1', ''],
        ['a', '1'],
        ['1', 'a'],
      ].map(([h, m]) => parseTimeLimit(h!, m!)),
    ).toEqual(Array(9).fill(null));
  });

  it('takes every row of the oracle', () => expectOracleCovered(signupLimitsOracle as never));
});

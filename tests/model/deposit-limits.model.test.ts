import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate';
import type { DepositLimits, KindLimits } from '../../contract/schemas/protection';
import { ApiError } from '../../src/api/errors';
import { depositLimitsMachine, type LimitsRead } from '../../src/machines/deposit-limits/deposit-limits.machine';
import { type DepositLimitsView, depositLimitsOracle } from '../../src/machines/deposit-limits/deposit-limits.qa';
import {
  selectBusyPeriod,
  selectDepositLimitsState,
  selectDraft,
  selectDraftInvalid,
  selectEditingPeriod,
  selectIsBusy,
  selectIsDue,
  selectLimitError,
  selectLimits,
  selectLimitsLoadError,
} from '../../src/machines/deposit-limits/deposit-limits.selectors';
import { parseLimitAmount, parseLimitMinutes } from '../../src/machines/deposit-limits/limit-amount';
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

const NOW = Date.parse('2025-07-15T16:00:00.000Z');
const HOUR = 3_600_000;
const resets = { day: '2025-07-16T04:00:00.000Z', week: '2025-07-21T04:00:00.000Z', month: '2025-08-01T04:00:00.000Z' };

/** A new player: no limit in any period. */
const none: DepositLimits = {
  day: { amount: null, used: 0, resets_at: resets.day },
  week: { amount: null, used: 0, resets_at: resets.week },
  month: { amount: null, used: 0, resets_at: resets.month },
};
/** A daily limit; a weekly increase waiting 20 more hours; a monthly removal that came due an hour ago. */
const mixed: DepositLimits = {
  day: { amount: 1000, used: 250, resets_at: resets.day },
  week: {
    amount: 3000,
    used: 250,
    resets_at: resets.week,
    pending: { amount: 5000, effective_at: new Date(NOW + 20 * HOUR).toISOString() },
  },
  month: {
    amount: 8000.5,
    used: 250,
    resets_at: resets.month,
    pending: { amount: null, effective_at: new Date(NOW - HOUR).toISOString() },
  },
};
/** Two increases waiting: the weekly one comes due 2 hours from now, the monthly one in 20 hours. */
const twoWaiting: DepositLimits = {
  day: { amount: 1000, used: 0, resets_at: resets.day },
  week: { ...mixed.week, pending: { amount: 4000, effective_at: new Date(NOW + 2 * HOUR).toISOString() } },
  month: { ...mixed.month, pending: { amount: 9000, effective_at: new Date(NOW + 20 * HOUR).toISOString() } },
};
/** After a save: the daily limit lowered at once. */
const lowered: DepositLimits = { ...none, day: { amount: 500, used: 0, resets_at: resets.day } };
const fixtures = [none, mixed, lowered, twoWaiting];

const refused = (message: string, url: string) =>
  new ApiError({ kind: 'http', status: 200, serverMessage: message, url, method: 'POST' });
const loadDown = new ApiError({ kind: 'network', url: '/api/v1/user/limits', method: 'GET' });
const saveRefused = new ApiError({
  kind: 'http',
  status: 400,
  url: '/api/v1/user/limits',
  method: 'POST',
  fieldErrors: { amount: ['Enter an amount in HTG with at most 2 decimals'] },
});
const tooEarly = refused('This change can be confirmed from 2025-07-16 08:00', '/api/v1/user/limits/confirm');
const nothingWaits = refused('No change is waiting for confirmation', '/api/v1/user/limits/cancel');

const view = (s: AnyMachineSnapshot): DepositLimitsView => ({
  state: selectDepositLimitsState(s as never),
  busy: selectIsBusy(s as never),
  limits: selectLimits(s as never),
  loadError: selectLimitsLoadError(s as never),
  editingPeriod: selectEditingPeriod(s as never),
  busyPeriod: selectBusyPeriod(s as never),
  draft: selectDraft(s as never),
  invalid: selectDraftInvalid(s as never),
  refusal: selectLimitError(s as never),
  due: {
    day: selectIsDue(s as never, 'day'),
    week: selectIsDue(s as never, 'week'),
    month: selectIsDue(s as never, 'month'),
  },
});

const at = (limits: KindLimits, now = NOW): LimitsRead => ({ limits, now });

const model: MachineModel<typeof depositLimitsMachine> = {
  machine: depositLimitsMachine,
  promiseActors: ['loadLimits', 'saveLimit', 'confirmLimit', 'cancelLimit'],
  events: [
    { type: 'xstate.done.actor.loadLimits', output: at(none) },
    { type: 'xstate.done.actor.loadLimits', output: at(mixed) },
    { type: 'xstate.error.actor.loadLimits', error: loadDown },
    { type: 'limits.retry' },
    { type: 'limit.edit', period: 'day' },
    { type: 'limit.edit', period: 'week' },
    { type: 'amount.change', value: '1 500' },
    { type: 'amount.change', value: '0' },
    { type: 'limit.submit' },
    { type: 'limit.remove' },
    { type: 'edit.cancel' },
    { type: 'pending.confirm', period: 'week' },
    { type: 'pending.confirm', period: 'month' },
    { type: 'pending.cancel', period: 'week' },
    { type: 'pending.cancel', period: 'day' },
    { type: 'xstate.done.actor.saveLimit', output: at(lowered, NOW + 5000) },
    { type: 'xstate.error.actor.saveLimit', error: saveRefused },
    { type: 'xstate.done.actor.confirmLimit', output: at(none, NOW + 6000) },
    { type: 'xstate.error.actor.confirmLimit', error: tooEarly },
    { type: 'xstate.done.actor.cancelLimit', output: at(lowered, NOW + 7000) },
    { type: 'xstate.error.actor.cancelLimit', error: nothingWaits },
    { type: 'xstate.after.untilDue.depositLimits.ready' },
  ],
  oracle: depositLimitsOracle,
  view: view as never,
  // The guards read which limits are held, the time, the period and whether the draft is an amount.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      fixtures.indexOf(s.context.limits as DepositLimits),
      s.context.now,
      s.context.period,
      parseLimitAmount(s.context.draft) !== null,
      s.context.draft === '',
      s.context.invalid,
      s.context.error?.message ?? null,
    ]),
  invariant: (s) => {
    // Nothing is sent for a draft that is not an amount.
    if (s.matches('saving')) expect(parseLimitAmount(s.context.draft)).not.toBeNull();
    if (s.hasTag('busy') && !s.matches('loading')) expect(s.context.period).not.toBeNull();
  },
};

describe('deposit limits machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(depositLimitsMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  replayEach('transition', model, transitionPaths(model, shortest));

  const loadMixed: ModelEvent = { type: 'xstate.done.actor.loadLimits', output: at(mixed) };
  const comesDue: ModelEvent = { type: 'xstate.after.untilDue.depositLimits.ready' };
  replayScripted(model, [
    [
      // The weekly increase comes due while the panel is open: then it can be confirmed; bad amounts stay unsent.
      'a waiting change comes due, is confirmed too early, then amounts are refused',
      [
        loadMixed,
        { type: 'pending.confirm', period: 'week' },
        comesDue,
        { type: 'pending.confirm', period: 'week' },
        { type: 'xstate.error.actor.confirmLimit', error: tooEarly },
        { type: 'limit.edit', period: 'month' },
        { type: 'amount.change', value: '12,50' },
        { type: 'limit.submit' },
        { type: 'xstate.error.actor.saveLimit', error: saveRefused },
        { type: 'amount.change', value: '1234567890' },
        { type: 'limit.submit' },
        { type: 'amount.change', value: '10.005' },
        { type: 'limit.submit' },
        { type: 'amount.change', value: 'abc' },
        { type: 'limit.submit' },
        { type: 'edit.cancel' },
      ],
    ],
    [
      // A period without a limit has none to remove; a form opens empty for it.
      'a period without a limit opens empty and has nothing to remove',
      [
        { type: 'xstate.done.actor.loadLimits', output: at(none) },
        { type: 'limit.edit', period: 'month' },
        { type: 'limit.remove' },
        { type: 'amount.change', value: '' },
        { type: 'limit.submit' },
        { type: 'edit.cancel' },
        comesDue,
      ],
    ],
    [
      // Two waiting changes: the sooner comes due first, then the later one.
      'two waiting changes come due in turn',
      [
        { type: 'xstate.done.actor.loadLimits', output: at(twoWaiting) },
        comesDue,
        { type: 'pending.confirm', period: 'month' },
        { type: 'pending.confirm', period: 'week' },
        { type: 'xstate.done.actor.confirmLimit', output: at(twoWaiting, NOW + 2 * HOUR) },
        comesDue,
        { type: 'pending.cancel', period: 'month' },
      ],
    ],
    [
      // docs/product.md#flows-deposit-limits: the panel moves on to each waiting change by itself, one after the
      // other, while the page stays open (the weekly one 2 hours from the read, the monthly one 20 hours from it).
      'two waiting changes come due one after the other while the panel stays open',
      [
        { type: 'xstate.done.actor.loadLimits', output: at(twoWaiting) },
        comesDue,
        comesDue,
        { type: 'pending.confirm', period: 'month' },
      ],
    ],
    [
      // A change due at the very moment the limits were read is due, not waiting.
      'a change due the moment the limits are read is confirmed at once',
      [
        { type: 'xstate.done.actor.loadLimits', output: at(mixed, Date.parse(mixed.week.pending!.effective_at)) },
        { type: 'pending.confirm', period: 'week' },
      ],
    ],
  ]);

  it('waits exactly until the next waiting change comes due', () => {
    const untilDue = depositLimitsMachine.implementations.delays.untilDue as unknown as (args: {
      context: { limits: DepositLimits | null; now: number };
    }) => number;
    expect(untilDue({ context: { limits: mixed, now: NOW } })).toBe(20 * HOUR);
    expect(untilDue({ context: { limits: twoWaiting, now: NOW } })).toBe(2 * HOUR);
    expect(untilDue({ context: { limits: twoWaiting, now: NOW + 3 * HOUR } })).toBe(17 * HOUR);
    expect(untilDue({ context: { limits: none, now: NOW } })).toBe(0);
  });

  // docs/product.md#flows-deposit-limits: with no change waiting there is nothing to move on to: the timer set on
  // entering the panel lapses and no other is set, so the panel rests.
  it('rests once no change waits: no timer is left to wake it', async () => {
    const machine = depositLimitsMachine.provide({ actors: { loadLimits: fromPromise(async () => at(none)) } });
    const actor = createActor(machine, { clock: new SimulatedClock(), input: undefined }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('ready');
    const scheduled = () => Object.values(actor.system.getSnapshot()._scheduledEvents);
    for (const timer of scheduled()) {
      actor.system.scheduler.cancel(timer.source, timer.id);
      actor.send(timer.event as never);
    }
    expect(scheduled()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.now).toBe(NOW);
    actor.stop();
  });

  it('reads amounts as the rules say', () => {
    expect(['250', '12.5', '12,50', '1 000', '999999999.99'].map(parseLimitAmount)).toEqual([
      250, 12.5, 12.5, 1000, 999999999.99,
    ]);
    expect(['', '0', '0.00', '-5', '10.005', '1e3', '1234567890', 'abc', '.5'].map(parseLimitAmount)).toEqual(
      Array(9).fill(null),
    );
  });

  it('takes every row of the oracle', () => expectOracleCovered(depositLimitsOracle as never));
});

/** The play-time limit: the day only, in minutes; an hour a day with 25 minutes played, a raise to 90 waiting. */
const timeNone: KindLimits = { day: { amount: null, used: 0, resets_at: resets.day } };
const timeSet: KindLimits = {
  day: {
    amount: 60,
    used: 25,
    resets_at: resets.day,
    pending: { amount: 90, effective_at: new Date(NOW + 3 * HOUR).toISOString() },
  },
};
const timeFixtures = [timeNone, timeSet];

const timeModel: MachineModel<typeof depositLimitsMachine> = {
  ...model,
  input: { unit: 'minutes' },
  events: [
    { type: 'xstate.done.actor.loadLimits', output: at(timeSet) },
    { type: 'xstate.done.actor.loadLimits', output: at(timeNone) },
    { type: 'limit.edit', period: 'day' },
    { type: 'amount.change', value: '1 440' },
    { type: 'amount.change', value: '12.5' },
    { type: 'limit.submit' },
    { type: 'limit.remove' },
    { type: 'edit.cancel' },
    { type: 'pending.cancel', period: 'day' },
    { type: 'pending.confirm', period: 'day' },
    { type: 'xstate.done.actor.saveLimit', output: at(timeNone, NOW + 5000) },
    { type: 'xstate.error.actor.saveLimit', error: saveRefused },
    { type: 'xstate.done.actor.cancelLimit', output: at(timeNone, NOW + 7000) },
    { type: 'xstate.done.actor.confirmLimit', output: at(timeNone, NOW + 3 * HOUR) },
    { type: 'xstate.after.untilDue.depositLimits.ready' },
  ],
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      timeFixtures.indexOf(s.context.limits as KindLimits),
      s.context.now,
      s.context.period,
      parseLimitMinutes(s.context.draft) !== null,
      s.context.draft === '',
      s.context.invalid,
      s.context.error?.message ?? null,
    ]),
  invariant: (s) => {
    // Nothing is sent for a draft that is not whole minutes of a day.
    if (s.matches('saving')) expect(parseLimitMinutes(s.context.draft)).not.toBeNull();
    expect(s.context.unit).toBe('minutes');
  },
};

describe('the play-time limit on the same machine (minutes, the day only)', () => {
  const shortest = modelPaths(timeModel, 'shortest');
  replayEach('transition', timeModel, transitionPaths(timeModel, shortest));
  replayScripted(timeModel, [
    [
      // docs/product.md#rules-deposit-limits: minutes are whole, from 1 to 1440; an HTG amount is not a time limit.
      'minutes out of a day or not whole are refused on the spot; 90 minutes are sent',
      [
        { type: 'xstate.done.actor.loadLimits', output: at(timeSet) },
        { type: 'limit.edit', period: 'day' },
        { type: 'amount.change', value: '0' },
        { type: 'limit.submit' },
        { type: 'amount.change', value: '1441' },
        { type: 'limit.submit' },
        { type: 'amount.change', value: '30,5' },
        { type: 'limit.submit' },
        { type: 'amount.change', value: ' 9 0 ' },
        { type: 'limit.submit' },
        { type: 'xstate.done.actor.saveLimit', output: at(timeNone, NOW + 5000) },
      ],
    ],
    [
      // docs/product.md#flows-deposit-limits: a waiting change of the day comes due while the panel stays open.
      "the day's waiting change comes due and is confirmed",
      [
        { type: 'xstate.done.actor.loadLimits', output: at(timeSet) },
        { type: 'pending.confirm', period: 'day' },
        { type: 'xstate.after.untilDue.depositLimits.ready' },
        { type: 'pending.confirm', period: 'day' },
      ],
    ],
    [
      'the smallest and the largest day are limits; a limit can be removed',
      [
        { type: 'xstate.done.actor.loadLimits', output: at(timeSet) },
        { type: 'limit.edit', period: 'day' },
        { type: 'amount.change', value: '1' },
        { type: 'limit.submit' },
        { type: 'xstate.error.actor.saveLimit', error: saveRefused },
        { type: 'amount.change', value: '1440' },
        { type: 'limit.submit' },
        { type: 'xstate.error.actor.saveLimit', error: saveRefused },
        { type: 'limit.remove' },
      ],
    ],
  ]);

  it('sends whole minutes, and starts in HTG when no unit is given', () => {
    const actor = createActor(depositLimitsMachine, { input: undefined }).start();
    expect(actor.getSnapshot().context.unit).toBe('htg');
    actor.stop();
  });

  it('reads minutes as the rules say', () => {
    expect(['1', '60', '1 440', '0090'].map(parseLimitMinutes)).toEqual([1, 60, 1440, 90]);
    expect(['', '0', '1441', '30.5', '30,5', '-5', '1e2', 'abc', '10000'].map(parseLimitMinutes)).toEqual(
      Array(9).fill(null),
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { CashDepositData } from '../../contract/schemas/wallet';
import { cashDepositMachine } from '../../src/machines/cash-deposit/cash-deposit.machine';
import { amountRuleOf, type CashDepositView, cashDepositOracle } from '../../src/machines/cash-deposit/cash-deposit.qa';
import {
  selectCashDepositState,
  selectDepositAmount,
  selectDepositAmountText,
  selectDepositClubId,
  selectDepositClubs,
  selectDepositError,
  selectDepositIsConfirming,
  selectDepositIsOverLimit,
  selectDepositIsSubmitting,
  selectDepositResult,
  selectDepositRules,
} from '../../src/machines/cash-deposit/cash-deposit.selectors';
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

/** A path written out as its events, from the model's start. */
const script = (model: MachineModel<typeof cashDepositMachine>, events: ModelEvent[]) =>
  scriptedPath(cashDepositMachine, model.input, events);

const data: CashDepositData = {
  clubs: [
    { id: 1, name: 'Club Delmas 33', address: 'Delmas 33, Port-au-Prince' },
    { id: 2, name: 'Club Jacmel', address: 'Rue du Commerce, Jacmel' },
  ],
  limits: { min: 100, max: 50_000 },
  endpoint: '/api/v1/payments/submit/cash-deposit',
  confirmMessage: 'Request a deposit PIN?',
};

const requested = { message: 'Bring 2 000 HTG to the club and give PIN 7310', pin: '7310' };
const refused = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Deposit refused',
  fieldErrors: { purseId: ['This club does not take deposits'] },
  url: data.endpoint,
  method: 'POST',
});

const events: ModelEvent[] = [
  { type: 'amount.pick', amount: 2000 },
  { type: 'amount.change', value: '1500,5' }, // decimal comma
  { type: 'amount.change', value: '99.99' }, // below min
  { type: 'amount.change', value: '50000.01' }, // above max
  { type: 'amount.change', value: '12.345' }, // three decimals: not an amount
  { type: 'amount.change', value: ' ' },
  { type: 'club.select', clubId: 2 },
  { type: 'club.select', clubId: 99 }, // not a club of this widget
  { type: 'form.submit' },
  { type: 'confirm.accept' },
  { type: 'confirm.cancel' },
  { type: 'xstate.done.actor.requestDeposit', output: requested },
  { type: 'xstate.error.actor.requestDeposit', error: refused },
  { type: 'form.reset' },
];

/** Without a confirmation only the send itself differs: a smaller event set walks it. */
const sendEvents: ModelEvent[] = [
  { type: 'amount.pick', amount: 2000 },
  { type: 'club.select', clubId: 2 },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestDeposit', output: requested },
  { type: 'xstate.error.actor.requestDeposit', error: refused },
  { type: 'form.reset' },
];

/** What the widget shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): CashDepositView => ({
  state: selectCashDepositState(s as never),
  amountText: selectDepositAmountText(s as never),
  amount: selectDepositAmount(s as never),
  clubs: selectDepositClubs(s as never).map((club) => club.id),
  clubId: selectDepositClubId(s as never),
  rules: selectDepositRules(s as never),
  overLimit: selectDepositIsOverLimit(s as never),
  submitting: selectDepositIsSubmitting(s as never),
  confirming: selectDepositIsConfirming(s as never),
  error: selectDepositError(s as never)?.message ?? null,
  result: selectDepositResult(s as never),
});

function depositModel(widget: CashDepositData): MachineModel<typeof cashDepositMachine> {
  return {
    machine: cashDepositMachine,
    input: { systemId: 3, data: widget },
    promiseActors: ['requestDeposit'],
    events,
    oracle: cashDepositOracle,
    view: view as never,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        amountRuleOf(s.context.amountText, s.context.data.limits) ?? null,
        s.context.clubId,
        Object.keys(s.context.rules).sort(),
        !!s.context.error,
      ]),
  };
}

describe('cash deposit machine paths', () => {
  describe.each([
    ['with a confirmation', data],
    ['with a blank confirmation', { ...data, confirmMessage: '  ' }, sendEvents],
    ['without a confirmation', { ...data, confirmMessage: null }, sendEvents],
  ])('%s', (_name, widget, only?: ModelEvent[]) => {
    const model = { ...depositModel(widget), ...(only ? { events: only } : {}) };
    const shortest = modelPaths(model, 'shortest');

    it('reaches every state of the machine', () => {
      // The states the widget's data-state and the QA report name.
      expect(stateIds(cashDepositMachine)).toEqual([
        'cashDeposit',
        'cashDeposit.editing',
        'cashDeposit.confirming',
        'cashDeposit.submitting',
        'cashDeposit.requested',
      ]);
      const visited = visitedStateIds(shortest);
      const expected = stateIds(cashDepositMachine).filter(
        (id) => widget.confirmMessage?.trim() || !id.endsWith('confirming'),
      );
      expect(expected.filter((id) => !visited.has(id))).toEqual([]);
    });

    describe.each(namedPaths(shortest))('shortest: %s', (_path, path) => {
      it('replays on the real machine', () => replayPath(model, path));
    });
    // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
    replayEach('transition', model, transitionPaths(model, shortest));
  });

  describe('with every amount typed', () => {
    // Each amount of the model is typed, the club picked and the form sent, so every amount rule is replayed
    // (the paths above keep one amount per rule).
    const model = depositModel({ ...data, confirmMessage: null });
    const amounts = events.filter((e) => e.type === 'amount.change' || e.type === 'amount.pick');
    for (const amount of [
      ...amounts,
      { type: 'amount.change', value: '100' },
      { type: 'amount.change', value: '50000' },
      { type: 'amount.change', value: '1 500' }, // a blank between thousands: not an amount
      { type: 'amount.change', value: '+500' },
      { type: 'amount.change', value: '1e3' },
    ]) {
      it(`sends or refuses ${JSON.stringify(amount)}`, () =>
        replayPath(model, script(model, [amount, { type: 'club.select', clubId: 1 }, { type: 'form.submit' }])));
    }
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(cashDepositOracle as never));
});

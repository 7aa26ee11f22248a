import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { WithdrawalCashData } from '../../contract/schemas/wallet';
import {
  amountRule,
  isClubOffered,
  isOverLimit,
  offeredClubs,
  htgAmount,
} from '../../src/machines/cash-withdrawal/cash-rules';
import {
  type CashWithdrawalContext,
  cashWithdrawalMachine,
  withdrawalBody,
} from '../../src/machines/cash-withdrawal/cash-withdrawal.machine';
import {
  amountRuleOf,
  type CashWithdrawalView,
  cashWithdrawalOracle,
  offered,
} from '../../src/machines/cash-withdrawal/cash-withdrawal.qa';
import {
  selectAmount,
  selectAmountText,
  selectCanSubmit,
  selectCashWithdrawalState,
  selectClubId,
  selectIds,
  selectIsConfirming,
  selectIsOverLimit,
  selectIsSubmitting,
  selectOfferedClubs,
  selectResult,
  selectRules,
  selectSecondsLeft,
  selectWithdrawalError,
} from '../../src/machines/cash-withdrawal/cash-withdrawal.selectors';
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
const script = (model: MachineModel<typeof cashWithdrawalMachine>, events: ModelEvent[]) =>
  scriptedPath(cashWithdrawalMachine, model.input, events);

const club = (id: number, withdrawal_limit: number, withdrawal_min: number) => ({
  id,
  label: `Club ${id}`,
  address: `Street ${id}`,
  withdrawal_limit,
  withdrawal_min,
});

const data: WithdrawalCashData = {
  showFiscalId: true,
  showNationalCardId: true,
  showNationalId: false,
  limits: { min: 250, max: 100_000, message: 'The amount is above the limit of this withdrawal method' },
  descriptions: [{ type: 'info', content: 'Bring your ID.' }],
  endpoint: '/api/v1/payments/submit/cash-withdrawal',
  confirmMessage: 'Confirm the cash withdrawal?',
  clubs: [club(1, 100_000, 500), club(2, 50_000, 250), club(3, -1, 1_000), club(4, 25_000, 0), club(5, 40_000, -1)],
};

const accepted = { message: 'Withdrawal request 42 created', pin: '4821' };
const refused = new ApiError({
  kind: 'http',
  status: 200,
  serverMessage: 'Withdrawal refused',
  fieldErrors: { amount: ['The amount is above your balance'] },
  url: data.endpoint,
  method: 'POST',
});

const allEvents: ModelEvent[] = [
  { type: 'amount.change', value: '3000' },
  { type: 'amount.change', value: '30000' }, // club 4 (limit 25 000) drops out
  { type: 'amount.change', value: '500' }, // club 3 (min 1 000) drops out
  { type: 'amount.change', value: '200000' }, // over the widget max
  { type: 'amount.change', value: '12.345' }, // not an amount
  { type: 'amount.change', value: '' },
  { type: 'amount.pick', amount: 1500 },
  { type: 'club.select', clubId: 3 },
  { type: 'club.select', clubId: 4 },
  { type: 'field.change', field: 'fiscal_id', value: 'F-123' },
  { type: 'form.submit', balance: 50_000 },
  { type: 'form.submit', balance: 1_000 },
  { type: 'confirm.accept' },
  { type: 'confirm.cancel' },
  { type: 'xstate.done.actor.submitWithdrawal', output: accepted },
  { type: 'xstate.error.actor.submitWithdrawal', error: refused },
  { type: 'xstate.after.countdownTick.cashWithdrawal.accepted' },
];
/** Without a confirmation only the send itself differs: a smaller event set walks it. */
const sendEvents: ModelEvent[] = [
  { type: 'amount.pick', amount: 1500 },
  { type: 'club.select', clubId: 4 },
  { type: 'form.submit', balance: 50_000 },
  { type: 'xstate.done.actor.submitWithdrawal', output: accepted },
  { type: 'xstate.error.actor.submitWithdrawal', error: refused },
  { type: 'xstate.after.countdownTick.cashWithdrawal.accepted' },
];

/** What the widget shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): CashWithdrawalView => ({
  state: selectCashWithdrawalState(s as never),
  amountText: selectAmountText(s as never),
  amount: selectAmount(s as never),
  clubs: selectOfferedClubs(s as never).map((club) => club.id),
  clubId: selectClubId(s as never),
  ids: selectIds(s as never),
  rules: selectRules(s as never),
  overLimit: selectIsOverLimit(s as never),
  canSubmit: selectCanSubmit(s as never),
  submitting: selectIsSubmitting(s as never),
  confirming: selectIsConfirming(s as never),
  error: selectWithdrawalError(s as never)?.message ?? null,
  result: selectResult(s as never),
  secondsLeft: selectSecondsLeft(s as never),
});

function withdrawalModel(widget: WithdrawalCashData, events: ModelEvent[]): MachineModel<typeof cashWithdrawalMachine> {
  return {
    machine: cashWithdrawalMachine,
    input: { systemId: 7, data: widget },
    promiseActors: ['submitWithdrawal'],
    effects: ['refreshBalance', 'reportWithdrawal', 'navigateHome'],
    events,
    oracle: cashWithdrawalOracle,
    view: view as never,
    // A vertex is what the rules see of the amount (its rule and the clubs it offers), not its text.
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        amountRuleOf(s.context as CashWithdrawalContext, null) ?? null,
        offered(s.context as CashWithdrawalContext),
        s.context.clubId,
        Object.keys(s.context.rules).sort(),
        !!s.context.error,
        s.matches('accepted') ? s.context.secondsLeft : null,
      ]),
  };
}

describe('cash withdrawal machine paths', () => {
  describe.each([
    ['with a confirmation', data, allEvents],
    ['without a confirmation', { ...data, confirmMessage: null }, sendEvents],
  ])('%s', (_name, widget, events) => {
    const model = withdrawalModel(widget, events);
    const shortest = modelPaths(model, 'shortest');

    it('reaches every state of the machine', () => {
      // The states the widget's data-state and the QA report name.
      expect(stateIds(cashWithdrawalMachine)).toEqual([
        'cashWithdrawal',
        'cashWithdrawal.editing',
        'cashWithdrawal.confirming',
        'cashWithdrawal.submitting',
        'cashWithdrawal.accepted',
        'cashWithdrawal.left',
      ]);
      const visited = visitedStateIds(shortest);
      const expected = stateIds(cashWithdrawalMachine).filter(
        (id) => widget.confirmMessage || !id.endsWith('confirming'),
      );
      expect(expected.filter((id) => !visited.has(id))).toEqual([]);
    });

    describe.each(namedPaths(shortest))('shortest: %s', (_path, path) => {
      it('replays on the real machine', () => replayPath(model, path));
    });
    // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
    replayEach('transition', model, transitionPaths(model, shortest));
  });

  describe('scripted', () => {
    const model = withdrawalModel(data, []);
    it('starts empty, on the first state', () => {
      const [start] = script(model, []).steps;
      expect(start!.state.value).toBe('editing');
      expect(start!.state.context).toMatchObject({
        amountText: '',
        clubId: null,
        ids: { fiscal_id: '', national_id: '', national_card_id: '' },
        rules: {},
        error: null,
        result: null,
        secondsLeft: 0,
      });
    });
    it('refuses an amount above the balance given at submit, then sends once it is within', () =>
      replayPath(
        model,
        script(model, [
          { type: 'amount.pick', amount: 3000 },
          { type: 'club.select', clubId: 1 },
          { type: 'form.submit', balance: 1_000 },
          { type: 'form.submit', balance: 50_000 },
        ]),
      ));
    it('without a confirmation, a refused submit then a valid one sends with no rule left', () => {
      const direct = withdrawalModel({ ...data, confirmMessage: null }, []);
      return replayPath(
        direct,
        script(direct, [
          { type: 'amount.pick', amount: 3000 },
          { type: 'club.select', clubId: 1 },
          { type: 'form.submit', balance: 1_000 },
          { type: 'form.submit', balance: 50_000 },
        ]),
      );
    });
    it('a blank confirmation text asks nothing', () => {
      const blank = withdrawalModel({ ...data, confirmMessage: '  ' }, []);
      return replayPath(
        blank,
        script(blank, [
          { type: 'amount.pick', amount: 3000 },
          { type: 'club.select', clubId: 1 },
          { type: 'form.submit', balance: 50_000 },
        ]),
      );
    });
    it('sends every id the widget shows, trimmed', () => {
      const allIds = withdrawalModel({ ...data, showNationalId: true }, []);
      return replayPath(
        allIds,
        script(allIds, [
          { type: 'field.change', field: 'fiscal_id', value: ' F-1' },
          { type: 'field.change', field: 'national_id', value: ' N-5 ' },
          { type: 'field.change', field: 'national_card_id', value: 'NC-9 ' },
          { type: 'amount.pick', amount: 3000 },
          { type: 'club.select', clubId: 1 },
          { type: 'form.submit', balance: 50_000 },
          { type: 'confirm.accept' },
        ]),
      );
    });
    const send: ModelEvent[] = [
      { type: 'form.submit', balance: 100_000 },
      { type: 'confirm.accept' },
      { type: 'xstate.done.actor.submitWithdrawal', output: accepted },
    ];
    // Every amount the rules tell apart, typed after a club was chosen and sent: the boundaries of the widget
    // limits and of the clubs' (club 2: limit 50 000 exclusive, minimum 250 included).
    const typed = (value: string): ModelEvent[] => [
      { type: 'club.select', clubId: 2 },
      { type: 'amount.change', value },
      { type: 'club.select', clubId: 2 },
    ];
    for (const value of ['250', '49999.99', '1500,5', '1500.25']) {
      it(`sends ${JSON.stringify(value)} at club 2`, () =>
        replayPath(model, script(model, [...typed(value), ...send])));
    }
    for (const value of [
      '249.99',
      '100000',
      '100000.01',
      '50000',
      '0',
      '-5',
      'abc',
      '12.345',
      ' ',
      '1 500',
      ' 1500',
      '+500',
      '1e3',
      '0x1F',
      '1,2,3',
      'Infinity',
    ]) {
      it(`refuses ${JSON.stringify(value)} at club 2`, () =>
        replayPath(model, script(model, [...typed(value), send[0]!])));
    }
    it('sends the shown ids trimmed and the hidden one empty', () =>
      replayPath(
        model,
        script(model, [
          { type: 'field.change', field: 'fiscal_id', value: ' F-123 ' },
          { type: 'field.change', field: 'national_id', value: 'N-5' },
          { type: 'field.change', field: 'national_card_id', value: ' NC-9' },
          { type: 'amount.pick', amount: 3000 },
          { type: 'club.select', clubId: 5 },
          ...send,
        ]),
      ));
    it('counts down ten seconds and goes home', () =>
      replayPath(
        model,
        script(model, [
          { type: 'amount.pick', amount: 3000 },
          { type: 'club.select', clubId: 1 },
          ...send,
          ...Array.from({ length: 10 }, () => ({ type: 'xstate.after.countdownTick.cashWithdrawal.accepted' })),
        ]),
      ));
    it('does not check the balance before it is known', () =>
      replayPath(
        model,
        script(model, [
          { type: 'amount.pick', amount: 3000 },
          { type: 'club.select', clubId: 1 },
          { type: 'form.submit', balance: null },
        ]),
      ));
    it('a club unknown to the widget is never chosen', () =>
      replayPath(model, script(model, [{ type: 'club.select', clubId: 99 }, send[0]!])));
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(cashWithdrawalOracle as never));
});

describe('cash withdrawal countdown', () => {
  it('ticks once a second (docs/product.md#constants-timing: accepted countdown 10 s in 1 s ticks)', () => {
    expect(cashWithdrawalMachine.implementations.delays.countdownTick).toBe(1000);
  });
});

describe('docs/product.md#rules-cash-withdrawal club rule (isClubOffered)', () => {
  const at = (limit: number, min: number, amount: number) =>
    isClubOffered({ withdrawal_limit: limit, withdrawal_min: min }, amount);

  it('a limit of 0 is no limit', () => expect(at(0, 0, 1_000_000)).toBe(true));
  it('a negative limit is unlimited', () => expect(at(-1, 0, 1_000_000)).toBe(true));
  it('a limit above the amount offers the club', () => expect(at(5_000, 0, 4_999.99)).toBe(true));
  it('a limit equal to the amount excludes the club (the limit is exclusive)', () =>
    expect(at(5_000, 0, 5_000)).toBe(false));
  it('a limit below the amount excludes the club', () => expect(at(5_000, 0, 5_000.01)).toBe(false));
  it('a minimum of 0 is no minimum', () => expect(at(0, 0, 0.01)).toBe(true));
  it('a negative minimum is unlimited', () => expect(at(0, -1, 0.01)).toBe(true));
  it('a minimum equal to the amount offers the club (the minimum is included)', () =>
    expect(at(0, 1_000, 1_000)).toBe(true));
  it('a minimum above the amount excludes the club', () => expect(at(0, 1_000, 999.99)).toBe(false));
  it('a minimum below the amount offers the club', () => expect(at(0, 1_000, 1_000.01)).toBe(true));
  it('both bounds must hold', () => {
    expect(at(5_000, 1_000, 3_000)).toBe(true);
    expect(at(5_000, 1_000, 500)).toBe(false);
    expect(at(5_000, 1_000, 6_000)).toBe(false);
    expect(at(-1, -1, 3_000)).toBe(true);
  });
  it('offers every club until the amount is a number', () => {
    expect(offeredClubs(data.clubs, null).map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(offeredClubs(data.clubs, 30_000).map((c) => c.id)).toEqual([1, 2, 3, 5]);
    expect(offeredClubs(data.clubs, 500).map((c) => c.id)).toEqual([1, 2, 4, 5]);
    expect(offeredClubs(data.clubs, 60_000).map((c) => c.id)).toEqual([1, 3]);
  });
});

describe('cash amounts', () => {
  it('parses HTG amounts with at most 2 decimals', () => {
    expect(htgAmount('1500')).toBe(1500);
    expect(htgAmount('1500,5')).toBe(1500.5);
    expect(htgAmount('1500.25')).toBe(1500.25);
    expect(htgAmount('.5')).toBe(0.5);
    expect(htgAmount('1 500')).toBeNull();
    expect(htgAmount('1\u2009500.25')).toBeNull();
    expect(htgAmount('12.345')).toBeNull();
    expect(htgAmount('-5')).toBeNull();
    expect(htgAmount('0')).toBeNull();
    expect(htgAmount('abc')).toBeNull();
    expect(htgAmount('')).toBeNull();
  });
  it('is over the limit only when max is above 0 and the amount above it', () => {
    expect(isOverLimit({ min: 0, max: 100 }, 100)).toBe(false);
    expect(isOverLimit({ min: 0, max: 100 }, 100.01)).toBe(true);
    expect(isOverLimit({ min: 0, max: 0 }, 1e9)).toBe(false);
    expect(isOverLimit({ min: 0, max: -1 }, 1e9)).toBe(false);
    expect(isOverLimit({ min: 0, max: 100 }, null)).toBe(false);
  });
  it('refuses empty, malformed, over-max, below-min and above-balance amounts in that order', () => {
    const limits = { min: 250, max: 100_000 };
    expect(amountRule('', limits, 1_000)).toBe('required');
    expect(amountRule('1.234', limits, 1_000)).toBe('invalid');
    expect(amountRule('100001', limits, 1_000_000)).toBe('aboveMax');
    expect(amountRule('249.99', limits, 1_000)).toBe('belowMin');
    expect(amountRule('250', limits, 249)).toBe('aboveBalance');
    expect(amountRule('250', limits, 250)).toBeNull();
    expect(amountRule('250', limits, null)).toBeNull();
    expect(amountRule('5', { min: 0, max: 0 }, null)).toBeNull();
  });
});

describe('cash withdrawal body (docs/product.md#calls-payment-bodies)', () => {
  const context = (ids: Partial<CashWithdrawalContext['ids']>, widget = data): CashWithdrawalContext => ({
    systemId: 7,
    data: widget,
    amountText: '3000',
    clubId: 2,
    ids: { fiscal_id: '', national_id: '', national_card_id: '', ...ids },
    rules: {},
    error: null,
    result: null,
    secondsLeft: 0,
  });

  it('sends the club as purseId and the shown ids, trimmed', () => {
    expect(withdrawalBody(context({ fiscal_id: ' F-1 ', national_card_id: 'NC-9' }))).toEqual({
      payment_system: 7,
      amount: 3000,
      purseId: 2,
      fiscal_id: 'F-1',
      national_id: '',
      national_card_id: 'NC-9',
    });
  });
  it('sends the ids the widget does not show empty', () => {
    const hidden = { ...data, showFiscalId: false, showNationalCardId: false, showNationalId: false };
    expect(withdrawalBody(context({ fiscal_id: 'F', national_id: 'N', national_card_id: 'C' }, hidden))).toMatchObject({
      fiscal_id: '',
      national_id: '',
      national_card_id: '',
    });
  });
});

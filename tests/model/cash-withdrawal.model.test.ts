import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { WithdrawalCashData } from '../../src/api/schemas/wallet';
import {
  amountRule,
  isClubOffered,
  isOverLimit,
  offeredClubs,
  parseAmount,
} from '../../src/machines/cash-withdrawal/cash-rules';
import {
  type CashWithdrawalContext,
  cashWithdrawalMachine,
  validateWithdrawal,
  withdrawalBody,
} from '../../src/machines/cash-withdrawal/cash-withdrawal.machine';
import {
  describePath,
  type MachineModel,
  type ModelEvent,
  modelPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

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

const offeredNow = (context: CashWithdrawalContext, clubId: number) => {
  const chosen = context.data.clubs.find((c) => c.id === clubId)!;
  const amount = parseAmount(context.amountText);
  return amount === null || isClubOffered(chosen, amount);
};

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

function withdrawalModel(widget: WithdrawalCashData, events: ModelEvent[]): MachineModel<typeof cashWithdrawalMachine> {
  return {
    machine: cashWithdrawalMachine,
    input: { systemId: 7, data: widget },
    promiseActors: ['submitWithdrawal'],
    effects: ['refreshBalance', 'reportWithdrawal', 'navigateHome'],
    events,
    invariant: (s) => {
      // spec §5: a chosen club is always one the rule offers for the amount typed.
      if (s.context.clubId !== null) expect(offeredNow(s.context, s.context.clubId)).toBe(true);
      if (s.matches('submitting') || s.matches('confirming')) {
        const amount = parseAmount(s.context.amountText);
        expect(amount).not.toBeNull();
        expect(isOverLimit(s.context.data.limits, amount)).toBe(false);
        expect(amount! >= s.context.data.limits.min).toBe(true);
        expect(s.context.clubId).not.toBeNull();
      }
    },
    expectStep: ({ from, event, to, effects }) => {
      if ((event.type === 'amount.change' || event.type === 'amount.pick') && from.matches('editing')) {
        const text = event.type === 'amount.change' ? (event.value as string) : String(event.amount);
        expect(to.context.amountText).toBe(text);
        const previous = from.context.clubId;
        const amount = parseAmount(text);
        const stillOffered =
          previous === null ||
          amount === null ||
          isClubOffered((from.context as CashWithdrawalContext).data.clubs.find((c) => c.id === previous)!, amount);
        // A club that stops being offered after an amount change is cleared.
        expect(to.context.clubId).toBe(stillOffered ? previous : null);
      }
      if (event.type === 'club.select' && from.matches('editing')) {
        const offered = offeredNow(from.context, event.clubId as number);
        expect(to.context.clubId).toBe(offered ? event.clubId : from.context.clubId);
      }
      if (event.type === 'form.submit' && from.matches('editing')) {
        const rules = validateWithdrawal(from.context, event.balance as number);
        const valid = Object.keys(rules).length === 0;
        if (!valid) {
          // Refused before sending: below min, over max or above balance, or no club.
          expect(to.value).toBe('editing');
          expect(to.context.rules).toEqual(rules);
        } else expect(to.value).toBe(from.context.data.confirmMessage ? 'confirming' : 'submitting');
      }
      if (event.type === 'confirm.cancel') expect(to.value).toBe('editing');
      if (event.type === 'xstate.done.actor.submitWithdrawal') {
        expect(to.value).toBe('accepted');
        expect(to.context.result).toEqual(accepted);
        expect(to.context.secondsLeft).toBe(10);
        expect(effects).toEqual(['refreshBalance', 'reportWithdrawal']);
      }
      if (event.type === 'xstate.error.actor.submitWithdrawal') {
        expect(to.value).toBe('editing');
        expect(to.context.error).toBe(refused);
        expect(to.context.amountText).toBe(from.context.amountText); // nothing typed is lost
        expect(to.context.clubId).toBe(from.context.clubId);
      }
      if (event.type === 'xstate.after.countdownTick.cashWithdrawal.accepted') {
        const last = from.context.secondsLeft === 1;
        expect(to.value).toBe(last ? 'left' : 'accepted');
        expect(to.context.secondsLeft).toBe(from.context.secondsLeft - 1);
        expect(effects).toEqual(last ? ['navigateHome'] : []);
      }
    },
    // A vertex is what the rules see of the amount (its rule and the clubs it offers), not its text.
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        amountRule(s.context.amountText, s.context.data.limits, null),
        offeredClubs((s.context as CashWithdrawalContext).data.clubs, parseAmount(s.context.amountText)).map(
          (c) => c.id,
        ),
        s.context.clubId,
        Object.keys(s.context.rules).sort(),
        !!s.context.error,
        s.matches('accepted') ? s.context.secondsLeft : null,
      ]),
  };
}

describe.each([
  ['with a confirmation', data, allEvents],
  ['without a confirmation', { ...data, confirmMessage: null }, sendEvents],
])('cash withdrawal machine paths %s', (_name, widget, events) => {
  const model = withdrawalModel(widget, events);
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    const expected = stateIds(cashWithdrawalMachine).filter(
      (id) => widget.confirmMessage || !id.endsWith('confirming'),
    );
    expect(expected.filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_path, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, shortest));
});

describe('cash withdrawal countdown', () => {
  it('ticks once a second (spec §9: accepted countdown 10 s in 1 s ticks)', () => {
    expect(cashWithdrawalMachine.implementations.delays.countdownTick).toBe(1000);
  });
});

describe('spec §5 club rule (isClubOffered)', () => {
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
    expect(parseAmount('1500')).toBe(1500);
    expect(parseAmount('1 500,5')).toBe(1500.5);
    expect(parseAmount('1\u2009500.25')).toBe(1500.25);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
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

describe('cash withdrawal body (spec §7)', () => {
  const context = (ids: Partial<CashWithdrawalContext['ids']>, widget = data): CashWithdrawalContext => ({
    systemId: 7,
    data: widget,
    amountText: '3 000',
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

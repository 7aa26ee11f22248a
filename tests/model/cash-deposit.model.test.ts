import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { CashDepositData } from '../../src/api/schemas/wallet';
import {
  type CashDepositContext,
  cashDepositMachine,
  depositBody,
  validateDeposit,
} from '../../src/machines/cash-deposit/cash-deposit.machine';
import { amountRule } from '../../src/machines/cash-withdrawal/cash-rules';
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
  { type: 'amount.change', value: '50' }, // below min
  { type: 'amount.change', value: '60000' }, // above max
  { type: 'amount.change', value: '' },
  { type: 'club.select', clubId: 2 },
  { type: 'club.select', clubId: 99 }, // not a club of this widget
  { type: 'form.submit' },
  { type: 'confirm.accept' },
  { type: 'confirm.cancel' },
  { type: 'xstate.done.actor.requestDeposit', output: requested },
  { type: 'xstate.error.actor.requestDeposit', error: refused },
  { type: 'form.reset' },
];

function depositModel(widget: CashDepositData): MachineModel<typeof cashDepositMachine> {
  return {
    machine: cashDepositMachine,
    input: { systemId: 3, data: widget },
    promiseActors: ['requestDeposit'],
    events,
    invariant: (s) => {
      if (s.matches('submitting') || s.matches('confirming')) expect(validateDeposit(s.context)).toEqual({});
      if (s.context.clubId !== null)
        expect((s.context as CashDepositContext).data.clubs.some((c) => c.id === s.context.clubId)).toBe(true);
    },
    expectStep: ({ from, event, to }) => {
      if (event.type === 'club.select' && from.matches('editing')) {
        const known = (from.context as CashDepositContext).data.clubs.some((c) => c.id === event.clubId);
        expect(to.context.clubId).toBe(known ? event.clubId : from.context.clubId);
      }
      if (event.type === 'form.submit' && from.matches('editing')) {
        const rules = validateDeposit(from.context);
        if (Object.keys(rules).length > 0) {
          // Nothing is sent without a club and an amount within the limits.
          expect(to.value).toBe('editing');
          expect(to.context.rules).toEqual(rules);
        } else expect(to.value).toBe(from.context.data.confirmMessage ? 'confirming' : 'submitting');
      }
      if (event.type === 'confirm.cancel') expect(to.value).toBe('editing');
      if (event.type === 'xstate.done.actor.requestDeposit') {
        expect(to.value).toBe('requested');
        expect(to.context.result).toEqual(requested);
      }
      if (event.type === 'xstate.error.actor.requestDeposit') {
        expect(to.value).toBe('editing');
        expect(to.context.error).toBe(refused);
        expect(to.context.amountText).toBe(from.context.amountText);
        expect(to.context.clubId).toBe(from.context.clubId);
      }
      if (event.type === 'form.reset') {
        expect(to.value).toBe('editing');
        expect([to.context.amountText, to.context.clubId, to.context.result]).toEqual(['', null, null]);
      }
    },
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        amountRule(s.context.amountText, s.context.data.limits, null),
        s.context.clubId,
        Object.keys(s.context.rules).sort(),
        !!s.context.error,
      ]),
  };
}

describe.each([
  ['with a confirmation', data],
  ['without a confirmation', { ...data, confirmMessage: null }],
])('cash deposit machine paths %s', (_name, widget) => {
  const model = depositModel(widget);
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    const expected = stateIds(cashDepositMachine).filter((id) => widget.confirmMessage || !id.endsWith('confirming'));
    expect(expected.filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_path, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, shortest));
});

describe('cash deposit body (spec §7)', () => {
  it('asks for a PIN (is_confirm_uid 1) at the chosen club, with the ids this widget does not show empty', () => {
    const context: CashDepositContext = {
      systemId: 3,
      data,
      amountText: '2000',
      clubId: 2,
      rules: {},
      error: null,
      result: null,
    };
    expect(depositBody(context)).toEqual({
      payment_system: 3,
      amount: 2000,
      purseId: 2,
      is_confirm_uid: '1',
      fiscal_id: '',
      national_card_id: '',
    });
  });
});

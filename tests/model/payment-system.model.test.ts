import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import type { PaymentSystemLoad } from '../../src/api/cashier';
import { ApiError } from '../../src/api/errors';
import type { PaymentSystem, PaymentSystemDetail } from '../../contract/schemas/wallet';
import { paymentSystemMachine } from '../../src/machines/payment-system/payment-system.machine';
import { type PaymentSystemView, paymentSystemOracle } from '../../src/machines/payment-system/payment-system.qa';
import {
  selectIsListLoading,
  selectList,
  selectListError,
  selectListState,
  selectSystem,
  selectSystemError,
  selectSystemId,
  selectSystemState,
  selectSystemView,
} from '../../src/machines/payment-system/payment-system.selectors';
import { everyEdgePaths } from './every-edge';
import { expectOracleCovered, type MachineModel, replayEach, stateIds, visitedStateIds } from './harness';

const deposits: PaymentSystem[] = [
  { id: 1, name: 'MonCash', icon: '/m.svg', type: 'page', direction: 1 },
  { id: 5, name: 'Bank card', icon: '/c.svg', type: 'link', direction: 1, href: 'https://pay.example.com' },
];
const withdrawals: PaymentSystem[] = [{ id: 6, name: 'Cash at a club', icon: '/w.svg', type: 'widget', direction: 2 }];
const natCash: PaymentSystemDetail = {
  id: 2,
  name: 'NatCash',
  icon: '/n.svg',
  type: 'form',
  direction: 1,
  title: 'Deposit with NatCash',
  form: { endpoint: '/api/v1/payments/submit/natcash', confirmMessage: null, fields: [] },
};
const found: PaymentSystemLoad = { kind: 'system', system: natCash };
const empty: PaymentSystemLoad = { kind: 'empty' };
const unknownType: PaymentSystemLoad = { kind: 'unknownType', type: 'hologram' };
const unauthorised = new ApiError({ kind: 'http', status: 401, url: '/api/v1/payment_deposits', method: 'GET' });
const unknownId = new ApiError({
  kind: 'http',
  status: 200,
  reason: 'Payment system not found',
  url: '/api/v1/payment_system/99',
  method: 'GET',
});

const withdrawalsDown = new ApiError({ kind: 'http', status: 503, url: '/api/v1/payment_withdrawals', method: 'GET' });
const widget = (name: string, id: number): PaymentSystemLoad => ({
  kind: 'system',
  system: { id, name: 'Cash', icon: '', type: 'widget', direction: 1, widget: name, data: {} },
});

const events = [
  { type: 'list.open', direction: 1 },
  { type: 'list.open', direction: 2 },
  // Neither deposits nor withdrawals: nothing to load.
  { type: 'list.open', direction: 3 },
  { type: 'list.retry' },
  { type: 'xstate.done.actor.loadDeposits', output: deposits },
  { type: 'xstate.error.actor.loadDeposits', error: unauthorised },
  { type: 'xstate.done.actor.loadWithdrawals', output: withdrawals },
  { type: 'xstate.error.actor.loadWithdrawals', error: withdrawalsDown },
  { type: 'system.open', id: 2 },
  { type: 'system.retry' },
  { type: 'system.close' },
  { type: 'xstate.done.actor.loadSystem', output: found },
  { type: 'xstate.done.actor.loadSystem', output: widget('deposit-cash', 3) },
  { type: 'xstate.done.actor.loadSystem', output: widget('hologram-wallet', 4) },
  { type: 'xstate.done.actor.loadSystem', output: empty },
  { type: 'xstate.done.actor.loadSystem', output: unknownType },
  { type: 'xstate.error.actor.loadSystem', error: unknownId },
];

/** What the cashier screens show, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): PaymentSystemView => ({
  listState: selectListState(s as never),
  listLoading: selectIsListLoading(s as never),
  list: selectList(s as never),
  listError: selectListError(s as never),
  systemView: selectSystemView(s as never),
  systemState: selectSystemState(s as never),
  system: selectSystem(s as never),
  systemId: selectSystemId(s as never),
  systemError: selectSystemError(s as never),
  busy: s.hasTag('busy'),
});

const model: MachineModel<typeof paymentSystemMachine> = {
  machine: paymentSystemMachine,
  promiseActors: ['loadDeposits', 'loadWithdrawals', 'loadSystem'],
  effects: ['checkAuthorization'],
  events,
  oracle: paymentSystemOracle,
  view: view as never,
  serializeState: (s) => JSON.stringify([s.value, s.context.direction]),
  invariant: (s) => {
    // Context holds data and ApiErrors, never display text.
    expect(typeof s.context.systemError === 'object').toBe(true);
    if (s.matches({ system: 'failed' })) expect(s.context.systemError).toBeInstanceOf(ApiError);
    if (s.matches({ list: 'failed' })) expect(s.context.listError).toBeInstanceOf(ApiError);
  },
};

describe('payment system machine paths', () => {
  // Two parallel regions: every edge of the graph once (the shortest route to its source, then the edge), so
  // each row of the oracle is taken whatever the other region is in.
  const paths = everyEdgePaths(model);
  it('reaches every state of the machine', () => {
    expect(stateIds(paymentSystemMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });
  replayEach('edge', model, paths);

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(paymentSystemOracle as never));
});

describe('payment system screen texts', () => {
  it('an unknown widget is "Unknown data", a known one is shown', async () => {
    const widget = (name: string): PaymentSystemLoad => ({
      kind: 'system',
      system: { id: 3, name: 'Cash', icon: '', type: 'widget', direction: 1, widget: name, data: {} },
    });
    for (const [name, view] of [
      ['deposit-cash', 'ready'],
      ['withdrawal-crypto', 'ready'],
      ['hologram-wallet', 'unknownWidget'],
    ] as const) {
      const actor = createActor(
        paymentSystemMachine.provide({
          actors: { loadSystem: fromPromise<PaymentSystemLoad, { id: number }>(async () => widget(name)) },
        }),
      ).start();
      actor.send({ type: 'system.open', id: 3 });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(selectSystemView(actor.getSnapshot())).toBe(view);
      actor.stop();
    }
  });

  it('passes the opened id to the load and the load of a closed system is dropped', async () => {
    const ids: number[] = [];
    const actor = createActor(
      paymentSystemMachine.provide({
        actors: {
          loadSystem: fromPromise<PaymentSystemLoad, { id: number }>(async ({ input }) => {
            ids.push(input.id);
            return found;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'system.open', id: 2 });
    actor.send({ type: 'system.close' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ids).toEqual([2]);
    expect(actor.getSnapshot().context.system).toBeNull();
    actor.stop();
  });
});

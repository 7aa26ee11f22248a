import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PaymentSystemLoad } from '../../src/api/cashier';
import { ApiError } from '../../src/api/errors';
import type { PaymentSystem, PaymentSystemDetail } from '../../src/api/schemas/wallet';
import { paymentSystemMachine } from '../../src/machines/payment-system/payment-system.machine';
import { selectSystemView } from '../../src/machines/payment-system/payment-system.selectors';
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

const events = [
  { type: 'list.open', direction: 1 },
  { type: 'list.open', direction: 2 },
  { type: 'list.retry' },
  { type: 'xstate.done.actor.loadDeposits', output: deposits },
  { type: 'xstate.error.actor.loadDeposits', error: unauthorised },
  { type: 'xstate.done.actor.loadWithdrawals', output: withdrawals },
  { type: 'xstate.error.actor.loadWithdrawals', error: unauthorised },
  { type: 'system.open', id: 2 },
  { type: 'system.retry' },
  { type: 'system.close' },
  { type: 'xstate.done.actor.loadSystem', output: found },
  { type: 'xstate.done.actor.loadSystem', output: empty },
  { type: 'xstate.done.actor.loadSystem', output: unknownType },
  { type: 'xstate.error.actor.loadSystem', error: unknownId },
];

const loadErrors = new Set([
  'xstate.error.actor.loadDeposits',
  'xstate.error.actor.loadWithdrawals',
  'xstate.error.actor.loadSystem',
]);

const model: MachineModel<typeof paymentSystemMachine> = {
  machine: paymentSystemMachine,
  promiseActors: ['loadDeposits', 'loadWithdrawals', 'loadSystem'],
  effects: ['checkAuthorization'],
  events,
  expectStep: ({ from, event, to, effects }) => {
    // spec §4 / §6: any failure of the three loads checks the authorisation, and nothing else does.
    expect(effects).toEqual(loadErrors.has(event.type) ? ['checkAuthorization'] : []);
    switch (event.type) {
      case 'list.open': {
        // Opening a list loads it (deposits or withdrawals by direction).
        const loading = event.direction === 1 ? 'loadingDeposits' : 'loadingWithdrawals';
        expect(to.matches({ list: loading })).toBe(true);
        expect(to.context).toMatchObject({ direction: event.direction, list: null, listError: null });
        break;
      }
      case 'list.retry':
        expect(to.matches({ list: from.context.direction === 1 ? 'loadingDeposits' : 'loadingWithdrawals' })).toBe(
          true,
        );
        expect(to.context.listError).toBeNull();
        break;
      case 'xstate.done.actor.loadDeposits':
      case 'xstate.done.actor.loadWithdrawals':
        expect(to.matches({ list: 'ready' })).toBe(true);
        expect(to.context.list).toBe(event.output);
        break;
      case 'xstate.error.actor.loadDeposits':
      case 'xstate.error.actor.loadWithdrawals':
        expect(to.matches({ list: 'failed' })).toBe(true);
        expect(to.context.listError).toBe(event.error);
        break;
      case 'system.open':
        // Opening a system clears the previous one and its error, then fetches it by id.
        expect(to.matches({ system: 'loading' })).toBe(true);
        expect(to.context).toMatchObject({ systemId: event.id, system: null, systemError: null, unknownType: null });
        expect(selectSystemView(to)).toBe('loading');
        break;
      case 'system.close':
        expect(to.matches({ system: 'idle' })).toBe(true);
        expect(to.context).toMatchObject({ systemId: null, system: null, systemError: null });
        break;
      case 'xstate.done.actor.loadSystem': {
        const load = event.output as PaymentSystemLoad;
        if (load.kind === 'system') {
          expect(to.context.system).toBe(load.system);
          expect(selectSystemView(to)).toBe('ready');
        } else if (load.kind === 'empty') {
          expect(to.context.system).toBeNull();
          expect(selectSystemView(to)).toBe('empty'); // 'System start error'
        } else {
          expect(to.context.unknownType).toBe('hologram');
          expect(selectSystemView(to)).toBe('serviceError'); // 'Service error'
        }
        break;
      }
      case 'xstate.error.actor.loadSystem':
        expect(to.context.systemError).toBe(event.error);
        expect(selectSystemView(to)).toBe('failed'); // the error text
        break;
    }
    // The list and the system are independent: a step in one region leaves the other's data alone.
    if (event.type.includes('System') || event.type.startsWith('system.'))
      expect(to.context.list).toBe(from.context.list);
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.direction]),
  invariant: (s) => {
    // Context holds data and ApiErrors, never display text.
    expect(typeof s.context.systemError === 'object').toBe(true);
    if (s.matches({ system: 'failed' })) expect(s.context.systemError).toBeInstanceOf(ApiError);
    if (s.matches({ list: 'failed' })) expect(s.context.listError).toBeInstanceOf(ApiError);
    if (s.matches({ system: 'loading' })) expect(s.hasTag('busy')).toBe(true);
  },
};

describe('payment system machine paths', () => {
  // Two parallel regions make simple paths explode: every shortest path to each (state, direction) vertex.
  const paths = modelPaths(model, 'shortest');
  it('reaches every state of the machine', () => {
    expect(stateIds(paymentSystemMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });
  describe.each(paths.map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', model, transitionPaths(model, paths));
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

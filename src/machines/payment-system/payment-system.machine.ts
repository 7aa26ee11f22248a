// Purpose: loads the cashier's payment method lists and the method the player opens
// (docs/product.md#flows-payment-system).
// docs/product.md#routes-cashier and docs/product.md#flows-payment-system payment system pages: a method list (deposits
// or withdrawals) and one system beside it (desktop) or on its own page. Opening a list loads it; opening a system
// clears the previous one and its error, fetches it by id and stores it. Any failure of the three loads checks the
// authorisation (docs/product.md#roles: unauthorised players are logged out and sent to /), which is an injected
// action.
import { assign, setup } from 'xstate';
import type { PaymentSystemLoad } from '../../api/cashier';
import type { ApiError } from '../../api/errors';
import type { PaymentSystem, PaymentSystemDetail } from '../../../contract/schemas/wallet';
import { DIRECTION } from '../../config/constants';
import { errorOf, notProvided } from '../shared';

export type PaymentDirection = (typeof DIRECTION)[keyof typeof DIRECTION];

export interface PaymentSystemContext {
  direction: PaymentDirection | null;
  list: PaymentSystem[] | null;
  listError: ApiError | null;
  systemId: number | null;
  system: PaymentSystemDetail | null;
  /** The type the server sent when this app does not know it (the view says 'Service error'). */
  unknownType: string | null;
  systemError: ApiError | null;
}

export type PaymentSystemEvent =
  | { type: 'list.open'; direction: PaymentDirection }
  | { type: 'list.retry' }
  | { type: 'system.open'; id: number }
  | { type: 'system.retry' }
  | { type: 'system.close' };

const initialContext: PaymentSystemContext = {
  direction: null,
  list: null,
  listError: null,
  systemId: null,
  system: null,
  unknownType: null,
  systemError: null,
};

const loadList = notProvided<PaymentSystem[]>('payment system list');

export const paymentSystemMachine = setup({
  types: {
    context: {} as PaymentSystemContext,
    events: {} as PaymentSystemEvent,
  },
  actors: {
    loadDeposits: loadList,
    loadWithdrawals: loadList,
    loadSystem: notProvided<PaymentSystemLoad, { id: number }>('loadSystem'),
  },
  guards: {
    isDepositList: ({ event }) => event.type === 'list.open' && event.direction === DIRECTION.deposit,
    isWithdrawalList: ({ event }) => event.type === 'list.open' && event.direction === DIRECTION.withdrawal,
    isDepositDirection: ({ context }) => context.direction === DIRECTION.deposit,
    isEmptySystem: (_, load: PaymentSystemLoad) => load.kind === 'empty',
    isUnknownType: (_, load: PaymentSystemLoad) => load.kind === 'unknownType',
  },
  actions: {
    // Injected where mounted: sessionActor.send({ type: 'session.check' }).
    checkAuthorization: () => {},
    openList: assign({
      direction: ({ event }) => (event.type === 'list.open' ? event.direction : null),
      list: null,
      listError: null,
    }),
    storeList: assign((_, list: PaymentSystem[]) => ({ list })),
    storeListError: assign((_, error: unknown) => ({ listError: error as ApiError })),
    openSystem: assign({
      systemId: ({ event, context }) => (event.type === 'system.open' ? event.id : context.systemId),
      system: null,
      unknownType: null,
      systemError: null,
    }),
    retrySystem: assign({ system: null, unknownType: null, systemError: null }),
    storeSystem: assign((_, load: PaymentSystemLoad) => ({
      system: load.kind === 'system' ? load.system : null,
      unknownType: load.kind === 'unknownType' ? load.type : null,
    })),
    storeSystemError: assign((_, error: unknown) => ({ systemError: error as ApiError })),
    closeSystem: assign({ systemId: null, system: null, unknownType: null, systemError: null }),
  },
}).createMachine({
  id: 'paymentSystem',
  context: initialContext,
  type: 'parallel',
  states: {
    list: {
      initial: 'idle',
      on: {
        'list.open': [
          { guard: 'isDepositList', target: '.loadingDeposits', actions: 'openList' },
          { guard: 'isWithdrawalList', target: '.loadingWithdrawals', actions: 'openList' },
        ],
      },
      states: {
        idle: {},
        loadingDeposits: {
          tags: ['busy'],
          invoke: {
            id: 'loadDeposits',
            src: 'loadDeposits',
            onDone: { target: 'ready', actions: { type: 'storeList', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: [{ type: 'storeListError', params: errorOf }, 'checkAuthorization'],
            },
          },
        },
        loadingWithdrawals: {
          tags: ['busy'],
          invoke: {
            id: 'loadWithdrawals',
            src: 'loadWithdrawals',
            onDone: { target: 'ready', actions: { type: 'storeList', params: ({ event }) => event.output } },
            onError: {
              target: 'failed',
              actions: [{ type: 'storeListError', params: errorOf }, 'checkAuthorization'],
            },
          },
        },
        ready: {},
        failed: {
          on: {
            'list.retry': [
              { guard: 'isDepositDirection', target: 'loadingDeposits', actions: assign({ listError: null }) },
              { target: 'loadingWithdrawals', actions: assign({ listError: null }) },
            ],
          },
        },
      },
    },
    system: {
      initial: 'idle',
      on: {
        'system.open': { target: '.loading', actions: 'openSystem' },
        'system.close': { target: '.idle', actions: 'closeSystem' },
      },
      states: {
        idle: {},
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadSystem',
            src: 'loadSystem',
            input: ({ context }) => ({ id: context.systemId ?? 0 }),
            onDone: [
              {
                guard: { type: 'isEmptySystem', params: ({ event }) => event.output },
                target: 'empty',
              },
              {
                guard: { type: 'isUnknownType', params: ({ event }) => event.output },
                target: 'unsupported',
                actions: { type: 'storeSystem', params: ({ event }) => event.output },
              },
              { target: 'ready', actions: { type: 'storeSystem', params: ({ event }) => event.output } },
            ],
            onError: {
              target: 'failed',
              actions: [{ type: 'storeSystemError', params: errorOf }, 'checkAuthorization'],
            },
          },
        },
        ready: {},
        /** Nothing usable came back: 'System start error'. */
        empty: {},
        /** A type this app cannot show: 'Service error'. */
        unsupported: {},
        failed: {
          on: { 'system.retry': { target: 'loading', actions: 'retrySystem' } },
        },
      },
    },
  },
});

export type PaymentSystemMachine = typeof paymentSystemMachine;

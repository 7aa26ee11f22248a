// The independent oracle of the payment system pages (docs/architecture.md, "Machines and their oracles"),
// written from the product rules, checked at every step of tests/model/payment-system.model.test.ts:
// - opening a list (deposits 1, withdrawals 2) loads it; a failed list can be retried in the same direction;
// - opening a system clears the previous one and its error and fetches it by id; closing clears it; a failed
//   system can be retried; nothing usable is 'System start error', an unknown type 'Service error', an
//   unknown widget 'Unknown data';
// - any failure of the three loads checks the authorisation;
// - the list and the system are two independent regions: a step in one leaves the other as it was.
import type { PaymentSystemLoad } from '../../api/cashier';
import type { ApiError } from '../../api/errors';
import type { PaymentSystem, PaymentSystemDetail } from '../../../contract/schemas/wallet';
import type { MachineOracle, OracleState, OracleStep } from '../oracle';
import type { PaymentSystemContext } from './payment-system.machine';

/** What the cashier screens show, read through payment-system.selectors.ts by the model test. */
export interface PaymentSystemView {
  listState: string;
  listLoading: boolean;
  list: PaymentSystem[] | null;
  listError: ApiError | null;
  systemView: string;
  systemState: string;
  system: PaymentSystemDetail | null;
  systemId: number | null;
  systemError: ApiError | null;
  busy: boolean;
}

type Context = PaymentSystemContext;
type Event = Record<string, unknown> & { type: string };
type Sees = (context: Context) => Partial<PaymentSystemView>;

const LIST = ['idle', 'loadingDeposits', 'loadingWithdrawals', 'ready', 'failed'] as const;
const SYSTEM = ['idle', 'loading', 'ready', 'empty', 'unsupported', 'failed'] as const;
type ListState = (typeof LIST)[number];
type SystemState = (typeof SYSTEM)[number];
const name = (list: ListState, system: SystemState) => `list.${list} + system.${system}`;

/** The widgets the app can show; any other name is 'Unknown data'. */
const knownWidgets = ['deposit-cash', 'deposit-crypto', 'withdrawal-crypto', 'withdrawal-cash'];

const listSees: Record<ListState, Sees> = {
  idle: () => ({ listState: 'idle', listLoading: false, list: null, listError: null }),
  loadingDeposits: () => ({ listState: 'loadingDeposits', listLoading: true, list: null, listError: null }),
  loadingWithdrawals: () => ({ listState: 'loadingWithdrawals', listLoading: true, list: null, listError: null }),
  ready: (context) => ({ listState: 'ready', listLoading: false, list: context.list, listError: null }),
  failed: (context) => ({ listState: 'failed', listLoading: false, list: null, listError: context.listError }),
};

const systemSees: Record<SystemState, Sees> = {
  idle: () => ({ systemState: 'idle', systemView: 'idle', system: null, systemId: null, systemError: null }),
  loading: () => ({ systemState: 'loading', systemView: 'loading', system: null, systemError: null }),
  ready: (context) => {
    const system = context.system as PaymentSystemDetail;
    const unknownWidget = system.type === 'widget' && !knownWidgets.includes(system.widget);
    return { systemState: 'ready', systemView: unknownWidget ? 'unknownWidget' : 'ready', system, systemError: null };
  },
  empty: () => ({ systemState: 'empty', systemView: 'empty', system: null, systemError: null }),
  unsupported: () => ({ systemState: 'unsupported', systemView: 'serviceError', system: null, systemError: null }),
  failed: (context) => ({
    systemState: 'failed',
    systemView: 'failed',
    system: null,
    systemError: context.systemError,
  }),
};

const states: Record<string, OracleState<PaymentSystemView, Context>> = {};
for (const list of LIST) {
  for (const system of SYSTEM) {
    states[name(list, system)] = {
      sees: ({ context }) => ({
        ...listSees[list](context),
        ...systemSees[system](context),
        busy: list === 'loadingDeposits' || list === 'loadingWithdrawals' || system === 'loading',
      }),
      runs: ({ context }) => ({
        ...(list === 'loadingDeposits' ? { loadDeposits: true } : {}),
        ...(list === 'loadingWithdrawals' ? { loadWithdrawals: true } : {}),
        ...(system === 'loading' ? { loadSystem: { id: context.systemId } } : {}),
      }),
    };
  }
}

/** A step of one region, holding whatever the other region is in. */
interface RegionStep {
  from: readonly string[];
  event: string;
  when?: OracleStep<Context>['when'];
  to: string;
  effects?: OracleStep<Context>['effects'];
  context: (from: Context, event: Event) => Partial<Context>;
}

const listOpened = (event: Event) => ({
  direction: event.direction as Context['direction'],
  list: null,
  listError: null,
});

const listSteps: RegionStep[] = [
  {
    from: LIST,
    event: 'list.open',
    when: (_, event) => event.direction === 1,
    to: 'loadingDeposits',
    context: (_, event) => listOpened(event),
  },
  {
    from: LIST,
    event: 'list.open',
    when: (_, event) => event.direction === 2,
    to: 'loadingWithdrawals',
    context: (_, event) => listOpened(event),
  },
  ...(['loadingDeposits', 'loadingWithdrawals'] as const).flatMap((loading) => {
    const id = loading === 'loadingDeposits' ? 'loadDeposits' : 'loadWithdrawals';
    return [
      {
        from: [loading],
        event: `xstate.done.actor.${id}`,
        to: 'ready',
        context: (_: Context, event: Event) => ({ list: event.output as PaymentSystem[], listError: null }),
      },
      {
        from: [loading],
        event: `xstate.error.actor.${id}`,
        to: 'failed',
        effects: ['checkAuthorization'],
        context: (_: Context, event: Event) => ({ list: null, listError: event.error as ApiError }),
      },
    ];
  }),
  {
    from: ['failed'],
    event: 'list.retry',
    when: ({ context }) => context.direction === 1,
    to: 'loadingDeposits',
    context: (context) => ({ direction: context.direction, list: null, listError: null }),
  },
  {
    from: ['failed'],
    event: 'list.retry',
    when: ({ context }) => context.direction === 2,
    to: 'loadingWithdrawals',
    context: (context) => ({ direction: context.direction, list: null, listError: null }),
  },
];

const cleared = { system: null, unknownType: null, systemError: null };
const systemSteps: RegionStep[] = [
  {
    from: SYSTEM,
    event: 'system.open',
    to: 'loading',
    context: (_, event) => ({ systemId: event.id as number, ...cleared }),
  },
  { from: SYSTEM, event: 'system.close', to: 'idle', context: () => ({ systemId: null, ...cleared }) },
  {
    from: ['loading'],
    event: 'xstate.done.actor.loadSystem',
    when: (_, event) => (event.output as PaymentSystemLoad).kind === 'system',
    to: 'ready',
    context: (context, event) => ({
      systemId: context.systemId,
      system: (event.output as Extract<PaymentSystemLoad, { kind: 'system' }>).system,
      unknownType: null,
      systemError: null,
    }),
  },
  {
    from: ['loading'],
    event: 'xstate.done.actor.loadSystem',
    when: (_, event) => (event.output as PaymentSystemLoad).kind === 'empty',
    to: 'empty',
    context: (context) => ({ systemId: context.systemId, ...cleared }),
  },
  {
    from: ['loading'],
    event: 'xstate.done.actor.loadSystem',
    when: (_, event) => (event.output as PaymentSystemLoad).kind === 'unknownType',
    to: 'unsupported',
    context: (context, event) => ({
      systemId: context.systemId,
      system: null,
      unknownType: (event.output as Extract<PaymentSystemLoad, { kind: 'unknownType' }>).type,
      systemError: null,
    }),
  },
  {
    from: ['loading'],
    event: 'xstate.error.actor.loadSystem',
    to: 'failed',
    effects: ['checkAuthorization'],
    context: (context, event) => ({
      systemId: context.systemId,
      system: null,
      unknownType: null,
      systemError: event.error as ApiError,
    }),
  },
  {
    from: ['failed'],
    event: 'system.retry',
    to: 'loading',
    context: (context) => ({ systemId: context.systemId, ...cleared }),
  },
];

const listFields = (context: Context) => ({
  direction: context.direction,
  list: context.list,
  listError: context.listError,
});
const systemFields = (context: Context) => ({
  systemId: context.systemId,
  system: context.system,
  unknownType: context.unknownType,
  systemError: context.systemError,
});

const steps: Array<OracleStep<Context>> = [
  // A list step leaves the system region and its fields as they were.
  ...listSteps.flatMap((step) =>
    SYSTEM.map((system) => ({
      from: step.from.map((list) => name(list as ListState, system)),
      event: step.event,
      when: step.when,
      to: name(step.to as ListState, system),
      effects: step.effects,
      context: ({ context }: { context: Context }, event: Event) => ({
        ...systemFields(context),
        ...step.context(context, event),
      }),
    })),
  ),
  // A system step leaves the list region and its fields as they were.
  ...systemSteps.flatMap((step) =>
    LIST.map((list) => ({
      from: step.from.map((system) => name(list, system as SystemState)),
      event: step.event,
      when: step.when,
      to: name(list, step.to as SystemState),
      effects: step.effects,
      context: ({ context }: { context: Context }, event: Event) => ({
        ...listFields(context),
        ...step.context(context, event),
      }),
    })),
  ),
];

export const paymentSystemOracle: MachineOracle<PaymentSystemView, Context> = { states, steps };

import type { SnapshotFrom } from 'xstate';
import type { PaymentSystemDetail } from '../../../contract/schemas/wallet';
import type { PaymentSystemMachine } from './payment-system.machine';

type Snapshot = SnapshotFrom<PaymentSystemMachine>;

/** docs/product.md#entities-cashier: the four widgets the app can show; any other name is 'Unknown data'. */
export const KNOWN_WIDGETS = ['deposit-cash', 'deposit-crypto', 'withdrawal-crypto', 'withdrawal-cash'] as const;
export type KnownWidget = (typeof KNOWN_WIDGETS)[number];
export const isKnownWidget = (name: string): name is KnownWidget => (KNOWN_WIDGETS as readonly string[]).includes(name);

/** Both regions are always active, each in one of its own states. */
const regionState = (s: Snapshot, region: 'list' | 'system') => (s.value as Record<'list' | 'system', string>)[region];

/** data-state of the method list: idle | loadingDeposits | loadingWithdrawals | ready | failed */
export const selectListState = (s: Snapshot) => regionState(s, 'list');
export const selectIsListLoading = (s: Snapshot) =>
  s.matches({ list: 'loadingDeposits' }) || s.matches({ list: 'loadingWithdrawals' });
export const selectList = (s: Snapshot) => s.context.list;
/** Set only in 'failed': opening or retrying the list clears it. */
export const selectListError = (s: Snapshot) => s.context.listError;

/**
 * What the single-system screen shows (docs/product.md#routes-cashier): a loader, then the error text, then 'System
 * start error' when nothing came back; 'Service error' for an unknown type and 'Unknown data' for an unknown widget.
 */
export type SystemView = 'idle' | 'loading' | 'failed' | 'empty' | 'serviceError' | 'unknownWidget' | 'ready';

export const selectSystemView = (s: Snapshot): SystemView => {
  const state = regionState(s, 'system');
  if (state === 'unsupported') return 'serviceError';
  if (state === 'ready') {
    // 'ready' always holds the loaded system (nothing usable is 'empty').
    const system = s.context.system as PaymentSystemDetail;
    return system.type === 'widget' && !isKnownWidget(system.widget) ? 'unknownWidget' : 'ready';
  }
  // idle, loading, failed and empty show as they are named.
  return state as SystemView;
};
export const selectSystemState = (s: Snapshot) => regionState(s, 'system');
export const selectSystem = (s: Snapshot) => s.context.system;
export const selectSystemId = (s: Snapshot) => s.context.systemId;
/** Set only in 'failed': opening, retrying or closing the system clears it. */
export const selectSystemError = (s: Snapshot) => s.context.systemError;

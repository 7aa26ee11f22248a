import type { SnapshotFrom } from 'xstate';
import type { PaymentSystemMachine } from './payment-system.machine';

type Snapshot = SnapshotFrom<PaymentSystemMachine>;

/** spec §3: the four widgets the app can show; any other name is 'Unknown data'. */
export const KNOWN_WIDGETS = ['deposit-cash', 'deposit-crypto', 'withdrawal-crypto', 'withdrawal-cash'] as const;
export type KnownWidget = (typeof KNOWN_WIDGETS)[number];
export const isKnownWidget = (name: string): name is KnownWidget => (KNOWN_WIDGETS as readonly string[]).includes(name);

const regionState = (s: Snapshot, region: 'list' | 'system') => {
  const value = s.value as Record<string, string>;
  return value[region] ?? 'idle';
};

/** data-state of the method list: idle | loadingDeposits | loadingWithdrawals | ready | failed */
export const selectListState = (s: Snapshot) => regionState(s, 'list');
export const selectIsListLoading = (s: Snapshot) =>
  s.matches({ list: 'loadingDeposits' }) || s.matches({ list: 'loadingWithdrawals' });
export const selectList = (s: Snapshot) => s.context.list;
export const selectListError = (s: Snapshot) => (s.matches({ list: 'failed' }) ? s.context.listError : null);

/**
 * What the single-system screen shows (spec §2): a loader, then the error text, then 'System start error'
 * when nothing came back; 'Service error' for an unknown type and 'Unknown data' for an unknown widget.
 */
export type SystemView = 'idle' | 'loading' | 'failed' | 'empty' | 'serviceError' | 'unknownWidget' | 'ready';

export const selectSystemView = (s: Snapshot): SystemView => {
  const state = regionState(s, 'system');
  if (state === 'unsupported') return 'serviceError';
  if (state === 'ready') {
    const system = s.context.system;
    if (!system) return 'empty';
    if (system.type === 'widget' && !isKnownWidget(system.widget)) return 'unknownWidget';
    return 'ready';
  }
  if (state === 'loading' || state === 'failed' || state === 'empty') return state;
  return 'idle';
};
export const selectSystemState = (s: Snapshot) => regionState(s, 'system');
export const selectSystem = (s: Snapshot) => s.context.system;
export const selectSystemId = (s: Snapshot) => s.context.systemId;
export const selectSystemError = (s: Snapshot) => (s.matches({ system: 'failed' }) ? s.context.systemError : null);

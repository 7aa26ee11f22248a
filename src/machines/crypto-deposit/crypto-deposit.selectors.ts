import type { SnapshotFrom } from 'xstate';
import { CRYPTO_DEPOSIT_TICK_MS } from '../../config/constants';
import type { CryptoDepositMachine } from './crypto-deposit.machine';

type Snapshot = SnapshotFrom<CryptoDepositMachine>;

/** data-state of the widget root: the address region (loading | ready | failed | idle). */
export const selectDepositState = (s: Snapshot) => (s.value as { address: string }).address;
export const selectChainId = (s: Snapshot) => s.context.chainId;
export const selectAddress = (s: Snapshot) =>
  s.context.chainId === null ? null : (s.context.addresses[s.context.chainId] ?? null);
export const selectAddressLoading = (s: Snapshot) => s.matches({ address: 'loading' });
export const selectAddressError = (s: Snapshot) => (s.matches({ address: 'failed' }) ? s.context.error : null);
export const selectRates = (s: Snapshot) => s.context.rates;
export const selectRatesLoading = (s: Snapshot) => s.matches({ rates: 'loading' });
export const selectRatesError = (s: Snapshot) => s.context.ratesError;
/** Whole seconds left before the rates refresh (rounded up, so it reads 10 … 1). */
export const selectSecondsToRefresh = (s: Snapshot) =>
  s.matches({ rates: 'counting' }) ? Math.ceil(s.context.msLeft / 1000) : null;
/** Fraction of the countdown left, 1 → 0 (for a progress bar). */
export const selectRefreshProgress = (s: Snapshot) =>
  s.matches({ rates: 'counting' }) ? Math.max(0, (s.context.msLeft - CRYPTO_DEPOSIT_TICK_MS) / s.context.refreshMs) : 0;
/** idle | copying | selecting | copied | copyFailed: copied flashes yellow, copyFailed red. */
export const selectCopyState = (s: Snapshot) => (s.value as { copy: string }).copy;
export const selectCanCopy = (s: Snapshot) => s.can({ type: 'address.copy' });
/** While copyFailed flashes: why (undetectedInput: 'Undetected address input', refused: 'Copy failed'). */
export const selectCopyFailure = (s: Snapshot) => (s.matches({ copy: 'copyFailed' }) ? s.context.copyFailure : null);

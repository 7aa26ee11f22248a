import type { SnapshotFrom } from 'xstate';
import type { WalletOAuthMachine } from './wallet-oauth.machine';

type Snapshot = SnapshotFrom<WalletOAuthMachine>;

/** data-state of the wallet sign-in card: idle | requestingNonce | signing | registering.editing | registering.submitting | authorized | failed | left */
export const selectWalletState = (s: Snapshot) =>
  typeof s.value === 'string' ? s.value : `registering.${String((s.value as { registering: string }).registering)}`;

import type { SnapshotFrom } from 'xstate';
import type { TelegramMachine } from './telegram.machine';

type Snapshot = SnapshotFrom<TelegramMachine>;

/** 'idle' | 'requesting' | 'waiting' | 'checking' | 'retrying' | 'refreshing' | 'authorized' | 'failed' | 'expired' (leaf state). */
export const selectTelegramState = (s: Snapshot) =>
  typeof s.value === 'string' ? s.value : String(Object.values(s.value)[0]);
export const selectTelegramToken = (s: Snapshot) => s.context.token;
/** Waiting for the player to approve in Telegram (the QR code is shown). */
export const selectIsPolling = (s: Snapshot) => s.matches('polling');
export const selectIsRequesting = (s: Snapshot) => s.matches('requesting');
export const selectTelegramError = (s: Snapshot) => s.context.error;
/** The token ran out while no check got through (docs/product.md#flows-telegram): the page says it expired. */
export const selectIsExpired = (s: Snapshot) => s.matches('expired');

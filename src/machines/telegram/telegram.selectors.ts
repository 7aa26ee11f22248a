import type { SnapshotFrom } from 'xstate';
import type { TelegramMachine } from './telegram.machine';

type Snapshot = SnapshotFrom<TelegramMachine>;

/** 'idle' | 'requesting' | 'waiting' | 'checking' | 'refreshing' | 'authorized' | 'failed' (leaf state). */
export const selectTelegramState = (s: Snapshot) =>
  typeof s.value === 'string' ? s.value : String(Object.values(s.value)[0]);
export const selectTelegramToken = (s: Snapshot) => s.context.token;
/** Waiting for the player to approve in Telegram (the QR code is shown). */
export const selectIsPolling = (s: Snapshot) => s.matches('polling') || s.matches('refreshing');
export const selectIsRequesting = (s: Snapshot) => s.matches('requesting');
export const selectTelegramError = (s: Snapshot) => s.context.error;

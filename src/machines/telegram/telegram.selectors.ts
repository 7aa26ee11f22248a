import type { SnapshotFrom } from 'xstate';
import type { TelegramMachine } from './telegram.machine';

type Snapshot = SnapshotFrom<TelegramMachine>;

export const selectTelegramState = (s: Snapshot) => String(s.value);
export const selectTelegramToken = (s: Snapshot) => s.context.token;
/** Waiting for the player to approve in Telegram (the QR code is shown). */
export const selectIsPolling = (s: Snapshot) => s.matches('waiting') || s.matches('checking');
export const selectIsRequesting = (s: Snapshot) => s.matches('requesting');
export const selectTelegramError = (s: Snapshot) => s.context.error;

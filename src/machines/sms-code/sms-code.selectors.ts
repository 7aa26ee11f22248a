import type { SnapshotFrom } from 'xstate';
import type { SmsCodeMachine } from './sms-code.machine';

type Snapshot = SnapshotFrom<SmsCodeMachine>;

export const selectSmsState = (s: Snapshot) => String(s.value);
/**
 * docs/product.md#rules-sms-code: the get-code button is disabled while pending or waiting (and, in the view, with no
 * number).
 */
export const selectCanRequest = (s: Snapshot) => s.matches('idle') || s.matches('sent') || s.matches('failed');
export const selectSecondsLeft = (s: Snapshot) => (s.matches('waiting') ? s.context.secondsLeft : 0);
export const selectSmsMessage = (s: Snapshot) => s.context.message;
export const selectSmsError = (s: Snapshot) => (s.matches('failed') ? s.context.error : null);
export const selectSmsSucceeded = (s: Snapshot) => s.matches('waiting') || s.matches('sent');

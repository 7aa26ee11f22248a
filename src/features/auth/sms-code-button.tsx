// The get-code button of docs/product.md#rules-sms-code: disabled while the number is empty, the request is pending or
// a wait runs ('Retry after N seconds'); the result message is green or red (docs/product.md#flows-sms-code,
// docs/product.md#errors-texts fallbacks).
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { ActorRefFrom } from 'xstate';
import type { ApiError } from '../../api/errors';
import { type Translate, useT } from '../../i18n/use-t';
import { errorText } from '../../ui/error-text';
import type { SmsCodeMachine } from '../../machines/sms-code/sms-code.machine';
import {
  selectCanRequest,
  selectSecondsLeft,
  selectSmsError,
  selectSmsMessage,
  selectSmsState,
  selectSmsSucceeded,
} from '../../machines/sms-code/sms-code.selectors';

export function SmsCodeButton({
  sms,
  phone,
  hasNumber,
}: {
  sms: ActorRefFrom<SmsCodeMachine>;
  phone: string;
  hasNumber: boolean;
}) {
  const t = useT();
  const state = useSelector(sms, selectSmsState);
  const canRequest = useSelector(sms, selectCanRequest);
  const seconds = useSelector(sms, selectSecondsLeft);
  const busy = state === 'requesting';
  return (
    <button
      type="button"
      data-testid="sms-code-button"
      data-state={state}
      className={button({ variant: 'secondary', size: 'md' })}
      disabled={!hasNumber || !canRequest}
      aria-busy={busy || undefined}
      onClick={() => sms.send({ type: 'code.request', phone })}
    >
      {busy ? t('sms.sending') : seconds > 0 ? t('sms.retryAfter', { seconds }) : t('sms.getCode')}
    </button>
  );
}

/** A 429 says the app's wait text (docs/product.md#errors-handling); else the server's message or 'SMS not sent'. */
const smsErrorText = (error: ApiError | null, fallback: string, t: Translate) =>
  error?.kind === 'http' && error.status === 429
    ? errorText(error, t, 'sms.notSent')
    : error && error.kind !== 'abort'
      ? (error.serverMessage ?? fallback)
      : null;

/**
 * The SMS result line: the server's message, else the fallbacks 'SMS sent' / 'SMS not sent'
 * (docs/product.md#errors-texts).
 */
export function SmsCodeMessage({ sms, id }: { sms: ActorRefFrom<SmsCodeMachine>; id?: string }) {
  const t = useT();
  const succeeded = useSelector(sms, selectSmsSucceeded);
  const message = useSelector(sms, selectSmsMessage);
  const failure = smsErrorText(useSelector(sms, selectSmsError), t('sms.notSent'), t);
  if (failure) {
    return (
      <p
        id={id}
        role="alert"
        data-testid="sms-message"
        data-tone="error"
        className={css({ color: 'danger', fontSize: 'sm' })}
      >
        {failure}
      </p>
    );
  }
  if (!succeeded) return null;
  return (
    <p
      id={id}
      role="status"
      data-testid="sms-message"
      data-tone="success"
      className={css({ color: 'success', fontSize: 'sm' })}
    >
      {message ?? t('sms.sent')}
    </p>
  );
}

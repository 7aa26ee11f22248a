// /login: phone (country code read-only + number) and password (docs/product.md#routes-auth,
// docs/product.md#rules-login). The flow is the login machine; this view renders its state and sends its events.
import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { Link, Redirect } from 'wouter';
import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { authorize } from '../../api/session';
import { useSessionActor } from '../../app/services';
import { useTelegramActor } from '../../app/telegram-actor';
import {
  selectIsRequesting,
  selectTelegramError,
  selectTelegramState,
} from '../../machines/telegram/telegram.selectors';
import { useT } from '../../i18n/use-t';
import { loginMachine } from '../../machines/login/login.machine';
import {
  selectFieldErrors,
  selectFields,
  selectIsSubmitting,
  selectLoginError,
  selectLoginState,
} from '../../machines/login/login.selectors';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import { requestPasswordSms } from '../../api/registration';
import { smsCodeMachine } from '../../machines/sms-code/sms-code.machine';
import { selectCanRequest, selectSecondsLeft, selectSmsState } from '../../machines/sms-code/sms-code.selectors';
import { SocialIcon } from '../../ui/social-icon';
import { Page } from '../../ui/page';
import { PasswordInput } from '../../ui/password-input';
import { errorText } from '../../ui/error-text';
import { SmsCodeMessage } from './sms-code-button';
import { useActorRef } from '../../app/inspect-actor-ref';
import { SubmitButton } from '../../ui/submit-button';
import { FormAlert } from '../../ui/form-alert';

const styles = field();

export function LoginPage() {
  const sessionActor = useSessionActor();
  const telegramActor = useTelegramActor();
  const t = useT();
  const ids = { phone: useId(), code: useId(), password: useId(), phoneError: useId(), passwordError: useId() };
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const telegramBusy = useSelector(telegramActor, selectIsRequesting);
  // The Telegram flow starts here and goes on at /loginTG: its state on the button (UI path tests).
  const telegramState = useSelector(telegramActor, selectTelegramState);
  // A refused token request leaves the flow failed here, before /loginTG: say so under the button.
  const telegramError = errorText(useSelector(telegramActor, selectTelegramError), t, 'telegram.failed');
  const telegramErrorId = useId();
  // SMS restore (docs/product.md#routes-auth /login): the server texts a new password; the countdown blocks repeats.
  const restore = useActorRef(
    smsCodeMachine.provide({
      actors: { requestCode: fromPromise(({ input, signal }) => requestPasswordSms(input.phone, { signal })) },
    }),
  );
  const canRestore = useSelector(restore, selectCanRequest);
  const restoreState = useSelector(restore, selectSmsState);
  const restoreSeconds = useSelector(restore, selectSecondsLeft);
  const login = useActorRef(
    loginMachine.provide({
      actors: { authorize: fromPromise(({ input, signal }) => authorize(input, { signal })) },
      actions: {
        // docs/product.md#flows-login: login success sets authorised, loads profile and balance, goes home.
        authorized: () => sessionActor.send({ type: 'session.authorize' }),
        requestRestore: (_, phone) => restore.send({ type: 'code.request', phone }),
      },
    }),
    { input: { phoneCode: '509' } },
  );
  const state = useSelector(login, selectLoginState);
  const fields = useSelector(login, selectFields);
  const fieldErrors = useSelector(login, selectFieldErrors);
  const submitting = useSelector(login, selectIsSubmitting);
  const error = errorText(useSelector(login, selectLoginError), t, 'login.failed');

  // After a refused submit, focus the first field that needs attention (its message is described-by).
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (authenticated && state !== 'authorized') return <Redirect to="/" replace />;

  return (
    <Page title={t('login.title')}>
      <form
        noValidate
        data-testid="login-form"
        data-state={state}
        aria-busy={submitting}
        onSubmit={(e) => {
          e.preventDefault();
          login.send({ type: 'form.submit' });
          const refused = selectFieldErrors(login.getSnapshot());
          if (refused.phone) phoneRef.current?.focus();
          else if (refused.password) passwordRef.current?.focus();
        }}
        className={css({
          w: '100%',
          maxW: '26rem',
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          bg: 'surface',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'card',
          p: { base: '4', md: '6' },
        })}
      >
        <div className={styles.root}>
          <label htmlFor={ids.phone} className={styles.label}>
            {t('login.phone')}
          </label>
          <div className={css({ display: 'flex', gap: '2' })}>
            <input
              id={ids.code}
              aria-label={t('login.country')}
              className={`${styles.control} ${css({ w: '20', textAlign: 'center', flexShrink: 0 })}`}
              value={`+${fields.phoneCode}`}
              readOnly
              tabIndex={-1}
            />
            <input
              id={ids.phone}
              ref={phoneRef}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              className={styles.control}
              value={fields.phone}
              readOnly={submitting}
              aria-invalid={fieldErrors.phone ? true : undefined}
              aria-describedby={fieldErrors.phone ? ids.phoneError : undefined}
              onChange={(e) => login.send({ type: 'field.change', field: 'phone', value: e.target.value })}
            />
          </div>
          {fieldErrors.phone && (
            <p id={ids.phoneError} className={styles.error}>
              {t('login.phoneRequired')}
            </p>
          )}
        </div>
        <div className={styles.root}>
          <label htmlFor={ids.password} className={styles.label}>
            {t('login.password')}
          </label>
          <PasswordInput
            id={ids.password}
            inputRef={passwordRef}
            name="password"
            autoComplete="current-password"
            value={fields.password}
            readOnly={submitting}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? ids.passwordError : undefined}
            onChange={(e) => login.send({ type: 'field.change', field: 'password', value: e.target.value })}
            showLabel={t('login.showPassword')}
            hideLabel={t('login.hidePassword')}
          />
          {fieldErrors.password && (
            <p id={ids.passwordError} className={styles.error}>
              {t('login.passwordRequired')}
            </p>
          )}
        </div>
        <FormAlert message={error} testId="login-error" />
        <SubmitButton busy={submitting} label={t('login.submit')} busyLabel={t('login.submitting')} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'center' })}>
          <button
            type="button"
            data-testid="restore-button"
            data-state={restoreState}
            disabled={!canRestore}
            aria-busy={restoreState === 'requesting' || undefined}
            onClick={() => {
              login.send({ type: 'restore.request' });
              if (selectFieldErrors(login.getSnapshot()).phone) phoneRef.current?.focus();
            }}
            className={css({
              color: 'link',
              textDecoration: 'underline',
              cursor: 'pointer',
              fontSize: 'sm',
              _disabled: { color: 'textMuted', cursor: 'not-allowed', textDecoration: 'none' },
            })}
          >
            {restoreSeconds > 0 ? t('sms.retryAfter', { seconds: restoreSeconds }) : t('login.restore')}
          </button>
          <SmsCodeMessage sms={restore} />
        </div>
        <p aria-hidden="true" className={css({ textAlign: 'center', color: 'textMuted', fontSize: 'sm' })}>
          {t('login.or')}
        </p>
        {/* docs/product.md#roles: disabled while authorised (the page redirects signed-in players anyway). */}
        <button
          type="button"
          data-testid="telegram-button"
          data-state={telegramState}
          className={button({ variant: 'secondary', block: true })}
          disabled={authenticated || telegramBusy}
          aria-busy={telegramBusy || undefined}
          aria-describedby={telegramState === 'failed' && telegramError ? telegramErrorId : undefined}
          onClick={() => telegramActor.send({ type: 'telegram.start' })}
        >
          <SocialIcon name="telegram" size={20} />
          {t('telegram.button')}
        </button>
        {telegramState === 'failed' && telegramError && (
          <p
            id={telegramErrorId}
            role="alert"
            data-testid="telegram-error"
            className={css({ color: 'danger', fontSize: 'sm', textAlign: 'center' })}
          >
            {telegramError}
          </p>
        )}
        <Link href="/login/google" className={button({ variant: 'secondary', block: true })}>
          {t('google.continue')}
        </Link>
        <Link href="/login/web3" className={button({ variant: 'secondary', block: true })}>
          {t('wallet.connect')}
        </Link>
        <p className={css({ color: 'textMuted', textAlign: 'center' })}>
          {t('login.noAccount')}{' '}
          <Link
            href="/register"
            className={css({ color: 'link', fontWeight: 'semibold', textDecoration: 'underline' })}
          >
            {t('login.registerLink')}
          </Link>
        </p>
      </form>
    </Page>
  );
}

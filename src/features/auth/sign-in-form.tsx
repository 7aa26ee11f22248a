// The sign-in form of /login and of the game tiles' login dialog (docs/product.md#flows-login): the registration's
// country select (its default from the registration context) and phone field, the password, the SMS restore, the
// sign-in services the site lists, and the way to sign up. The flow is the login machine (the countries, the number
// it sends, the rules); this view renders its state and sends its events. What a successful sign-in does is the
// caller's: /login signs the session in and goes home, the dialog goes on with the game that asked.
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { getRegistrationContext, requestPasswordSms } from '../../api/registration';
import { authorize } from '../../api/session';
import { useActorRef } from '../../app/inspect-actor-ref';
import { type MessageId, useT } from '../../i18n/use-t';
import { type LoginField, type LoginRule, loginMachine } from '../../machines/login/login.machine';
import {
  selectCanSubmit,
  selectCountries,
  selectCountriesError,
  selectCountriesFailed,
  selectFieldErrors,
  selectFields,
  selectIsLoadingCountries,
  selectIsSubmitting,
  selectLoginError,
  selectLoginState,
} from '../../machines/login/login.selectors';
import { smsCodeMachine } from '../../machines/sms-code/sms-code.machine';
import { selectCanRequest, selectSecondsLeft, selectSmsState } from '../../machines/sms-code/sms-code.selectors';
import { errorText } from '../../ui/error-text';
import { CountryField, PasswordField, PhoneField, useFieldErrors } from './registration-fields';
import { contactRuleText, fieldChange } from './form-rules';
import { SignInServices } from './sign-in-services';
import { SmsCodeMessage } from './sms-code-button';
import { FormAlert } from '../../ui/form-alert';

const ruleText: Record<LoginField, Partial<Record<LoginRule, MessageId>>> = {
  country: contactRuleText.country,
  phone: { ...contactRuleText.phone, invalid: 'login.phoneInvalid' },
  password: contactRuleText.password,
};

/** Form field → the body field the server names in its errors (docs/api.md authorize). */
const bodyField: Record<LoginField, string> = { country: 'country', phone: 'login', password: 'password' };

/** Focus goes to the first field that needs attention, in the order they show. */
const FIELD_ORDER: LoginField[] = ['country', 'phone', 'password'];

const link = css({ color: 'link', fontWeight: 'semibold', textDecoration: 'underline' });

export interface SignInFormProps {
  /** The server accepted the login (the session cookie is set). Read when it happens. */
  onSignedIn: () => void;
  /** A link that leaves the page was followed (sign up, a sign-in service's page). */
  onLeave?: () => void;
}

export function SignInForm({ onSignedIn, onLeave }: SignInFormProps) {
  const t = useT();
  // The callbacks of the latest render: the machine is provided once, when the form mounts.
  const callbacks = useRef({ onSignedIn });
  callbacks.current = { onSignedIn };
  // docs/product.md#routes-auth: "Forgot your password?" texts a new one; the countdown blocks repeats.
  const restore = useActorRef(
    smsCodeMachine.provide({
      actors: { requestCode: fromPromise(({ input, signal }) => requestPasswordSms(input.phone, { signal })) },
    }),
  );
  const login = useActorRef(
    loginMachine.provide({
      actors: {
        loadContext: fromPromise(({ signal }) => getRegistrationContext({ signal })),
        authorize: fromPromise(({ input, signal }) => authorize(input, { signal })),
      },
      actions: {
        authorized: () => callbacks.current.onSignedIn(),
        requestRestore: (_, phone) => restore.send({ type: 'code.request', phone }),
      },
    }),
  );
  const state = useSelector(login, selectLoginState);
  const fields = useSelector(login, selectFields);
  const countries = useSelector(login, selectCountries);
  const rules = useSelector(login, selectFieldErrors);
  const submitting = useSelector(login, selectIsSubmitting);
  const loadingCountries = useSelector(login, selectIsLoadingCountries);
  const countriesFailed = useSelector(login, selectCountriesFailed);
  const canSubmit = useSelector(login, selectCanSubmit);
  const loginError = useSelector(login, selectLoginError);
  // Why the countries did not load (no connection, the server's message...), after what did not load.
  const countriesReason = errorText(useSelector(login, selectCountriesError), t, 'login.countriesFailed');
  const error = errorText(loginError, t, 'login.failed');
  const fieldErrors = useFieldErrors({ ruleText, bodyField, rules, serverFields: loginError?.fieldErrors ?? {} });
  const { controlId, errorLine, aria } = fieldErrors;
  const canRestore = useSelector(restore, selectCanRequest);
  const restoreState = useSelector(restore, selectSmsState);
  const restoreSeconds = useSelector(restore, selectSecondsLeft);
  const change = fieldChange<LoginField>(login);
  /** After a refused submit or restore, focus the first field that needs attention (its message is described-by). */
  const focusFirstMarked = (among: LoginField[]) => {
    const marked = selectFieldErrors(login.getSnapshot());
    const first = among.find((field) => marked[field]);
    if (first) document.getElementById(controlId(first))?.focus();
  };

  return (
    <form
      noValidate
      data-testid="login-form"
      data-state={state}
      aria-busy={submitting}
      onSubmit={(e) => {
        e.preventDefault();
        login.send({ type: 'form.submit' });
        focusFirstMarked(FIELD_ORDER);
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <CountryField
        id={controlId('country')}
        value={fields.country}
        countries={countries}
        aria={aria('country')}
        error={errorLine('country')}
        busy={!canSubmit && !submitting}
        onChange={change('country')}
      />
      {countriesFailed && (
        <div
          role="alert"
          data-testid="login-countries-failed"
          className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}
        >
          <p className={css({ color: 'danger', fontSize: 'sm', flex: '1' })}>
            {t('login.countriesFailed')}
            {countriesReason && countriesReason !== t('login.countriesFailed') ? ` ${countriesReason}` : ''}
          </p>
          <button
            type="button"
            className={button({ variant: 'secondary', size: 'sm' })}
            onClick={() => login.send({ type: 'context.retry' })}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      <PhoneField
        id={controlId('phone')}
        value={fields.phone}
        phoneCode={fields.phoneCode}
        aria={aria('phone')}
        error={errorLine('phone')}
        readOnly={submitting}
        autoComplete="tel-national"
        onChange={change('phone')}
      />
      <PasswordField
        id={controlId('password')}
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={fields.password}
        aria={aria('password')}
        error={errorLine('password')}
        readOnly={submitting}
        onChange={change('password')}
      />
      <FormAlert message={error} testId="login-error" />
      <button
        type="submit"
        className={button({ block: true, size: 'lg' })}
        // Nothing can be sent before the countries are there (the button says it is waiting).
        disabled={loadingCountries || countriesFailed}
        aria-disabled={submitting}
        aria-busy={submitting || loadingCountries}
      >
        {t(submitting ? 'login.submitting' : 'login.submit')}
      </button>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'center' })}>
        <button
          type="button"
          data-testid="restore-button"
          data-state={restoreState}
          disabled={!canRestore || !canSubmit}
          aria-busy={restoreState === 'requesting' || undefined}
          onClick={() => {
            login.send({ type: 'restore.request' });
            // A restore needs only the country and the phone.
            focusFirstMarked(['country', 'phone']);
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
      <SignInServices from="login" onLeave={onLeave} />
      <p className={css({ color: 'textMuted', textAlign: 'center' })}>
        {t('login.noAccount')}{' '}
        <Link href="/register" className={link} onClick={onLeave}>
          {t('login.registerLink')}
        </Link>
      </p>
    </form>
  );
}

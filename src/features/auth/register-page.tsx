// /register and /registration (docs/product.md#routes-auth, docs/product.md#rules-sms-code): SMS registration. The form
// is the registration machine, the get-code button the SMS countdown machine; this view renders them and sends their
// events.
import { useSelector } from '@xstate/react';
import { type ReactNode, useId } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { getRegistrationContext, register, requestRegistrationSms } from '../../api/registration';
import { useSessionActor } from '../../app/services';
import { type MessageId, useT } from '../../i18n/use-t';
import type { RegistrationField, RegistrationRule } from '../../machines/registration/registration.machine';
import { registrationMachine } from '../../machines/registration/registration.machine';
import {
  selectCountries,
  selectIsSubmitting,
  selectPhoneCode,
  selectRegistrationError,
  selectRegistrationFields,
  selectRegistrationState,
  selectRuleErrors,
  selectServerFieldErrors,
} from '../../machines/registration/registration.selectors';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import { smsCodeMachine } from '../../machines/sms-code/sms-code.machine';
import { selectSmsError, selectSmsSucceeded } from '../../machines/sms-code/sms-code.selectors';
import { Page } from '../../ui/page';
import { PasswordInput } from '../../ui/password-input';
import { Spinner } from '../../ui/spinner';
import { SmsCodeButton, SmsCodeMessage } from './sms-code-button';
import { useActorRef } from '../../app/inspect-actor-ref';

const styles = field();

const ruleText: Record<RegistrationField, Partial<Record<RegistrationRule, MessageId>>> = {
  country: { required: 'rules.countryRequired' },
  phone: { required: 'rules.phoneRequired' },
  name: { required: 'rules.nameRequired', tooShort: 'rules.nameTooShort' },
  smsCode: { required: 'rules.smsCodeRequired', digitsOnly: 'rules.smsCodeDigits' },
  password: { required: 'rules.passwordRequired', tooShort: 'rules.passwordTooShort' },
  promoCode: {},
  ageAgree: { required: 'rules.ageRequired' },
};

/** Form field name → body field name the server reports errors for (docs/product.md#rules-registration). */
const bodyField: Record<RegistrationField, string> = {
  country: 'country_code',
  phone: 'phone_number',
  name: 'name',
  smsCode: 'sms_code',
  password: 'password',
  promoCode: 'promo_code',
  ageAgree: 'age_rules_agree',
};

export function RegisterPage() {
  const sessionActor = useSessionActor();
  const t = useT();
  const promoFromLink = new URLSearchParams(useSearch()).get('promo') ?? undefined;
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const form = useActorRef(
    registrationMachine.provide({
      actors: {
        loadContext: fromPromise(({ signal }) => getRegistrationContext({ signal })),
        register: fromPromise(({ input, signal }) => register(input, { signal })),
      },
      // docs/product.md#flows-registration: success signs the player in, loads profile and balance, goes home.
      actions: { registered: () => sessionActor.send({ type: 'session.authorize' }) },
    }),
    { input: { promoCode: promoFromLink } },
  );
  const sms = useActorRef(
    smsCodeMachine.provide({
      actors: { requestCode: fromPromise(({ input, signal }) => requestRegistrationSms(input.phone, { signal })) },
    }),
  );
  const state = useSelector(form, selectRegistrationState);
  if (authenticated && state !== 'registered') return <Redirect to="/" replace />;
  return (
    <Page title={t('register.title')}>
      <div
        data-testid="registration-form"
        data-state={state}
        className={css({
          w: '100%',
          maxW: '30rem',
          bg: 'surface',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'card',
          p: { base: '4', md: '6' },
        })}
      >
        {state === 'loading' ? (
          <div className={css({ display: 'flex', justifyContent: 'center', py: '8' })}>
            <Spinner label={t('common.loading')} />
          </div>
        ) : state === 'loadFailed' ? (
          <div
            role="alert"
            className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
          >
            <p>{t('register.loadFailed')}</p>
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={() => form.send({ type: 'context.retry' })}
            >
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <RegistrationForm form={form} sms={sms} />
        )}
      </div>
    </Page>
  );
}

type FormRef = ReturnType<typeof useActorRef<typeof registrationMachine>>;
type SmsRef = ReturnType<typeof useActorRef<typeof smsCodeMachine>>;

function RegistrationForm({ form, sms }: { form: FormRef; sms: SmsRef }) {
  const t = useT();
  // The SMS message describes the code field only while it is shown.
  const smsMessageShown = useSelector(sms, (s) => selectSmsSucceeded(s) || selectSmsError(s) !== null);
  const id = useId();
  const fields = useSelector(form, selectRegistrationFields);
  const countries = useSelector(form, selectCountries);
  const phoneCode = useSelector(form, selectPhoneCode);
  const rules = useSelector(form, selectRuleErrors);
  const serverFields = useSelector(form, selectServerFieldErrors);
  const error = useSelector(form, selectRegistrationError);
  const submitting = useSelector(form, selectIsSubmitting);
  const number = fields.phone.replace(/\D+/g, '');

  /** The rule message first (nothing was sent), else the server's messages for that field. */
  const errorOf = (name: RegistrationField): string | null => {
    const rule = rules[name];
    const ruleId = rule ? ruleText[name][rule] : undefined;
    if (ruleId) return t(ruleId);
    return serverFields[bodyField[name]]?.join(' ') ?? null;
  };
  const describedBy = (name: RegistrationField) => (errorOf(name) ? `${id}-${name}-error` : undefined);
  const invalid = (name: RegistrationField) => (errorOf(name) ? true : undefined);
  const change = (name: Exclude<RegistrationField, 'ageAgree'>) => (e: { target: { value: string } }) =>
    form.send({ type: 'field.change', field: name, value: e.target.value });
  const fieldError = (name: RegistrationField) => {
    const message = errorOf(name);
    return message ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {message}
      </p>
    ) : null;
  };
  const general =
    error && !error.fieldErrors ? (error.serverMessage ?? generalText(error.kind, t)) : error?.serverMessage;

  return (
    <form
      noValidate
      aria-busy={submitting}
      onSubmit={(e) => {
        e.preventDefault();
        form.send({ type: 'form.submit' });
        const first = Object.keys(selectRuleErrors(form.getSnapshot()))[0];
        if (first) document.getElementById(`${id}-${first}`)?.focus();
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <Field label={t('register.country')} htmlFor={`${id}-country`} error={fieldError('country')}>
        <select
          id={`${id}-country`}
          className={styles.control}
          value={fields.country}
          aria-invalid={invalid('country')}
          aria-describedby={describedBy('country')}
          onChange={change('country')}
        >
          <option value="">—</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name} (+{country.phone_code})
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('register.phone')} htmlFor={`${id}-phone`} error={fieldError('phone')}>
        <div className={css({ display: 'flex', gap: '2' })}>
          <input
            aria-label={t('register.phoneCode')}
            className={`${styles.control} ${css({ w: '20', textAlign: 'center', flexShrink: 0 })}`}
            value={phoneCode === null ? '' : `+${phoneCode}`}
            readOnly
            tabIndex={-1}
          />
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={styles.control}
            value={fields.phone}
            readOnly={submitting}
            aria-invalid={invalid('phone')}
            aria-describedby={describedBy('phone')}
            onChange={change('phone')}
          />
        </div>
      </Field>
      <Field label={t('register.smsCode')} htmlFor={`${id}-smsCode`} error={fieldError('smsCode')}>
        <div
          className={css({
            display: 'flex',
            gap: '2',
            alignItems: 'stretch',
            flexWrap: { base: 'wrap', xsm: 'nowrap' },
          })}
        >
          <input
            id={`${id}-smsCode`}
            inputMode="numeric"
            autoComplete="one-time-code"
            className={styles.control}
            value={fields.smsCode}
            readOnly={submitting}
            aria-invalid={invalid('smsCode')}
            aria-describedby={[describedBy('smsCode'), smsMessageShown ? `${id}-sms-message` : null]
              .filter(Boolean)
              .join(' ')}
            onChange={change('smsCode')}
          />
          <SmsCodeButton
            sms={sms}
            phone={`${phoneCode ?? ''}${number}`}
            hasNumber={number.length > 0 && phoneCode !== null}
          />
        </div>
        <SmsCodeMessage sms={sms} id={`${id}-sms-message`} />
      </Field>
      <Field label={t('register.name')} htmlFor={`${id}-name`} error={fieldError('name')}>
        <input
          id={`${id}-name`}
          autoComplete="given-name"
          className={styles.control}
          value={fields.name}
          readOnly={submitting}
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
          onChange={change('name')}
        />
      </Field>
      <Field label={t('register.password')} htmlFor={`${id}-password`} error={fieldError('password')}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          value={fields.password}
          readOnly={submitting}
          aria-invalid={invalid('password')}
          aria-describedby={describedBy('password')}
          onChange={change('password')}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
        />
      </Field>
      <Field label={t('register.promoCode')} htmlFor={`${id}-promoCode`} error={fieldError('promoCode')}>
        <input
          id={`${id}-promoCode`}
          autoComplete="off"
          className={styles.control}
          value={fields.promoCode}
          readOnly={submitting}
          aria-invalid={invalid('promoCode')}
          aria-describedby={describedBy('promoCode')}
          onChange={change('promoCode')}
        />
      </Field>
      <div className={styles.root}>
        <label className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', cursor: 'pointer' })}>
          <input
            id={`${id}-ageAgree`}
            type="checkbox"
            checked={fields.ageAgree}
            aria-invalid={invalid('ageAgree')}
            aria-describedby={describedBy('ageAgree')}
            onChange={(e) => form.send({ type: 'field.toggle', field: 'ageAgree', value: e.target.checked })}
            className={css({ w: '5', h: '5', mt: '0.5', accentColor: 'token(colors.gold.400)', flexShrink: 0 })}
          />
          <span>{t('register.ageAgree')}</span>
        </label>
        {fieldError('ageAgree')}
      </div>
      {general && (
        <p
          role="alert"
          data-testid="registration-error"
          className={css({ color: 'danger', bg: 'coral.500/12', borderRadius: 'control', px: '3', py: '2' })}
        >
          {general}
        </p>
      )}
      <button
        type="submit"
        className={button({ block: true, size: 'lg' })}
        aria-disabled={submitting}
        aria-busy={submitting}
      >
        {t(submitting ? 'register.submitting' : 'register.submit')}
      </button>
      <Link href="/register/google" className={button({ variant: 'secondary', block: true })}>
        {t('google.continue')}
      </Link>
      <p className={css({ color: 'textMuted', textAlign: 'center' })}>
        {t('register.haveAccount')}{' '}
        <Link href="/login" className={css({ color: 'link', fontWeight: 'semibold', textDecoration: 'underline' })}>
          {t('register.loginLink')}
        </Link>
      </p>
    </form>
  );
}

function generalText(kind: string, t: (id: MessageId) => string) {
  if (kind === 'network') return t('errors.network');
  if (kind === 'timeout') return t('errors.timeout');
  if (kind === 'invalidData') return t('errors.invalidData');
  return t('register.failed');
}

function Field({
  label,
  htmlFor,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.root}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {children}
      {error}
    </div>
  );
}

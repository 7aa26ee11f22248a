// /register and /registration (docs/product.md#routes-auth, docs/product.md#rules-sms-code): SMS registration. The form
// is the registration machine, the get-code button the SMS countdown machine; this view renders them and sends their
// events.
import { useSelector } from '@xstate/react';
import { Link, Redirect, useSearch } from 'wouter';
import { css, cx } from 'styled-system/css';
import { button, field, card } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { confirmRegistrationPhone, getCountries, register, requestRegistrationSms } from '../../api/registration';
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
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { ContactFields, LabelledField, PasswordField, useFieldErrors } from './registration-fields';
import { contactRuleText, fieldChange } from './form-rules';
import { SignInServices } from './sign-in-services';
import { useActorRef } from '../../app/inspect-actor-ref';
import { SubmitButton } from '../../ui/submit-button';
import { FormAlert } from '../../ui/form-alert';
import { goToSignupLimits } from '../shared/signup-limits-path';

const styles = field();

const ruleText: Record<RegistrationField, Partial<Record<RegistrationRule, MessageId>>> = {
  country: contactRuleText.country,
  phone: contactRuleText.phone,
  name: { required: 'rules.nameRequired', tooShort: 'rules.nameTooShort' },
  smsCode: contactRuleText.smsCode,
  password: { ...contactRuleText.password, tooShort: 'rules.passwordTooShort' },
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
        loadContext: fromPromise(({ signal }) => getCountries({ signal })),
        confirmPhone: fromPromise(({ input, signal }) =>
          confirmRegistrationPhone(input.phone, input.sms_code, { signal }),
        ),
        register: fromPromise(({ input, signal }) => register(input, { signal })),
      },
      // docs/product.md#flows-registration: success signs the player in, loads profile and balance, then offers the
      // limits step on the way home (docs/product.md#flows-signup-limits).
      actions: {
        registered: () => {
          sessionActor.send({ type: 'session.authorize' });
          goToSignupLimits('/');
        },
      },
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
        className={cx(card({ padded: false }), css({ w: '100%', maxW: '30rem', p: { base: '4', md: '6' } }))}
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
  const fields = useSelector(form, selectRegistrationFields);
  const countries = useSelector(form, selectCountries);
  const phoneCode = useSelector(form, selectPhoneCode);
  const rules = useSelector(form, selectRuleErrors);
  const serverFields = useSelector(form, selectServerFieldErrors);
  const error = useSelector(form, selectRegistrationError);
  const submitting = useSelector(form, selectIsSubmitting);
  const fieldErrors = useFieldErrors({ ruleText, bodyField, rules, serverFields });
  const { controlId, errorLine: fieldError, aria } = fieldErrors;
  const change = fieldChange<Exclude<RegistrationField, 'ageAgree'>>(form);
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
        if (first) document.getElementById(controlId(first as RegistrationField))?.focus();
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <ContactFields
        fields={fields}
        countries={countries}
        phoneCode={phoneCode}
        sms={sms}
        errors={fieldErrors}
        readOnly={submitting}
        phoneAutoComplete="tel-national"
        smsMessage
        onChange={change}
      />
      <LabelledField label={t('register.name')} htmlFor={controlId('name')} error={fieldError('name')}>
        <input
          id={controlId('name')}
          autoComplete="given-name"
          className={styles.control}
          value={fields.name}
          readOnly={submitting}
          {...aria('name')}
          onChange={change('name')}
        />
      </LabelledField>
      <PasswordField
        id={controlId('password')}
        label={t('register.password')}
        autoComplete="new-password"
        value={fields.password}
        aria={aria('password')}
        error={fieldError('password')}
        readOnly={submitting}
        onChange={change('password')}
      />
      <LabelledField label={t('register.promoCode')} htmlFor={controlId('promoCode')} error={fieldError('promoCode')}>
        <input
          id={controlId('promoCode')}
          autoComplete="off"
          className={styles.control}
          value={fields.promoCode}
          readOnly={submitting}
          {...aria('promoCode')}
          onChange={change('promoCode')}
        />
      </LabelledField>
      <div className={styles.root}>
        <label className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', cursor: 'pointer' })}>
          <input
            id={controlId('ageAgree')}
            type="checkbox"
            checked={fields.ageAgree}
            {...aria('ageAgree')}
            onChange={(e) => form.send({ type: 'field.toggle', field: 'ageAgree', value: e.target.checked })}
            className={css({ w: '5', h: '5', mt: '0.5', accentColor: 'token(colors.gold.400)', flexShrink: 0 })}
          />
          <span>{t('register.ageAgree')}</span>
        </label>
        {fieldError('ageAgree')}
      </div>
      <FormAlert message={general} testId="registration-error" />
      <SubmitButton busy={submitting} label={t('register.submit')} busyLabel={t('register.submitting')} />
      <SignInServices from="register" />
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

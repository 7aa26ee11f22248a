// The confirm-details form shared by Google and wallet sign-in (docs/product.md#flows-google-oauth: country and phone
// prefilled; confirm with an SMS code, or skip only when the country is not in disabled_skip).
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import { type AnyActorRef, fromPromise } from 'xstate';
import { isApiError } from '../../api/errors';
import { requestRegistrationSms } from '../../api/registration';
import { type MessageId, useT } from '../../i18n/use-t';
import type { SocialField, SocialRule } from '../../machines/google-oauth/google-oauth.machine';
import {
  selectCanSkip,
  selectGoogleCountries,
  selectGoogleError,
  selectGoogleFields,
  selectGooglePhoneCode,
  selectGoogleRules,
  selectGoogleServerFields,
  selectIsBusy,
} from '../../machines/google-oauth/google-oauth.selectors';
import { smsCodeMachine } from '../../machines/sms-code/sms-code.machine';
import { errorText } from '../../ui/error-text';
import { SmsCodeButton, SmsCodeMessage } from './sms-code-button';
import { useActorRef } from '../../app/inspect-actor-ref';

const styles = field();

const ruleText: Record<SocialField, Partial<Record<SocialRule, MessageId>>> = {
  country: { required: 'rules.countryRequired' },
  phone: { required: 'rules.phoneRequired', skipNotAllowed: 'google.skipNotAllowed' },
  smsCode: { required: 'rules.smsCodeRequired', digitsOnly: 'rules.smsCodeDigits' },
};
const bodyField: Record<SocialField, string> = { country: 'country_iso', phone: 'phone_number', smsCode: 'sms_code' };

/** `flow` is a Google or wallet sign-in actor: both take field.change, registration.confirm and registration.skip. */
export function SocialRegistrationForm({ flow, fallback }: { flow: AnyActorRef; fallback: MessageId }) {
  const t = useT();
  const id = useId();
  const fields = useSelector(flow, selectGoogleFields);
  const countries = useSelector(flow, selectGoogleCountries);
  const phoneCode = useSelector(flow, selectGooglePhoneCode);
  const rules = useSelector(flow, selectGoogleRules);
  const serverFields = useSelector(flow, selectGoogleServerFields);
  const skipAllowed = useSelector(flow, selectCanSkip);
  const busy = useSelector(flow, selectIsBusy);
  const error = useSelector(flow, selectGoogleError);
  const sms = useActorRef(
    smsCodeMachine.provide({
      actors: { requestCode: fromPromise(({ input, signal }) => requestRegistrationSms(input.phone, { signal })) },
    }),
  );
  const number = fields.phone.replace(/\D+/g, '');
  const messageOf = (name: SocialField) => {
    const rule = rules[name];
    const ruleId = rule ? ruleText[name][rule] : undefined;
    return ruleId ? t(ruleId) : (serverFields[bodyField[name]]?.join(' ') ?? null);
  };
  const errorLine = (name: SocialField) => {
    const message = messageOf(name);
    return message ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {message}
      </p>
    ) : null;
  };
  const aria = (name: SocialField) =>
    messageOf(name) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};
  const change = (name: SocialField) => (e: { target: { value: string } }) =>
    flow.send({ type: 'field.change', field: name, value: e.target.value });
  const apiError = isApiError(error) ? error : null;
  const general = apiError?.fieldErrors
    ? apiError.serverMessage
    : error
      ? (errorText(apiError, t, fallback) ?? t(fallback))
      : null;
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'registration.confirm' });
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t('google.confirmTitle')}</h2>
      <p className={css({ color: 'textMuted' })}>{t('google.confirmIntro')}</p>
      <div className={styles.root}>
        <label htmlFor={`${id}-country`} className={styles.label}>
          {t('register.country')}
        </label>
        <select
          id={`${id}-country`}
          className={styles.control}
          value={fields.country}
          onChange={change('country')}
          {...aria('country')}
        >
          <option value="">—</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name} (+{country.phone_code})
            </option>
          ))}
        </select>
        {errorLine('country')}
      </div>
      <div className={styles.root}>
        <label htmlFor={`${id}-phone`} className={styles.label}>
          {t('register.phone')}
        </label>
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
            className={styles.control}
            value={fields.phone}
            onChange={change('phone')}
            {...aria('phone')}
          />
        </div>
        {errorLine('phone')}
      </div>
      <div className={styles.root}>
        <label htmlFor={`${id}-smsCode`} className={styles.label}>
          {t('register.smsCode')}
        </label>
        <div className={css({ display: 'flex', gap: '2', flexWrap: { base: 'wrap', xsm: 'nowrap' } })}>
          <input
            id={`${id}-smsCode`}
            inputMode="numeric"
            autoComplete="one-time-code"
            className={styles.control}
            value={fields.smsCode}
            onChange={change('smsCode')}
            {...aria('smsCode')}
          />
          <SmsCodeButton
            sms={sms}
            phone={`${phoneCode ?? ''}${number}`}
            hasNumber={number.length > 0 && phoneCode !== null}
          />
        </div>
        <SmsCodeMessage sms={sms} />
        {errorLine('smsCode')}
      </div>
      {general && (
        <p role="alert" data-testid="google-error" className={css({ color: 'danger' })}>
          {general}
        </p>
      )}
      <button type="submit" className={button({ block: true })} aria-disabled={busy} aria-busy={busy || undefined}>
        {t('google.confirm')}
      </button>
      {skipAllowed && (
        <button
          type="button"
          className={button({ variant: 'secondary', block: true })}
          aria-disabled={busy}
          onClick={() => flow.send({ type: 'registration.skip' })}
        >
          {t('google.skip')}
        </button>
      )}
    </form>
  );
}

// /login/google, /register/google: the Google button. /auth/google: the return from Google, the code
// exchange and, for a new account, the confirm-details form (spec §2 Google auth page, §4 Google flow).
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { authorizeGoogle, getGoogleLink, registerGoogle } from '../../api/oauth';
import { requestRegistrationSms } from '../../api/registration';
import { sessionActor } from '../../app/actors';
import { type MessageId, useT } from '../../i18n/use-t';
import {
  type GoogleOAuthMachine,
  googleOAuthMachine,
  type SocialField,
  type SocialRule,
} from '../../machines/google-oauth/google-oauth.machine';
import {
  selectCanSkip,
  selectGoogleCountries,
  selectGoogleError,
  selectGoogleFields,
  selectGooglePhoneCode,
  selectGoogleRules,
  selectGoogleServerFields,
  selectGoogleState,
  selectIsBusy,
} from '../../machines/google-oauth/google-oauth.selectors';
import { smsCodeMachine } from '../../machines/sms-code/sms-code.machine';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { errorText } from './error-text';
import { SmsCodeButton, SmsCodeMessage } from './sms-code-button';

const styles = field();
const card = css({
  w: '100%',
  maxW: '28rem',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
});

const redirectUri = () => `${window.location.origin}/auth/google`;

function useGoogleFlow(code: string | null) {
  return useActorRef(
    googleOAuthMachine.provide({
      actors: {
        getLink: fromPromise(({ input, signal }) => getGoogleLink(input.redirectUri, { signal })),
        exchange: fromPromise(({ input, signal }) => authorizeGoogle(input.code, input.redirectUri, { signal })),
        register: fromPromise(({ input, signal }) => registerGoogle(input, { signal })),
      },
      actions: {
        openUrl: (_, url) => window.location.assign(url),
        stripCode: () => window.history.replaceState(window.history.state, '', window.location.pathname),
        goHome: () => navigate('/'),
        authorized: () => sessionActor.send({ type: 'session.authorize' }),
      },
    }),
    { input: { code, redirectUri: redirectUri() } },
  );
}

/** /login/google and /register/google. */
export function GoogleStartPage() {
  const t = useT();
  const flow = useGoogleFlow(null);
  const state = useSelector(flow, selectGoogleState);
  const busy = useSelector(flow, selectIsBusy);
  return (
    <Page title={t('page.authGoogle')}>
      <div data-testid="google-sign-in" data-state={state} className={card}>
        <p className={css({ color: 'textMuted' })}>{t('google.intro')}</p>
        <button
          type="button"
          className={button({ block: true })}
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() => flow.send({ type: 'link.request' })}
        >
          {t('google.continue')}
        </button>
      </div>
    </Page>
  );
}

/** /auth/google: where Google sends the player back with ?code=…. */
export function GoogleReturnPage() {
  const t = useT();
  const code = new URLSearchParams(window.location.search).get('code');
  const flow = useGoogleFlow(code);
  const state = useSelector(flow, selectGoogleState);
  const busy = useSelector(flow, selectIsBusy);
  const error = errorText(useSelector(flow, selectGoogleError), t, 'google.error');
  return (
    <Page title={t('page.authGoogle')}>
      <div data-testid="google-sign-in" data-state={state} className={card}>
        {state === 'exchanging' || state === 'authorized' ? (
          <p role="status" className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <Spinner label="" size={20} />
            {t('google.exchanging')}
          </p>
        ) : state.startsWith('registering') ? (
          <GoogleRegistrationForm flow={flow} />
        ) : (
          <>
            <p
              role={error ? 'alert' : undefined}
              data-testid="google-error"
              className={css({ color: error ? 'danger' : 'textMuted' })}
            >
              {error ?? t('google.noCode')}
            </p>
            <button
              type="button"
              className={button({ block: true })}
              aria-busy={busy || undefined}
              disabled={busy}
              onClick={() => flow.send({ type: 'link.request' })}
            >
              {t('google.continue')}
            </button>
          </>
        )}
      </div>
    </Page>
  );
}

const ruleText: Record<SocialField, Partial<Record<SocialRule, MessageId>>> = {
  country: { required: 'rules.countryRequired' },
  phone: { required: 'rules.phoneRequired', skipNotAllowed: 'google.skipNotAllowed' },
  smsCode: { required: 'rules.smsCodeRequired', digitsOnly: 'rules.smsCodeDigits' },
};
const bodyField: Record<SocialField, string> = { country: 'country_iso', phone: 'phone_number', smsCode: 'sms_code' };

function GoogleRegistrationForm({ flow }: { flow: ActorRefFrom<GoogleOAuthMachine> }) {
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
  const general = error && !error.fieldErrors ? errorText(error, t, 'google.error') : error?.serverMessage;
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

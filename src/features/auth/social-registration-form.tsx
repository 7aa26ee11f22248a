// The confirm-details form shared by Google and wallet sign-in (docs/product.md#flows-google-oauth: country and phone
// prefilled; confirm with an SMS code, or skip only when the country is not in disabled_skip).
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { type AnyActorRef, fromPromise } from 'xstate';
import { isApiError } from '../../api/errors';
import { requestRegistrationSms } from '../../api/registration';
import { type MessageId, useT } from '../../i18n/use-t';
import type { SocialField, SocialRule } from '../../machines/google-oauth/google-oauth.machine';
import * as select from '../../machines/google-oauth/google-oauth.selectors';
import { smsCodeMachine } from '../../machines/sms-code/sms-code.machine';
import { errorText } from '../../ui/error-text';
import { ContactFields, useFieldErrors } from './registration-fields';
import { contactRuleText, fieldChange } from './form-rules';
import { useActorRef } from '../../app/inspect-actor-ref';

const ruleText: Record<SocialField, Partial<Record<SocialRule, MessageId>>> = {
  country: contactRuleText.country,
  phone: { ...contactRuleText.phone, skipNotAllowed: 'google.skipNotAllowed' },
  smsCode: contactRuleText.smsCode,
};
const bodyField: Record<SocialField, string> = { country: 'country_iso', phone: 'phone_number', smsCode: 'sms_code' };

/** `flow` is a Google or wallet sign-in actor: both take field.change, registration.confirm and registration.skip. */
export function SocialRegistrationForm({ flow, fallback }: { flow: AnyActorRef; fallback: MessageId }) {
  const t = useT();
  const fields = useSelector(flow, select.selectGoogleFields);
  const countries = useSelector(flow, select.selectGoogleCountries);
  const phoneCode = useSelector(flow, select.selectGooglePhoneCode);
  const rules = useSelector(flow, select.selectGoogleRules);
  const serverFields = useSelector(flow, select.selectGoogleServerFields);
  const skipAllowed = useSelector(flow, select.selectCanSkip);
  const busy = useSelector(flow, select.selectIsBusy);
  const error = useSelector(flow, select.selectGoogleError);
  const sms = useActorRef(
    smsCodeMachine.provide({
      actors: { requestCode: fromPromise(({ input, signal }) => requestRegistrationSms(input.phone, { signal })) },
    }),
  );
  const fieldErrors = useFieldErrors({ ruleText, bodyField, rules, serverFields });
  const change = fieldChange<SocialField>(flow);
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
      <ContactFields
        fields={fields}
        countries={countries}
        phoneCode={phoneCode}
        sms={sms}
        errors={fieldErrors}
        phoneAutoComplete="tel-national"
        onChange={change}
      />
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

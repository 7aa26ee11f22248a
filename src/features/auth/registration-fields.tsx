// The fields the SMS registration form, the Google/wallet confirm-details form and the login form share
// (docs/product.md#flows): country, phone with the country's code in front, SMS code with its get-code button, the
// password with its show/hide toggle, each with its error line: the rule the machine found first (nothing was sent),
// else the server's messages for that field.
import { useSelector } from '@xstate/react';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import type { ActorRefFrom } from 'xstate';
import { type MessageId, useT } from '../../i18n/use-t';
import type { SmsCodeMachine } from '../../machines/sms-code/sms-code.machine';
import { selectSmsError, selectSmsSucceeded } from '../../machines/sms-code/sms-code.selectors';
import { PasswordInput } from '../../ui/password-input';
import { SmsCodeButton, SmsCodeMessage } from './sms-code-button';

export const fieldStyles = field();

/**
 * The error text of each field, its line and its control's attributes. `ruleText` maps a field's rule to
 * its message; `bodyField` names the field in the server's replies.
 */
export function useFieldErrors<F extends string, R extends string>({
  ruleText,
  bodyField,
  rules,
  serverFields,
}: {
  ruleText: Record<F, Partial<Record<R, MessageId>>>;
  bodyField: Record<F, string>;
  rules: Partial<Record<F, R>>;
  serverFields: Record<string, string[] | undefined>;
}) {
  const t = useT();
  const id = useId();
  const messageOf = (name: F): string | null => {
    const rule = rules[name];
    const ruleId = rule ? ruleText[name][rule] : undefined;
    if (ruleId) return t(ruleId);
    return serverFields[bodyField[name]]?.join(' ') ?? null;
  };
  const errorId = (name: F) => `${id}-${name}-error`;
  return {
    /** The id of a field's control (focus goes there when its rule is broken). */
    controlId: (name: F) => `${id}-${name}`,
    messageOf,
    errorLine: (name: F) => {
      const message = messageOf(name);
      return message ? (
        <p id={errorId(name)} className={fieldStyles.error}>
          {message}
        </p>
      ) : null;
    },
    /** aria-invalid and aria-describedby of a control (plus `extra` ids it is described by). */
    aria: (name: F, extra?: string | null) => {
      const described = [messageOf(name) ? errorId(name) : null, extra].filter(Boolean).join(' ');
      const aria: Aria = {
        'aria-invalid': messageOf(name) ? true : undefined,
        'aria-describedby': described || undefined,
      };
      return aria;
    },
  };
}

type Aria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
type Change = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

/** A label over a control (or a group of them) and the control's error line. */
export function LabelledField({
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
    <div className={fieldStyles.root}>
      <label htmlFor={htmlFor} className={fieldStyles.label}>
        {label}
      </label>
      {children}
      {error}
    </div>
  );
}

export function CountryField({
  id,
  value,
  countries,
  aria,
  error,
  busy,
  onChange,
}: {
  id: string;
  value: string;
  countries: ReadonlyArray<{ id: string | number; name: string; phone_code: string | number }>;
  aria: Aria;
  error: ReactNode;
  /** The countries are not there yet (loading, or their load failed): nothing to choose from. */
  busy?: boolean;
  onChange: Change;
}) {
  const t = useT();
  return (
    <LabelledField label={t('register.country')} htmlFor={id} error={error}>
      <select
        id={id}
        className={fieldStyles.control}
        value={value}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={onChange}
        {...aria}
      >
        <option value="">—</option>
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name} (+{country.phone_code})
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** The password of the login and registration forms: `autoComplete` tells a password manager which one it is. */
export function PasswordField({
  id,
  label,
  name,
  autoComplete,
  value,
  aria,
  error,
  readOnly,
  onChange,
}: {
  id: string;
  label: string;
  name?: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  aria: Aria;
  error: ReactNode;
  readOnly?: boolean;
  onChange: Change;
}) {
  const t = useT();
  return (
    <LabelledField label={label} htmlFor={id} error={error}>
      <PasswordInput
        id={id}
        name={name}
        autoComplete={autoComplete}
        value={value}
        readOnly={readOnly}
        {...aria}
        onChange={onChange}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
      />
    </LabelledField>
  );
}

export function PhoneField({
  id,
  value,
  phoneCode,
  aria,
  error,
  readOnly,
  autoComplete,
  onChange,
}: {
  id: string;
  value: string;
  phoneCode: string | number | null;
  aria: Aria;
  error: ReactNode;
  readOnly?: boolean;
  autoComplete?: string;
  onChange: Change;
}) {
  const t = useT();
  return (
    <LabelledField label={t('register.phone')} htmlFor={id} error={error}>
      <div className={css({ display: 'flex', gap: '2' })}>
        <input
          aria-label={t('register.phoneCode')}
          className={`${fieldStyles.control} ${css({ w: '20', textAlign: 'center', flexShrink: 0 })}`}
          value={phoneCode === null ? '' : `+${phoneCode}`}
          readOnly
          tabIndex={-1}
        />
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          className={fieldStyles.control}
          value={value}
          readOnly={readOnly}
          onChange={onChange}
          {...aria}
        />
      </div>
    </LabelledField>
  );
}

/**
 * The SMS code and its get-code button for `phoneCode` + the typed number's digits. With `messageId`, the
 * SMS message describes the code field while it is shown.
 */
export function SmsCodeField({
  id,
  value,
  phoneCode,
  phone,
  sms,
  aria,
  error,
  readOnly,
  messageId,
  onChange,
}: {
  id: string;
  value: string;
  phoneCode: string | number | null;
  phone: string;
  sms: ActorRefFrom<SmsCodeMachine>;
  aria: (extra?: string | null) => Aria;
  error: ReactNode;
  readOnly?: boolean;
  messageId?: string;
  onChange: Change;
}) {
  const t = useT();
  const messageShown = useSelector(sms, (s) => selectSmsSucceeded(s) || selectSmsError(s) !== null);
  const number = phone.replace(/\D+/g, '');
  return (
    <LabelledField label={t('register.smsCode')} htmlFor={id} error={error}>
      <div
        className={css({ display: 'flex', gap: '2', alignItems: 'stretch', flexWrap: { base: 'wrap', xsm: 'nowrap' } })}
      >
        <input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          className={fieldStyles.control}
          value={value}
          readOnly={readOnly}
          onChange={onChange}
          {...aria(messageId && messageShown ? messageId : null)}
        />
        <SmsCodeButton
          sms={sms}
          phone={`${phoneCode ?? ''}${number}`}
          hasNumber={number.length > 0 && phoneCode !== null}
        />
      </div>
      <SmsCodeMessage sms={sms} id={messageId} />
    </LabelledField>
  );
}

type ContactField = 'country' | 'phone' | 'smsCode';

/** Country, phone and SMS code together, as both registration forms ask for them. */
export function ContactFields({
  fields,
  countries,
  phoneCode,
  sms,
  errors,
  readOnly,
  phoneAutoComplete,
  smsMessage,
  onChange,
}: {
  fields: Record<ContactField, string>;
  countries: ReadonlyArray<{ id: string | number; name: string; phone_code: string | number }>;
  phoneCode: string | number | null;
  sms: ActorRefFrom<SmsCodeMachine>;
  errors: {
    controlId: (name: ContactField) => string;
    errorLine: (name: ContactField) => ReactNode;
    aria: (name: ContactField, extra?: string | null) => Aria;
  };
  readOnly?: boolean;
  phoneAutoComplete?: string;
  /** The SMS message describes the code field (the SMS registration form). */
  smsMessage?: boolean;
  onChange: (name: ContactField) => Change;
}) {
  const { controlId, errorLine, aria } = errors;
  return (
    <>
      <CountryField
        id={controlId('country')}
        value={fields.country}
        countries={countries}
        aria={aria('country')}
        error={errorLine('country')}
        onChange={onChange('country')}
      />
      <PhoneField
        id={controlId('phone')}
        value={fields.phone}
        phoneCode={phoneCode}
        aria={aria('phone')}
        error={errorLine('phone')}
        readOnly={readOnly}
        autoComplete={phoneAutoComplete}
        onChange={onChange('phone')}
      />
      <SmsCodeField
        id={controlId('smsCode')}
        value={fields.smsCode}
        phoneCode={phoneCode}
        phone={fields.phone}
        sms={sms}
        aria={(extra) => aria('smsCode', extra)}
        error={errorLine('smsCode')}
        readOnly={readOnly}
        messageId={smsMessage ? `${controlId('smsCode')}-message` : undefined}
        onChange={onChange('smsCode')}
      />
    </>
  );
}

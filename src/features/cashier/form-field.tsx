// docs/product.md#entities-cashier form field: one field of a server form by kind (block, link, amount, clipboard,
// input, select), with its label, the server's allowed attributes and its errors (described-by).
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { css } from 'styled-system/css';
import { button, field as fieldRecipe } from 'styled-system/recipes';
import type { FormField } from '../../../contract/schemas/wallet';
import { useT } from '../../i18n/use-t';
import { parseAmount } from '../../machines/amount';
import { fieldName } from '../../machines/payment-form/payment-form.rules';
import { QuickAmounts } from '../../ui/quick-amounts';
import { SafeHtml } from '../../ui/safe-html';
import { safeHttpUrl } from '../../../contract/safe-url';
import { useClipboardCopy } from '../shared/use-clipboard-copy';

const styles = fieldRecipe();

/** Server attributes the app lets through, as React props (nothing that runs code or restyles). */
const ALLOWED_ATTRIBUTES: Record<string, string> = {
  min: 'min',
  max: 'max',
  step: 'step',
  maxlength: 'maxLength',
  minlength: 'minLength',
  pattern: 'pattern',
  placeholder: 'placeholder',
  inputmode: 'inputMode',
  autocomplete: 'autoComplete',
  readonly: 'readOnly',
};

function inputAttributes(field: FormField): InputHTMLAttributes<HTMLInputElement> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(field.attributes ?? {})) {
    const prop = ALLOWED_ATTRIBUTES[key.toLowerCase()];
    if (prop && value !== false) props[prop] = value === true ? true : String(value);
  }
  const required = field.attributes?.required;
  if (required === true || required === 'required' || required === 'true' || required === 1) props.required = true;
  return props as InputHTMLAttributes<HTMLInputElement>;
}

export interface FieldProps {
  field: FormField;
  id: string;
  errors: string[];
  currency: string;
  disabled: boolean;
}

function FieldImage({ field }: { field: FormField }) {
  if (!field.image?.url) return null;
  return <img src={field.image.url} alt="" className={css({ maxH: '10', w: 'auto', alignSelf: 'flex-start' })} />;
}

function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} data-testid="field-error" className={css({ listStyle: 'none', p: 0, m: 0 })}>
      {errors.map((message) => (
        <li key={message} className={styles.error}>
          {message}
        </li>
      ))}
    </ul>
  );
}

/** The frame every labelled server field shares: image, label, the control, its errors. */
function FieldFrame({
  field,
  id,
  errors,
  children,
}: Pick<FieldProps, 'field' | 'id' | 'errors'> & { children: ReactNode }) {
  return (
    <div className={styles.root}>
      <FieldImage field={field} />
      <label htmlFor={id} className={styles.label}>
        {field.label ?? fieldName(field)}
      </label>
      {children}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** A control's own attributes: its id, the name it posts under, and its errors linked to it. */
const controlProps = ({ field, id, errors }: Pick<FieldProps, 'field' | 'id' | 'errors'>) => ({
  id,
  name: fieldName(field) ?? undefined,
  'aria-invalid': errors.length > 0 || undefined,
  'aria-describedby': errors.length > 0 ? `${id}-error` : undefined,
});

function ClipboardField({ field, id }: { field: Extract<FormField, { kind: 'clipboard' }>; id: string }) {
  const t = useT();
  const copy = useClipboardCopy();
  const label = field.label ?? field.name ?? '';
  return (
    <div className={styles.root} data-testid="clipboard-field" data-state={copy.state}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={css({ display: 'flex', gap: '2' })}>
        <input id={id} className={styles.control} value={field.value} readOnly />
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          aria-label={t('cashier.copyLabel', { label })}
          aria-busy={copy.busy}
          onClick={() => copy.copy(field.value)}
        >
          {t('cashier.copy')}
        </button>
      </div>
      <p role="status" className={copy.note === 'failed' ? styles.error : styles.hint}>
        {copy.note === 'copied' ? t('cashier.copied') : copy.note === 'failed' ? t('cashier.copyFailed') : ''}
      </p>
    </div>
  );
}

function AmountField(props: FieldProps & { field: { kind: 'amount' } }) {
  const { field, currency, disabled } = props;
  const t = useT();
  const [value, setValue] = useState('');
  return (
    <FieldFrame {...props}>
      <input
        {...controlProps(props)}
        type="number"
        inputMode="decimal"
        {...inputAttributes(field)}
        className={styles.control}
        value={value}
        readOnly={disabled}
        onChange={(e) => setValue(e.target.value)}
      />
      <QuickAmounts
        label={t('cashier.quickAmounts')}
        currency={currency}
        selected={parseAmount(value)}
        disabled={disabled}
        onPick={(amount) => setValue(String(amount))}
      />
    </FieldFrame>
  );
}

function LinkField({ field }: { field: Extract<FormField, { kind: 'link' }> }) {
  const t = useT();
  const href = safeHttpUrl(field.url);
  if (!href) return null;
  return (
    <a
      href={href.href}
      target="_blank"
      rel="noopener noreferrer"
      className={css({ color: 'link', textDecoration: 'underline', alignSelf: 'flex-start' })}
    >
      {field.label ?? href.host}
      <span className="sr-only"> {t('common.opensNewTab')}</span>
    </a>
  );
}

export function PaymentField(props: FieldProps) {
  const { field, disabled } = props;
  switch (field.kind) {
    case 'block':
      return <SafeHtml html={field.html} className={css({ color: 'textMuted', '& strong': { color: 'text' } })} />;
    case 'link':
      return <LinkField field={field} />;
    case 'clipboard':
      return <ClipboardField field={field} id={props.id} />;
    case 'amount':
      return <AmountField {...props} field={field} />;
    case 'input':
      if (field.type === 'hidden') {
        return <input type="hidden" name={fieldName(field) ?? undefined} value={field.value ?? ''} />;
      }
      return (
        <FieldFrame {...props}>
          <input
            {...controlProps(props)}
            type={field.type}
            defaultValue={field.value}
            {...inputAttributes(field)}
            className={styles.control}
            readOnly={disabled}
          />
        </FieldFrame>
      );
    case 'select':
      return (
        <FieldFrame {...props}>
          <select {...controlProps(props)} className={styles.control} disabled={disabled}>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FieldFrame>
      );
  }
}

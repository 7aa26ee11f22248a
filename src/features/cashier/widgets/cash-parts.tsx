// Pieces the cashier widgets share: the amount field with quick amounts, the club radio group, the
// confirmation dialog, the PIN panel and the accepted panel. Display only: the machines own every rule.
import { type ReactNode, useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import type { ApiError } from '../../../api/errors';
import { type Translate, useT } from '../../../i18n/use-t';
import { parseAmount } from '../../../machines/amount';
import type { AmountRule } from '../../../machines/cash-withdrawal/cash-rules';
import { Dialog } from '../../../ui/dialog';
import { errorText } from '../../../ui/error-text';
import { formatMoney } from '../../../ui/format';
import { ControlIcon } from '../../../ui/control-icons';
import { QuickAmounts } from '../../../ui/quick-amounts';
import { FormAlert } from '../../../ui/form-alert';
import { copyableValue, optionCard } from './widget-looks';

const fieldStyles = field();

export const widgetRoot = css({ display: 'flex', flexDirection: 'column', gap: '5', w: '100%', maxW: '40rem' });
export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '5' });

/** The amount field: label, limits hint, the typed value, quick amounts and its one error line. */
export function AmountField({
  id,
  currency,
  value,
  hint,
  error,
  readOnly,
  onChange,
  onPick,
}: {
  id: string;
  currency: string;
  value: string;
  hint: string;
  error: string | null;
  readOnly: boolean;
  onChange: (value: string) => void;
  onPick: (amount: number) => void;
}) {
  const t = useT();
  return (
    <div className={fieldStyles.root}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('cash.amount', { currency })}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        className={fieldStyles.control}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      )}
      <QuickAmounts
        label={t('cash.quickAmounts')}
        currency={currency}
        selected={parseAmount(value)}
        disabled={readOnly}
        onPick={onPick}
      />
    </div>
  );
}

export interface ClubOption {
  id: number;
  name: string;
  address: string;
  /** The club's payout limits, for withdrawals. */
  note?: string;
}

/** The clubs as one accessible radio group: each option is named by its club, described by address and limits. */
export function ClubRadioGroup({
  id,
  legend,
  clubs,
  selected,
  disabled,
  empty,
  error,
  onSelect,
}: {
  id: string;
  legend: string;
  clubs: ClubOption[];
  selected: number | null;
  disabled: boolean;
  /** Shown instead of the list when no club is offered. */
  empty: string;
  error: string | null;
  onSelect: (clubId: number) => void;
}) {
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className={css({ border: 'none', p: 0, m: 0, minW: 0, display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <legend className={cx(fieldStyles.label, css({ mb: '1.5' }))}>{legend}</legend>
      {clubs.length === 0 && (
        <p role="status" className={css({ color: 'textMuted', fontSize: 'sm' })}>
          {empty}
        </p>
      )}
      <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        {clubs.map((club) => (
          <label
            key={club.id}
            data-state={selected === club.id ? 'checked' : 'unchecked'}
            className={cx(
              optionCard,
              css({
                alignItems: 'flex-start',
                p: '3',
                borderWidth: '1px',
                bg: 'night.950',
                '&[data-state=checked]': { borderColor: 'accent', bg: 'surfaceRaised' },
              }),
            )}
          >
            <input
              type="radio"
              name={id}
              value={club.id}
              checked={selected === club.id}
              disabled={disabled}
              aria-labelledby={`${id}-${club.id}-name`}
              aria-describedby={`${id}-${club.id}-details`}
              aria-invalid={error ? true : undefined}
              onChange={() => onSelect(club.id)}
              className={css({ mt: '1', w: '4', h: '4', accentColor: 'token(colors.gold.400)', flexShrink: 0 })}
            />
            <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 })}>
              <span id={`${id}-${club.id}-name`} className={css({ fontWeight: 'semibold' })}>
                {club.name}
              </span>
              <span
                id={`${id}-${club.id}-details`}
                className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}
              >
                <span className={css({ color: 'textMuted', fontSize: 'sm' })}>{club.address}</span>
                {club.note && <span className={css({ color: 'textMuted', fontSize: 'xs' })}>{club.note}</span>}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * docs/product.md#flows-payment-form generic form: the method's confirmMessage before sending; cancel sends nothing.
 */
export function CashConfirmDialog({
  open,
  message,
  summary,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  message: string;
  summary: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} title={t('cash.confirmTitle')} onClose={onCancel} testId="cash-confirm">
      <p>{message}</p>
      <div className={css({ color: 'textMuted', fontSize: 'sm' })}>{summary}</div>
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onCancel}>
          {t('cash.cancel')}
        </button>
        <button type="button" className={button()} onClick={onConfirm}>
          {t('cash.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

/** The PIN the club asks for, large and selectable. */
export function PinBox({ pin }: { pin: string }) {
  const t = useT();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'center' })}>
      <span className={css({ color: 'textMuted', fontSize: 'sm' })}>{t('cash.pin')}</span>
      <output
        data-testid="cash-pin"
        className={cx(
          copyableValue,
          css({
            fontSize: '3xl',
            fontWeight: 'bold',
            letterSpacing: '0.2em',
            fontVariantNumeric: 'tabular-nums',
            px: '5',
            py: '2',
          }),
        )}
      >
        {pin}
      </output>
    </div>
  );
}

/** Rule names → messages, with the money values they quote. */
export function amountRuleText(
  rule: AmountRule | undefined,
  t: Translate,
  values: { min: number; max: number; balance: number | null; currency: string },
): string | null {
  const money = (value: number) => formatMoney(value, values.currency);
  switch (rule) {
    case 'required':
      return t('cash.ruleAmountRequired');
    case 'invalid':
      return t('cash.ruleAmountInvalid');
    case 'belowMin':
      return t('cash.ruleBelowMin', { min: money(values.min) });
    case 'aboveMax':
      return t('cash.ruleAboveMax', { max: money(values.max) });
    case 'aboveBalance':
      return t('cash.ruleAboveBalance', { balance: money(values.balance ?? 0) });
    default:
      return null;
  }
}

/** The widget limits hint: 'From 250 HTG to 100 000 HTG'. */
export function limitsHint(t: Translate, limits: { min: number; max: number }, currency: string): string {
  const min = formatMoney(Math.max(limits.min, 0), currency);
  return limits.max > 0
    ? t('cash.amountLimits', { min, max: formatMoney(limits.max, currency) })
    : t('cash.amountMin', { min });
}

/** Server field errors of one body field, joined. */
export const serverFieldError = (error: ApiError | null, name: string): string | null =>
  error?.fieldErrors?.[name]?.join(' ') ?? null;

/**
 * The general line of a refusal: the server's message, else a text for the error kind (docs/product.md#errors-texts).
 */
export function generalError(error: ApiError | null, t: Translate): string | null {
  if (!error) return null;
  const reason = error.reason && !error.serverMessage ? error.reason : null;
  return reason ?? errorText(error, t, 'errors.requestFailed');
}

/** The cash forms' general error. */
export const GeneralError = ({ message }: { message: string | null }) => (
  <FormAlert message={message} testId="cash-error" />
);

const acceptedPanel = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
  textAlign: 'center',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  p: { base: '5', md: '8' },
});

/**
 * The outcome of a sent cashier form (a withdrawal accepted, a deposit PIN requested): a check mark, the
 * title, then `children`. The form the player was in is gone, so focus moves to the title to be read out.
 */
export function AcceptedPanel({
  testId,
  titleId,
  title,
  children,
}: {
  testId: string;
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section data-testid={testId} aria-labelledby={titleId} className={acceptedPanel}>
      <span className={css({ display: 'inline-flex', p: '3', borderRadius: 'full', bg: 'mint.700', color: 'text' })}>
        <ControlIcon name="check" size={32} />
      </span>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {title}
      </h2>
      {children}
    </section>
  );
}

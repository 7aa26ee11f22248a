// Display pieces of the withdrawal-crypto widget: problem texts (docs/product.md#errors-texts), the labelled text field
// with its linked error, and the accepted panel (cash-parts.tsx) with the countdown to the home page.
import { useSelector } from '@xstate/react';
import type { InputHTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import { button, field } from 'styled-system/recipes';
import type { ActorRefFrom } from 'xstate';
import { useLocation } from 'wouter';
import type { ApiError } from '../../../api/errors';
import { type Translate, useT } from '../../../i18n/use-t';
import type { CryptoWithdrawalMachine } from '../../../machines/crypto-withdrawal/crypto-withdrawal.machine';
import { selectAccepted } from '../../../machines/crypto-withdrawal/crypto-withdrawal.selectors';
import type { CryptoProblem } from '../../../machines/crypto-withdrawal/validation';
import { AcceptedPanel } from './cash-parts';

const fieldStyles = field();
type Flow = ActorRefFrom<CryptoWithdrawalMachine>;

export function problemText(
  problem: CryptoProblem | undefined,
  t: Translate,
  values: { min: string; max: string; balance: string },
) {
  if (!problem) return null;
  switch (problem) {
    case 'belowMin':
      return t('crypto.problem.belowMin', { min: values.min });
    case 'aboveMax':
      return t('crypto.problem.aboveMax', { max: values.max });
    case 'aboveBalance':
      return t('crypto.problem.aboveBalance', { balance: values.balance });
    default:
      return t(`crypto.problem.${problem}`);
  }
}

/** The server's own words for a field (docs/product.md#flows-crypto-withdrawal: per-field error lists). */
export const serverField = (error: ApiError | null, ...names: string[]) =>
  names.map((name) => error?.fieldErrors?.[name]?.join(' ')).find(Boolean) ?? null;

/**
 * The chain's server error: the server's words for the chain, or, when it refused the currency sent for the chain
 * (the `currency` field: not the chain's own), the app's 'Wrong network' in the player's language
 * (docs/product.md#errors-texts).
 */
export const chainServerText = (error: ApiError | null, t: Translate) =>
  serverField(error, 'chain') ?? (error?.fieldErrors?.currency?.length ? t('crypto.wrongNetwork') : null);

export function generalError(error: ApiError | null, t: Translate): string | null {
  if (!error || error.kind === 'abort') return null;
  if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0) return error.reason ?? null;
  if (error.kind === 'invalidData') return t('errors.invalidData');
  // The client could not even build the request (docs/product.md#errors-kinds configuration): it never left.
  if (error.kind === 'configuration') return t('crypto.requestUnsent');
  if (error.kind === 'network') return t('errors.network');
  if (error.kind === 'timeout') return t('errors.timeout');
  return error.serverMessage ?? error.reason ?? t('crypto.submitFailed');
}

export function TextField({
  id,
  label,
  value,
  error,
  onChange,
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.root}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        type="text"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={fieldStyles.control}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export function WithdrawalAccepted({ flow }: { flow: Flow }) {
  const t = useT();
  const accepted = useSelector(flow, selectAccepted);
  const [, navigate] = useLocation();
  const title = t('crypto.accepted');
  return (
    <AcceptedPanel testId="crypto-withdrawal-accepted" titleId="crypto-accepted-title" title={title}>
      {accepted?.message && accepted.message !== title && (
        <p className={css({ color: 'textMuted' })}>{accepted.message}</p>
      )}
      <p data-testid="crypto-countdown" className={css({ color: 'textMuted', fontSize: 'sm' })}>
        {t('crypto.redirectIn', { seconds: accepted?.secondsLeft ?? 0 })}
      </p>
      <button type="button" className={button({ variant: 'secondary' })} onClick={() => navigate('/')}>
        {t('common.goHome')}
      </button>
    </AcceptedPanel>
  );
}

// Pieces both crypto widgets share: the chain picker (docs/product.md#entities-cashier crypto chain: name, image on its
// colour; docs/product.md#rules-crypto-withdrawal chains without a value or currency are shown but cannot be picked),
// the widget data parser with the widget frame that shows its mismatch, the picked chain, and the rate line
// (docs/product.md#constants-money: rates shown with 6 decimals). Display only: the machines own every rule.
import { type ReactNode, useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { card as cardRecipe } from 'styled-system/recipes';
import * as z from 'zod/mini';
import type { ApiError } from '../../../api/errors';
import { type CryptoChain, type CryptoWidgetData, cryptoWidgetData } from '../../../../contract/schemas/wallet';
import { RATE_DISPLAY_DECIMALS } from '../../../config/constants';
import { type Translate, useT } from '../../../i18n/use-t';
import { isSelectableChain } from '../../../machines/crypto-deposit/chains';
import { errorText } from '../../../ui/error-text';
import { optionCard } from './widget-looks';
import type { WidgetSystem } from './widget-system';

export const cryptoRoot = css({ display: 'flex', flexDirection: 'column', gap: '5', w: '100%', maxW: '44rem' });

export const panel = cx(
  cardRecipe({ padded: false }),
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: { base: '4', md: '5' },
  }),
);

/** docs/product.md#entities-cashier crypto widget data; a mismatch is shown as 'Unavailable server data format'. */
export function parseCryptoData(data: unknown): CryptoWidgetData | null {
  const parsed = z.safeParse(cryptoWidgetData, data);
  return parsed.success ? parsed.data : null;
}

function InvalidWidgetData({ testId }: { testId: string }) {
  const t = useT();
  return (
    <p role="alert" data-testid={testId} data-state="invalidData" className={css({ color: 'danger' })}>
      {t('errors.invalidData')}
    </p>
  );
}

/** A crypto widget: its body with the parsed data, or 'Unavailable server data format' when the data does not parse. */
export function CryptoWidget({
  system,
  testId,
  children,
}: {
  system: WidgetSystem;
  testId: string;
  children: (data: CryptoWidgetData) => ReactNode;
}) {
  const data = useMemo(() => parseCryptoData(system.data), [system.data]);
  return data ? children(data) : <InvalidWidgetData testId={testId} />;
}

/** The picked chain (none while nothing is picked; a chain without a value is never picked). */
export const pickedChain = (chains: readonly CryptoChain[], chainId: string | null) =>
  chains.find((chain) => chain.value !== null && chain.value === chainId) ?? null;

/** Keeps 6 decimals at most (docs/product.md#constants-money rate display) and drops trailing zeros. */
export function formatRate(rate: number): string {
  const text = rate.toFixed(RATE_DISPLAY_DECIMALS).replace(/\.?0+$/, '');
  return text === '0' ? `< ${(10 ** -RATE_DISPLAY_DECIMALS).toFixed(RATE_DISPLAY_DECIMALS)}` : text;
}

/** Rates error: 'Payment crypto rates request has incorrect server data' for an unparseable reply. */
export function ratesErrorText(error: ApiError | null, t: Translate): string | null {
  if (!error) return null;
  if (error.kind === 'invalidData') return t('crypto.ratesInvalidData');
  return errorText(error, t, 'crypto.ratesFailed');
}

const card = cx(
  optionCard,
  css({
    position: 'relative',
    alignItems: 'center',
    minH: '14',
    px: '3',
    py: '2',
    bg: 'surfaceRaised',
    borderWidth: '2px',
    transition: 'border-color 0.15s, background 0.15s',
    '&:has(input:checked)': { borderColor: 'accent', bg: 'night.700' },
    '&:has(input:focus-visible)': { outline: '2px solid token(colors.focus)', outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6, _hover: { borderColor: 'border' } },
  }),
);

/** The chain picker: a radio group of cards. */
export function ChainPicker({
  name,
  chains,
  selected,
  disabled,
  error,
  errorId,
  onSelect,
}: {
  name: string;
  chains: readonly CryptoChain[];
  selected: string | null;
  disabled?: boolean;
  error?: string | null;
  errorId?: string;
  onSelect: (chainId: string) => void;
}) {
  const t = useT();
  if (chains.length === 0) return <p className={css({ color: 'textMuted' })}>{t('crypto.noChains')}</p>;
  return (
    <fieldset
      data-testid="crypto-chains"
      aria-describedby={error ? errorId : undefined}
      className={css({ border: 'none', p: 0, m: 0, minW: 0 })}
    >
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'textMuted', mb: '2' })}>
        {t('crypto.network')}
      </legend>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          gap: '2',
        })}
      >
        {chains.map((chain, index) => {
          const selectable = isSelectableChain(chain);
          const value = chain.value ?? `unselectable-${index}`;
          return (
            <label key={value} className={card} data-selected={selectable && chain.value === selected}>
              <input
                type="radio"
                name={name}
                value={value}
                className="sr-only"
                checked={selectable && chain.value === selected}
                disabled={!selectable || disabled}
                onChange={() => selectable && onSelect(chain.value)}
              />
              <span
                aria-hidden="true"
                className={css({
                  flexShrink: 0,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  w: '9',
                  h: '9',
                  borderRadius: 'full',
                  overflow: 'hidden',
                })}
                style={{ backgroundColor: chain.image.backgroundColor }}
              >
                <img src={chain.image.url} alt="" width={24} height={24} className={css({ w: '6', h: '6' })} />
              </span>
              <span className={css({ display: 'flex', flexDirection: 'column', minW: 0, lineHeight: 'tight' })}>
                <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{chain.name}</span>
                <span className={cx(css({ fontSize: 'sm', color: 'textMuted' }))}>
                  {selectable ? chain.currency : t('crypto.soon')}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className={css({ color: 'danger', fontSize: 'sm', mt: '2' })}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

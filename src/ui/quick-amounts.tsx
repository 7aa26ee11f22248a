// docs/product.md#constants-money quick amounts: one tap fills the amount field of a deposit or withdrawal form.
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { QUICK_AMOUNTS } from '../config/constants';
import { formatMoney } from './format';

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', border: 'none', p: 0, m: 0, minW: 0 });

export function QuickAmounts({
  label,
  currency,
  selected,
  disabled,
  onPick,
}: {
  /** Accessible name of the group, e.g. "Quick amounts". */
  label: string;
  currency: string;
  /** The amount currently in the field, so the matching chip reads as pressed. */
  selected?: number | null;
  disabled?: boolean;
  onPick: (amount: number) => void;
}) {
  return (
    <fieldset aria-label={label} className={row}>
      {QUICK_AMOUNTS.map((amount) => (
        <button
          key={amount}
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          aria-pressed={selected === amount}
          disabled={disabled}
          onClick={() => onPick(amount)}
        >
          {formatMoney(amount, currency)}
        </button>
      ))}
    </fieldset>
  );
}

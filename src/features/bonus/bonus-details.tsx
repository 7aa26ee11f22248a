// The facts of a bonus (docs/product.md#routes-bonuses bonus panel): balance, amount to unlock with the wagering
// progress (type 1) or the conversion coefficient (type 2). Shared by the /bonuses panel and the convert dialog.
import { css } from 'styled-system/css';
import type { BonusInfo } from '../../../contract/schemas/wallet';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../ui/format';
import { ProgressBar } from '../../ui/progress-bar';

const rows = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '2',
  alignItems: 'baseline',
  '& dt': { color: 'textMuted', fontSize: 'sm' },
  '& dd': { fontWeight: 'semibold', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

/** docs/product.md#entities-money type 1: wagered so far out of the total needed to unlock the bonus. */
export function WagerProgress({ current, total, currency }: { current: number; total: number; currency: string }) {
  const t = useT();
  const text = t('bonus.progressValue', {
    current: formatMoney(current, currency),
    total: formatMoney(total, currency),
  });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' })}>
        <span className={css({ color: 'textMuted' })}>{t('bonus.progress')}</span>
        <span data-testid="bonus-progress-value" className={css({ fontVariantNumeric: 'tabular-nums' })}>
          {text}
        </span>
      </div>
      <ProgressBar current={current} total={total} label={t('bonus.progress')} valueText={text} />
    </div>
  );
}

/** What a type 2 conversion pays: the server credits floor(bonus × coefficient) in minor units. */
export function convertedAmount(value: number, coefficient: number): number {
  return Math.floor(Math.round(value * 100) * coefficient) / 100;
}

export function BonusFacts({
  info,
  canConvertNow,
  showBalance = true,
}: {
  info: BonusInfo;
  canConvertNow?: boolean;
  /** The /bonuses panel shows the balance as its headline instead. */
  showBalance?: boolean;
}) {
  const t = useT();
  const { currency } = info.bonus;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <dl className={rows}>
        {showBalance && (
          <>
            <dt>{t('bonus.balance')}</dt>
            <dd data-testid="bonus-balance">{formatMoney(info.bonus.value, currency)}</dd>
          </>
        )}
        {info.convert && info.type === 1 && (
          <>
            <dt>{t('bonus.toUnlock')}</dt>
            <dd data-testid="bonus-to-unlock">{formatMoney(info.to_unlock, currency)}</dd>
          </>
        )}
        {info.convert && info.type === 2 && (
          <>
            <dt>{t('bonus.coefficient')}</dt>
            <dd data-testid="bonus-coefficient">{`×${info.convert_coefficient}`}</dd>
            <dt>{t('bonus.youReceive')}</dt>
            <dd data-testid="bonus-you-receive">
              {formatMoney(convertedAmount(info.bonus.value, info.convert_coefficient), currency)}
            </dd>
          </>
        )}
        {canConvertNow !== undefined && (
          <>
            <dt>{t('bonus.canConvertNow')}</dt>
            <dd data-testid="bonus-can-convert">{canConvertNow ? t('bonus.yes') : t('bonus.no')}</dd>
          </>
        )}
      </dl>
      {info.convert && info.type === 1 && <WagerProgress {...info.progress} />}
    </div>
  );
}

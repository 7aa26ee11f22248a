// docs/product.md#routes-cashier deposit and withdraw method lists: icon, name and the limits when the method has them.
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { PaymentSystem } from '../../../contract/schemas/wallet';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../ui/format';
import { detailPath, FROM_LIST_STATE } from './cashier-nav';

const item = cx(
  card({ padded: false, link: true }),
  css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    p: '3',
    minH: '16',
    _hover: { bg: 'surfaceRaised' },
    '&[aria-current=page]': { borderColor: 'accent', bg: 'surfaceRaised' },
  }),
);
const icon = css({
  w: '12',
  h: '12',
  flexShrink: 0,
  borderRadius: 'control',
  bg: 'white',
  objectFit: 'contain',
  p: '1',
});

export function MethodList({
  systems,
  selectedId,
  currency,
  label,
}: {
  systems: PaymentSystem[];
  selectedId: number | null;
  currency: string;
  label: string;
}) {
  const t = useT();
  if (systems.length === 0) {
    return <p className={css({ color: 'textMuted' })}>{t('cashier.noMethods')}</p>;
  }
  return (
    <nav aria-label={label}>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
        {systems.map((system) => {
          const min = system.currency?.min_amount;
          const max = system.currency?.max_amount;
          const limits = [
            min !== undefined && min > 0 ? t('cashier.min', { amount: formatMoney(min, currency) }) : null,
            max !== undefined && max > 0 ? t('cashier.max', { amount: formatMoney(max, currency) }) : null,
          ].filter((text): text is string => text !== null);
          return (
            <li key={system.id}>
              <Link
                href={detailPath(system)}
                state={FROM_LIST_STATE}
                aria-current={selectedId === system.id ? 'page' : undefined}
                data-testid="payment-method"
                data-type={system.type}
                className={cx(item)}
              >
                <img src={system.icon} alt="" width={48} height={48} loading="lazy" className={icon} />
                <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 })}>
                  <span className={css({ fontWeight: 'semibold' })}>{system.name}</span>
                  {limits.length > 0 && (
                    <span className={css({ fontSize: 'sm', color: 'textMuted' })}>{limits.join(' · ')}</span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

// The lifetime net deposits on /personal (docs/product.md#flows-statement): deposits less withdrawals since the account
// was opened, as the server counts them (GET user/net-deposits, docs/api.md#statement), with the way to the account
// statement. A read that fails leaves the amount out; the link stays.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { netDepositsQuery } from '../../api/statement';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../ui/format';

const link = css({
  color: 'link',
  textDecoration: 'underline',
  fontWeight: 'semibold',
  display: 'inline-block',
  minH: '6',
  py: '0.5',
});

export function NetDeposits({ className }: { className?: string }) {
  const t = useT();
  const query = useQuery(netDepositsQuery());
  return (
    <section aria-labelledby="personal-statement" className={className} data-testid="net-deposits">
      <h2 id="personal-statement" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>
        {t('page.statement')}
      </h2>
      {/* Its own line even while it loads, so nothing below moves when the amount arrives. */}
      <p data-testid="net-deposits-amount" className={css({ minH: '6', fontWeight: 'medium' })}>
        {query.data
          ? t('personal.netDeposits', { amount: formatMoney(query.data.lifetime_net_deposits, query.data.currency) })
          : ''}
      </p>
      <p className={css({ color: 'textMuted', fontSize: 'sm', mb: '2' })}>{t('personal.netDepositsHint')}</p>
      <Link href="/personal/statement" className={link}>
        {t('personal.statement')}
      </Link>
    </section>
  );
}

// docs/product.md#routes-menu /menu: the player's balances (balance, sport, bonus) with a link to /bonuses and the
// convert-bonuses dialog, which the page passes in (another feature's component: docs/architecture.md
// "Dependencies"). The amounts are the session's balance, refreshed on its timer.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { button, card, figureTile } from 'styled-system/recipes';
import { useSessionActor } from '../../app/services';
import { type MessageId, useT } from '../../i18n/use-t';
import { selectAccountFailed, selectBalance } from '../../machines/session/session.selectors';
import { formatMoney } from '../../ui/format';

/** `convert`: the convert-bonuses button and dialog, beside the link to /bonuses. */
export function MenuBalances({ convert }: { convert: ReactNode }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const balance = useSelector(sessionActor, selectBalance);
  const failed = useSelector(sessionActor, selectAccountFailed);
  const show = (value: number | undefined) =>
    balance && value !== undefined ? formatMoney(value, balance.currency) : failed ? '—' : '…';
  const items: Array<[MessageId, string, string]> = [
    ['balance.balance', show(balance?.balance), 'menu-balance-real'],
    ['balance.sport', show(balance ? (balance.sport_balance ?? 0) : undefined), 'menu-balance-sport'],
    ['balance.bonus', show(balance?.bonus_balance), 'menu-balance-bonus'],
  ];
  return (
    <section
      aria-labelledby="menu-balances-title"
      data-testid="menu-balances"
      aria-busy={balance || failed ? undefined : true}
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4' }))}
    >
      <h2 id="menu-balances-title" className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        {t('bonus.balances')}
      </h2>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2' })}>
        {items.map(([label, value, testId]) => (
          <div key={label} className={cx(figureTile(), css({ p: '2.5', minW: '0' }))}>
            <dt className={css({ fontSize: 'xs', color: 'textMuted' })}>{t(label)}</dt>
            <dd
              data-testid={testId}
              className={css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })}>
        <Link href="/bonuses" className={button({ variant: 'secondary', size: 'sm' })}>
          {t('bonus.myBonuses')}
        </Link>
        {convert}
      </div>
    </section>
  );
}

import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectAccountFailed, selectBalance } from '../../machines/session/session.selectors';
import { formatMoney } from '../../ui/format';
import { Icon } from '../../ui/icon';

/**
 * docs/product.md#routes-cashier: the balance links to /deposit in the mobile header and to /personal in the desktop
 * one.
 */
export function BalanceLink({ href, className }: { href: string; className?: string }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const balance = useSelector(sessionActor, selectBalance);
  const failed = useSelector(sessionActor, selectAccountFailed);
  // Loading shows an ellipsis; a failed load a dash (it retries on the refresh timer).
  const amount = balance ? formatMoney(balance.balance, balance.currency) : failed ? '—' : '…';
  return (
    <Link
      href={href}
      data-testid="header-balance"
      aria-label={t('header.balanceLabel', { amount })}
      aria-busy={balance || failed ? undefined : true}
      className={cx(
        css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1.5',
          h: '10',
          px: '3',
          borderRadius: 'control',
          bg: 'surfaceRaised',
          borderWidth: '1px',
          borderColor: 'border',
          fontWeight: 'semibold',
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          _hover: { borderColor: 'accent' },
        }),
        className,
      )}
    >
      <Icon name="wallet" size={18} className={css({ color: 'accent' })} />
      <span>{amount}</span>
    </Link>
  );
}

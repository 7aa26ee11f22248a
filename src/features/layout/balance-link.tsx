import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { useServices } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectLiveBalanceState } from '../../machines/live-balance/live-balance.selectors';
import { selectAccountFailed, selectBalance } from '../../machines/session/session.selectors';
import { formatMoney } from '../../ui/format';
import { Icon } from '../../ui/icon';

const noActor = () => null;

/**
 * docs/product.md#routes-cashier: the balance links to /deposit in the mobile header and to /personal in the desktop
 * one.
 */
export function BalanceLink({ href, className }: { href: string; className?: string }) {
  const { session: sessionActor, liveBalance } = useServices();
  const t = useT();
  const balance = useSelector(sessionActor, selectBalance);
  const failed = useSelector(sessionActor, selectAccountFailed);
  // docs/product.md#flows-live-balance: how the balance stays current (connecting | live | retrying | polling).
  const liveActor = useSyncExternalStore(liveBalance.subscribe, liveBalance.get, noActor);
  const live = useSelector(liveActor ?? undefined, (s) => s && selectLiveBalanceState(s));
  // Loading shows an ellipsis; a failed load a dash (it retries on the refresh timer).
  const amount = balance ? formatMoney(balance.balance, balance.currency) : failed ? '—' : '…';
  return (
    <Link
      href={href}
      data-testid="header-balance"
      data-live={live}
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

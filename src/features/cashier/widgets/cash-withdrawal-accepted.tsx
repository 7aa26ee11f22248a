// docs/product.md#flows-cash-withdrawal, docs/product.md#errors-texts, docs/product.md#constants: after a cash
// withdrawal, 'Withdrawal accepted for processing', the server's message and PIN, and the 10 s countdown to / (the
// machine navigates; the link goes at once).
import { type useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useT } from '../../../i18n/use-t';
import type { cashWithdrawalMachine } from '../../../machines/cash-withdrawal/cash-withdrawal.machine';
import { selectResult, selectSecondsLeft } from '../../../machines/cash-withdrawal/cash-withdrawal.selectors';
import { Icon } from '../../../ui/icon';
import { PinBox } from './cash-parts';

type Flow = ReturnType<typeof useActorRef<typeof cashWithdrawalMachine>>;

export function CashWithdrawalAccepted({ flow }: { flow: Flow }) {
  const t = useT();
  const result = useSelector(flow, selectResult);
  const secondsLeft = useSelector(flow, selectSecondsLeft);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the player was in is gone: move focus to the outcome so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      data-testid="cash-accepted"
      aria-labelledby="cash-accepted-title"
      className={css({
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
      })}
    >
      <span
        className={css({
          display: 'inline-flex',
          p: '3',
          borderRadius: 'full',
          bg: 'mint.700',
          color: 'text',
        })}
      >
        <Icon name="check" size={32} />
      </span>
      <h2 id="cash-accepted-title" ref={heading} tabIndex={-1} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {t('cash.accepted')}
      </h2>
      {result?.message && <p className={css({ color: 'textMuted' })}>{result.message}</p>}
      {result?.pin && <PinBox pin={result.pin} />}
      <p data-testid="cash-countdown" className={css({ color: 'textMuted', fontSize: 'sm' })}>
        {t('cash.countdown', { seconds: secondsLeft })}
      </p>
      <Link href="/" className={button({ variant: 'secondary' })}>
        {t('cash.goHomeNow')}
      </Link>
    </section>
  );
}

// docs/product.md#flows-cash-withdrawal, docs/product.md#errors-texts, docs/product.md#constants: after a cash
// withdrawal, 'Withdrawal accepted for processing', the server's message and PIN, and the 10 s countdown to / (the
// machine navigates; the link goes at once).
import { type useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useT } from '../../../i18n/use-t';
import type { cashWithdrawalMachine } from '../../../machines/cash-withdrawal/cash-withdrawal.machine';
import { selectResult, selectSecondsLeft } from '../../../machines/cash-withdrawal/cash-withdrawal.selectors';
import { AcceptedPanel, PinBox } from './cash-parts';

type Flow = ReturnType<typeof useActorRef<typeof cashWithdrawalMachine>>;

export function CashWithdrawalAccepted({ flow }: { flow: Flow }) {
  const t = useT();
  const result = useSelector(flow, selectResult);
  const secondsLeft = useSelector(flow, selectSecondsLeft);
  return (
    <AcceptedPanel testId="cash-accepted" titleId="cash-accepted-title" title={t('cash.accepted')}>
      {result?.message && <p className={css({ color: 'textMuted' })}>{result.message}</p>}
      {result?.pin && <PinBox pin={result.pin} />}
      <p data-testid="cash-countdown" className={css({ color: 'textMuted', fontSize: 'sm' })}>
        {t('cash.countdown', { seconds: secondsLeft })}
      </p>
      <Link href="/" className={button({ variant: 'secondary' })}>
        {t('cash.goHomeNow')}
      </Link>
    </AcceptedPanel>
  );
}

// The deposit limit prompt before a first deposit (docs/product.md#flows-limit-prompt), on /deposit: a dialog with the
// deposit limits, which the player may set or skip. It is a first deposit when the payments history holds no deposit
// and no limit is set; it shows once per player on this device (the mark is in localStorage).
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { emptyFilters, getPayments } from '../../api/history';
import { getLimits } from '../../api/protection';
import { useActorRef } from '../../app/inspect-actor-ref';
import { readStored, writeStored } from '../../app/storage';
import { DIRECTION } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import { limitPromptMachine } from '../../machines/limit-prompt/limit-prompt.machine';
import { selectLimitPromptOpen, selectLimitPromptState } from '../../machines/limit-prompt/limit-prompt.selectors';
import { Dialog } from '../../ui/dialog';
import { DepositLimitsPanel } from './deposit-limits-panel';

/** localStorage key of the mark "this player has seen the prompt" (one per player on this device). */
export const limitPromptKey = (userId: string | number) => `deposit_limit_prompt:${userId}`;

async function isFirstDeposit(userId: string | number, signal: AbortSignal): Promise<boolean> {
  if (readStored(limitPromptKey(userId)) !== null) return false;
  const [payments, limits] = await Promise.all([
    getPayments({ ...emptyFilters, payIn: true }, { signal }),
    getLimits({ signal }),
  ]);
  const deposited = payments.items.some((payment) => payment.direction === DIRECTION.deposit);
  const limited = Object.values(limits.deposit).some((limit) => limit.amount !== null || limit.pending);
  return !deposited && !limited;
}

export function LimitPrompt({ userId }: { userId: string | number }) {
  const t = useT();
  const flow = useActorRef(
    limitPromptMachine.provide({
      actors: { isFirstDeposit: fromPromise(({ signal }) => isFirstDeposit(userId, signal)) },
      actions: { markShown: () => writeStored(limitPromptKey(userId), String(Date.now())) },
    }),
  );
  const state = useSelector(flow, selectLimitPromptState);
  const open = useSelector(flow, selectLimitPromptOpen);
  const close = () => flow.send({ type: 'prompt.close' });
  return (
    <div data-testid="limit-prompt" data-state={state} className={css({ display: 'contents' })}>
      <Dialog open={open} title={t('protection.prompt.title')} onClose={close} testId="limit-prompt-dialog">
        <p className={css({ color: 'textMuted' })}>{t('protection.prompt.text')}</p>
        {open && <DepositLimitsPanel headingLevel={3} />}
        <p className={css({ color: 'textMuted', fontSize: 'sm' })}>{t('protection.prompt.later')}</p>
        <button type="button" className={button({ block: true })} onClick={close}>
          {t('protection.prompt.continue')}
        </button>
      </Dialog>
    </div>
  );
}

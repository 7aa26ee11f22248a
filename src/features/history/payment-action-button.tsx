// A payment row's action button (docs/product.md#entities-money action type request;
// docs/product.md#flows-payment-rollback payment rollback): the 'Cancel payment?' confirmation first, then the payload
// goes to the action's endpoint.
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { fromPromise } from 'xstate';
import { runPaymentAction } from '../../api/history';
import type { Transaction } from '../../../contract/schemas/wallet';
import { useT } from '../../i18n/use-t';
import { paymentRollbackMachine } from '../../machines/payment-rollback/payment-rollback.machine';
import {
  selectCanRequest,
  selectIsConfirming,
  selectIsSending,
  selectRollbackError,
  selectRollbackState,
} from '../../machines/payment-rollback/payment-rollback.selectors';
import { Dialog } from '../../ui/dialog';
import { errorText } from '../../ui/error-text';
import { Spinner } from '../../ui/spinner';
import { useActorRef } from '../../app/inspect-actor-ref';

type PaymentAction = Transaction['actions'][number];

export function PaymentActionButton({ action, onSuccess }: { action: PaymentAction; onSuccess: () => void }) {
  const t = useT();
  const flow = useActorRef(
    paymentRollbackMachine.provide({
      actors: {
        sendAction: fromPromise(({ input, signal }) => runPaymentAction(input.endpoint, input.payload, { signal })),
      },
      actions: { onSuccess },
    }),
    { input: { endpoint: action.data.endpoint, payload: action.data.payload } },
  );
  const state = useSelector(flow, selectRollbackState);
  const canRequest = useSelector(flow, selectCanRequest);
  const confirming = useSelector(flow, selectIsConfirming);
  const sending = useSelector(flow, selectIsSending);
  const error = errorText(useSelector(flow, selectRollbackError), t, 'errors.requestFailed');
  const isRollback = action.data.payload.action === 'rollback';
  const label = isRollback ? t('history.rollback') : action.data.name || action.data.payload.action;

  return (
    <div
      data-state={state}
      className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' })}
    >
      <button
        type="button"
        className={button({ variant: 'secondary', size: 'sm' })}
        disabled={!canRequest}
        aria-busy={sending || undefined}
        onClick={() => flow.send({ type: 'rollback.request' })}
      >
        {sending && <Spinner label={t('common.loading')} size={16} />}
        {label}
      </button>
      {error && (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {error}
        </p>
      )}
      <Dialog
        open={confirming}
        title={t('history.cancelPaymentTitle')}
        onClose={() => flow.send({ type: 'rollback.cancel' })}
        testId="cancel-payment-dialog"
      >
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => flow.send({ type: 'rollback.cancel' })}
          >
            {t('history.keepPayment')}
          </button>
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => flow.send({ type: 'rollback.confirm' })}
          >
            {t('history.confirmCancel')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

// /payments (docs/product.md#routes-payments): date range, 'show transactions', transaction-type chips, the list and
// its pages. docs/product.md#flows-history-filter: changing types or dates re-queries; the list refetches after a row's
// action succeeds.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { choiceChip } from 'styled-system/recipes';
import { historyKeys, paymentsQuery } from '../../api/history';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { HistoryView, PlayerPage } from './history-parts';
import { PaymentRow } from './payment-row';
import { useHistoryFilter } from './use-history-filter';

const PATH = '/payments';

export function PaymentsPage() {
  const t = useT();
  return (
    <PlayerPage title={t('page.payments')}>
      <PaymentsHistory />
    </PlayerPage>
  );
}

const chip = cx(choiceChip({ tone: 'outline' }), css({ h: '11', px: '4', borderRadius: 'full' }));

function PaymentsHistory() {
  const sessionActor = useSessionActor();
  const t = useT();
  const queryClient = useQueryClient();
  const filter = useHistoryFilter({
    path: PATH,
    commitOnChange: true,
    refetch: () => void queryClient.refetchQueries({ queryKey: historyKeys.payments, type: 'active' }),
  });
  const { flow, draft } = filter;
  const payments = useQuery(paymentsQuery(filter.query));
  const onActionDone = () => {
    void queryClient.invalidateQueries({ queryKey: historyKeys.payments });
    sessionActor.send({ type: 'balance.refresh' });
  };

  return (
    <HistoryView
      name="payments"
      path={PATH}
      filter={filter}
      list={payments}
      showLabel={t('history.showTransactions')}
      emptyText={t('history.noPayments')}
      filters={
        <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'textMuted', mb: '1.5' })}>
            {t('history.types')}
          </legend>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <button
              type="button"
              className={chip}
              aria-pressed={draft.payIn}
              onClick={() => flow.send({ type: 'filter.change', patch: { payIn: !draft.payIn } })}
            >
              {t('history.deposit')}
            </button>
            <button
              type="button"
              className={chip}
              aria-pressed={draft.payOut}
              onClick={() => flow.send({ type: 'filter.change', patch: { payOut: !draft.payOut } })}
            >
              {t('history.withdrawal')}
            </button>
          </div>
        </fieldset>
      }
    >
      {(data) => (
        <ul
          aria-label={t('history.transactions')}
          className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
        >
          {data.items.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} onActionDone={onActionDone} />
          ))}
        </ul>
      )}
    </HistoryView>
  );
}

// /payments (docs/product.md#routes-payments): date range, 'show transactions', transaction-type chips, the list and
// its pages. docs/product.md#flows-history-filter: changing types or dates re-queries; the list refetches after a row's
// action succeeds.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { historyKeys, paymentsQuery } from '../../api/history';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { DateRangePicker } from '../../ui/date-range-picker';
import { LoadFailed } from '../../ui/load-failed';
import { Pagination } from '../../ui/pagination';
import { pageHref } from './history-format';
import { EmptyState, filterBar, LoadingRows, PlayerPage } from './history-parts';
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

const chip = css({
  h: '11',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'night.400',
  bg: 'transparent',
  color: 'text',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { borderColor: 'accent' },
  _pressed: { bg: 'accent', color: 'accentText', borderColor: 'accent' },
});

function PaymentsHistory() {
  const sessionActor = useSessionActor();
  const t = useT();
  const queryClient = useQueryClient();
  const { flow, state, draft, query } = useHistoryFilter({
    path: PATH,
    commitOnChange: true,
    refetch: () => void queryClient.refetchQueries({ queryKey: historyKeys.payments, type: 'active' }),
  });
  const payments = useQuery(paymentsQuery(query));
  const items = payments.data?.items;
  const count = payments.data?.pagination?.count ?? 0;
  const onActionDone = () => {
    void queryClient.invalidateQueries({ queryKey: historyKeys.payments });
    sessionActor.send({ type: 'balance.refresh' });
  };
  const listState = payments.isError ? 'failed' : !items ? 'loading' : items.length === 0 ? 'empty' : 'ready';

  return (
    <div
      data-testid="payments-history"
      data-state={state}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <form
        className={filterBar}
        aria-label={t('history.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'filter.show' });
        }}
      >
        <DateRangePicker
          label={t('history.dates')}
          value={{ from: draft.startDate, to: draft.finishDate }}
          onChange={({ from, to }) => flow.send({ type: 'filter.change', patch: { startDate: from, finishDate: to } })}
        />
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
        <button
          type="submit"
          className={`${button({ variant: 'primary' })} ${css({ ml: { sm: 'auto' } })}`}
          aria-busy={payments.isFetching || undefined}
        >
          {t('history.showTransactions')}
        </button>
      </form>
      <div data-testid="payments-list" data-state={listState} aria-busy={payments.isFetching || undefined}>
        {listState === 'failed' ? (
          <LoadFailed
            message={t('history.requestsFailed')}
            onRetry={() => void payments.refetch()}
            retrying={payments.isFetching}
            testId="history-failed"
          />
        ) : listState === 'loading' ? (
          <LoadingRows />
        ) : listState === 'empty' ? (
          <EmptyState text={t('history.noPayments')} />
        ) : (
          <ul
            aria-label={t('history.transactions')}
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          >
            {items?.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} onActionDone={onActionDone} />
            ))}
          </ul>
        )}
      </div>
      <Pagination page={query.page} count={count} href={(page) => pageHref(PATH, page)} />
    </div>
  );
}

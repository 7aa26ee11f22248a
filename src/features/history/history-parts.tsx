// What both history pages share: the guest redirect, the filter form (dates, the page's own filters, the
// show button), the list in its query states (src/ui/query-view.tsx) and the pagination.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { button, card } from 'styled-system/recipes';
import { Redirect } from 'wouter';
import { css, cx } from 'styled-system/css';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectIsAuthenticated, selectIsChecking } from '../../machines/session/session.selectors';
import { DateRangePicker } from '../shared/date-range-picker';
import { Page } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { type QueryLike, QueryView, queryViewState } from '../../ui/query-view';
import { Spinner } from '../../ui/spinner';
import { pageHref } from './history-format';
import type { useHistoryFilter } from './use-history-filter';

/** docs/product.md#roles: histories are for players; guests go to /login once the session check has answered. */
export function PlayerPage({ title, children }: { title: string; children: ReactNode }) {
  const sessionActor = useSessionActor();
  const t = useT();
  const checking = useSelector(sessionActor, selectIsChecking);
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  if (!checking && !authenticated) return <Redirect to="/login" replace />;
  return (
    <Page title={title}>
      {authenticated ? (
        children
      ) : (
        <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </Page>
  );
}

export const filterBar = cx(
  card({ padded: false }),
  css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    flexWrap: 'wrap',
    alignItems: { base: 'stretch', sm: 'flex-end' },
    gap: '3',
    p: { base: '3', md: '4' },
  }),
);

const skeletonRow = cx(
  card({ padded: false }),
  css({
    h: '16',
    animation: 'pulse 1.4s ease-in-out infinite',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  }),
);

/** Placeholder rows while the first page loads. */
export function LoadingRows({ count = 5 }: { count?: number }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      data-testid="history-loading"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <div key={i} className={skeletonRow} />
      ))}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <p
      data-testid="history-empty"
      className={cx(
        card({ padded: false }),
        css({
          p: '8',
          textAlign: 'center',
          color: 'textMuted',
        }),
      )}
    >
      {text}
    </p>
  );
}

/** A page of a history list as the server sends it. */
interface HistoryPage {
  items: unknown[];
  pagination?: { count: number } | null | undefined;
}

/**
 * One history list: the filter form (date range, `filters`, the show button), the list's query states
 * (`{name}-list`: loading rows, 'requests failed' with a retry, `emptyText`, else `children`) and the
 * pagination of `path`. An empty page is `empty`, not data.
 */
export function HistoryView<T extends HistoryPage>({
  name,
  path,
  filter,
  list,
  filters,
  showLabel,
  emptyText,
  children,
}: {
  /** bets or payments: the test ids `{name}-history` and `{name}-list`. */
  name: string;
  path: string;
  filter: ReturnType<typeof useHistoryFilter>;
  list: QueryLike<T>;
  /** The page's own filter fields, between the dates and the show button. */
  filters: ReactNode;
  showLabel: string;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  const { flow, state, draft, query } = filter;
  return (
    <div
      data-testid={`${name}-history`}
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
        {filters}
        <button
          type="submit"
          data-dirty={state === 'dirty' || undefined}
          className={`${button({ variant: 'primary' })} ${css({ ml: { sm: 'auto' } })}`}
          aria-busy={list.isFetching || undefined}
        >
          {showLabel}
        </button>
      </form>
      <div
        data-testid={`${name}-list`}
        data-state={queryViewState(list, isEmptyPage)}
        data-page={query.page}
        aria-busy={list.isFetching || undefined}
      >
        <QueryView
          query={list}
          isEmpty={isEmptyPage}
          loading={<LoadingRows />}
          failed={{ message: t('history.requestsFailed'), testId: 'history-failed' }}
          empty={<EmptyState text={emptyText} />}
        >
          {children}
        </QueryView>
      </div>
      <Pagination page={query.page} count={list.data?.pagination?.count ?? 0} href={(page) => pageHref(path, page)} />
    </div>
  );
}

const isEmptyPage = (data: HistoryPage) => data.items.length === 0;

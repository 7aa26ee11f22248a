// The one way a view shows server data from a query: loading, failed with a retry, empty, or the data
// (docs/architecture.md, "Rules for components"). Generic: it takes the query's result object and imports
// only the query library's types, never the app's query wiring or src/api.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/use-t';
import { LoadFailed } from './load-failed';
import { Spinner } from './spinner';

/** What a query-backed part of a page shows; views also write it to their `data-state`. */
export type QueryViewState = 'loading' | 'failed' | 'empty' | 'ready';

/** The part of a query result the precedence reads, and the retry of the failed state. */
export type QueryLike<T> = Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching' | 'refetch'>;

/**
 * THE precedence of every query-backed view, in this order:
 * 1. data is there (fresh, refetching, from a previous page kept while the next loads, or after a refetch
 *    that failed) → `empty` when `isEmpty(data)` says so, else `ready`: data already shown is never replaced
 *    by a spinner or an error;
 * 2. no data and the query failed → `failed` (also while a retry runs: the retry button shows it is busy);
 * 3. no data and no failure → `loading`.
 * `isEmpty` defaults to "an empty list"; data that is not a list is never empty unless `isEmpty` says so.
 */
export function queryViewState<T>(
  query: Pick<QueryLike<T>, 'data' | 'isError'>,
  isEmpty: (data: T) => boolean = isEmptyList,
): QueryViewState {
  if (query.data !== undefined) return isEmpty(query.data) ? 'empty' : 'ready';
  return query.isError ? 'failed' : 'loading';
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

const centred = css({ display: 'flex', justifyContent: 'center', py: '12' });

export interface QueryViewFailed {
  /** The "could not load" text of this part (its own message id). */
  message: string;
  variant?: 'panel' | 'inline';
  testId?: string;
  className?: string;
}

/**
 * Renders the state `queryViewState` gives: `loading` (a centred spinner unless given), `failed` (the
 * shared LoadFailed block, whose retry refetches the query and is busy while it runs), `empty` (its node;
 * without one, the data is rendered as when ready) and `ready` (`children(data)`).
 */
export function QueryView<T>({
  query,
  isEmpty,
  loading,
  failed,
  empty,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  loading?: ReactNode;
  failed: QueryViewFailed;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  const state = queryViewState(query, isEmpty);
  if (state === 'loading') {
    return loading === undefined ? (
      <div className={centred}>
        <Spinner label={t('common.loading')} />
      </div>
    ) : (
      loading
    );
  }
  if (state === 'failed') {
    return (
      <LoadFailed
        message={failed.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        variant={failed.variant}
        testId={failed.testId}
        className={failed.className}
      />
    );
  }
  if (state === 'empty' && empty !== undefined) return empty;
  return children(query.data as T);
}

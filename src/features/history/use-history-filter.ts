// One history filter flow per page: the page number lives in the address (?page=N, links of the
// pagination), the machine follows it and sends the address back to page 1 when a filter changes.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { historyFilterMachine } from '../../machines/history-filter/history-filter.machine';
import { selectDraft, selectFilterState, selectQuery } from '../../machines/history-filter/history-filter.selectors';
import { pageFromSearch } from '../page-from-search';
import { useActorRef } from '../../app/inspect-actor-ref';

export function useHistoryFilter({
  path,
  commitOnChange,
  refetch,
}: {
  path: string;
  commitOnChange: boolean;
  /** Runs when 'show' (or a re-applied filter) leaves the query as it was. */
  refetch: () => void;
}) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const page = pageFromSearch(search);
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const flow = useActorRef(
    historyFilterMachine.provide({
      actions: {
        refetch: () => refetchRef.current(),
        resetPage: () => navigateRef.current(path),
      },
    }),
    { input: { commitOnChange, page } },
  );
  useEffect(() => {
    flow.send({ type: 'page.change', page });
  }, [flow, page]);
  return {
    flow,
    state: useSelector(flow, selectFilterState),
    draft: useSelector(flow, selectDraft),
    query: useSelector(flow, selectQuery),
  };
}

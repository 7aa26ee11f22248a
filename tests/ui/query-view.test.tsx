// @vitest-environment jsdom
// The one precedence of query-backed views (src/ui/query-view.tsx), rendered for real: every row says what
// the query holds and what the player must see.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type QueryLike, QueryView, type QueryViewState, queryViewState } from '../../src/ui/query-view';
import { render } from './render';

type Data = string[] | { total: number } | undefined;
const query = (data: Data, isError: boolean, isFetching: boolean, refetch = vi.fn()) =>
  ({ data, isError, isFetching, refetch }) as unknown as QueryLike<Exclude<Data, undefined>>;

const view = (q: QueryLike<Exclude<Data, undefined>>, withEmpty = true) => (
  <QueryView
    query={q}
    isEmpty={(data) => (Array.isArray(data) ? data.length === 0 : data.total === 0)}
    failed={{ message: 'Could not load the list', testId: 'list-failed' }}
    empty={withEmpty ? <p>Nothing yet</p> : undefined}
  >
    {(data) => <p>Rows: {Array.isArray(data) ? data.join(',') : `total ${data.total}`}</p>}
  </QueryView>
);

describe('query view precedence: data first, failed only without data, empty for an empty list', () => {
  // [case, data, isError, isFetching, state, the text shown]
  const rows: Array<[string, Data, boolean, boolean, QueryViewState, string]> = [
    ['first load', undefined, false, true, 'loading', 'Loading…'],
    ['no data, not fetching yet', undefined, false, false, 'loading', 'Loading…'],
    ['failed without data', undefined, true, false, 'failed', 'Could not load the listTry again'],
    ['failed, the retry running', undefined, true, true, 'failed', 'Could not load the listTry again'],
    ['data', ['a', 'b'], false, false, 'ready', 'Rows: a,b'],
    ['data while refetching', ['a', 'b'], false, true, 'ready', 'Rows: a,b'],
    ['data after a failed refetch', ['a'], true, false, 'ready', 'Rows: a'],
    ['an empty list', [], false, false, 'empty', 'Nothing yet'],
    ['an empty list while refetching', [], false, true, 'empty', 'Nothing yet'],
    ['an empty list after a failed refetch', [], true, false, 'empty', 'Nothing yet'],
    ['data that is not a list, empty by its own rule', { total: 0 }, false, false, 'empty', 'Nothing yet'],
    ['data that is not a list', { total: 3 }, false, false, 'ready', 'Rows: total 3'],
  ];
  it.each(rows)('%s → %s', (_, data, isError, isFetching, state, text) => {
    const q = query(data, isError, isFetching);
    expect(queryViewState(q, (d) => (Array.isArray(d) ? d.length === 0 : d.total === 0))).toBe(state);
    expect(render(view(q)).textContent).toBe(text);
  });

  it('an empty list is empty by default, other data never is', () => {
    expect(queryViewState({ data: [], isError: false })).toBe('empty');
    expect(queryViewState({ data: [1], isError: false })).toBe('ready');
    expect(queryViewState({ data: { items: [] }, isError: false })).toBe('ready');
    expect(queryViewState({ data: 0, isError: false })).toBe('ready');
    expect(queryViewState({ data: null, isError: true })).toBe('ready');
  });

  it('without an empty node, an empty list is rendered as data', () => {
    expect(render(view(query([], false, false), false)).textContent).toBe('Rows: ');
  });

  it('shows its own loading node instead of the spinner', () => {
    const html = render(
      <QueryView query={query(undefined, false, true)} loading={<p>Skeleton rows</p>} failed={{ message: 'x' }}>
        {() => 'data'}
      </QueryView>,
    );
    expect(html.textContent).toBe('Skeleton rows');
  });

  it('the spinner is a status for assistive technology', () => {
    expect(render(view(query(undefined, false, true))).querySelector('[role="status"]')?.textContent).toBe('Loading…');
  });

  it('failed is an alert whose retry refetches, busy and disabled while the retry runs', () => {
    const refetch = vi.fn();
    const idle = render(view(query(undefined, true, false, refetch)));
    const alert = idle.querySelector('[role="alert"][data-testid="list-failed"]');
    expect(alert).not.toBeNull();
    const button = alert!.querySelector('button')!;
    expect(button.disabled).toBe(false);
    act(() => button.click());
    expect(refetch).toHaveBeenCalledTimes(1);

    const running = render(view(query(undefined, true, true)));
    const busy = running.querySelector('button')!;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });
});

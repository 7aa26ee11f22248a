// Purpose: holds the filters and the page of the bets and payments histories (docs/product.md#flows-history-filter).
// docs/product.md#flows-history-filter bets and payments history filters. The page edits a draft (dates, game,
// transaction types) and 'show' commits it as the query; payments commit every change at once
// (docs/product.md#flows-history-filter: changing types or dates re-queries). A commit that changes the filters goes
// back to page 1 (docs/product.md#flows-history-filter: filter changes reset to page 1); one that changes nothing asks
// the page to refetch. The page itself follows the address (?page=N), so moving back to page 1 is the injected
// `resetPage` navigation.
import { assign, setup } from 'xstate';
import { emptyFilters, type HistoryFilters, pageParam } from '../../api/history';
import { MIN_PAGE } from '../../config/constants';

export type FilterDraft = Omit<HistoryFilters, 'page'>;

export interface HistoryFilterContext {
  /** Payments: every draft change is committed at once. Bets: only 'show' commits. */
  commitOnChange: boolean;
  draft: FilterDraft;
  /** What the list shows: the committed draft and the page. */
  query: HistoryFilters;
}

export type HistoryFilterEvent =
  /** Dates, game or transaction types changed (a type chip sends its new pressed value). */
  | { type: 'filter.change'; patch: Partial<FilterDraft> }
  | { type: 'filter.show' }
  | { type: 'page.change'; page: number };

export interface HistoryFilterInput {
  commitOnChange: boolean;
  page?: number;
}

const { page: _page, ...emptyDraft } = emptyFilters;

/** The draft after an edit event (other events leave it as it is). */
export function draftAfter(draft: FilterDraft, event: HistoryFilterEvent): FilterDraft {
  return event.type === 'filter.change' ? { ...draft, ...event.patch } : draft;
}

export function sameFilters(a: FilterDraft, b: FilterDraft) {
  return (
    a.startDate === b.startDate &&
    a.finishDate === b.finishDate &&
    a.gameId === b.gameId &&
    a.payIn === b.payIn &&
    a.payOut === b.payOut
  );
}

export type CommitPlan = 'refetch' | 'commit' | 'commitAndResetPage';

/** What committing the draft (after this event's edit) does to the query. */
export function commitPlan(context: HistoryFilterContext, event: HistoryFilterEvent): CommitPlan {
  const next = draftAfter(context.draft, event);
  if (context.query.page !== MIN_PAGE) return 'commitAndResetPage';
  return sameFilters(next, context.query) ? 'refetch' : 'commit';
}

export const historyFilterMachine = setup({
  types: {
    context: {} as HistoryFilterContext,
    events: {} as HistoryFilterEvent,
    input: {} as HistoryFilterInput,
  },
  guards: {
    /** 'show' always commits; an edit commits only in commit-on-change mode. */
    commitsAs: ({ context, event }, plan: CommitPlan) =>
      (event.type === 'filter.show' || context.commitOnChange) && commitPlan(context, event) === plan,
    isEditUndone: ({ context, event }) => sameFilters(draftAfter(context.draft, event), context.query),
    isOtherPage: ({ context, event }) => event.type === 'page.change' && pageParam(event.page) !== context.query.page,
  },
  actions: {
    editDraft: assign(({ context, event }) => ({ draft: draftAfter(context.draft, event) })),
    commit: assign(({ context }) => ({ query: { ...context.draft, page: MIN_PAGE } })),
    setPage: assign(({ context, event }) => ({
      query: { ...context.query, page: event.type === 'page.change' ? pageParam(event.page) : context.query.page },
    })),
    // Injected: the list refetches the unchanged query (docs/product.md#routes-payments 'show transactions' / 'show
    // bets').
    refetch: () => {},
    // Injected: the address drops its ?page=, since the page lives there.
    resetPage: () => {},
  },
}).createMachine({
  id: 'historyFilter',
  context: ({ input }) => ({
    commitOnChange: input.commitOnChange,
    draft: { ...emptyDraft },
    query: { ...emptyDraft, page: pageParam(input.page ?? MIN_PAGE) },
  }),
  initial: 'clean',
  on: {
    'filter.change': [
      { guard: { type: 'commitsAs', params: 'refetch' }, target: '.clean', actions: ['editDraft', 'refetch'] },
      { guard: { type: 'commitsAs', params: 'commit' }, target: '.clean', actions: ['editDraft', 'commit'] },
      {
        guard: { type: 'commitsAs', params: 'commitAndResetPage' },
        target: '.clean',
        actions: ['editDraft', 'commit', 'resetPage'],
      },
      // A kept draft: clean again once the edits are undone.
      { guard: 'isEditUndone', target: '.clean', actions: 'editDraft' },
      { target: '.dirty', actions: 'editDraft' },
    ],
    'filter.show': [
      { guard: { type: 'commitsAs', params: 'refetch' }, target: '.clean', actions: 'refetch' },
      { guard: { type: 'commitsAs', params: 'commit' }, target: '.clean', actions: 'commit' },
      { target: '.clean', actions: ['commit', 'resetPage'] },
    ],
    'page.change': { guard: 'isOtherPage', actions: 'setPage' },
  },
  states: {
    /** The list shows the draft. */
    clean: {},
    /** The draft waits for 'show'. */
    dirty: {},
  },
});

export type HistoryFilterMachine = typeof historyFilterMachine;

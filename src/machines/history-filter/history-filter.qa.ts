// The independent oracle of the bets and payments history filters (docs/architecture.md, "Machines and their
// oracles"), written from the product rules, checked at every step of tests/model/history-filter.model.test.ts:
// - the page edits a draft (dates, game, transaction types); 'show' commits it as the query; payments commit
//   every change at once (changing types or dates re-queries);
// - a commit goes back to page 1: from another page the address drops its ?page= (resetPage); on page 1 a
//   commit that changes nothing asks the list to refetch;
// - a bets draft that differs from the query waits for 'show' (dirty), and is clean again once undone;
// - the page follows the address, at least 1 (a fraction counts as its whole part).
import type { HistoryFilters } from '../../api/history';
import type { MachineOracle, OracleSnapshot } from '../oracle';
import type { FilterDraft, HistoryFilterContext } from './history-filter.machine';

/** What the history pages show, read through history-filter.selectors.ts by the model test. */
export interface HistoryFilterView {
  state: string;
  draft: FilterDraft;
  query: HistoryFilters;
  page: number;
  dirty: boolean;
}

type Context = HistoryFilterContext;
type Event = Record<string, unknown> & { type: string };

const FIELDS = ['startDate', 'finishDate', 'gameId', 'payIn', 'payOut'] as const;

/** The draft after the event: an edit patches it, anything else leaves it. */
const nextDraft = (context: Context, event: Event): FilterDraft =>
  event.type === 'filter.change' ? { ...context.draft, ...(event.patch as Partial<FilterDraft>) } : context.draft;
const differs = (draft: FilterDraft, query: HistoryFilters) => FIELDS.some((field) => draft[field] !== query[field]);
const draftOnly = (draft: FilterDraft): FilterDraft => ({
  startDate: draft.startDate,
  finishDate: draft.finishDate,
  gameId: draft.gameId,
  payIn: draft.payIn,
  payOut: draft.payOut,
});

/** The three ways a commit goes, restated. */
const otherPage = ({ context }: OracleSnapshot<Context>) => context.query.page !== 1;
const unchanged = (from: OracleSnapshot<Context>, event: Event) =>
  !otherPage(from) && !differs(nextDraft(from.context, event), from.context.query);
const changed = (from: OracleSnapshot<Context>, event: Event) =>
  !otherPage(from) && differs(nextDraft(from.context, event), from.context.query);

const committed = ({ context }: OracleSnapshot<Context>, event: Event) => {
  const draft = nextDraft(context, event);
  return { draft, query: { ...draftOnly(draft), page: 1 } };
};
const kept = ({ context }: OracleSnapshot<Context>, event: Event) => ({
  draft: nextDraft(context, event),
  query: context.query,
});

const sees = ({ context }: OracleSnapshot<Context>, state: string): HistoryFilterView => ({
  state,
  draft: context.draft,
  query: context.query,
  page: context.query.page,
  dirty: state === 'dirty',
});

/** The page the address asks for, as the list uses it: whole, at least 1. */
const pageOf = (page: number) => (Number.isFinite(page) ? Math.max(1, Math.trunc(page)) : 1);

export const historyFilterOracle: MachineOracle<HistoryFilterView, Context> = {
  states: {
    // Clean: the list shows the draft. Dirty: the draft differs and waits for 'show'.
    clean: { sees: (snapshot) => sees(snapshot, 'clean') },
    dirty: { sees: (snapshot) => sees(snapshot, 'dirty') },
  },
  steps: [
    // Bets: an edit waits for 'show'; the list keeps its query.
    {
      from: ['clean', 'dirty'],
      event: 'filter.change',
      when: ({ context }, event) => !context.commitOnChange && !differs(nextDraft(context, event), context.query),
      to: 'clean',
      context: kept,
    },
    {
      from: ['clean', 'dirty'],
      event: 'filter.change',
      when: ({ context }, event) => !context.commitOnChange && differs(nextDraft(context, event), context.query),
      to: 'dirty',
      context: kept,
    },
    // Payments: every edit commits at once.
    {
      from: 'clean',
      event: 'filter.change',
      when: (from) => from.context.commitOnChange && otherPage(from),
      to: 'clean',
      effects: ['resetPage'],
      context: committed,
    },
    {
      from: 'clean',
      event: 'filter.change',
      when: (from, event) => from.context.commitOnChange && unchanged(from, event),
      to: 'clean',
      effects: ['refetch'],
      context: kept,
    },
    {
      from: 'clean',
      event: 'filter.change',
      when: (from, event) => from.context.commitOnChange && changed(from, event),
      to: 'clean',
      context: committed,
    },
    // 'show' commits in both pages (a dirty draft always differs, a clean one never does).
    {
      from: ['clean', 'dirty'],
      event: 'filter.show',
      when: otherPage,
      to: 'clean',
      effects: ['resetPage'],
      context: committed,
    },
    { from: 'clean', event: 'filter.show', when: unchanged, to: 'clean', effects: ['refetch'], context: kept },
    { from: 'dirty', event: 'filter.show', when: changed, to: 'clean', context: committed },
    {
      from: ['clean', 'dirty'],
      event: 'page.change',
      when: ({ context }, event) => pageOf(event.page as number) !== context.query.page,
      to: '=',
      context: ({ context }, event) => ({
        draft: context.draft,
        query: { ...context.query, page: pageOf(event.page as number) },
      }),
    },
  ],
};

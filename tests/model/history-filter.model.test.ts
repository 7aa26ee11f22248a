import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { type FilterDraft, historyFilterMachine } from '../../src/machines/history-filter/history-filter.machine';
import { type HistoryFilterView, historyFilterOracle } from '../../src/machines/history-filter/history-filter.qa';
import {
  selectDraft,
  selectFilterState,
  selectIsDirty,
  selectPage,
  selectQuery,
} from '../../src/machines/history-filter/history-filter.selectors';
import { everyEdgePaths } from './every-edge';
import {
  expectOracleCovered,
  type MachineModel,
  type ModelEvent,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

const dates = { startDate: '2026-10-01', finishDate: '2026-10-31' };
const noDates = { startDate: '', finishDate: '' };

const change = (patch: Partial<FilterDraft>): ModelEvent => ({ type: 'filter.change', patch });
const pages: ModelEvent[] = [
  { type: 'page.change', page: 3 },
  { type: 'page.change', page: 1 },
  // docs/product.md#rules-history: pages are at least 1; a fraction counts as its whole part.
  { type: 'page.change', page: 0 },
  { type: 'page.change', page: 2.7 },
];

const betsEvents = [
  change(dates),
  change(noDates),
  change({ gameId: '7' }),
  change({ gameId: '' }),
  { type: 'filter.show' },
  ...pages,
];
const paymentsEvents = [
  change(dates),
  change(noDates),
  change({ payIn: true }),
  change({ payIn: false }),
  change({ payOut: true }),
  { type: 'filter.show' },
  ...pages,
];

/** What the history pages show, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): HistoryFilterView => ({
  state: selectFilterState(s as never),
  draft: selectDraft(s as never),
  query: selectQuery(s as never),
  page: selectPage(s as never),
  dirty: selectIsDirty(s as never),
});

const draftOf = (s: AnyMachineSnapshot) => s.context.draft as FilterDraft;
const fields = ['startDate', 'finishDate', 'gameId', 'payIn', 'payOut'] as const;

const model = (commitOnChange: boolean, events: ModelEvent[]): MachineModel<typeof historyFilterMachine> => ({
  machine: historyFilterMachine,
  input: { commitOnChange },
  promiseActors: [],
  effects: ['refetch', 'resetPage'],
  events,
  oracle: historyFilterOracle,
  view: view as never,
  serializeState: (s) => JSON.stringify([s.value, s.context.draft, s.context.query]),
  invariant: (s) => {
    expect(s.context.query.page).toBeGreaterThanOrEqual(1);
    // Dirty exactly when the draft differs from what the list shows.
    const differs = fields.some((field) => draftOf(s)[field] !== s.context.query[field]);
    expect(s.matches('dirty')).toBe(differs);
    if (commitOnChange) expect(s.value).toBe('clean');
  },
});

describe('history filter', () => {
  describe('bets: show commits the draft', () => {
    const bets = model(false, betsEvents);
    const paths = modelPaths(bets, 'shortest');
    it('reaches every state of the machine', () => {
      expect(stateIds(historyFilterMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
    });
    describe.each(namedPaths(paths))('%s', (_name, path) => {
      it('replays on the real machine', () => replayPath(bets, path));
    });
    // Each date on its own, so a rule that compared only one of them would show.
    const datesOnly = model(false, [
      change(dates),
      change({ startDate: '2026-10-02' }),
      change({ finishDate: '2026-10-30' }),
      change(noDates),
      { type: 'filter.show' },
      pages[0]!,
    ]);
    describe.each(namedPaths(modelPaths(datesOnly, 'shortest')))('%s', (_name, path) => {
      it('replays on the real machine (dates one by one)', () => replayPath(datesOnly, path));
    });
    // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
    replayEach('transition', bets, transitionPaths(bets, paths));
    // Every edge of a small graph: an edit undone and a dirty draft shown from another page.
    const small = model(false, [change(dates), change(noDates), { type: 'filter.show' }, pages[0]!]);
    replayEach('edge', small, everyEdgePaths(small));
  });

  describe('payments: every change re-queries', () => {
    const payments = model(true, paymentsEvents);
    const paths = modelPaths(payments, 'shortest');
    describe.each(namedPaths(paths))('%s', (_name, path) => {
      it('replays on the real machine', () => replayPath(payments, path));
    });
    const datesOnly = model(true, [
      change({ startDate: '2026-10-02' }),
      change({ finishDate: '2026-10-30' }),
      change(noDates),
      pages[0]!,
    ]);
    describe.each(namedPaths(modelPaths(datesOnly, 'shortest')))('%s', (_name, path) => {
      it('replays on the real machine (dates one by one)', () => replayPath(datesOnly, path));
    });
    // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
    replayEach('payments, transition', payments, transitionPaths(payments, paths));
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(historyFilterOracle as never));
});

describe('history filter start', () => {
  it('starts on the page from the address, at least 1', async () => {
    const { createActor } = await import('xstate');
    for (const [page, expected] of [
      [4, 4],
      [0, 1],
      [-2, 1],
      [Number.NaN, 1],
      [2.7, 2],
    ] as const) {
      const actor = createActor(historyFilterMachine, { input: { commitOnChange: false, page } }).start();
      expect(actor.getSnapshot().context.query.page).toBe(expected);
      actor.stop();
    }
  });
});

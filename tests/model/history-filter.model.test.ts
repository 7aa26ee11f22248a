import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  type FilterDraft,
  historyFilterMachine,
  sameFilters,
} from '../../src/machines/history-filter/history-filter.machine';
import { selectIsDirty } from '../../src/machines/history-filter/history-filter.selectors';
import {
  describePath,
  type MachineModel,
  type ModelEvent,
  modelPaths,
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
  // spec §5: pages are at least 1.
  { type: 'page.change', page: 0 },
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

const draftOf = (s: AnyMachineSnapshot) => s.context.draft as FilterDraft;

const model = (commitOnChange: boolean, events: ModelEvent[]): MachineModel<typeof historyFilterMachine> => ({
  machine: historyFilterMachine,
  input: { commitOnChange },
  promiseActors: [],
  effects: ['refetch', 'resetPage'],
  events,
  serializeState: (s) => JSON.stringify([s.value, s.context.draft, s.context.query]),
  expectStep: ({ from, event, to, effects }) => {
    const commits = event.type === 'filter.show' || (commitOnChange && event.type === 'filter.change');
    if (event.type === 'filter.change') {
      expect(draftOf(to)).toEqual({ ...draftOf(from), ...(event.patch as Partial<FilterDraft>) });
    }
    if (commits) {
      // The draft becomes the query; a change goes back to page 1, no change refetches.
      expect(to.value).toBe('clean');
      expect(to.context.query).toEqual({ ...draftOf(to), page: 1 });
      const changed = from.context.query.page !== 1 || !sameFilters(draftOf(to), from.context.query);
      const expected = !changed ? ['refetch'] : from.context.query.page !== 1 ? ['resetPage'] : [];
      expect(effects).toEqual(expected);
    } else if (event.type === 'filter.change') {
      // Bets: an edit waits for 'show bets'; the list keeps its query and page.
      expect(to.context.query).toEqual(from.context.query);
      expect(effects).toEqual([]);
    }
    if (event.type === 'page.change') {
      expect(to.context.query.page).toBe(Math.max(1, event.page as number));
      expect(to.context.draft).toEqual(from.context.draft);
      expect(to.value).toEqual(from.value);
      expect(effects).toEqual([]);
    }
  },
  invariant: (s) => {
    expect(s.context.query.page).toBeGreaterThanOrEqual(1);
    // Dirty exactly when the draft differs from what the list shows.
    expect(selectIsDirty(s)).toBe(!sameFilters(draftOf(s), s.context.query));
    if (commitOnChange) expect(s.value).toBe('clean');
  },
});

describe('history filter (bets: show commits the draft)', () => {
  const bets = model(false, betsEvents);
  const paths = modelPaths(bets, 'shortest');
  it('reaches every state of the machine', () => {
    expect(stateIds(historyFilterMachine).filter((id) => !visitedStateIds(paths).has(id))).toEqual([]);
  });
  describe.each(paths.map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(bets, path));
  });
  const datesOnly = model(false, [change(dates), change(noDates), { type: 'filter.show' }, pages[0]!]);
  describe.each(modelPaths(datesOnly, 'simple').map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    it('replays on the real machine (simple path)', () => replayPath(datesOnly, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', bets, transitionPaths(bets, paths));
});

describe('history filter (payments: every change re-queries)', () => {
  const payments = model(true, paymentsEvents);
  const paths = modelPaths(payments, 'shortest');
  describe.each(paths.map((p) => [describePath(p), p] as const))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(payments, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('payments, transition', payments, transitionPaths(payments, paths));
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

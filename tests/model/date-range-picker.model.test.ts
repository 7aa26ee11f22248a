import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { dateRangePickerMachine, isValidRange } from '../../src/machines/date-range-picker/date-range-picker.machine';
import {
  type DateRangePickerView,
  dateRangePickerOracle,
} from '../../src/machines/date-range-picker/date-range-picker.qa';
import {
  selectCanClear,
  selectDateRangePickerState,
  selectDraft,
  selectIsOpen,
  selectShowError,
} from '../../src/machines/date-range-picker/date-range-picker.selectors';
import { everyEdgePaths } from './every-edge';
import {
  expectOracleCovered,
  type MachineModel,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

/** What the picker shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): DateRangePickerView => ({
  state: selectDateRangePickerState(s as never),
  open: selectIsOpen(s as never),
  draft: selectDraft(s as never),
  error: selectShowError(s as never),
  canClear: selectCanClear(s as never),
});

const model: MachineModel<typeof dateRangePickerMachine> = {
  machine: dateRangePickerMachine,
  promiseActors: [],
  effects: ['commit', 'returnFocus'],
  events: [
    // Opened on no dates, or on October 2026.
    { type: 'picker.open', value: { from: '', to: '' } },
    { type: 'picker.open', value: { from: '2026-10-01', to: '2026-10-31' } },
    { type: 'draft.change', patch: { from: '2026-10-01' } },
    { type: 'draft.change', patch: { to: '2026-10-31' } },
    // A start after the end, and the same day at both ends (allowed).
    { type: 'draft.change', patch: { from: '2026-11-05' } },
    { type: 'draft.change', patch: { to: '2026-10-01' } },
    { type: 'draft.clear' },
    { type: 'picker.apply' },
    { type: 'picker.outside' },
    { type: 'picker.cancel' },
  ],
  oracle: dateRangePickerOracle,
  view: view as never,
  // The draft and the dates in force decide what a commit does: each is part of the vertex.
  serializeState: (s) => JSON.stringify([s.value, s.context.value, s.context.draft]),
};

describe('date range picker machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(dateRangePickerMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('is known as dateRangePicker, closed or open (the QA report and /inspect name its states so)', () => {
    expect(stateIds(dateRangePickerMachine)).toEqual([
      'dateRangePicker',
      'dateRangePicker.closed',
      'dateRangePicker.open',
      'dateRangePicker.open.editing',
      'dateRangePicker.open.refused',
    ]);
  });

  describe.each(namedPaths(shortest))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  replayEach('transition', model, transitionPaths(model, shortest));
  // Every edge: each oracle row from each open state, with every kind of draft.
  replayEach('edge', model, everyEdgePaths(model));
});

describe('which ranges are valid (docs/product.md#rules)', () => {
  it.each([
    [{ from: '', to: '' }, true],
    [{ from: '2026-10-01', to: '' }, true],
    [{ from: '', to: '2026-10-01' }, true],
    [{ from: '2026-10-01', to: '2026-10-01' }, true],
    [{ from: '2026-10-01', to: '2026-10-02' }, true],
    [{ from: '2026-10-02', to: '2026-10-01' }, false],
    [{ from: '2026-11-05', to: '2026-10-31' }, false],
    [{ from: '2025-12-31', to: '2026-01-01' }, true],
  ])('%o is valid: %s', (range, valid) => {
    expect(isValidRange(range)).toBe(valid);
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(dateRangePickerOracle as never));
});

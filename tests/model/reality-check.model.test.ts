import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { SessionSummary } from '../../contract/schemas/protection';
import { ApiError } from '../../src/api/errors';
import { realityCheckMachine, untilNextCheck } from '../../src/machines/reality-check/reality-check.machine';
import { type RealityCheckView, realityCheckOracle } from '../../src/machines/reality-check/reality-check.qa';
import {
  selectCheckOpen,
  selectInterval,
  selectRealityCheckState,
  selectSessionFigures,
  selectSummaryFailed,
  selectTimePlayed,
} from '../../src/machines/reality-check/reality-check.selectors';
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
import { replayScripted } from './scripted';

// Not on a quarter-hour of the epoch, so that a mark is counted from the session's start and nothing else.
const START = '2025-07-15T12:03:17.000Z';
const T0 = Date.parse(START);
const MIN = 60_000;
const quarter: SessionSummary = {
  started_at: START,
  wagered: 120,
  won: 80,
  net: -40,
  currency: 'HTG',
  reality_check_minutes: 15,
};
const later: SessionSummary = { ...quarter, wagered: 300, won: 335.5, net: 35.5 };
const hourly: SessionSummary = { ...quarter, reality_check_minutes: 60 };
const off: SessionSummary = { ...quarter, reality_check_minutes: null };
const summaries = [quarter, later, hourly, off];

const down = new ApiError({ kind: 'network', url: '/api/v1/user/session/summary', method: 'GET' });
const busy = new ApiError({ kind: 'http', status: 503, url: '/api/v1/user/session/summary', method: 'GET' });

const view = (s: AnyMachineSnapshot): RealityCheckView => ({
  state: selectRealityCheckState(s as never),
  open: selectCheckOpen(s as never),
  timePlayedMs: selectTimePlayed(s as never),
  figures: selectSessionFigures(s as never),
  summaryFailed: selectSummaryFailed(s as never),
  interval: selectInterval(s as never),
});

const model: MachineModel<typeof realityCheckMachine> = {
  machine: realityCheckMachine,
  promiseActors: ['loadSummary'],
  effects: ['takeBreak', 'openHistory', 'logOut'],
  events: [
    { type: 'xstate.done.actor.loadSummary', output: { summary: quarter, now: T0 + 200_000 } },
    { type: 'xstate.done.actor.loadSummary', output: { summary: later, now: T0 + 15 * MIN + 900 } },
    { type: 'xstate.done.actor.loadSummary', output: { summary: off, now: T0 + 5 * MIN } },
    { type: 'xstate.error.actor.loadSummary', error: down },
    { type: 'xstate.after.retryLater.realityCheck.unavailable' },
    { type: 'xstate.after.untilCheck.realityCheck.waiting' },
    { type: 'check.continue', now: T0 + 16 * MIN },
    { type: 'check.break' },
    { type: 'check.history' },
    { type: 'check.logout' },
  ],
  oracle: realityCheckOracle,
  view: view as never,
  // What the dialog reads: a summary or none, an ApiError or none, a time.
  invariant: (s) => {
    expect(s.context.summary === null || typeof s.context.summary.started_at === 'string').toBe(true);
    expect(s.context.error === null || s.context.error instanceof ApiError).toBe(true);
    expect(typeof s.context.now).toBe('number');
  },
  serializeState: (s) =>
    JSON.stringify([s.value, summaries.indexOf(s.context.summary as SessionSummary), s.context.now, !!s.context.error]),
};

describe('reality check machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(realityCheckMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  replayEach('transition', model, transitionPaths(model, shortest));
  replayScripted(model, [
    [
      // An hourly check, the summary down at the check (the time played still shows), then another error kind.
      'an hourly check whose summary cannot be read, then one that can, then take a break',
      [
        { type: 'xstate.done.actor.loadSummary', output: { summary: hourly, now: T0 + 59 * MIN } },
        { type: 'xstate.after.untilCheck.realityCheck.waiting' },
        { type: 'xstate.error.actor.loadSummary', error: busy },
        { type: 'check.continue', now: T0 + 60 * MIN + 30_000 },
        { type: 'xstate.after.untilCheck.realityCheck.waiting' },
        { type: 'xstate.done.actor.loadSummary', output: { summary: hourly, now: T0 + 120 * MIN + 400 } },
        { type: 'check.break' },
      ],
    ],
  ]);

  it('waits until the next interval mark counted from the session start', () => {
    const at = (summary: SessionSummary, minutes: number) => untilNextCheck({ summary, now: T0 + minutes * MIN });
    // 3 min 20 s in: 11 min 40 s to the 15 min mark; on a mark: a whole interval; a clock 5 s behind the start: the
    // first mark is still 15 min after the start (15 min 5 s away), and one 20 min behind: 35 min away.
    expect(at(quarter, 200_000 / MIN)).toBe(700_000);
    expect(at(quarter, 15)).toBe(900_000);
    expect(at(quarter, -5_000 / MIN)).toBe(905_000);
    expect(at(quarter, -20)).toBe(2_100_000);
    expect(at(quarter, 0)).toBe(900_000);
    expect(at(hourly, 90)).toBe(1_800_000);
    expect(at(off, 10)).toBeNull();
    expect(untilNextCheck({ summary: null, now: T0 })).toBeNull();
    const retry = realityCheckMachine.implementations.delays.retryLater;
    expect(retry).toBe(60_000);
    const untilCheck = realityCheckMachine.implementations.delays.untilCheck as unknown as (args: {
      context: { summary: SessionSummary | null; now: number };
    }) => number;
    expect(untilCheck({ context: { summary: quarter, now: T0 + 200_000 } })).toBe(700_000);
    expect(untilCheck({ context: { summary: hourly, now: T0 + 90 * MIN } })).toBe(1_800_000);
    expect(untilCheck({ context: { summary: null, now: T0 } })).toBe(0);
  });

  it('takes every row of the oracle', () => expectOracleCovered(realityCheckOracle as never));
});

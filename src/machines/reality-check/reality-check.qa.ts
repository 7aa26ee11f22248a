// The independent oracle of the reality check (docs/architecture.md, "Machines and their oracles"), written from
// docs/product.md#flows-reality-check, checked at every step of tests/model/reality-check.model.test.ts:
// - a running game reads the session summary: no interval means no check; one that cannot be read is tried again a
//   minute later;
// - the check comes at every interval mark counted from the session's start (never at once for a mark just
//   passed); it reads the summary again and shows the time played, staked, won and net (or the time played alone when
//   the summary cannot be read); an interval turned off meanwhile ends the checks;
// - the player answers with one of four choices: take a break (the game is left for the breaks), see my history (the
//   game is left for the bets history), continue (the next check at the next mark after the answer) or log out (the
//   session's logout).
import type { ApiError } from '../../api/errors';
import type { SessionSummary } from '../../../contract/schemas/protection';
import type { MachineOracle } from '../oracle';
import type { RealityCheckContext, SummaryRead } from './reality-check.machine';

/** What the game page shows of it, read through reality-check.selectors.ts by the model test. */
export interface RealityCheckView {
  state: string;
  open: boolean;
  timePlayedMs: number | null;
  figures: { wagered: number; won: number; net: number; currency: string } | null;
  summaryFailed: boolean;
  interval: number | null;
}

type Context = RealityCheckContext;
type Snap = { context: Context };

const MINUTE = 60_000;
/**
 * The rule, restated: the first interval mark after `now`, counted from the session's start; the first mark is start +
 * interval, also for a device clock behind the start.
 */
const nextMark = ({ context }: Snap) => {
  const summary = context.summary as SessionSummary;
  const start = Date.parse(summary.started_at);
  const interval = (summary.reality_check_minutes as number) * MINUTE;
  return start + Math.max(1, Math.floor((context.now - start) / interval) + 1) * interval;
};

const closed = ({ context }: Snap): RealityCheckView => ({
  state: '',
  open: false,
  timePlayedMs: null,
  figures: null,
  summaryFailed: false,
  interval: context.summary?.reality_check_minutes ?? null,
});
const read = (event: Record<string, unknown>) => event.output as SummaryRead;
const turnedOn = (_: Snap, event: Record<string, unknown>) => read(event).summary.reality_check_minutes !== null;
const turnedOff = (_: Snap, event: Record<string, unknown>) => read(event).summary.reality_check_minutes === null;
const stored = (_: Snap, event: Record<string, unknown>) => ({
  summary: read(event).summary,
  now: read(event).now,
  error: null,
});

export const realityCheckOracle: MachineOracle<RealityCheckView, Context> = {
  states: {
    loading: { sees: (snap) => ({ ...closed(snap), state: 'loading' }), runs: { loadSummary: true } },
    unavailable: { sees: (snap) => ({ ...closed(snap), state: 'unavailable' }) },
    off: { sees: (snap) => ({ ...closed(snap), state: 'off', interval: null }) },
    waiting: { sees: (snap) => ({ ...closed(snap), state: 'waiting' }) },
    checking: { sees: (snap) => ({ ...closed(snap), state: 'checking' }), runs: { loadSummary: true } },
    prompting: {
      sees: ({ context }) => {
        const summary = context.summary as SessionSummary;
        return {
          state: 'prompting',
          open: true,
          timePlayedMs: context.now - Date.parse(summary.started_at),
          figures: context.error
            ? null
            : { wagered: summary.wagered, won: summary.won, net: summary.net, currency: summary.currency },
          summaryFailed: context.error !== null,
          interval: summary.reality_check_minutes,
        };
      },
    },
    stopped: { sees: (snap) => ({ ...closed(snap), state: 'stopped' }), done: true },
  },
  steps: [
    { from: 'loading', event: 'xstate.done.actor.loadSummary', when: turnedOn, to: 'waiting', context: stored },
    { from: 'loading', event: 'xstate.done.actor.loadSummary', when: turnedOff, to: 'off', context: stored },
    {
      from: 'loading',
      event: 'xstate.error.actor.loadSummary',
      to: 'unavailable',
      context: (_, event) => ({ error: event.error as ApiError }),
    },
    { from: 'unavailable', event: 'xstate.after.retryLater.realityCheck.unavailable', to: 'loading' },
    {
      from: 'waiting',
      event: 'xstate.after.untilCheck.realityCheck.waiting',
      to: 'checking',
      context: (snap) => ({ now: nextMark(snap) }),
    },
    { from: 'checking', event: 'xstate.done.actor.loadSummary', when: turnedOn, to: 'prompting', context: stored },
    { from: 'checking', event: 'xstate.done.actor.loadSummary', when: turnedOff, to: 'off', context: stored },
    {
      // The time played still shows: the summary of the last read stays, the time is the mark's.
      from: 'checking',
      event: 'xstate.error.actor.loadSummary',
      to: 'prompting',
      context: ({ context }, event) => ({ summary: context.summary, now: context.now, error: event.error as ApiError }),
    },
    {
      from: 'prompting',
      event: 'check.continue',
      to: 'waiting',
      context: (_, event) => ({ now: event.now as number, error: null }),
    },
    { from: 'prompting', event: 'check.break', to: 'stopped', effects: ['takeBreak'] },
    { from: 'prompting', event: 'check.history', to: 'stopped', effects: ['openHistory'] },
    { from: 'prompting', event: 'check.logout', to: 'stopped', effects: ['logOut'] },
  ],
};

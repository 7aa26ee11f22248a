// Purpose: the reality check over a running game (docs/product.md#flows-reality-check).
// docs/product.md#flows-reality-check: in a running game a signed-in player with a reality check interval is
// stopped every interval counted from the session's start (15, 30 or 60 minutes: at start + interval, start + 2 ×
// interval...). The session summary is read afresh for it: the time played, staked, won and net show in a dialog over
// the game, which stays covered until the player answers: take a break (leave for the breaks in /personal), see my
// history (leave for the bets history), continue (the next check is the next interval mark) or log out (signed out as
// the menu's logout signs out). A summary that cannot be read when the game opens is tried again a minute later; one
// that cannot be read at a check still lets the check show, with the time played.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { SessionSummary } from '../../../contract/schemas/protection';
import { REALITY_CHECK_RETRY_MS } from '../../config/constants';
import { errorOf, notProvided } from '../shared';

/** The session summary, and when (epoch ms) it was read. */
export interface SummaryRead {
  summary: SessionSummary;
  now: number;
}

export interface RealityCheckContext {
  summary: SessionSummary | null;
  /** Epoch ms the check stands at: when the summary was read, the check came due or the player answered. */
  now: number;
  error: ApiError | null;
}

export type RealityCheckEvent =
  | { type: 'check.continue'; now: number }
  | { type: 'check.break' }
  | { type: 'check.history' }
  | { type: 'check.logout' };

const MINUTE_MS = 60_000;

/** How long until the next interval mark after `now`, counted from the session's start; null when off. */
export function untilNextCheck({ summary, now }: Pick<RealityCheckContext, 'summary' | 'now'>): number | null {
  const minutes = summary?.reality_check_minutes;
  if (!summary || !minutes) return null;
  const interval = minutes * MINUTE_MS;
  const elapsed = now - Date.parse(summary.started_at);
  // A device clock behind the server's start: the first mark is still a whole interval after the start, never the start.
  return elapsed < 0 ? interval - elapsed : interval - (elapsed % interval);
}

export const realityCheckMachine = setup({
  types: {} as { context: RealityCheckContext; events: RealityCheckEvent },
  actors: {
    loadSummary: notProvided<SummaryRead>('loadSummary'),
  },
  guards: {
    isOn: (_, read: SummaryRead) => read.summary.reality_check_minutes !== null,
  },
  actions: {
    storeSummary: assign((_, read: SummaryRead) => ({ summary: read.summary, now: read.now, error: null })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    comeDue: assign(({ context }) => ({ now: context.now + (untilNextCheck(context) ?? 0) })),
    answered: assign((_, now: number) => ({ now, error: null })),
    // Injected by the game page: where the player goes, and the logout through the session.
    takeBreak: () => {},
    openHistory: () => {},
    logOut: () => {},
  },
  delays: {
    untilCheck: ({ context }) => untilNextCheck(context) ?? 0,
    retryLater: REALITY_CHECK_RETRY_MS,
  },
}).createMachine({
  id: 'realityCheck',
  context: { summary: null, now: 0, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        onDone: [
          {
            guard: { type: 'isOn', params: ({ event }) => event.output },
            target: 'waiting',
            actions: { type: 'storeSummary', params: ({ event }) => event.output },
          },
          { target: 'off', actions: { type: 'storeSummary', params: ({ event }) => event.output } },
        ],
        onError: { target: 'unavailable', actions: { type: 'storeError', params: errorOf } },
      },
    },
    unavailable: {
      after: { retryLater: { target: 'loading' } },
    },
    // The player has no reality check.
    off: {},
    waiting: {
      after: { untilCheck: { target: 'checking', actions: 'comeDue' } },
    },
    checking: {
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        onDone: [
          {
            guard: { type: 'isOn', params: ({ event }) => event.output },
            target: 'prompting',
            actions: { type: 'storeSummary', params: ({ event }) => event.output },
          },
          // Turned off meanwhile (in another tab): no check.
          { target: 'off', actions: { type: 'storeSummary', params: ({ event }) => event.output } },
        ],
        onError: { target: 'prompting', actions: { type: 'storeError', params: errorOf } },
      },
    },
    prompting: {
      on: {
        'check.continue': { target: 'waiting', actions: { type: 'answered', params: ({ event }) => event.now } },
        'check.break': { target: 'stopped', actions: 'takeBreak' },
        'check.history': { target: 'stopped', actions: 'openHistory' },
        'check.logout': { target: 'stopped', actions: 'logOut' },
      },
    },
    stopped: { type: 'final' },
  },
});

export type RealityCheckMachine = typeof realityCheckMachine;

// Purpose: the daily play-time limit over an open game (docs/product.md#flows-play-time).
// docs/product.md#flows-play-time: while a signed-in player has a game open, the page tells the server every minute
// that the game is still played (the beat); each reply says today's play time, the limit and when the day ends. The
// page then counts on its own clock: 5 minutes before the limit the player is warned, and at the limit the game gives
// way to a clear screen until the day resets (then the play time is read again). A beat the server refuses (the limit
// is reached on its clock) also ends play. A beat that fails keeps the page's own count: the time since the last
// figures is added to them.
import { assign, setup } from 'xstate';
import type { PlayTimeReply } from '../../../contract/schemas/protection';
import { PLAY_TIME_BEAT_MS, PLAY_TIME_WARNING_MS } from '../../config/constants';
import { notProvided } from '../shared';

/** What a beat gives back: the server's figures (null when the beat failed), and when (epoch ms) it came back. */
export interface PlayTimeRead {
  playTime: PlayTimeReply | null;
  now: number;
}

export interface PlayTimeContext {
  /** Today's limit (ms), null when the player has none (or no figures came yet). */
  limitMs: number | null;
  /** Today's play time (ms) at `at`. */
  usedMs: number;
  /** Epoch ms the figures hold at; 0 before the first read. */
  at: number;
  /** Epoch ms today ends (Haiti's midnight), 0 before the first read. */
  resetsAt: number;
  /** The server refused the last beat: the limit is reached on its clock. */
  refused: boolean;
}

export type PlayTimeEvent = { type: 'game.playing' } | { type: 'game.left' };

const initial: PlayTimeContext = { limitMs: null, usedMs: 0, at: 0, resetsAt: 0, refused: false };

/** How long is left before the limit at `at` (ms), null without a limit. */
export const leftMs = ({ limitMs, usedMs }: Pick<PlayTimeContext, 'limitMs' | 'usedMs'>) =>
  limitMs === null ? null : limitMs - usedMs;

export const playTimeMachine = setup({
  types: {} as { context: PlayTimeContext; events: PlayTimeEvent },
  actors: {
    sendBeat: notProvided<PlayTimeRead>('sendBeat'),
  },
  guards: {
    isOver: ({ context }) => context.refused || (leftMs(context) ?? 1) <= 0,
    isNear: ({ context }) => (leftMs(context) ?? Number.POSITIVE_INFINITY) <= PLAY_TIME_WARNING_MS,
    isLimited: ({ context }) => context.limitMs !== null,
  },
  actions: {
    store: assign(({ context }, read: PlayTimeRead) =>
      read.playTime
        ? {
            limitMs: read.playTime.limit_minutes === null ? null : read.playTime.limit_minutes * 60_000,
            usedMs: read.playTime.used_seconds * 1000,
            at: read.now,
            resetsAt: Date.parse(read.playTime.resets_at),
            refused: read.playTime.message !== undefined,
          }
        : // No figures: the page counts on, from the last ones (none yet: nothing is known, play goes on).
          { usedMs: context.at === 0 ? 0 : context.usedMs + Math.max(0, read.now - context.at), at: read.now },
    ),
    // The page's clock reached the warning, then the limit: the figures move on to that moment.
    reachWarning: assign(({ context }) => ({
      usedMs: (context.limitMs ?? 0) - PLAY_TIME_WARNING_MS,
      at: context.at + ((context.limitMs ?? 0) - PLAY_TIME_WARNING_MS - context.usedMs),
    })),
    reachLimit: assign(({ context }) => ({
      usedMs: context.limitMs ?? 0,
      at: context.at + ((context.limitMs ?? 0) - context.usedMs),
    })),
    forget: assign(initial),
  },
  delays: {
    beatEvery: PLAY_TIME_BEAT_MS,
    untilWarning: ({ context }) => Math.max(0, (leftMs(context) ?? 0) - PLAY_TIME_WARNING_MS),
    untilLimit: ({ context }) => Math.max(0, leftMs(context) ?? 0),
    untilReset: ({ context }) => Math.max(0, context.resetsAt - context.at),
  },
}).createMachine({
  id: 'playTime',
  context: initial,
  initial: 'idle',
  states: {
    // No game open (or a guest's).
    idle: {
      on: { 'game.playing': { target: 'playing' } },
    },
    playing: {
      on: { 'game.left': { target: 'idle', actions: 'forget' } },
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'sendBeat',
            src: 'sendBeat',
            onDone: { target: 'deciding', actions: { type: 'store', params: ({ event }) => event.output } },
          },
        },
        deciding: {
          always: [
            { guard: 'isOver', target: '#playTime.over' },
            { guard: 'isNear', target: 'warned' },
            { guard: 'isLimited', target: 'counting' },
            { target: 'free' },
          ],
        },
        // A limit, more than the warning away.
        counting: {
          after: {
            untilWarning: { target: 'warned', actions: 'reachWarning' },
            beatEvery: { target: 'reading' },
          },
        },
        // The warning shows until the limit.
        warned: {
          after: {
            untilLimit: { target: '#playTime.over', actions: 'reachLimit' },
            beatEvery: { target: 'reading' },
          },
        },
        // No limit: the beats still count the play time.
        free: {
          after: { beatEvery: { target: 'reading' } },
        },
      },
    },
    // The limit is reached: the clear screen, until the day resets.
    over: {
      on: { 'game.left': { target: 'idle', actions: 'forget' } },
      after: { untilReset: { target: 'playing' } },
    },
  },
});

export type PlayTimeMachine = typeof playTimeMachine;

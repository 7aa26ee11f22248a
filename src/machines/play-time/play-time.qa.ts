// The independent oracle of the play-time guard (docs/architecture.md, "Machines and their oracles"), written from
// docs/product.md#flows-play-time, checked at every step of tests/model/play-time.model.test.ts:
// - nothing runs until a game is open; then the page sends a beat at once and every minute after, and takes the
//   server's figures (today's play time, the limit, the end of the day);
// - no limit: play goes on, beating; a limit more than 5 minutes away: play goes on, and the page's clock brings the
//   warning 5 minutes before it; within 5 minutes: the warning shows the whole minutes left (at least 1); reached on
//   the page's clock, or refused by the server: the clear screen, until the day ends, then the figures are read again;
// - a beat that fails adds the time since the last figures to them (none yet: nothing is known, play goes on);
// - leaving the game forgets everything.
import type { PlayTimeReply } from '../../../contract/schemas/protection';
import type { MachineOracle } from '../oracle';
import type { PlayTimeContext, PlayTimeRead } from './play-time.machine';

/** What the game page shows of it, read through play-time.selectors.ts by the model test. */
export interface PlayTimeView {
  state: string;
  over: boolean;
  minutesLeft: number | null;
  playAgainAt: number | null;
}

type Context = PlayTimeContext;
type Snap = { context: Context };
type Figures = Pick<Context, 'limitMs' | 'usedMs' | 'at' | 'resetsAt' | 'refused'>;

const MINUTE = 60_000;
const WARNING = 5 * MINUTE;
const BLANK: Figures = { limitMs: null, usedMs: 0, at: 0, resetsAt: 0, refused: false };

/** The figures after a beat's reply, restated: the server's, or the last ones moved on by the time since them. */
function afterBeat(context: Context, read: PlayTimeRead): Figures {
  const reply: PlayTimeReply | null = read.playTime;
  if (reply === null) {
    const usedMs = context.at === 0 ? 0 : context.usedMs + Math.max(0, read.now - context.at);
    return { ...context, usedMs, at: read.now };
  }
  return {
    limitMs: reply.limit_minutes === null ? null : reply.limit_minutes * MINUTE,
    usedMs: reply.used_seconds * 1000,
    at: read.now,
    resetsAt: Date.parse(reply.resets_at),
    refused: reply.message !== undefined,
  };
}

/** Where figures lead, restated from the rules. */
function placeOf(f: Figures): string {
  if (f.refused || (f.limitMs !== null && f.usedMs >= f.limitMs)) return 'over';
  if (f.limitMs !== null && f.limitMs - f.usedMs <= WARNING) return 'playing.warned';
  if (f.limitMs !== null) return 'playing.counting';
  return 'playing.free';
}

const read = (event: Record<string, unknown>) => event.output as PlayTimeRead;
const beatLeadsTo =
  (place: string) =>
  ({ context }: Snap, event: Record<string, unknown>) =>
    placeOf(afterBeat(context, read(event))) === place;
const beatFigures = ({ context }: Snap, event: Record<string, unknown>) => afterBeat(context, read(event));

/** The warning's minutes, restated: whole minutes left, rounded up, at least 1. */
const warning = ({ context }: Snap) => ({
  minutesLeft: Math.max(1, Math.ceil(((context.limitMs as number) - context.usedMs) / MINUTE)),
});
/** While the figures are read again: the warning stays if the last ones were within it. */
const readingWarning = ({ context }: Snap) =>
  context.limitMs !== null && context.limitMs - context.usedMs <= WARNING ? warning({ context }).minutesLeft : null;

const playing = (state: string) => ({ state, over: false, minutesLeft: null, playAgainAt: null });

export const playTimeOracle: MachineOracle<PlayTimeView, Context> = {
  states: {
    idle: { sees: playing('idle') },
    'playing.reading': {
      sees: (snap) => ({ ...playing('playing.reading'), minutesLeft: readingWarning(snap) }),
      runs: { sendBeat: true },
    },
    'playing.counting': { sees: playing('playing.counting') },
    'playing.warned': { sees: (snap) => ({ ...playing('playing.warned'), ...warning(snap) }) },
    'playing.free': { sees: playing('playing.free') },
    over: {
      sees: ({ context }) => ({ state: 'over', over: true, minutesLeft: null, playAgainAt: context.resetsAt }),
    },
  },
  steps: [
    { from: 'idle', event: 'game.playing', to: 'playing.reading' },
    ...['over', 'playing.warned', 'playing.counting', 'playing.free'].map((place) => ({
      from: 'playing.reading',
      event: 'xstate.done.actor.sendBeat',
      when: beatLeadsTo(place),
      to: place,
      context: beatFigures,
    })),
    {
      // The page's clock reaches the warning: the figures move on to that moment.
      from: 'playing.counting',
      event: 'xstate.after.untilWarning.playTime.playing.counting',
      to: 'playing.warned',
      context: ({ context }) => ({
        usedMs: (context.limitMs as number) - WARNING,
        at: context.at + ((context.limitMs as number) - WARNING - context.usedMs),
      }),
    },
    {
      // The page's clock reaches the limit.
      from: 'playing.warned',
      event: 'xstate.after.untilLimit.playTime.playing.warned',
      to: 'over',
      context: ({ context }) => ({
        usedMs: context.limitMs as number,
        at: context.at + ((context.limitMs as number) - context.usedMs),
      }),
    },
    { from: 'playing.counting', event: 'xstate.after.beatEvery.playTime.playing.counting', to: 'playing.reading' },
    { from: 'playing.warned', event: 'xstate.after.beatEvery.playTime.playing.warned', to: 'playing.reading' },
    { from: 'playing.free', event: 'xstate.after.beatEvery.playTime.playing.free', to: 'playing.reading' },
    // The day is over: the figures are read again.
    { from: 'over', event: 'xstate.after.untilReset.playTime.over', to: 'playing.reading' },
    {
      from: ['playing.reading', 'playing.counting', 'playing.warned', 'playing.free', 'over'],
      event: 'game.left',
      to: 'idle',
      context: BLANK,
    },
  ],
};

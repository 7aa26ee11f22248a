import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { PlayTimeReply } from '../../contract/schemas/protection';
import { playTimeMachine, type PlayTimeRead } from '../../src/machines/play-time/play-time.machine';
import equivalentMutants from '../../src/machines/play-time/play-time.equivalents.json';
import { type PlayTimeView, playTimeOracle } from '../../src/machines/play-time/play-time.qa';
import {
  selectMinutesLeft,
  selectPlayAgainAt,
  selectPlayTimeOver,
  selectPlayTimeState,
} from '../../src/machines/play-time/play-time.selectors';
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
import { replayScripted } from './scripted';

const T0 = Date.parse('2025-07-15T16:00:00.000Z');
const MIN = 60_000;
// The end of that Haiti day (UTC−4 in July).
const RESETS = '2025-07-16T04:00:00.000Z';
const reply = (limit: number | null, usedSeconds: number, extra: Partial<PlayTimeReply> = {}): PlayTimeReply => ({
  limit_minutes: limit,
  used_seconds: usedSeconds,
  playing: true,
  resets_at: RESETS,
  ...extra,
});
/** An hour a day: 20 minutes played; 55 minutes (the warning exactly); 57; the hour; refused one second short. */
const twenty = reply(60, 20 * 60);
const atWarning = reply(60, 55 * 60);
const near = reply(60, 57 * 60);
const reached = reply(60, 60 * 60);
const refused = reply(60, 60 * 60 - 1, { message: 'Daily play time limit reached: you can play again from …' });
const noLimit = reply(null, 10 * 60);
const beat = (playTime: PlayTimeReply | null, now: number): PlayTimeRead => ({ playTime, now });
const done = (playTime: PlayTimeReply | null, now: number) => ({
  type: 'xstate.done.actor.sendBeat',
  output: beat(playTime, now),
});

const view = (s: AnyMachineSnapshot): PlayTimeView => ({
  state: selectPlayTimeState(s as never),
  over: selectPlayTimeOver(s as never),
  minutesLeft: selectMinutesLeft(s as never),
  playAgainAt: selectPlayAgainAt(s as never),
});

const model: MachineModel<typeof playTimeMachine> = {
  machine: playTimeMachine,
  promiseActors: ['sendBeat'],
  events: [
    { type: 'game.playing' },
    { type: 'game.left' },
    done(twenty, T0),
    done(near, T0 + 30_000),
    done(refused, T0 + 40_000),
    done(noLimit, T0),
    done(null, T0 + MIN),
    { type: 'xstate.after.untilWarning.playTime.playing.counting' },
    { type: 'xstate.after.untilLimit.playTime.playing.warned' },
    { type: 'xstate.after.beatEvery.playTime.playing.counting' },
    { type: 'xstate.after.beatEvery.playTime.playing.warned' },
    { type: 'xstate.after.beatEvery.playTime.playing.free' },
    { type: 'xstate.after.untilReset.playTime.over' },
  ],
  oracle: playTimeOracle,
  view: view as never,
  invariant: (s) => {
    // The clear screen never shows with time left on the page's clock, unless the server refused.
    if (s.matches('over')) {
      expect(s.context.refused || (s.context.limitMs !== null && s.context.usedMs >= s.context.limitMs)).toBe(true);
    }
    if (s.matches('idle')) expect(s.context).toEqual({ limitMs: null, usedMs: 0, at: 0, resetsAt: 0, refused: false });
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.limitMs, s.context.usedMs, s.context.at, s.context.refused]),
};

describe('play-time machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    // `deciding` is transient (eventless): it picks where the figures lead and is never a resting state.
    expect(stateIds(playTimeMachine).filter((id) => !visited.has(id) && id !== 'playTime.playing.deciding')).toEqual(
      [],
    );
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  replayEach('transition', model, transitionPaths(model, shortest));
  replayScripted(model, [
    ...(
      [
        ['counting', twenty],
        ['warned', near],
        ['free', noLimit],
      ] as const
    ).map(([name, figures]): [string, ModelEvent[]] => [
      // Leaving the game forgets the figures, whatever the page was counting.
      `leaving the game while ${name}`,
      [{ type: 'game.playing' }, done(figures, T0), { type: 'game.left' }, { type: 'game.playing' }],
    ]),
    [
      // 20 minutes of an hour played: the page's clock brings the warning at 55 minutes and the end at 60.
      'counting to the warning and the limit on the page clock, then the next day',
      [
        { type: 'game.playing' },
        done(twenty, T0),
        { type: 'xstate.after.untilWarning.playTime.playing.counting' },
        { type: 'xstate.after.untilLimit.playTime.playing.warned' },
        { type: 'xstate.after.untilReset.playTime.over' },
        done(reply(60, 0), Date.parse(RESETS) + 200),
      ],
    ],
    [
      // docs/product.md#flows-play-time: exactly 5 minutes left is within the warning; a whole hour is the limit.
      'the warning from exactly 5 minutes left, the limit at exactly the hour',
      [
        { type: 'game.playing' },
        done(atWarning, T0),
        { type: 'xstate.after.beatEvery.playTime.playing.warned' },
        done(reached, T0 + 5 * MIN),
      ],
    ],
    [
      // Beats fail while warned: the page counts on from the last figures and still ends play at the limit.
      'failed beats keep the page count going',
      [
        { type: 'game.playing' },
        done(near, T0),
        { type: 'xstate.after.beatEvery.playTime.playing.warned' },
        done(null, T0 + MIN),
        { type: 'xstate.after.beatEvery.playTime.playing.warned' },
        done(null, T0 + 3 * MIN),
        { type: 'game.left' },
      ],
    ],
    [
      // A first beat that fails: nothing is known, play goes on and beats on.
      'a first beat that fails leaves play free',
      [
        { type: 'game.playing' },
        done(null, T0),
        { type: 'xstate.after.beatEvery.playTime.playing.free' },
        done(twenty, T0 + MIN),
        { type: 'xstate.after.beatEvery.playTime.playing.counting' },
        done(refused, T0 + 2 * MIN),
      ],
    ],
  ]);

  it('waits exactly as the rules say', () => {
    const delays = playTimeMachine.implementations.delays as unknown as Record<
      string,
      number | ((args: { context: unknown }) => number)
    >;
    const ctx = (limitMs: number | null, usedMs: number, at = T0, resetsAt = T0) => ({
      context: { limitMs, usedMs, at, resetsAt, refused: false },
    });
    const call = (name: string, args: { context: unknown }) =>
      (delays[name] as (a: { context: unknown }) => number)(args);
    expect(delays.beatEvery).toBe(60_000);
    expect(call('untilWarning', ctx(60 * MIN, 20 * MIN))).toBe(35 * MIN);
    expect(call('untilWarning', ctx(60 * MIN, 57 * MIN))).toBe(0);
    expect(call('untilWarning', ctx(null, 0))).toBe(0);
    expect(call('untilLimit', ctx(60 * MIN, 57 * MIN))).toBe(3 * MIN);
    expect(call('untilLimit', ctx(60 * MIN, 61 * MIN))).toBe(0);
    expect(call('untilLimit', ctx(null, 0))).toBe(0);
    expect(call('untilReset', ctx(60 * MIN, 60 * MIN, T0, T0 + 8 * 3_600_000))).toBe(8 * 3_600_000);
    expect(call('untilReset', ctx(60 * MIN, 60 * MIN, T0 + 1000, T0))).toBe(0);
  });

  it('takes every row of the oracle', () => expectOracleCovered(playTimeOracle as never));
  it('lists no equivalent mutant it does not need', () => expect(equivalentMutants.length).toBeLessThan(10));
});

// UI path tests (docs/architecture.md#qa-coverage) for the play-time limit (docs/product.md#flows-play-time): every
// shortest path of playTimeMachine walked over a running single game (docs/product.md#routes-game-view), in both
// layouts, a fresh player of the reference server per path. The page's beats (POST user/play-time) are held by the
// test and answered with the path's figures (today's play time and limit; the end of the day counted from the page's
// own clock), or failed; the warning and the limit come on the page's clock, moved by the walk, never by waiting. The
// player signing out elsewhere (the server's sign-out event) closes the game: the guard rests until a game opens.
import type { Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { PlayTimeReply } from '../contract/schemas/protection';
import { playTimeMachine, type PlayTimeRead } from '../src/machines/play-time/play-time.machine';
import { selectMinutesLeft, selectPlayTimeState } from '../src/machines/play-time/play-time.selectors';
import { expect, expectAxeClean, test } from './fixtures';
import { gamePagePath, seedGame } from './models/games.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer } from './models/players';

const MINUTE = 60_000;
const T0 = Date.parse('2030-01-02T10:00:00.000Z');
/** The day ends 8 hours after the figures. */
const DAY_LEFT = 8 * 60 * MINUTE;
const figures = (limit: number | null, usedMinutes: number, extra: Partial<PlayTimeReply> = {}): PlayTimeReply => ({
  limit_minutes: limit,
  used_seconds: usedMinutes * 60,
  playing: true,
  resets_at: new Date(T0 + DAY_LEFT).toISOString(),
  ...extra,
});
const READS = {
  'an hour, 20 min played': figures(60, 20),
  'an hour, 57 min played': figures(60, 57),
  'refused by the server': figures(60, 60, { message: 'Daily play time limit reached: you can play again from …' }),
  'no limit': figures(null, 10),
} as const;
const nameOf = (playTime: PlayTimeReply | null) =>
  playTime === null ? 'failed' : (Object.entries(READS).find(([, read]) => read === playTime)?.[0] ?? 'unknown');

test('play time: every shortest path of the machine, step by step in the UI', async ({
  page,
  request,
  consoleWatch,
}) => {
  test.slow(); // a fresh player and game page per path
  // A beat the walk fails on purpose is a failed request the browser logs.
  consoleWatch.allowNetworkErrors();
  const game = await seedGame(request, 'kreyol-fruits');
  const root = () => page.getByTestId('game-page');
  const frame = () => page.getByTestId('game-frame').locator('iframe');
  const warning = () => page.getByTestId('play-time-warning');
  const over = () => page.getByTestId('play-time-over');
  const axeChecked = new Set<string>();

  /** The game plays: its frame shows, the clear screen does not. */
  const gamePlays = async (minutesLeft: number | null) => {
    await expect(frame()).toBeVisible();
    await expect(over()).toHaveCount(0);
    if (minutesLeft === null) await expect(warning()).toHaveCount(0);
    else
      await expect(warning()).toHaveText(
        `${minutesLeft} minute${minutesLeft === 1 ? '' : 's'} of play time left today`,
      );
  };

  const flow: UiFlow<typeof playTimeMachine> = {
    machine: playTimeMachine,
    // The page says a game is open as soon as it starts.
    start: [{ type: 'game.playing' }],
    // A beat's figures come a minute after the last ones (the first at T0); a failed one too.
    events: (s) => {
      const now = s.context.at === 0 ? T0 : s.context.at + MINUTE;
      return [
        ...[...Object.values(READS), null].map((playTime) => ({
          type: 'xstate.done.actor.sendBeat',
          output: { playTime, now } satisfies PlayTimeRead,
        })),
        { type: 'game.left' },
        { type: 'xstate.after.untilWarning.playTime.playing.counting' },
        { type: 'xstate.after.untilLimit.playTime.playing.warned' },
        { type: 'xstate.after.beatEvery.playTime.playing.counting' },
        { type: 'xstate.after.beatEvery.playTime.playing.warned' },
        { type: 'xstate.after.beatEvery.playTime.playing.free' },
        { type: 'xstate.after.untilReset.playTime.over' },
      ];
    },
    dataState: selectPlayTimeState,
    stateAttribute: 'data-play-time',
    eventKey: (e: UiEvent) =>
      e.type === 'xstate.done.actor.sendBeat' ? `${e.type} (${nameOf((e.output as PlayTimeRead).playTime)})` : e.type,
    // A vertex per state, whether a limit is known, a refusal and the minutes the warning shows: failed beats add a
    // minute each to the page's count, so the count itself would make the graph endless without a limit.
    serializeState: (s: AnyMachineSnapshot) =>
      JSON.stringify([s.value, s.context.limitMs !== null, s.context.refused, selectMinutesLeft(s as never)]),
    root,
    clock: true,
    requests: {
      sendBeat: {
        url: '**/api/v1/user/play-time',
        method: 'POST',
        error: (route: Route) => route.abort('failed'),
        // The figures as the server would send them now: the end of the day counted from the page's clock.
        done: async (route: Route, event: UiEvent) => {
          const { playTime } = event.output as PlayTimeRead;
          if (playTime === null) return route.abort('failed');
          const now = await page.evaluate(() => Date.now());
          await route.fulfill({ json: { ...playTime, resets_at: new Date(now + DAY_LEFT).toISOString() } });
        },
      },
    },
    open: async (p) => {
      const player = await createPlayer(request, { balance: 500 });
      const reply = await p.request.post('/api/v1/authorize', {
        data: { login: player.phone, password: player.password },
      });
      expect(reply.ok(), await reply.text()).toBe(true);
      await p.clock.setSystemTime(Date.now());
      await p.goto(gamePagePath(game));
    },
    actions: {
      // The day ends: the figures' end of the day is counted from the page's clock, DAY_LEFT after the last read.
      'xstate.after.untilReset.playTime.over': async (p) => p.clock.fastForward(DAY_LEFT),
      // The player signs out in another tab: the server's sign-out event reaches this page, the game closes.
      'game.left': async (p) => {
        const reply = await p.request.get('/api/v1/logout');
        expect(reply.ok()).toBe(true);
        await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'unauthenticated');
      },
    },
    states: {
      // No player's game open: the guest plays the demo, with no play time counted, warned or stopped.
      'playTime.idle': async (p) => {
        await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'unauthenticated');
        await expect(over()).toHaveCount(0);
        await expect(warning()).toHaveCount(0);
        await expect(p.getByTestId('session-bar')).toHaveCount(0);
      },
      'playTime.playing.deciding': {
        notInUi: 'transient (eventless): it picks where the figures lead in the same step and is never a resting state',
      },
      // The beat is out: the game plays on, the warning stays if the last figures were within it.
      'playTime.playing.reading': async (_p, s) => gamePlays(selectMinutesLeft(s as never)),
      'playTime.playing.counting': async () => gamePlays(null),
      'playTime.playing.free': async () => gamePlays(null),
      'playTime.playing.warned': async (p, s) => {
        await gamePlays(selectMinutesLeft(s as never));
        await expect(warning()).toHaveAttribute('role', 'status');
        if (!axeChecked.has('warned')) {
          axeChecked.add('warned');
          await expectAxeClean(p, { include: '[data-testid="game-page"]' });
        }
      },
      // The game gives way to the clear screen: no frame, no session bar, no reality check; the ways on.
      'playTime.over': async (p) => {
        await expect(over()).toBeVisible();
        await expect(frame()).toHaveCount(0);
        await expect(warning()).toHaveCount(0);
        await expect(over().getByRole('heading', { level: 2 })).toHaveText('Your play time for today is over');
        await expect(over()).toContainText('You have reached your daily play time limit. You can play again from');
        await expect(over().getByRole('link', { name: 'Back to the games' })).toHaveAttribute('href', '/');
        await expect(over().getByRole('link', { name: 'See my limits' })).toHaveAttribute('href', '/personal#limits');
        await expect(p.getByTestId('reality-check')).toHaveCount(0);
        if (!axeChecked.has('over')) {
          axeChecked.add('over');
          await expectAxeClean(p, { include: '[data-testid="game-page"]' });
        }
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.done.actor.sendBeat (refused by the server) → over',
      'xstate.done.actor.sendBeat (an hour, 57 min played) → playing.warned, xstate.after.untilLimit.playTime.playing.warned → over',
      'xstate.done.actor.sendBeat (an hour, 20 min played) → playing.counting, xstate.after.untilWarning.playTime.playing.counting → playing.warned',
      'game.left → idle',
    ]),
  );
});

// UI path tests (docs/architecture.md#qa-coverage) for the reality check (docs/product.md#flows-reality-check): every
// shortest path of realityCheckMachine walked over a running single game (docs/product.md#routes-game-view), in both
// layouts, a fresh player of the reference server per path, signed in with a 15-minute interval. The check's reads of the session
// summary are held by the test and let through to the server, failed (the network refuses them), or let through after
// the interval was turned off on the server (as from another tab). The interval marks come on the page's clock, moved
// by the walk, never by waiting: the page's time is set to the real one after each sign-in, so the server's
// `started_at` and the page's clock agree and the check says how long the player has really played.
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { SessionSummary } from '../contract/schemas/protection';
import { realityCheckMachine } from '../src/machines/reality-check/reality-check.machine';
import {
  selectRealityCheckState,
  selectSessionFigures,
  selectSummaryFailed,
  selectTimePlayed,
} from '../src/machines/reality-check/reality-check.selectors';
import { expect, expectAxeClean, park, test } from './fixtures';
import { gamePagePath, seedGame } from './models/games.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer } from './models/players';
import { sessionSummary, setRealityCheck } from './models/protection.model';

const MINUTE = 60_000;
const INTERVAL = 15;
/** The model's session start: the graph's times are counted from it, the page's from the server's `started_at`. */
const T0 = Date.parse('2030-01-02T10:00:00.000Z');
const summaryOf = (minutes: number | null): SessionSummary => ({
  started_at: new Date(T0).toISOString(),
  wagered: 0,
  won: 0,
  net: 0,
  currency: 'HTG',
  reality_check_minutes: minutes,
});
/** The ways a player answers "Continue playing" (docs/product.md#flows-reality-check: also close, Escape, backdrop). */
const CONTINUE_WAYS = ['Continue playing', 'close button', 'Escape', 'backdrop'] as const;

/** The check's four choices (docs/product.md#flows-reality-check), in their order. */
const CHOICES = ['Take a break', 'See my history', 'Continue playing', 'Log out'];

test('reality check: every shortest path of the machine, step by step in the UI', async ({
  page,
  request,
  consoleWatch,
}) => {
  test.slow(); // a fresh player and game page per path
  // A summary read the walk fails on purpose is a failed request the browser logs.
  consoleWatch.allowNetworkErrors();
  const game = await seedGame(request, 'kreyol-fruits');
  const root = () => page.getByTestId('reality-check');
  const dialog = () => page.getByTestId('reality-check-dialog');
  const frame = () => page.getByTestId('game-frame').locator('iframe');

  // The game page reads the summary twice as it opens: the session bar above the game (as soon as the player's part of
  // the page has loaded) and the check (once the game has started). That part's code loads only once the session
  // knows the balance (the bar's read is keyed by it: mounted before, the bar would read again when it comes), and
  // the game's start waits until the bar has asked, so the bar reads once and first: its read goes through; every
  // later read of the game page is the check's, held until the path's step answers it.
  const held: Route[] = [];
  let barAsked = false;
  let openGate = () => {};
  let gate = Promise.resolve();
  const onGamePage = (route: Route) => new URL(route.request().frame().url()).pathname.startsWith('/games/');
  await page.route('**/api/v1/user/session/summary', async (route) => {
    if (route.request().method() !== 'GET' || !onGamePage(route)) return route.fallback();
    if (!barAsked) {
      barAsked = true;
      openGate();
      return route.continue();
    }
    held.push(route);
  });
  await page.route('**/assets/game-protection-*.js', async (route) => {
    // The app's root shows the session's state: the account (with the balance) is loaded.
    await page
      .locator('[data-session]:is([data-state="authenticated.ready"], [data-state="authenticated.refreshingBalance"])')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => {});
    await route.fallback().catch(() => {}); // the page may have been left meanwhile
  });
  await page.route(
    (url) => /^\/api\/v1\/games\/groups\/[^/]+\/games\/\d+$/.test(url.pathname),
    async (route) => {
      await gate;
      await route.fallback().catch(() => {});
    },
  );
  const nextRead = async () => {
    await expect.poll(() => held.length, { message: 'the check should read the summary' }).toBeGreaterThan(0);
    return held.shift()!;
  };
  /** The game plays: its frame shows and nothing modal covers it. */
  const gamePlays = async () => {
    await expect(frame()).toBeVisible();
    await expect(page.locator('dialog:modal')).toHaveCount(0);
  };
  const axeChecked = new Set<boolean>();
  const answer: Record<(typeof CONTINUE_WAYS)[number], (p: Page) => Promise<void>> = {
    'Continue playing': () => dialog().getByRole('button', { name: 'Continue playing' }).click(),
    'close button': () => dialog().getByRole('button', { name: 'Close' }).click(),
    Escape: (p) => p.keyboard.press('Escape'),
    // A click on the dimmed page around the dialog.
    backdrop: (p) => p.mouse.click(4, 4),
  };
  /** The first interval mark after the page's now, counted from the server's start of the session. */
  const nextMarkAfter = async (p: Page) => {
    const start = Date.parse((await sessionSummary(p.request)).started_at);
    const interval = INTERVAL * MINUTE;
    return start + (Math.floor(((await p.evaluate(() => Date.now())) - start) / interval) + 1) * interval;
  };

  const flow: UiFlow<typeof realityCheckMachine> = {
    machine: realityCheckMachine,
    // The read's time is the check's (the mark that came due; the session start for the first read), as in the page.
    events: (s) => {
      const now = s.context.summary ? s.context.now : T0;
      return [
        { type: 'xstate.done.actor.loadSummary', output: { summary: summaryOf(INTERVAL), now } },
        { type: 'xstate.done.actor.loadSummary', output: { summary: summaryOf(null), now } },
        { type: 'xstate.error.actor.loadSummary', error: new Error('network') },
        { type: 'xstate.after.retryLater.realityCheck.unavailable' },
        { type: 'xstate.after.untilCheck.realityCheck.waiting' },
        ...CONTINUE_WAYS.map((via) => ({ type: 'check.continue', now: s.context.now, via })),
        { type: 'check.break' },
        { type: 'check.history' },
        { type: 'check.logout' },
      ];
    },
    dataState: selectRealityCheckState,
    eventKey: (e: UiEvent) => {
      if (e.type === 'xstate.done.actor.loadSummary') {
        const minutes = (e.output as { summary: SessionSummary }).summary.reality_check_minutes;
        return `${e.type} (${minutes === null ? 'off' : `every ${minutes} min`})`;
      }
      return e.type === 'check.continue' ? `check.continue (${String(e.via)})` : e.type;
    },
    // The view's state, plus what tells its ways apart: the check with or without the net result, the read tried
    // again after a failure, the checks turned off before the first one or at one, each way to carry on, and where the
    // player left for.
    serializeState: (s: AnyMachineSnapshot, event?: UiEvent) =>
      JSON.stringify([
        s.value,
        s.matches('prompting') || s.matches('loading') ? s.context.error !== null : null,
        s.matches('off') ? s.context.now > T0 : null,
        s.matches('waiting') && event?.type === 'check.continue' ? event.via : null,
        s.matches('stopped') ? event?.type : null,
      ]),
    root,
    clock: true,
    open: async (p) => {
      await park(p);
      // Reads a path left held went with its page.
      for (const route of held.splice(0)) await route.abort().catch(() => {});
      barAsked = false;
      gate = new Promise((resolve) => {
        openGate = resolve;
      });
      const player = await createPlayer(request, { balance: 500 });
      const reply = await p.request.post('/api/v1/authorize', {
        data: { login: player.phone, password: player.password },
      });
      expect(reply.ok(), await reply.text()).toBe(true);
      await setRealityCheck(p.request, INTERVAL);
      // The session started just now on the server; the page's clock, moved on by the last path, starts from here.
      await p.clock.setSystemTime(Date.now());
      await p.goto(gamePagePath(game));
    },
    actions: {
      // The player takes five minutes to answer: the check waits for them, the game stays covered.
      ...Object.fromEntries(
        CONTINUE_WAYS.map((via) => [
          `check.continue (${via})`,
          async (p: Page) => {
            await p.clock.fastForward(5 * MINUTE);
            await expect(dialog()).toBeVisible();
            await answer[via](p);
          },
        ]),
      ),
      [`xstate.done.actor.loadSummary (every ${INTERVAL} min)`]: async () => (await nextRead()).continue(),
      // Turned off meanwhile, as from another tab: the server's own summary then has no interval.
      'xstate.done.actor.loadSummary (off)': async (p) => {
        const read = await nextRead();
        await setRealityCheck(p.request, null);
        await read.continue();
      },
      'xstate.error.actor.loadSummary': async () => (await nextRead()).abort('failed'),
      'check.break': async () => dialog().getByRole('button', { name: 'Take a break' }).click(),
      'check.history': async () => dialog().getByRole('button', { name: 'See my history' }).click(),
      'check.logout': async () => dialog().getByRole('button', { name: 'Log out' }).click(),
    },
    states: {
      // The game plays while the summary is read: nothing covers it.
      'realityCheck.loading': async () => {
        await expect(dialog()).toBeHidden();
        await gamePlays();
        // The session bar has its own read (let through): the session so far, nothing staked yet.
        await expect(page.getByTestId('session-staked')).toHaveText('0 HTG');
        await expect(page.getByTestId('session-won')).toHaveText('0 HTG');
        await expect(page.getByTestId('session-net')).toHaveText('0 HTG');
        await expect.poll(() => held.length, { message: 'the check should read the summary' }).toBe(1);
      },
      // Not read: tried again a minute later, meanwhile the game plays on.
      'realityCheck.unavailable': async () => {
        await expect(dialog()).toBeHidden();
        await gamePlays();
        expect(held).toHaveLength(0);
      },
      // No interval (or turned off): no check comes, not even long after the next mark would have been.
      'realityCheck.off': async (p) => {
        await expect(dialog()).toBeHidden();
        await p.clock.fastForward(2 * INTERVAL * MINUTE);
        await expect(root()).toHaveAttribute('data-state', 'off');
        await expect(dialog()).toBeHidden();
        await gamePlays();
        expect(held).toHaveLength(0);
      },
      'realityCheck.waiting': async (p, _s, event) => {
        await expect(dialog()).toBeHidden();
        await gamePlays();
        expect(held).toHaveLength(0);
        // Answered five minutes after the mark: the next check is at the next mark counted from the session's start
        // (ten minutes on), neither at once nor a whole interval after the answer. The answer is the last step of its
        // path (what follows in the machine is walked by shorter paths), so the clock can move on here.
        if (event?.type === 'check.continue') {
          const next = await nextMarkAfter(p);
          await p.clock.fastForward(next - (await p.evaluate(() => Date.now())) - MINUTE);
          await expect(root()).toHaveAttribute('data-state', 'waiting');
          await expect(dialog()).toBeHidden();
          expect(held).toHaveLength(0);
          await p.clock.fastForward(2 * MINUTE);
          await expect(root()).toHaveAttribute('data-state', 'checking');
          await expect.poll(() => held.length, { message: 'the check should read the summary' }).toBe(1);
        }
      },
      // The mark came: the summary is read afresh before the dialog shows.
      'realityCheck.checking': async () => {
        await expect(dialog()).toBeHidden();
        await expect.poll(() => held.length, { message: 'the check should read the summary' }).toBe(1);
      },
      'realityCheck.prompting': async (p, s) => {
        await expect(dialog()).toBeVisible();
        await expect(dialog().getByRole('heading', { name: 'Reality check' })).toBeVisible();
        const minutes = Math.round((selectTimePlayed(s as never) ?? 0) / MINUTE);
        const figures = dialog().getByTestId('reality-check-figures');
        // The player has not bet this session: nothing staked, won or lost, as the server's summary says; without the
        // summary, the time played alone and the notice.
        if (selectSessionFigures(s as never)) {
          await expect(figures.locator('dt')).toHaveText(['Time played', 'Staked', 'Won', 'Net']);
          await expect(figures.locator('dd')).toHaveText([`${minutes} min`, '0 HTG', '0 HTG', '0 HTG']);
          await expect(dialog().getByTestId('reality-check-unavailable')).toHaveCount(0);
        } else {
          await expect(figures.locator('dt')).toHaveText(['Time played']);
          await expect(figures.locator('dd')).toHaveText([`${minutes} min`]);
          await expect(dialog().getByTestId('reality-check-unavailable')).toHaveText(
            'Your net result could not be loaded.',
          );
        }
        await expect(dialog()).toContainText('Do you want to go on?');
        // Exactly the four choices, besides the dialog's close.
        await expect(dialog().getByRole('button')).toHaveText(['', ...CHOICES]);
        await expect(dialog().getByRole('button').first()).toHaveAccessibleName('Close');
        // The session clock above the game agrees: the same minutes since the sign-in.
        await expect(p.getByTestId('session-clock')).toHaveText(new RegExp(`^0:${minutes}:\\d\\d$`));
        // The game is covered: the dialog is modal, so the page behind it (the game's frame) is inert.
        await expect(p.locator('dialog:modal')).toHaveCount(1);
        expect(
          await p.evaluate(() => {
            const element = document.querySelector('[data-testid="game-frame"] iframe');
            if (!element) return false;
            const box = element.getBoundingClientRect();
            return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) !== element;
          }),
        ).toBe(true);
        const failed = selectSummaryFailed(s as never);
        if (!axeChecked.has(failed)) {
          axeChecked.add(failed);
          await expectAxeClean(p, { include: '[data-testid="reality-check-dialog"]' });
        }
      },
      // The player left the game: for the breaks in /personal, for the bets history, or signed out for the home page.
      'realityCheck.stopped': {
        leavesPage: async (p, _s, event) => {
          // The game page and its check are gone.
          await expect(dialog()).toHaveCount(0);
          if (event?.type === 'check.break') {
            await expect(p).toHaveURL(/\/personal#breaks$/);
            await expect(p.getByTestId('account-break')).toBeInViewport();
            await expect(p.getByTestId('account-break')).toBeVisible();
            await expect(p.getByTestId('reality-check-setting').getByLabel('Remind me')).toHaveValue(String(INTERVAL));
          } else if (event?.type === 'check.history') {
            await expect(p).toHaveURL(/\/bets$/);
            await expect(p.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
            expect((await (await p.request.get('/api/session')).json()).authenticated).toBe(true);
          } else {
            // The menu's logout: the server's session is ended and the app is signed out, at home.
            await expect(p).toHaveURL(/\/$/);
            await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'unauthenticated');
            await expect(p.getByTestId('home')).toBeVisible();
            expect((await (await p.request.get('/api/session')).json()).authenticated).toBe(false);
          }
        },
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  const due = `xstate.done.actor.loadSummary (every ${INTERVAL} min) → waiting, xstate.after.untilCheck.realityCheck.waiting → checking`;
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.done.actor.loadSummary (off) → off',
      'xstate.error.actor.loadSummary → unavailable, xstate.after.retryLater.realityCheck.unavailable → loading',
      `${due}, xstate.done.actor.loadSummary (off) → off`,
      `${due}, xstate.error.actor.loadSummary → prompting`,
      `${due}, xstate.done.actor.loadSummary (every ${INTERVAL} min) → prompting, check.break → stopped`,
      `${due}, xstate.done.actor.loadSummary (every ${INTERVAL} min) → prompting, check.history → stopped`,
      `${due}, xstate.done.actor.loadSummary (every ${INTERVAL} min) → prompting, check.logout → stopped`,
      ...CONTINUE_WAYS.map(
        (via) =>
          `${due}, xstate.done.actor.loadSummary (every ${INTERVAL} min) → prompting, check.continue (${via}) → waiting`,
      ),
    ]),
  );
});

// UI path tests (docs/architecture.md#qa-coverage) for the Telegram sign-in (docs/product.md#flows-telegram): every
// shortest path of telegramMachine, walked in the real UI. The flow starts with the button on /login and goes on at
// /loginTG (the QR code and the polling); its actor lives in the app module, so each path's fresh page load starts it
// over.
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { TELEGRAM_POLL_MS } from '../contract/constants';
import { ApiError } from '../src/api/errors';
import { TELEGRAM_REFRESH_MS } from '../src/config/constants';
import { telegramMachine } from '../src/machines/telegram/telegram.machine';
import { selectTelegramState } from '../src/machines/telegram/telegram.selectors';
import { expect, park, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { LoginModel, TelegramModel } from './models/login.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer } from './models/players';

const EXPIRED = 'Telegram sign-in expired. Please start again.';
const FIRST_TOKEN = 'first-token';
const REFRESHED_TOKEN = 'refreshed-token';
const REFRESH = 'xstate.after.refresh.telegram.polling';
const EXPIRY = 'xstate.after.expiry.telegram.polling';
/** A check that gets no answer (the connection dropped): the flow rides it out (docs/product.md#flows-telegram). */
const OFFLINE = new ApiError({ kind: 'network', method: 'POST', url: '/api/v1/authorize/tg_check' });
const isOffline = (event: UiEvent) => event.error instanceof ApiError && event.error.kind === 'network';
const CHECK_URL = '**/api/v1/authorize/tg_check';
/** Page time a check may stay unanswered: the call gives up after 30 s (DEFAULT_TIMEOUT_MS). */
const CHECK_HOLD_MS = 28_000;

/** Which token the QR code shows: none, the first one, or the one a refresh swapped in. */
const tokenOf = (s: AnyMachineSnapshot) => {
  const { token } = s.context as { token: string | null };
  return token === null ? 'none' : token === REFRESHED_TOKEN ? 'refreshed' : 'first';
};

/** The page clock's time (frozen while paused). */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

test('Telegram sign-in: every shortest path of the machine, step by step in the UI', async ({
  page,
  request,
  consoleWatch,
}) => {
  // The checks that get no answer are dropped connections.
  consoleWatch.allowNetworkErrors();
  const login = new LoginModel(page);
  const telegram = new TelegramModel(page);
  const layout = new LayoutModel(page);
  // The player who approves the sign-in in "Telegram" (the reference server's stand-in page).
  const player = await createPlayer(request);
  let paused = false;
  /** Page time at which the flow entered polling: its refresh timer runs from there. */
  let pollingSince = 0;
  let firstToken = '';

  /** Stops the page clock; the walk moves it (a poll lasts one second and would otherwise pass unseen). */
  const pauseClock = async () => {
    // pauseAt takes a time ahead of the page's clock: a second on, which no timer here waits for.
    await page.clock.pauseAt((await pageNow(page)) + 1_000);
    paused = true;
  };
  const failWith = (token: string) => (route: Route) => route.continue({ postData: JSON.stringify({ token }) });

  const flow: UiFlow<typeof telegramMachine> = {
    machine: telegramMachine,
    events: (s) => {
      // After a refresh the walk ends: from there the edges repeat those of the first token.
      if (tokenOf(s) === 'refreshed') return [];
      const events: UiEvent[] = [
        { type: 'xstate.done.actor.requestToken', output: { token: FIRST_TOKEN, auth: false } },
        { type: 'xstate.error.actor.requestToken', error: new Error('Telegram is unavailable') },
        { type: 'xstate.after.poll.telegram.polling.waiting' },
        { type: 'xstate.done.actor.checkToken', output: { token: FIRST_TOKEN, auth: false } },
        { type: 'xstate.done.actor.checkToken', output: { token: FIRST_TOKEN, auth: true } },
        { type: 'xstate.error.actor.checkToken', error: new Error(EXPIRED) },
        { type: 'xstate.error.actor.checkToken', error: OFFLINE },
        { type: 'xstate.after.backoff.telegram.polling.retrying' },
        { type: 'xstate.done.actor.refreshToken', output: REFRESHED_TOKEN },
        { type: 'xstate.error.actor.refreshToken', error: new Error(EXPIRED) },
      ];
      // Signed in (authorized), the start buttons are disabled; telegram.reset comes from a logout, which
      // only leads back to idle, where every path starts.
      if (s.matches('idle') || s.matches('failed') || s.matches('expired')) events.push({ type: 'telegram.start' });
      // The token runs out while the checks get no answer (ten minutes of them, see its action).
      if (s.matches({ polling: 'retrying' })) events.push({ type: EXPIRY });
      // The refresh timer is produced between two checks (see its action); once due, it has fired.
      if (s.matches({ polling: 'waiting' }) && !s.context.refreshDue) events.push({ type: REFRESH });
      return events;
    },
    dataState: selectTelegramState,
    // The refresh guard reads refreshDue while polling (elsewhere it is reset or unused); the token tells a
    // failure on /login (none) from one on /loginTG.
    // A check after a failed one (failures) is its own vertex, so the walk takes the backoff's edge back to checking.
    serializeState: (s) =>
      JSON.stringify([s.value, s.matches('polling') && s.context.refreshDue, tokenOf(s), s.context.failures > 0]),
    eventKey: (event) =>
      event.type === 'xstate.done.actor.checkToken'
        ? `${event.type} (${(event.output as { auth: boolean }).auth ? 'approved' : 'pending'})`
        : event.type === 'xstate.error.actor.checkToken'
          ? `${event.type} (${isOffline(event) ? 'no answer' : 'refused'})`
          : event.type,
    // On /login the Telegram button carries the flow's state, on /loginTG the sign-in card.
    root: () => telegram.root().or(login.telegramButton()),
    clock: true,
    open: async (p) => {
      if (paused) await p.clock.resume(); // the path before stopped it
      paused = false;
      firstToken = '';
      await park(p); // a signed-in page left open would have its next read refused
      await p.context().clearCookies(); // the path before may have signed in
      // /loginTG first, then /login by its link: the flow moves to /loginTG while the clock is stopped,
      // and that page's code must be loaded by then (a lazy page waits on timers to show).
      await p.goto('/loginTG');
      await expect(telegram.root()).toHaveAttribute('data-state', 'idle');
      await p.getByRole('link', { name: 'Log in' }).filter({ visible: true }).first().click();
      await expect(login.form()).toBeVisible();
    },
    actions: {
      // Ten minutes pass with every check dropped: each one waits longer than the last (at most 30 s), and the QR code
      // goes when the token's lifetime is up.
      [EXPIRY]: async (p) => {
        const drop = (route: Route) => route.abort('failed');
        await p.route(CHECK_URL, drop); // ahead of the walk's own hold of the check
        try {
          for (let step = 0; step < 130; step += 1) {
            if ((await telegram.root().getAttribute('data-state')) === 'expired') break;
            await p.clock.fastForward(5_000);
          }
          await expect(telegram.root()).toHaveAttribute('data-state', 'expired');
        } finally {
          await p.unroute(CHECK_URL, drop);
        }
      },
      'telegram.start': async () => {
        if (await telegram.root().isVisible()) await telegram.start().click();
        else await login.telegramButton().click();
      },
      // Five minutes of polling pass: each check in between is answered by the server (not approved yet)
      // once held for up to 28 s of page time, until the refresh timer is due before the next poll.
      [REFRESH]: async (p) => {
        const due = pollingSince + TELEGRAM_REFRESH_MS;
        const checks: Route[] = [];
        const hold = (route: Route) => {
          checks.push(route);
        };
        await p.route(CHECK_URL, hold); // ahead of the walk's own hold of the check
        try {
          // Just entered waiting: the next poll is due a second from now. The clock is stopped, so page
          // time moves only by the fast-forwards below.
          let now = await pageNow(p);
          while (due - now >= TELEGRAM_POLL_MS) {
            await p.clock.fastForward(TELEGRAM_POLL_MS);
            await expect.poll(() => checks.length, { message: 'the poll should check the token' }).toBe(1);
            // Back in waiting half a second before the refresh is due, or later if a check must not wait.
            const heldFor = Math.max(0, Math.min(CHECK_HOLD_MS, due - (now + TELEGRAM_POLL_MS) - 500));
            if (heldFor > 0) await p.clock.fastForward(heldFor);
            await checks.shift()!.continue();
            await expect(telegram.root()).toHaveAttribute('data-state', 'waiting');
            now += TELEGRAM_POLL_MS + heldFor;
          }
          expect(due - now).toBeGreaterThan(0);
          await p.clock.fastForward(due - now); // the refresh timer fires; the next poll is not due yet
        } finally {
          await p.unroute(CHECK_URL, hold);
        }
      },
    },
    requests: {
      requestToken: {
        url: '**/api/v1/authorize/tg',
        method: 'POST',
        // The reference server always issues a token: the refusal is the docs/product.md#calls-wrappers failure
        // wrapper.
        error: (route) => route.fulfill({ json: { success: false, message: 'Telegram is unavailable' } }),
        done: async (route) => {
          await pauseClock();
          pollingSince = await pageNow(page);
          await route.continue();
        },
      },
      checkToken: {
        url: CHECK_URL,
        method: 'POST',
        // A token the server does not know is refused as expired; no answer at all is a dropped connection.
        error: (route, event) => (isOffline(event) ? route.abort('failed') : failWith('no-such-token')(route)),
        // Approved: the player confirms in the reference server's stand-in for Telegram first. The home
        // page the app then goes to needs a running clock.
        done: async (route, event) => {
          if ((event.output as { auth: boolean }).auth) {
            const { token } = route.request().postDataJSON() as { token: string };
            const approved = await page.request.post('/dev/telegram/approve', { form: { token, phone: player.phone } });
            expect(await approved.text()).toContain('Sign-in approved');
            await page.clock.resume();
            paused = false;
          }
          await route.continue();
        },
      },
      refreshToken: {
        url: '**/api/v1/authorize/tg_refresh',
        method: 'POST',
        error: failWith('no-such-token'),
        done: async (route) => {
          pollingSince = await pageNow(page);
          await route.continue();
        },
      },
    },
    states: {
      'telegram.idle': async () => {
        await expect(login.telegramButton()).toBeEnabled();
        await expect(login.telegramButton()).not.toHaveAttribute('aria-busy');
      },
      'telegram.requesting': async () => {
        await expect(login.telegramButton()).toBeDisabled();
        await expect(login.telegramButton()).toHaveAttribute('aria-busy', 'true');
      },
      // The QR code of the current token, with the link to open Telegram.
      'telegram.polling.waiting': async (p, s) => {
        await expect(p).toHaveURL(/\/loginTG$/);
        await expect(telegram.qr()).toBeVisible();
        const token = await telegram.token();
        expect(token).not.toBe('');
        if (tokenOf(s) === 'refreshed') expect(token).not.toBe(firstToken);
        else firstToken = token;
      },
      'telegram.polling.checking': async () => {
        await expect(telegram.qr()).toBeVisible();
        expect(await telegram.token()).toBe(firstToken);
      },
      'telegram.polling.refreshing': async () => {
        await expect(telegram.qr()).toBeVisible();
        expect(await telegram.token()).toBe(firstToken);
      },
      // A check got no answer: the QR code stays, the next check comes later.
      'telegram.polling.retrying': async () => {
        await expect(telegram.qr()).toBeVisible();
        expect(await telegram.token()).toBe(firstToken);
        await expect(telegram.error()).toHaveCount(0);
      },
      // The token ran out: no QR code, the page says so, the button starts again.
      'telegram.expired': async (p) => {
        await expect(p).toHaveURL(/\/loginTG$/);
        await expect(telegram.error()).toHaveText(EXPIRED);
        await expect(telegram.qr()).toHaveCount(0);
        await expect(telegram.start()).toBeEnabled();
      },
      // docs/product.md#flows-session: authorized completes the sign-in: the app goes home, signed in as the approving
      // player.
      'telegram.authorized': {
        leavesPage: async (p: Page) => {
          await expect(p).toHaveURL(/\/$/);
          await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
          await expect(layout.balance()).toBeVisible();
          const profile = await (await p.request.get('/api/v1/user/profile/info?version=2')).json();
          expect(profile).toMatchObject({ phone: player.phone });
        },
      },
      'telegram.failed': async (p, s) => {
        if (tokenOf(s) === 'none') {
          // Refused before any QR code: still on /login, which says so; the button can start again.
          await expect(p).toHaveURL(/\/login$/);
          await expect(p.getByTestId('telegram-error')).toHaveText('Telegram is unavailable');
          await expect(login.telegramButton()).toBeEnabled();
        } else {
          await expect(telegram.error()).toHaveText(EXPIRED);
          await expect(telegram.qr()).toHaveCount(0);
          await expect(telegram.start()).toBeEnabled();
        }
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/xstate\.done\.actor\.checkToken \(approved\) → authorized$/),
      expect.stringMatching(/xstate\.done\.actor\.refreshToken → waiting$/),
      expect.stringMatching(/xstate\.error\.actor\.checkToken \(refused\) → failed$/),
      expect.stringMatching(
        /xstate\.error\.actor\.checkToken \(no answer\) → retrying, xstate\.after\.backoff\.telegram\.polling\.retrying → checking$/,
      ),
      expect.stringMatching(
        /xstate\.error\.actor\.checkToken \(no answer\) → retrying, xstate\.after\.expiry\.telegram\.polling → expired$/,
      ),
      expect.stringMatching(/^telegram\.start → requesting, xstate\.error\.actor\.requestToken → failed$/),
    ]),
  );
});

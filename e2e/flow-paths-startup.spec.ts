// UI path tests for the startup notice: every shortest path of startupPopupMachine, walked in the real app.
// Each path starts as a first visit on /top (the notice is due but shows only on /); the player comes to /
// by the header's home link and leaves it by the browser's back button, and the page clock passes the
// 5 minutes the notice waits before it shows again.
import type { AnyMachineSnapshot } from 'xstate';
import { startupPopupMachine } from '../src/machines/startup-popup/startup-popup.machine';
import { selectStartupPopupState } from '../src/machines/startup-popup/startup-popup.selectors';
import { expect, STARTUP_POPUP_SHOWN_AT_KEY, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { STARTUP_NOTICE, StartupModel } from './models/startup.model';

/** The notice and the rest of the app's extras load after the page: on a busy machine that can take a while. */
const FIRST_LOAD_MS = 20_000;

test.use({ showStartupPopup: true });

const isHome = (s: AnyMachineSnapshot) => (s.context as { path: string }).path === '/';
const keyOf = (event: UiEvent) =>
  event.type === 'popup.dismiss'
    ? `popup.dismiss (${String(event.via)})`
    : event.type === 'route.change'
      ? `route.change (${String(event.path)})`
      : event.type;

test('startup notice: every shortest path of the machine, step by step in the app', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === 'mobile',
    'the notice is the same dialog on a phone; the walk runs once, on the desktop',
  );
  const startup = new StartupModel(page);
  const layout = new LayoutModel(page);
  // Every path is a first visit: nothing remembers an earlier showing when a page loads.
  await page.context().addInitScript((key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // A page that has loaded nothing yet (about:blank) has no storage.
    }
  }, STARTUP_POPUP_SHOWN_AT_KEY);

  const flow: UiFlow<typeof startupPopupMachine> = {
    machine: startupPopupMachine,
    input: { path: '/top', lastShownAt: null, now: Date.now() },
    events: (s) => [
      // The player goes to / from /top, and back.
      { type: 'route.change', path: isHome(s) ? '/top' : '/' },
      { type: 'popup.dismiss', via: 'OK' },
      { type: 'popup.dismiss', via: 'Escape' },
      { type: 'xstate.after.cooldown.startupPopup.coolingDown' },
    ],
    eventKey: keyOf,
    dataState: selectStartupPopupState,
    // Whether the player is on / decides what follows; each way into a state (how the notice went away, the
    // timer that ended the wait) is a vertex of its own, so each is walked.
    serializeState: (s, event) => JSON.stringify([s.value, isHome(s), event ? keyOf(event) : null]),
    root: () => startup.root(),
    clock: true,
    open: async () => {
      await layout.goto('/top');
      await expect(startup.root()).toBeAttached({ timeout: FIRST_LOAD_MS });
    },
    actions: {
      'route.change (/)': async () =>
        layout
          .header()
          .getByRole('link', { name: /Bèl Chans/ })
          .first()
          .click(),
      // Back to /top, where every path started (the only way away from / while the notice covers it).
      'route.change (/top)': async (p) => {
        await p.goBack();
        await expect(p).toHaveURL(/\/top$/);
      },
      'popup.dismiss (OK)': async () => startup.ok().click(),
      'popup.dismiss (Escape)': async (p) => p.keyboard.press('Escape'),
    },
    states: {
      // Due, but away from /: nothing shows. At a first visit nothing is stored; after the wait the last
      // showing stays stored until the next.
      'startupPopup.due': async (p, _s, event) => {
        await expect(p).toHaveURL(/\/top$/);
        await expect(startup.dialog()).toHaveCount(0);
        if (event) expect(await startup.shownAt()).toBeGreaterThan(0);
        else expect(await startup.shownAt()).toBe(0);
        expect(await startup.pageOverflow()).toBe('');
      },
      // spec: the notice on /, with its text and button; the page does not scroll under it.
      'startupPopup.shown': async (p) => {
        await expect(p).toHaveURL(/\/$/);
        await expect(startup.dialog()).toBeVisible();
        await expect(startup.dialog()).toContainText(STARTUP_NOTICE);
        await expect(startup.ok()).toBeEnabled();
        expect(await startup.pageOverflow()).toBe('hidden');
        expect(await startup.shownAt()).toBeGreaterThan(0);
      },
      // Seen less than 5 minutes ago: nothing shows, wherever the player is, and the page scrolls.
      'startupPopup.coolingDown': async (p, s) => {
        await expect(p).toHaveURL(isHome(s) ? /\/$/ : /\/top$/);
        await expect(startup.dialog()).toHaveCount(0);
        expect(await startup.pageOverflow()).toBe('');
        expect(await startup.shownAt()).toBeGreaterThan(0);
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'route.change (/) → shown, popup.dismiss (OK) → coolingDown',
      'route.change (/) → shown, popup.dismiss (Escape) → coolingDown',
      'route.change (/) → shown, route.change (/top) → coolingDown',
      'route.change (/) → shown, route.change (/top) → coolingDown, xstate.after.cooldown.startupPopup.coolingDown → due',
    ]),
  );
});

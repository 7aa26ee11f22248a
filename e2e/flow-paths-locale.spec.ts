// UI path tests for the app's language: every shortest path of localeMachine, walked in the real UI. The page
// is made to boot without its catalogue (the first load of the English catalogue chunk fails), so the locale
// machine starts where it does then: loading the catalogue itself, behind index.html's boot bar. The visit
// starts when the first session reply names the visitor's country (held, then answered with the documented
// shape: from Haiti, or from nowhere known); once it has, the player picks French in the header's language picker.
import type { Route } from '@playwright/test';
import { type AnyMachineSnapshot, initialTransition, transition } from 'xstate';
import { localeMachine } from '../src/machines/locale/locale.machine';
import { selectLocaleState } from '../src/machines/locale/locale.selectors';
import { expect, test } from './fixtures';
import { type UiEvent, type UiFlow, type UiPath, walkAllPaths, walkUiPath } from './models/machine-paths';

/** The catalogue chunks of the languages the walk uses (virtual:catalogue/<locale>). */
const CATALOGUE = /\/assets\/(en|fr|ht)-[\w-]+\.js$/;
const EN_CATALOGUE = /\/assets\/en-[\w-]+\.js$/;
type Shown = 'en' | 'fr' | 'ht';
/** The language toggle's name in each language (src/i18n/messages: language.current): which catalogue is shown. */
const CURRENT = { en: 'Language: English', fr: 'Langue : Français', ht: 'Lang: Kreyòl' } as const;
/** The visitor's first session reply (docs/api.md#visitor-country), held until the walk's visit.start step. */
const SESSION = '**/api/session';

// The shell (no server rendering): the page is rendered in the browser only, from the boot bar on.
test.use({ serverRendering: false });

test('language: every shortest path of the machine, step by step in the UI', async ({
  page,
  consoleWatch,
}, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'the boot, error and header language screens are the same');
  consoleWatch.allowNetworkErrors(); // a catalogue chunk that fails to load, on purpose
  const toggle = () => page.getByTestId('language-picker').locator('button[aria-expanded]');
  const header = () => page.getByTestId('site-header');
  const critical = () => page.getByTestId('critical-error');
  /** The first session reply of the path's page, held until the visit starts. */
  let heldSession: Route | undefined;
  const holdSession = (route: Route) => {
    if (heldSession) return route.fallback();
    heldSession = route;
  };
  /** Whether the page's own first load of the English catalogue has been failed yet (see open). */
  let bootFailed = false;
  const failBoot = (route: import('@playwright/test').Route) => {
    if (bootFailed) return route.fallback();
    bootFailed = true;
    return route.abort('failed');
  };

  // Every path is a first visit in English: the language and country a path before kept on this device are forgotten.
  await page.addInitScript(() => {
    try {
      localStorage.removeItem('lang');
      localStorage.removeItem('country_code');
    } catch {
      // A page that has loaded nothing yet (about:blank) has no storage.
    }
  });

  const localeOf = (s: AnyMachineSnapshot) => s.context.locale as Shown;
  // The visit starts once, from Haiti (Kreyòl) or from an address without a country (the language shown stays).
  const visits = (s: AnyMachineSnapshot) =>
    s.context.visited
      ? []
      : [
          { type: 'visit.start', stored: null, country: 'HT' },
          { type: 'visit.start', stored: null, country: null },
        ];
  const flow: UiFlow<typeof localeMachine> = {
    machine: localeMachine,
    input: { locale: 'en' },
    events: (s) => {
      if (s.matches('loading') || s.matches('switching')) {
        return [
          { type: 'xstate.done.actor.loadCatalogue', output: {} },
          { type: 'xstate.error.actor.loadCatalogue', error: new Error('catalogue not loaded') },
          ...(s.matches('loading') ? visits(s) : []),
        ];
      }
      if (s.matches('posting') || s.matches('announcing')) {
        return [
          { type: 'xstate.done.actor.postLocale', output: undefined },
          { type: 'xstate.error.actor.postLocale', error: new Error('refused') },
        ];
      }
      if (s.matches('failed')) return [{ type: 'catalogue.retry' }, ...visits(s)];
      // The player picks a language once the visit has started (until then the header waits for the session).
      if (!s.context.visited) return visits(s);
      return localeOf(s) === 'en' ? [{ type: 'locale.change', locale: 'fr' }] : [];
    },
    dataState: selectLocaleState,
    eventKey: (event) =>
      event.type === 'visit.start' ? `visit.start from ${(event.country as string | null) ?? 'nowhere'}` : event.type,
    serializeState: (s) =>
      JSON.stringify([s.value, localeOf(s), s.context.error !== null, s.context.visited, s.context.pendingVisit]),
    root: (p) => p.getByTestId('locale'),
    open: async (p) => {
      await p.context().clearCookies();
      heldSession = undefined;
      await p.unroute(SESSION, holdSession);
      await p.route(SESSION, holdSession);
      // The boot loads the catalogue once and, failing, renders without it: the locale machine loads it
      // again, and that load is the one the walk holds. This route is matched before the walk's.
      bootFailed = false;
      await p.unroute(EN_CATALOGUE, failBoot);
      await p.route(EN_CATALOGUE, failBoot);
      // The frame's own goto: the page's (e2e/fixtures.ts) waits for the page to go live, which it cannot
      // while its catalogue is held or failed.
      await p.mainFrame().goto('/');
    },
    actions: {
      'catalogue.retry': () => critical().getByRole('button', { name: 'Try again · Eseye ankò' }).click(),
      // The server says where the visitor is (docs/api.md#visitor-country): the visit starts.
      'visit.start from HT': async () => {
        await expect.poll(() => heldSession !== undefined).toBe(true);
        await heldSession?.fulfill({ json: { authenticated: false, country: 'HT' } });
      },
      'visit.start from nowhere': async () => {
        await expect.poll(() => heldSession !== undefined).toBe(true);
        await heldSession?.fulfill({ json: { authenticated: false } });
      },
      'locale.change': async (p) => {
        await toggle().click();
        await p.getByRole('button', { name: 'Français' }).click();
      },
    },
    requests: {
      loadCatalogue: { url: CATALOGUE, error: (route) => route.abort('failed') },
      postLocale: {
        url: '**/api/v1/setlocale',
        method: 'POST',
        // The server refuses a language it does not have.
        error: (route) => route.continue({ postData: JSON.stringify({ locale: 'xx' }) }),
      },
    },
    states: {
      // index.html's boot bar, busy, until the catalogue comes.
      'locale.loading': async (p) => {
        await expect(p.locator('.boot-screen')).toHaveAttribute('aria-busy', 'true');
        await expect(header()).toHaveCount(0);
        await expect(critical()).toHaveCount(0);
      },
      // No catalogue, nothing to say anything in: the critical error screen, in English and Kreyòl.
      'locale.failed': async () => {
        await expect(critical().getByRole('heading')).toHaveText('Temporary problem · Pwoblèm tanporè');
        await expect(critical().getByRole('button', { name: 'Try again · Eseye ankò' })).toBeEnabled();
        await expect(header()).toHaveCount(0);
      },
      // The app in the machine's language; a failed switch leaves the previous one usable.
      'locale.ready': async (p, s) => {
        const locale = localeOf(s);
        await expect(toggle()).toContainText(CURRENT[locale]);
        await expect(p.locator('html')).toHaveAttribute('lang', locale);
        await expect(toggle()).not.toHaveAttribute('aria-busy');
      },
      // The visit keeps the language shown: it is kept on this device (and in the cookie) while the server is told.
      'locale.announcing': async (p, s) => {
        const locale = localeOf(s);
        await expect(toggle()).toContainText(CURRENT[locale]);
        await expect(toggle()).not.toHaveAttribute('aria-busy');
        expect(await p.evaluate(() => localStorage.getItem('lang'))).toBe(locale);
        expect((await p.context().cookies()).find((c) => c.name === 'lang')?.value).toBe(locale);
      },
      // The next language's catalogue is on its way: the page stays in the current one, the picker busy.
      'locale.switching': async (p, s) => {
        await expect(toggle()).toHaveAttribute('aria-busy', 'true');
        await expect(toggle()).toContainText(CURRENT[localeOf(s)]);
        await expect(p.locator('html')).toHaveAttribute('lang', localeOf(s));
      },
      // The page is in the new language already and the choice is kept on this device while the server is told;
      // a visit from Haiti also kept the country.
      'locale.posting': async (p, s) => {
        const locale = localeOf(s);
        await expect(toggle()).toContainText(CURRENT[locale]);
        await expect(p.locator('html')).toHaveAttribute('lang', locale);
        await expect(toggle()).not.toHaveAttribute('aria-busy');
        expect(await p.evaluate(() => localStorage.getItem('lang'))).toBe(locale);
        if (s.context.country) {
          expect(await p.evaluate(() => localStorage.getItem('country_code'))).toBe(s.context.country);
        }
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  test.setTimeout(testInfo.timeout + 20_000); // one path more than walkAllPaths counted
  // A refused post ends in the same vertex as an accepted one (the page is French either way): walked too.
  const refused = pathOf(flow, [
    { type: 'xstate.done.actor.loadCatalogue', output: {} },
    { type: 'visit.start', stored: null, country: null },
    { type: 'xstate.done.actor.postLocale', output: undefined },
    { type: 'locale.change', locale: 'fr' },
    { type: 'xstate.done.actor.loadCatalogue', output: {} },
    { type: 'xstate.error.actor.postLocale', error: new Error('refused') },
  ]);
  await test.step(`path: ${refused.name}`, () => walkUiPath(page, flow, refused));
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.error.actor.loadCatalogue → failed, catalogue.retry → loading',
      'visit.start from HT → loading',
      'xstate.done.actor.loadCatalogue → ready, visit.start from nowhere → announcing, xstate.done.actor.postLocale → ready',
      'xstate.done.actor.loadCatalogue → ready, visit.start from HT → switching, xstate.done.actor.loadCatalogue → posting, xstate.done.actor.postLocale → ready',
      'xstate.done.actor.loadCatalogue → ready, visit.start from HT → switching, xstate.error.actor.loadCatalogue → ready, locale.change → switching, xstate.done.actor.loadCatalogue → posting, xstate.done.actor.postLocale → ready',
    ]),
  );
});

/** A UiPath that follows the given events from the initial state (for an edge no shortest path takes). */
function pathOf(flow: UiFlow<typeof localeMachine>, events: UiEvent[]): UiPath {
  let [state] = initialTransition(flow.machine, { locale: 'en' });
  const initial = state;
  const steps = events.map((event) => {
    [state] = transition(flow.machine, state, event as never);
    return { event, state };
  });
  const name = steps
    .map((step) => `${flow.eventKey?.(step.event) ?? step.event.type} → ${flow.dataState(step.state)}`)
    .join(', ');
  return { name, steps, initial };
}

// UI path tests for the app's language: every shortest path of localeMachine, walked in the real UI. The page
// is made to boot without its catalogue (the first load of the English catalogue chunk fails), so the locale
// machine starts where it does then: loading the catalogue itself, behind index.html's boot bar. From ready
// the player picks French in the header's language picker.
import { type AnyMachineSnapshot, initialTransition, transition } from 'xstate';
import { localeMachine } from '../src/machines/locale/locale.machine';
import { selectLocaleState } from '../src/machines/locale/locale.selectors';
import { expect, test } from './fixtures';
import { type UiEvent, type UiFlow, type UiPath, walkAllPaths, walkUiPath } from './models/machine-paths';

/** The catalogue chunks of the two languages the walk uses (virtual:catalogue/<locale>). */
const CATALOGUE = /\/assets\/(en|fr)-[\w-]+\.js$/;
const EN_CATALOGUE = /\/assets\/en-[\w-]+\.js$/;
/** The header's sign-in link in each language: what says which catalogue the page shows. */
const LOG_IN = { en: 'Log in', fr: 'Connexion' } as const;

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
  const logIn = (locale: 'en' | 'fr') => header().getByRole('link', { name: LOG_IN[locale], exact: true });
  const critical = () => page.getByTestId('critical-error');
  /** Whether the page's own first load of the English catalogue has been failed yet (see open). */
  let bootFailed = false;
  const failBoot = (route: import('@playwright/test').Route) => {
    if (bootFailed) return route.fallback();
    bootFailed = true;
    return route.abort('failed');
  };

  // Every path boots in English: the French choice a path before kept on this device is forgotten.
  await page.addInitScript(() => {
    try {
      localStorage.removeItem('lang');
    } catch {
      // about:blank, where a walk parks the page between paths, has no storage.
    }
  });

  const localeOf = (s: AnyMachineSnapshot) => s.context.locale as 'en' | 'fr';
  const flow: UiFlow<typeof localeMachine> = {
    machine: localeMachine,
    input: { locale: 'en' },
    events: (s) => {
      if (s.matches('loading') || s.matches('switching')) {
        return [
          { type: 'xstate.done.actor.loadCatalogue', output: {} },
          { type: 'xstate.error.actor.loadCatalogue', error: new Error('catalogue not loaded') },
        ];
      }
      if (s.matches('posting')) {
        return [
          { type: 'xstate.done.actor.postLocale', output: undefined },
          { type: 'xstate.error.actor.postLocale', error: new Error('refused') },
        ];
      }
      if (s.matches('failed')) return [{ type: 'catalogue.retry' }];
      return localeOf(s) === 'en' ? [{ type: 'locale.change', locale: 'fr' }] : [];
    },
    dataState: selectLocaleState,
    serializeState: (s) => JSON.stringify([s.value, localeOf(s), s.context.error !== null]),
    root: (p) => p.getByTestId('locale'),
    open: async (p) => {
      await p.context().clearCookies();
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
        await expect(logIn(locale)).toBeVisible();
        await expect(p.locator('html')).toHaveAttribute('lang', locale);
        await expect(toggle()).toContainText(locale);
        await expect(toggle()).not.toHaveAttribute('aria-busy');
      },
      // The French catalogue is on its way: the page stays English, the picker busy.
      'locale.switching': async (p) => {
        await expect(toggle()).toHaveAttribute('aria-busy', 'true');
        await expect(logIn('en')).toBeVisible();
        await expect(p.locator('html')).toHaveAttribute('lang', 'en');
      },
      // The page is French already and the choice is kept on this device while the server is told.
      'locale.posting': async (p) => {
        await expect(logIn('fr')).toBeVisible();
        await expect(p.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(toggle()).not.toHaveAttribute('aria-busy');
        expect(await p.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  test.setTimeout(testInfo.timeout + 20_000); // one path more than walkAllPaths counted
  // A refused post ends in the same vertex as an accepted one (the page is French either way): walked too.
  const refused = pathOf(flow, [
    { type: 'xstate.done.actor.loadCatalogue', output: {} },
    { type: 'locale.change', locale: 'fr' },
    { type: 'xstate.done.actor.loadCatalogue', output: {} },
    { type: 'xstate.error.actor.postLocale', error: new Error('refused') },
  ]);
  await test.step(`path: ${refused.name}`, () => walkUiPath(page, flow, refused));
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.error.actor.loadCatalogue → failed, catalogue.retry → loading',
      'xstate.done.actor.loadCatalogue → ready, locale.change → switching, xstate.error.actor.loadCatalogue → ready',
      'xstate.done.actor.loadCatalogue → ready, locale.change → switching, xstate.done.actor.loadCatalogue → posting, xstate.done.actor.postLocale → ready',
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
  const name = steps.map((step) => `${step.event.type} → ${flow.dataState(step.state)}`).join(', ');
  return { name, steps, initial };
}

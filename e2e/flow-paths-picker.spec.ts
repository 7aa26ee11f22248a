// UI path tests for the small picker machine, as the header's language picker uses it: every shortest path of
// pickerMachine, walked in the real header. A closed picker is a vertex per way it closed (the toggle,
// Escape, the backdrop, a pick), so each way out is walked and checked.
import { readFileSync } from 'node:fs';
import { pickerMachine } from '../src/machines/picker/picker.machine';
import { selectPickerState } from '../src/machines/picker/picker.selectors';
import { expect, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';

const fr = JSON.parse(readFileSync('src/i18n/messages/fr.json', 'utf8')) as Record<string, string>;
/** spec: en, ru, ht, de, fr, es, tr, zh. */
const LANGUAGES = 8;

const keyOf = (event: UiEvent | undefined) =>
  event === undefined ? null : event.type === 'picker.close' ? `picker.close (${String(event.via)})` : event.type;

test('language picker: every shortest path of the picker machine, step by step in the header', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'mobile',
    'the header and its language list are the same on a phone; the walk runs once, on the desktop',
  );
  const layout = new LayoutModel(page);
  const list = page.locator('#language-list');

  const flow: UiFlow<typeof pickerMachine> = {
    machine: pickerMachine,
    events: [
      { type: 'picker.toggle' },
      { type: 'picker.close', via: 'Escape' },
      { type: 'picker.close', via: 'backdrop' },
      { type: 'option.pick', value: 'fr' },
    ],
    eventKey: (event) => keyOf(event)!,
    dataState: selectPickerState,
    serializeState: (s, event) => JSON.stringify([selectPickerState(s), keyOf(event)]),
    root: (p) => p.getByTestId('language-picker'),
    open: async (p) => {
      // A pick is kept in a cookie and in storage: every path starts in English.
      await p.context().clearCookies();
      await layout.goto('/about');
      if ((await p.locator('html').getAttribute('lang')) !== 'en') {
        await p.evaluate(() => localStorage.removeItem('lang'));
        await layout.goto('/about');
      }
      await expect(p.locator('html')).toHaveAttribute('lang', 'en');
    },
    actions: {
      // While the list is open the backdrop covers the page, the toggle too: a click there is the backdrop's.
      // The toggle is then the keyboard's (it keeps the focus).
      'picker.toggle': async () => {
        if (await list.isVisible()) await layout.languageButton().press('Enter');
        else await layout.languageButton().click();
      },
      'picker.close (Escape)': async (p) => {
        await expect(layout.languageButton()).toBeFocused();
        await p.keyboard.press('Escape');
      },
      'picker.close (backdrop)': async (p) => p.getByTestId('language-backdrop').click({ position: { x: 5, y: 400 } }),
      'option.pick': async (p) => p.getByRole('button', { name: 'Français', exact: true }).click(),
    },
    states: {
      'picker.closed': async (p, _s, event) => {
        await expect(list).toHaveCount(0);
        await expect(layout.languageButton()).toHaveAttribute('aria-expanded', 'false');
        if (event?.type === 'option.pick') {
          // The pick applies the language: the page and its header speak French.
          await expect(p.locator('html')).toHaveAttribute('lang', 'fr');
          await expect(layout.header().getByRole('link', { name: fr['header.login'] })).toBeVisible();
        } else {
          await expect(p.locator('html')).toHaveAttribute('lang', 'en');
          await expect(layout.loginLink()).toBeVisible();
        }
        // Keyboard users are not dropped on the page's body when the list goes.
        if (event && event.type !== 'picker.toggle') await expect(layout.languageButton()).toBeFocused();
      },
      'picker.open': async (p) => {
        await expect(list).toBeVisible();
        await expect(layout.languageButton()).toHaveAttribute('aria-expanded', 'true');
        await expect(list.getByRole('button')).toHaveCount(LANGUAGES);
        await expect(list.getByRole('button', { name: 'English', exact: true })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expect(p.getByTestId('language-backdrop')).toBeAttached();
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'picker.toggle → open, picker.toggle → closed',
      'picker.toggle → open, picker.close (Escape) → closed',
      'picker.toggle → open, picker.close (backdrop) → closed',
      'picker.toggle → open, option.pick → closed',
    ]),
  );
});

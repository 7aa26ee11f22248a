// UI path tests for the desktop header's account menu (docs/product.md#flows-account-menu): every shortest path of
// accountMenuMachine, walked in the header of a signed-in player. Each way in (a click, Enter, Space, ArrowDown,
// ArrowUp on the button) and each way out (Escape, Tab, Shift+Tab, the backdrop, the button again, an entry chosen
// by Enter, Space or a click) is a vertex of its own, and so is each entry reached by each key, so every key is
// walked: an open menu has the focus on the entry the machine says, a closed one gives it back to the button (Tab
// and Shift+Tab then move on from it), and a chosen entry opens its page.
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { accountMenuMachine } from '../src/machines/account-menu/account-menu.machine';
import { selectAccountMenuState } from '../src/machines/account-menu/account-menu.selectors';
import { expect, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer } from './models/players';

/** The menu's entries in order, by the page each opens (docs/product.md#routes-header), then Log out. */
const PAGES = [
  '/withdraw',
  '/deposit',
  '/bets',
  '/payments',
  '/personal',
  '/bonuses',
  '/clubs',
  '/responsible-gambling',
];
const COUNT = PAGES.length + 1;
/** The entry a pointer (or a screen reader) focuses in the walk: one in the middle. */
const FOCUSED = 4;

const keyOf = (event: UiEvent) => (event.via ? `${event.type} (${String(event.via)})` : event.type);

test('account menu: every shortest path of the machine, step by step in the desktop header', async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'mobile',
    'docs/product.md#routes-header: the account menu is on desktop-wide windows; phones have the profile link to /menu',
  );
  const layout = new LayoutModel(page);
  const button = layout.accountMenuButton();
  const items = () => layout.accountMenu().getByRole('menuitem');
  const player = await createPlayer(request);

  /** The focus has moved on from the button to what comes after it in the page (Tab) or before it (Shift+Tab). */
  const focusMovedOn = (p: Page, forward: boolean) =>
    expect
      .poll(() =>
        p.evaluate((after) => {
          const from = document.getElementById('account-menu-button');
          const to = document.activeElement;
          if (!from || !to || to === from || to === document.body) return false;
          const following = (from.compareDocumentPosition(to) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
          return following === after;
        }, forward),
      )
      .toBe(true);

  // The entry a choose step chose: the one with the focus (the open state's check has matched it with the machine's
  // current entry). A closed menu's vertex does not say which entry was current, so its snapshot cannot.
  let chosen = -1;
  const noteChosen = async () => {
    chosen = await items().evaluateAll((entries) => entries.indexOf(document.activeElement as HTMLElement));
    expect(chosen, 'a walk chooses a page, never Log out').toBeLessThan(PAGES.length);
    expect(chosen).toBeGreaterThanOrEqual(0);
  };

  const flow: UiFlow<typeof accountMenuMachine> = {
    machine: accountMenuMachine,
    events: (s: AnyMachineSnapshot) =>
      s.matches('closed')
        ? [
            { type: 'menu.toggle', count: COUNT, via: 'click' },
            { type: 'menu.toggle', count: COUNT, via: 'Enter' },
            { type: 'menu.toggle', count: COUNT, via: 'Space' },
            { type: 'menu.openFirst', count: COUNT },
            { type: 'menu.openLast', count: COUNT },
          ]
        : [
            { type: 'menu.next' },
            { type: 'menu.prev' },
            { type: 'menu.first' },
            { type: 'menu.last' },
            { type: 'menu.focus', index: FOCUSED },
            { type: 'menu.close', via: 'Escape' },
            { type: 'menu.close', via: 'Tab' },
            { type: 'menu.close', via: 'Shift+Tab' },
            { type: 'menu.close', via: 'backdrop' },
            { type: 'menu.toggle', count: COUNT, via: 'click' },
            // Choosing the entry that has the focus; a walk never logs the player out, as no shortest path goes
            // through the last entry to choose it (the other test chooses it).
            { type: 'menu.choose', via: 'Enter' },
            { type: 'menu.choose', via: 'Space' },
            { type: 'menu.choose', via: 'click' },
          ],
    eventKey: keyOf,
    dataState: selectAccountMenuState,
    // An open menu is a vertex per entry and the key that reached it; a closed one per way it closed.
    serializeState: (s, event) =>
      JSON.stringify([
        selectAccountMenuState(s),
        s.matches('open') ? (s.context as { active: number }).active : null,
        event ? keyOf(event) : null,
      ]),
    root: (p) => p.getByTestId('account-menu'),
    // Signed in once, below: a path leaves on another page, none logs out.
    open: async () => {
      await layout.goto('/about');
      await expect(button).toBeVisible();
    },
    actions: {
      'menu.toggle (click)': async () => button.click(),
      'menu.toggle (Enter)': async (p) => {
        await button.focus();
        await p.keyboard.press('Enter');
      },
      'menu.toggle (Space)': async (p) => {
        await button.focus();
        await p.keyboard.press(' ');
      },
      'menu.openFirst': async (p) => {
        await button.focus();
        await p.keyboard.press('ArrowDown');
      },
      'menu.openLast': async (p) => {
        await button.focus();
        await p.keyboard.press('ArrowUp');
      },
      'menu.next': async (p) => p.keyboard.press('ArrowDown'),
      'menu.prev': async (p) => p.keyboard.press('ArrowUp'),
      'menu.first': async (p) => p.keyboard.press('Home'),
      'menu.last': async (p) => p.keyboard.press('End'),
      'menu.focus': async () => items().nth(FOCUSED).focus(),
      'menu.close (Escape)': async (p) => p.keyboard.press('Escape'),
      'menu.close (Tab)': async (p) => p.keyboard.press('Tab'),
      'menu.close (Shift+Tab)': async (p) => p.keyboard.press('Shift+Tab'),
      'menu.close (backdrop)': async (p) =>
        p.getByTestId('account-menu-backdrop').click({ position: { x: 10, y: 500 } }),
      'menu.choose (Enter)': async (p) => {
        await noteChosen();
        await p.keyboard.press('Enter');
      },
      'menu.choose (Space)': async (p) => {
        await noteChosen();
        await p.keyboard.press(' ');
      },
      // The entry that has the focus, clicked.
      'menu.choose (click)': async (p) => {
        await noteChosen();
        await p.locator('[role=menuitem]:focus').click();
      },
    },
    states: {
      'accountMenu.closed': async (p, _s, event) => {
        await expect(layout.accountMenu()).toHaveCount(0);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toHaveAttribute('aria-haspopup', 'menu');
        if (!event) return;
        if (event.via === 'Tab' || event.via === 'Shift+Tab') await focusMovedOn(p, event.via === 'Tab');
        else await expect(button).toBeFocused();
        if (event.type === 'menu.choose') {
          await expect(p).toHaveURL(new RegExp(`${PAGES[chosen]}$`));
          await expect(layout.heading()).toBeVisible();
          await expect(layout.balance()).toBeVisible();
        } else {
          await expect(p).toHaveURL(/\/about$/);
        }
      },
      'accountMenu.open': async (_p, s) => {
        await expect(layout.accountMenu()).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(layout.accountMenu()).toHaveAttribute('id', (await button.getAttribute('aria-controls')) ?? '');
        await expect(items()).toHaveCount(COUNT);
        await expect(items().nth((s.context as { active: number }).active)).toBeFocused();
        await expect(page.getByTestId('account-menu-backdrop')).toBeAttached();
      },
    },
  };

  const reply = await page.request.post('/api/v1/authorize', {
    data: { login: player.phone, password: player.password },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'menu.toggle (Enter) → open',
      'menu.toggle (Space) → open',
      'menu.openFirst → open',
      'menu.toggle (click) → open, menu.toggle (click) → closed',
      'menu.toggle (click) → open, menu.close (Escape) → closed',
      'menu.toggle (click) → open, menu.close (Tab) → closed',
      'menu.toggle (click) → open, menu.close (Shift+Tab) → closed',
      'menu.toggle (click) → open, menu.close (backdrop) → closed',
      'menu.toggle (click) → open, menu.choose (Enter) → closed',
      'menu.toggle (click) → open, menu.choose (Space) → closed',
      'menu.toggle (click) → open, menu.choose (click) → closed',
      'menu.toggle (click) → open, menu.first → open',
      'menu.toggle (click) → open, menu.last → open',
      // Round the ends: from the last entry on to the first, from the first back to the last.
      'menu.openLast → open, menu.next → open',
      'menu.toggle (click) → open, menu.prev → open',
    ]),
  );
});

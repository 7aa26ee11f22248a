// UI path tests for the copy buttons: every shortest path of clipboardCopyMachine walked on each of its three
// screens (a transaction id on /payments, the NatCash form's merchant number on /deposit, the own ID on /menu).
// The context grants the clipboard; an init script holds each navigator.clipboard.writeText call until the
// path's done step passes it to the browser's real clipboard (then read back) or its error step refuses it
// as a denied permission does. The browser API is stubbed, never the app's code.
import type { Locator, Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { clipboardCopyMachine } from '../src/machines/clipboard-copy/clipboard-copy.machine';
import { selectCopyState } from '../src/machines/clipboard-copy/clipboard-copy.selectors';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { CashierModel } from './models/cashier.model';
import { HistoryModel } from './models/history.model';
import { type UiFlow, walkAllPaths } from './models/machine-paths';
import { MenuModel } from './models/menu.model';
import { createPlayer, logInAs } from './models/players';

declare global {
  interface Window {
    /** Settles the oldest held write: through the real clipboard, or refused. Gives the text it was asked. */
    answerClipboard?: (allow: boolean) => Promise<string>;
    /** How many writes are held. */
    heldClipboard?: () => number;
  }
}

async function holdClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const real = navigator.clipboard;
    const held: Array<{ text: string; resolve: () => void; reject: (e: unknown) => void }> = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) => new Promise<void>((resolve, reject) => held.push({ text, resolve, reject })),
        readText: () => real.readText(),
      },
    });
    window.heldClipboard = () => held.length;
    window.answerClipboard = async (allow: boolean) => {
      const call = held.shift();
      if (!call) throw new Error('no clipboard write is held');
      if (allow) await real.writeText(call.text).then(call.resolve, call.reject);
      else call.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      return call.text;
    };
  });
}

interface Place {
  /** The element with the flow's data-state. */
  root: (page: Page) => Locator;
  button: (page: Page) => Locator;
  /** What the button copies. */
  text: string;
  /** The note of a refusal ('' where a refusal is only logged). */
  failedNote: string;
}

/** Walks every shortest path of the machine on one place; `open` loads its page at rest. */
async function walkCopy(page: Page, place: Place, open: (page: Page) => Promise<void>) {
  const note = () => place.root(page).getByRole('status');
  const flow: UiFlow<typeof clipboardCopyMachine> = {
    machine: clipboardCopyMachine,
    events: [
      { type: 'copy.request', text: place.text },
      { type: 'xstate.done.actor.writeClipboard' },
      { type: 'xstate.error.actor.writeClipboard', error: new Error('NotAllowedError') },
      { type: 'xstate.after.feedback.clipboardCopy.copied' },
      { type: 'xstate.after.feedback.clipboardCopy.failed' },
    ],
    dataState: selectCopyState,
    // At rest after each note is a vertex of its own, so the walk sees both notes go after their 2 s.
    serializeState: (s: AnyMachineSnapshot, event) =>
      JSON.stringify([selectCopyState(s), event?.type.startsWith('xstate.after.') ? event.type : null]),
    root: place.root,
    clock: true,
    open,
    actions: {
      'copy.request': async (p) => {
        await place.button(p).click();
        await expect.poll(() => p.evaluate(() => window.heldClipboard?.() ?? 0)).toBe(1);
      },
      'xstate.done.actor.writeClipboard': async (p) => {
        expect(await p.evaluate(() => window.answerClipboard!(true))).toBe(place.text);
      },
      'xstate.error.actor.writeClipboard': async (p) => {
        expect(await p.evaluate(() => window.answerClipboard!(false))).toBe(place.text);
      },
    },
    states: {
      'clipboardCopy.idle': async () => {
        await expect(note()).toHaveText('');
        await expect(place.button(page)).toHaveAttribute('aria-busy', 'false');
      },
      'clipboardCopy.copying': async () => {
        await expect(place.button(page)).toHaveAttribute('aria-busy', 'true');
        await expect(note()).toHaveText('');
      },
      'clipboardCopy.copied': async (p) => {
        await expect(note()).toHaveText('Copied');
        await expect(place.button(p)).toHaveAttribute('aria-busy', 'false');
        expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(place.text);
      },
      'clipboardCopy.failed': async (p) => {
        await expect(note()).toHaveText(place.failedNote);
        await expect(place.button(p)).toHaveAttribute('aria-busy', 'false');
      },
    },
  };
  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'copy.request → copying, xstate.done.actor.writeClipboard → copied, xstate.after.feedback.clipboardCopy.copied → idle',
      'copy.request → copying, xstate.error.actor.writeClipboard → failed, xstate.after.feedback.clipboardCopy.failed → idle',
    ]),
  );
}

test.describe('signed in as the demo player', () => {
  // Copying reads the history, never changes it: the worker's shared session.
  test.use({ signedInAs: 'demo' });

  test('copy a transaction id on /payments: every shortest path of the machine', async ({ page }) => {
    await holdClipboard(page);
    const history = new HistoryModel(page);
    const root = (p: Page) => p.getByTestId('tx-copy').first();
    const button = (p: Page) => root(p).getByRole('button', { name: 'Copy transaction ID' });
    await page.goto('/payments');
    await expect(history.paymentsList()).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    // The full id the short one stands for (its title).
    const text = (await root(page).locator('[title]').first().getAttribute('title')) ?? '';
    expect(text.length).toBeGreaterThan(12);
    await walkCopy(page, { root, button, text, failedNote: 'Copy failed' }, async (p) => {
      await p.goto('/payments');
      await expect(history.paymentsList()).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    });
    await expectAxeClean(page, { include: '[data-testid=payment-row]' });
  });
});

test('copy the NatCash merchant number on /deposit: every shortest path of the machine', async ({ page }) => {
  await holdClipboard(page);
  const player = await createPlayer(page.request, { balance: 100 });
  await logInAs(page, player, '/');
  const cashier = new CashierModel(page);
  const root = (p: Page) => p.getByTestId('clipboard-field');
  const button = (p: Page) => root(p).getByRole('button', { name: 'Copy Merchant number' });
  await walkCopy(page, { root, button, text: '50941000777', failedNote: 'Copy failed' }, async (p) => {
    await p.goto('/deposit');
    await cashier.pick('NatCash');
    await expect(cashier.form()).toHaveAttribute('data-state', 'editing');
  });
  await expectAxeClean(page, { include: '[data-testid=payment-form]' });
});

test('copy the own ID on /menu: every shortest path of the machine', async ({ page }) => {
  test.skip(!isMobile(page), '/menu is a phone screen (the desktop goes home)');
  await holdClipboard(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const player = await createPlayer(page.request);
  await logInAs(page, player, '/');
  const menu = new MenuModel(page);
  const root = (p: Page) => p.getByTestId('menu-own-id');
  // A refusal shows no note there: it is only logged.
  await walkCopy(page, { root, button: () => menu.copyButton(), text: player.phone, failedNote: '' }, () =>
    menu.goto('player'),
  );
  expect(warnings.filter((text) => text.includes('Copying the ID failed'))).toHaveLength(1);
  await expectAxeClean(page, { include: '[data-testid=menu-own-id]' });
});

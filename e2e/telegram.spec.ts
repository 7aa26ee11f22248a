// docs/product.md#flows-telegram Telegram sign-in: token, /loginTG with a QR code, polling until the token is approved.
import type { Route } from '@playwright/test';
import { expect, expectAxeClean, recordFetches, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { LoginModel } from './models/login.model';

test('Telegram sign-in completes after the token is approved; logout resets the flow', async ({ page, context }) => {
  test.slow(); // a whole sign-in, an approval in another tab and a logout
  const login = new LoginModel(page);
  await login.open();
  await page.getByTestId('telegram-button').click();
  await expect(page).toHaveURL(/\/loginTG$/);
  const flow = page.getByTestId('telegram-sign-in');
  await expect(flow).toHaveAttribute('data-state', /waiting|checking/);
  await expect(page.getByRole('img', { name: 'QR code of the Telegram sign-in link' })).toBeVisible();
  await expectAxeClean(page);
  const link = await page.getByRole('link', { name: /Open Telegram/ }).getAttribute('href');
  expect(link).toContain('/dev/telegram/approve?token=');

  // The player approves in "Telegram" (the reference server's stand-in page), on another tab.
  const telegram = await context.newPage();
  await telegram.goto(link!);
  await telegram.getByRole('button', { name: 'Approve sign-in' }).click();
  await expect(telegram.getByText('Sign-in approved')).toBeVisible();
  await telegram.close();

  const layout = new LayoutModel(page);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(layout.balance()).toBeVisible();

  // docs/product.md#flows-session: the token resets on logout, so the next visit to /loginTG starts a new flow.
  await layout.logOut();
  const checks: string[] = [];
  page.on('request', (r) => r.url().includes('/authorize/tg') && checks.push(r.url()));
  await page.getByRole('link', { name: 'Log in' }).filter({ visible: true }).first().click();
  await expect(page.getByTestId('telegram-button')).toBeEnabled();
  await page.goto('/loginTG');
  await expect(page.getByTestId('telegram-sign-in')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByRole('button', { name: 'Get a sign-in code' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the Telegram sign-in link' })).toHaveCount(0);
  expect(checks).toEqual([]);
});

test('a QR code left open gets a fresh token before the old one expires', async ({ page, context }) => {
  await page.clock.install();
  await page.goto('/loginTG');
  await page.getByRole('button', { name: 'Get a sign-in code' }).click();
  const openTelegram = page.getByRole('link', { name: /Open Telegram/ });
  const first = await openTelegram.getAttribute('href');
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/authorize/tg_refresh'));
  await page.clock.fastForward('05:01');
  await refreshed;
  await expect(openTelegram).not.toHaveAttribute('href', first!);
  const second = await openTelegram.getAttribute('href');
  await expect(page.getByTestId('telegram-sign-in')).toHaveAttribute('data-state', /waiting|checking/);

  // The old code is dead; the new one signs the player in.
  const telegram = await context.newPage();
  await telegram.goto(first!);
  await expect(telegram.getByText(/expired/i)).toBeVisible();
  await telegram.goto(second!);
  await telegram.getByRole('button', { name: 'Approve sign-in' }).click();
  await expect(telegram.getByText('Sign-in approved')).toBeVisible();
  await telegram.close();
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

test('/loginTG opened directly offers to start, and an unapproved flow keeps polling', async ({ page }) => {
  await page.clock.install();
  const log = await recordFetches(page, /\/authorize\/tg_check$/);
  const checks = async () => (await log.fetches()).length;
  // Each check is held until the test lets it through to the server (whose answer: not approved yet).
  const held: Route[] = [];
  await page.route('**/authorize/tg_check', (route) => {
    held.push(route);
  });
  await page.goto('/loginTG');
  const flow = page.getByTestId('telegram-sign-in');
  await expect(flow).toHaveAttribute('data-state', 'idle');
  await page.getByRole('button', { name: 'Get a sign-in code' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the Telegram sign-in link' })).toBeVisible();
  await expect.poll(() => held.length, { message: 'the first check' }).toBe(1);
  // From here the page's time moves only when the test moves it: a check can start only within a runFor.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  for (let n = 1; n <= 3; n++) {
    // docs/product.md#constants-timing: never two at once: however long the answer takes, no other check starts.
    await page.clock.runFor(5_000);
    expect(await checks(), 'checks started while one is under way').toBe(n);
    await held.shift()?.continue();
    // Answered, not approved: the flow waits, and the next check starts a second after the answer
    // (docs/product.md#constants-timing).
    await expect(flow).toHaveAttribute('data-state', /waiting/);
    await page.clock.runFor(999);
    expect(await checks(), 'checks started 999 ms after the answer').toBe(n);
    await page.clock.runFor(1);
    expect(await checks(), 'checks started 1 s after the answer').toBe(n + 1);
    await expect.poll(() => held.length, { message: `check ${n + 1} under way` }).toBe(1);
  }
});

// spec §4 Telegram sign-in: token, /loginTG with a QR code, polling until the token is approved.
import { expect, expectAxeClean, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { LoginModel } from './models/login.model';

test('Telegram sign-in completes after the token is approved', async ({ page, context }) => {
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

  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(new LayoutModel(page).balance()).toBeVisible();
});

test('/loginTG opened directly offers to start, and an unapproved flow keeps polling', async ({ page }) => {
  await page.goto('/loginTG');
  const flow = page.getByTestId('telegram-sign-in');
  await expect(flow).toHaveAttribute('data-state', 'idle');
  const checks: number[] = [];
  page.on('request', (r) => r.url().endsWith('/authorize/tg_check') && checks.push(Date.now()));
  await page.getByRole('button', { name: 'Get a sign-in code' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the Telegram sign-in link' })).toBeVisible();
  await expect.poll(() => checks.length, { timeout: 8_000 }).toBeGreaterThanOrEqual(3);
  // spec §9: about one check a second, never two at once.
  const gaps = checks.slice(1).map((t, i) => t - checks[i]!);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(900);
});

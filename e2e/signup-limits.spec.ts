// The limits step right after registration (docs/product.md#flows-signup-limits), end to end on the reference server:
// a player registers through the real form (or with Google or a wallet), gets the step, and either sets limits (which
// GET user/limits then shows) or skips it; amounts and play times that are not limits are refused on the spot; the step is a player's own page;
// and it reads in all 8 languages, axe clean, in both layouts.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, isMobile, park, test } from './fixtures';
import { createPlayer, logInAs } from './models/players';
import { codeIn, freshHaitianNumber, lastSms, RegistrationModel } from './models/registration.model';
import { injectWallet } from './models/wallet.model';

const LANGS = ['en', 'ht', 'fr', 'es', 'ru', 'de', 'tr', 'zh'] as const;
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${lang}.json`, 'utf8')) as Record<string, string>;

const step = (page: Page) => page.getByTestId('signup-limits');
const limit = (page: Page, kind: string) => step(page).locator(`[data-testid="signup-limit"][data-kind="${kind}"]`);

/** Registers a new player through /register with the code the SMS outbox holds. */
async function registerThroughTheForm(page: Page) {
  const form = new RegistrationModel(page);
  const number = freshHaitianNumber();
  await form.open();
  await form.fill({ phone: number });
  await form.getCode().click();
  await expect(form.smsMessage()).toHaveAttribute('data-tone', 'success');
  const code = codeIn(await lastSms(page.request, `509${number}`));
  await form.fill({ code, name: 'Rose Andrée', password: 'lakay2026', age: true });
  await form.submit().click();
  await expect(page).toHaveURL(/\/welcome\/limits\?next=%2F$/);
  await expect(step(page)).toHaveAttribute('data-state', 'editing');
}

/** The POST user/limits bodies the page sends. */
function recordSaves(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/user/limits')) bodies.push(r.postDataJSON());
  });
  return bodies;
}

test('a new player sets a loss limit and a play time limit right after registering, then goes home', async ({
  page,
}) => {
  await registerThroughTheForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your limits' })).toBeVisible();
  await expectAxeClean(page);
  const saves = recordSaves(page);
  await limit(page, 'loss').getByLabel('Amount in HTG').fill('1 500,50');
  await limit(page, 'loss').getByLabel('Period').selectOption('week');
  await limit(page, 'time').getByLabel('Hours').fill('1');
  await limit(page, 'time').getByLabel('Minutes').fill('30');
  await step(page).getByRole('button', { name: 'Save limits' }).click();
  // docs/product.md#flows-signup-limits: the registration's own destination, home, in place of the step.
  await expect(page).toHaveURL(/\/$/);
  await expect(step(page)).toHaveCount(0);
  expect(saves).toEqual([
    { kind: 'loss', period: 'week', amount: 1500.5 },
    { kind: 'time', period: 'day', amount: 90 },
  ]);
  const limits = await (await page.request.get('/api/v1/user/limits')).json();
  expect(limits.loss.week.amount).toBe(1500.5);
  expect(limits.loss.day.amount).toBeNull();
  expect(limits.time.day.amount).toBe(90);
  expect(limits.deposit).toMatchObject({ day: { amount: null }, week: { amount: null }, month: { amount: null } });
  expect(limits.wager).toMatchObject({ day: { amount: null }, week: { amount: null }, month: { amount: null } });
  // The step replaced itself: going back does not open it again.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/welcome\/limits/);
});

test('a new player skips the step and goes home with no limit set', async ({ page }) => {
  await registerThroughTheForm(page);
  const saves = recordSaves(page);
  // Typed, then skipped: nothing is sent.
  await limit(page, 'deposit').getByLabel('Amount in HTG').fill('2000');
  await step(page).getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
  expect(saves).toEqual([]);
  const limits = await (await page.request.get('/api/v1/user/limits')).json();
  expect(limits.deposit.day.amount).toBeNull();
});

test('a new Google account gets the step after its confirm-details form; signing in again goes straight home', async ({
  page,
  context,
}) => {
  const address = `s${Date.now()}${Math.floor(Math.random() * 1e6)}@example.ht`;
  const consent = async () => {
    await page.goto('/login/google');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dev\/google\/consent/);
    await page.getByLabel(/email/i).fill(address);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  };
  await consent();
  await expect(page.getByTestId('google-sign-in')).toHaveAttribute('data-state', 'registering.editing');
  // A country that may skip the phone: the account is made at once.
  await page.getByLabel('Country', { exact: true }).selectOption('DOM');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/welcome\/limits\?next=%2F$/);
  await limit(page, 'wager').getByLabel('Amount in HTG').fill('750');
  await limit(page, 'wager').getByLabel('Period').selectOption('month');
  await step(page).getByRole('button', { name: 'Save limits' }).click();
  await expect(page).toHaveURL(/\/$/);
  const limits = await (await page.request.get('/api/v1/user/limits')).json();
  expect(limits.wager.month.amount).toBe(750);
  // docs/product.md#flows-signup-limits: only a registration offers the step; a sign-in to the account goes home.
  await park(page);
  await context.clearCookies();
  await consent();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
  await expect(step(page)).toHaveCount(0);
});

test('a new wallet account gets the step after its confirm-details form and can skip it', async ({ page }) => {
  await injectWallet(page);
  await page.goto('/register/web3');
  await page.getByRole('button', { name: 'Connect a crypto wallet' }).click();
  await expect(page.getByTestId('wallet-sign-in')).toHaveAttribute('data-state', 'registering.editing');
  await page.getByLabel('Country', { exact: true }).selectOption('DOM');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/welcome\/limits\?next=%2F$/);
  await step(page).getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
});

test('amounts and play times that are not limits are refused on the spot and nothing is sent', async ({ page }) => {
  const player = await createPlayer(page.request);
  await logInAs(page, player, '/welcome/limits?next=%2Fpersonal');
  await expect(step(page)).toHaveAttribute('data-state', 'editing');
  const saves = recordSaves(page);
  const deposit = limit(page, 'deposit').getByLabel('Amount in HTG');
  await deposit.fill('12.345');
  await limit(page, 'time').getByLabel('Hours').fill('24');
  await limit(page, 'time').getByLabel('Minutes').fill('1');
  await step(page).getByRole('button', { name: 'Save limits' }).click();
  await expect(limit(page, 'deposit').getByTestId('limit-error')).toHaveText(
    'Enter an amount in HTG with at most 2 decimals',
  );
  await expect(limit(page, 'time').getByTestId('limit-error')).toHaveText(
    'Enter whole hours and minutes: from 1 minute to 24 hours in all',
  );
  // The first wrong limit takes the focus; each message is tied to its fields.
  await expect(deposit).toBeFocused();
  await expect(deposit).toHaveAttribute('aria-invalid', 'true');
  await expect(limit(page, 'time').getByLabel('Minutes')).toHaveAccessibleDescription(
    'Enter whole hours and minutes: from 1 minute to 24 hours in all',
  );
  await expectAxeClean(page);
  expect(saves).toEqual([]);
  // Corrected: a deposit limit of 12.35 a day and exactly 24 hours; then on to `next`.
  await deposit.fill('12.35');
  await expect(limit(page, 'deposit').getByTestId('limit-error')).toHaveCount(0);
  await limit(page, 'time').getByLabel('Minutes').fill('0');
  await step(page).getByRole('button', { name: 'Save limits' }).click();
  await expect(page).toHaveURL(/\/personal$/);
  expect(saves).toEqual([
    { kind: 'deposit', period: 'day', amount: 12.35 },
    { kind: 'time', period: 'day', amount: 1440 },
  ]);
});

test('the step is a player page: a visitor who is not signed in is sent to log in', async ({ page }) => {
  await page.goto('/welcome/limits?next=%2F');
  await expect(page).toHaveURL(/\/login$/);
});

test('the step never sends the player to another site', async ({ page }) => {
  const player = await createPlayer(page.request);
  await logInAs(page, player, '/welcome/limits?next=%2F%2Fevil.example');
  await step(page).getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/$/);
});

test('the step reads in all 8 languages and passes axe in each', async ({ page }, testInfo) => {
  // Eight pages, each with axe: longer than one page's test.
  test.setTimeout(120_000);
  const player = await createPlayer(page.request);
  await logInAs(page, player, '/welcome/limits?lang=en');
  for (const lang of LANGS) {
    const texts = catalogue(lang);
    await page.goto(`/welcome/limits?lang=${lang}&next=%2F`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: texts['protection.signup.title'] })).toBeVisible();
    await expect(step(page)).toHaveAttribute('data-state', 'editing');
    for (const key of ['deposit', 'loss', 'stake', 'time'])
      await expect(step(page)).toContainText(texts[`protection.signup.${key}`]!);
    await expect(step(page).getByRole('button', { name: texts['protection.signup.save'] })).toBeVisible();
    await expect(step(page).getByRole('button', { name: texts['protection.signup.skip'], exact: true })).toBeVisible();
    // Wrong input shown too, so its messages are checked in each language.
    await limit(page, 'wager').getByLabel(texts['protection.signup.amount']!).fill('0');
    await step(page).getByRole('button', { name: texts['protection.signup.save'] }).click();
    await expect(limit(page, 'wager').getByTestId('limit-error')).toHaveText(texts['protection.limits.invalid']!);
    await expectAxeClean(page);
    // Nothing scrolls sideways on a phone, and every control is at least 24 px tall.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const box of await step(page)
      .locator('input, select, button')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height)))
      expect(box).toBeGreaterThanOrEqual(24);
    if (['en', 'ht', 'de', 'zh'].includes(lang))
      await page.screenshot({
        path: testInfo.outputPath(`signup-limits-${isMobile(page) ? 'mobile' : 'desktop'}-${lang}.png`),
        fullPage: true,
      });
  }
});

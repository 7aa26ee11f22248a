// docs/product.md#flows-locale Locale: the picker changes the language, posts it, and the choice survives a reload.
import { readFileSync } from 'node:fs';
import { expect, expectAxeClean, test } from './fixtures';
import { LayoutModel } from './models/layout.model';

const ht = JSON.parse(readFileSync('src/i18n/messages/ht.json', 'utf8')) as Record<string, string>;

test('switching to Kreyòl changes the header texts and survives a reload', async ({ page }) => {
  const layout = new LayoutModel(page);
  await layout.goto('/about');
  await expect(layout.loginLink()).toBeVisible();
  // The visit's first request posts the stored language too (docs/product.md#flows-locale): the one waited for is the
  // pick's, whenever the startup's arrives.
  const posted = page.waitForRequest(
    (r) => r.url().endsWith('/setlocale') && r.method() === 'POST' && r.postDataJSON()?.locale !== 'en',
  );
  await layout.pickLanguage('Kreyòl');
  expect((await posted).postDataJSON()).toEqual({ locale: 'ht' });
  layout.loginName = ht['header.login']!;
  await expect(layout.loginLink()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
  await expect(page.getByRole('list', { name: ht['language.label'] })).toHaveCount(0);
  await page.reload();
  await layout.ready();
  await expect(layout.loginLink()).toBeVisible();
  await expect(layout.header().getByRole('link', { name: ht['header.register'] })).toBeVisible();
});

test('the language list closes on a click outside it', async ({ page }) => {
  const layout = new LayoutModel(page);
  await layout.goto('/about');
  await layout.languageButton().click();
  const list = page.locator('#language-list');
  await expect(list).toBeVisible();
  await page.getByTestId('language-backdrop').click({ position: { x: 5, y: 400 } });
  await expect(list).toBeHidden();
  await expect(layout.languageButton()).toHaveAttribute('aria-expanded', 'false');
});

test('the language picker works with the keyboard and passes axe while open', async ({ page }) => {
  const layout = new LayoutModel(page);
  await layout.goto('/about');
  await layout.languageButton().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#language-list')).toBeVisible();
  // The list's code loads with its first opening (src/features/layout/language-picker.tsx): its options are what
  // axe and the next Tab are about.
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#language-list')).toBeHidden();
  await expect(layout.languageButton()).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Français', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(layout.languageButton()).toBeFocused();
});

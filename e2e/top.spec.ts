// docs/product.md#routes-list /top: top ratings (icon, masked id, points, game name) with 7 empty placeholders while
// loading (docs/product.md#constants-display RATING_PLACEHOLDERS), a table with real table semantics on phones and
// desktops, retry on failure.
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';
import { LayoutModel } from './models/layout.model';

// These tests hold or break the ratings call in the browser: the page loads it there instead of arriving with it
// (e2e/fixtures.ts; e2e/ssr.spec.ts checks the ratings in the server's HTML).
test.use({ serverRendering: false });

class TopModel {
  constructor(readonly page: Page) {}
  table = () => this.page.getByRole('table', { name: 'Top ratings: rank, player, game and points' });
  placeholders = () => this.page.getByTestId('rating-placeholder');
  rows = () => this.page.getByTestId('rating-row');
}

/** Holds the ratings request until the returned function is called. */
async function holdRatings(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/ratings*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('/top shows 7 placeholder rows while the ratings load, then the rows from the server', async ({ page }) => {
  const top = new TopModel(page);
  const release = await holdRatings(page);
  await new LayoutModel(page).goto('/top');
  await expect(top.placeholders()).toHaveCount(7);
  await expect(top.table()).toHaveAttribute('aria-busy', 'true');
  await expect(top.rows()).toHaveCount(0);
  await expectAxeClean(page);

  release();
  await expect(top.placeholders()).toHaveCount(0);
  await expect(top.table()).not.toHaveAttribute('aria-busy');
  await expect(top.rows().first()).toBeVisible();
  expect(await top.rows().count()).toBeGreaterThanOrEqual(10);
  await expect(top.table().getByRole('columnheader')).toHaveText(['Rank', 'Player', 'Game', 'Points']);
  const first = top.rows().first().getByRole('cell');
  await expect(first.nth(0)).toHaveText('1');
  await expect(first.nth(1)).toHaveText(/^509\*\*\*\d{4}$/);
  await expect(first.nth(2)).not.toBeEmpty();
  await expect(first.nth(2).locator('img')).toHaveAttribute('src', /^\/media\/games\/[\w-]+\.webp/);
  await expect(first.nth(3)).toHaveText(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
  await expectAxeClean(page);
});

test('/top says when the ratings cannot be loaded, and retry loads them', async ({ page, consoleWatch }) => {
  consoleWatch.allowNetworkErrors();
  let fail = true;
  await page.route('**/api/v1/ratings*', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { success: false, message: 'Internal server error' } })
      : route.continue(),
  );
  await new LayoutModel(page).goto('/top');
  const failed = page.getByTestId('ratings-failed');
  await expect(failed).toContainText('The ratings could not be loaded.', { timeout: 15_000 });
  await expectAxeClean(page);
  fail = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(new TopModel(page).rows().first()).toBeVisible();
  await expect(failed).toHaveCount(0);
});

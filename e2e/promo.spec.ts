// docs/product.md#routes-promo promo page and /promo/{offerId}, docs/product.md#flows-promo-code promo code form,
// docs/product.md#rules-promo-code promo code non-empty, docs/product.md#errors-texts 'Please enter promo code' and
// 'Incorrect page link'. Code tests make their own player (POST /dev/players): WELCOME100 is redeemable once by each
// player.
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { money } from './models/bonus.model';
import { createPlayer, logInAs } from './models/players';
import { PromoModel } from './models/promo.model';

test.describe('a player who redeems nothing', () => {
  // Nothing here redeems a code or takes part in an offer: the worker's shared player (fixtures.ts).
  test.use({ signedInAs: 'player' });

  test('an empty promo code is refused before anything is sent', async ({ page }) => {
    await page.goto('/promo');
    const promo = new PromoModel(page);
    await promo.ready();
    await promo.openForm();
    await promo.submit('   ');
    await expect(promo.form()).toHaveAttribute('data-state', 'empty');
    await expect(promo.message()).toHaveText('Please enter promo code');
    await expect(promo.message()).toHaveAttribute('data-tone', 'danger');
    await expect(promo.input()).toHaveAttribute('aria-invalid', 'true');
    await expect(promo.input()).toHaveAccessibleDescription('Please enter promo code');
    await promo.apply().click();
    await expect(promo.message()).toHaveText('Please enter promo code');
    expect(promo.requests).toEqual([]);
  });

  test('an unknown code shows the server message in red; focusing the input clears it', async ({ page }) => {
    await page.goto('/promo');
    const promo = new PromoModel(page);
    await promo.ready();
    await promo.openForm();
    await promo.submit('NOSUCHCODE', 'click');
    await expect(promo.form()).toHaveAttribute('data-state', 'failed');
    await expect(promo.message()).toHaveText('Unknown promo code');
    await expect(promo.message()).toHaveAttribute('data-tone', 'danger');
    await expect(promo.input()).toHaveValue('NOSUCHCODE');
    expect(promo.requests).toEqual(['POST']);

    await promo.input().focus();
    await expect(promo.form()).toHaveAttribute('data-state', 'idle');
    await expect(promo.message()).toBeEmpty();
  });

  test('promo page and an offer are accessible', async ({ page }) => {
    test.slow(); // three axe scans
    await page.goto('/promo');
    const promo = new PromoModel(page);
    await promo.ready();
    await expect(promo.offers()).toHaveAttribute('data-state', 'ready');
    await expect(promo.events()).toHaveAttribute('data-state', 'ready');
    await expect(promo.bonuses()).toHaveAttribute('data-state', 'empty');
    await expectAxeClean(page);
    await promo.openForm();
    await promo.submit('');
    await expect(promo.message()).toHaveText('Please enter promo code');
    await expectAxeClean(page, isMobile(page) ? {} : { include: '[data-testid="promo-code-dialog"]' });

    await page.goto('/promo/welcome-bonus');
    await promo.offerReady();
    await expectAxeClean(page);
  });
});

test("an empty reply to a code says 'Unknown error', and the code stays", async ({ page, request }) => {
  const player = await createPlayer(request, { balance: 50 });
  await logInAs(page, player, '/promo');
  const promo = new PromoModel(page);
  await promo.ready();
  // docs/product.md#errors-texts: the operator's API answering a code with an empty body.
  await page.route('**/api/v1/promo/code', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 200, json: {} }) : route.fallback(),
  );
  await promo.openForm();
  await promo.submit('welcome100');
  await expect(promo.form()).toHaveAttribute('data-state', 'failed');
  await expect(promo.message()).toHaveText('Unknown error');
  await expect(promo.message()).toHaveAttribute('data-tone', 'danger');
  await expect(promo.input()).toHaveValue('welcome100');
  expect(await promo.bonusBalance()).toBe(0);
});

test('a valid code shows the message in green and the bonus balance rises', async ({ page, request }) => {
  const player = await createPlayer(request, { balance: 50 });
  await logInAs(page, player, '/promo');
  const promo = new PromoModel(page);
  await promo.ready();
  await expect(promo.bonuses()).toHaveAttribute('data-state', 'empty');
  await expect(promo.bonuses()).toContainText('You have no active bonuses');
  await expect(promo.bonuses()).toContainText('Take part in promotions');
  expect(await promo.bonusBalance()).toBe(0);

  await promo.openForm();
  await promo.submit('welcome100');
  await expect(promo.form()).toHaveAttribute('data-state', 'succeeded');
  await expect(promo.message()).toHaveText(/Promo code applied: 100 HTG/);
  await expect(promo.message()).toHaveAttribute('data-tone', 'success');
  await expect(promo.input()).toHaveValue('');
  expect(await promo.bonusBalance()).toBe(100);

  // The bonuses block refetched: it now lists the active bonus with a link to /bonuses.
  if (!isMobile(page)) await page.keyboard.press('Escape');
  await expect(promo.bonuses()).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('promo-bonus-amount')).toHaveText(money('100'));
  await expect(promo.bonuses().getByRole('link', { name: 'Bonus details' })).toHaveAttribute('href', '/bonuses');

  // Once per player.
  await promo.openForm();
  await promo.submit('WELCOME100');
  await expect(promo.message()).toHaveText('You have already used this promo code');
  await expect(promo.message()).toHaveAttribute('data-tone', 'danger');
  expect(await promo.bonusBalance()).toBe(100);
});

test('offers lead to their page where a player takes part', async ({ page, request }) => {
  test.slow(); // three page loads
  const player = await createPlayer(request);
  await logInAs(page, player, '/promo');
  const promo = new PromoModel(page);
  await promo.ready();
  await expect(promo.offers()).toHaveAttribute('data-state', 'ready');
  await expect(promo.offerCards()).toHaveCount(5);
  if (!isMobile(page)) {
    // Desktop: a 3-column grid.
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => promo.offerCards().nth(i).boundingBox()));
    expect(boxes[0]?.y).toBe(boxes[2]?.y);
    expect(boxes[3]?.y).toBeGreaterThan(boxes[0]?.y ?? 0);
  }
  await expect(promo.events()).toHaveAttribute('data-state', 'ready');
  await expect(promo.events().getByRole('progressbar')).toHaveCount(2);
  await expect(promo.events().getByRole('progressbar', { name: 'Crash challenge' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  await page.getByRole('link', { name: 'Weekend cashback 10%' }).click();
  await expect(page).toHaveURL(/\/promo\/weekend-cashback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend cashback 10%' })).toBeVisible();
  await promo.offerReady();
  await expect(promo.offer()).toContainText('Cashback is paid to the bonus balance');
  await promo.takePart().click();
  await expect(page.getByTestId('promo-offer-member')).toHaveText('You take part in this offer');
  await expect(promo.offer()).toHaveAttribute('data-state', 'member');

  // Taking part stays after a reload.
  await page.reload();
  await promo.offerReady('member');
  await expect(promo.takePart()).toHaveCount(0);
});

test('an offer opened in the app carries its own SEO from promo/offers/seo/{offerId}', async ({ page }) => {
  const seoReply = await page.request.get('/api/v1/promo/offers/seo/weekend-cashback');
  const seo = (await seoReply.json()) as { pageTitle: string; pageDescription: string };
  expect(seo.pageTitle).toContain('Weekend cashback 10%');
  // The route's metadata says nothing of the offer here: what the head shows can only come from the offer's own SEO.
  await page.route(
    (url) => url.pathname === '/api/v1/seo/metadata' && url.searchParams.get('path') === '/promo/weekend-cashback',
    (route) =>
      route.fulfill({
        json: {
          pageTitle: 'Bèl Chans',
          pageDescription: 'Promotions',
          pageUrl: '/promo/weekend-cashback',
          image: null,
          robots: 'index, follow',
        },
      }),
  );
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/promo/offers/seo/weekend-cashback');
  await page.goto('/promo');
  await page.getByRole('link', { name: 'Weekend cashback 10%' }).click();
  await asked;
  await expect(page).toHaveTitle(seo.pageTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.pageDescription);
});

test('a bad offer link goes to /404 with Incorrect page link', async ({ page, consoleWatch }) => {
  consoleWatch.allowNetworkErrors();
  await page.goto('/promo/no-such-offer');
  await expect(page).toHaveURL(/\/404\?error=Incorrect%20page%20link$/, { timeout: 20_000 });
  await expect(page.getByTestId('not-found-error')).toHaveText('Incorrect page link');

  // docs/product.md#routes-promo: an offer id must be a string, not a number.
  await page.goto('/promo/12345');
  await expect(page).toHaveURL(/\/404\?error=Incorrect%20page%20link$/, { timeout: 20_000 });
  await expect(page.getByTestId('not-found-error')).toHaveText('Incorrect page link');
});

test('a guest sees the offers and events, and the code form sends them to /login', async ({ page }) => {
  test.slow(); // four page loads
  const promo = new PromoModel(page);
  await promo.goto();
  await expect(promo.offerCards()).toHaveCount(5);
  await expect(promo.bonuses()).toContainText('You have no active bonuses');
  await expect(promo.events()).toHaveAttribute('data-state', 'ready');
  await expect(promo.events().getByRole('progressbar')).toHaveCount(0);
  await expect(promo.events()).toContainText('Log in to see your progress');

  await promo.openForm();
  await promo.submit('WELCOME100');
  await expect(page).toHaveURL(/\/login$/);
  expect(promo.requests).toEqual([]);

  await page.goto('/promo/welcome-bonus');
  await promo.offerReady();
  await page.getByRole('link', { name: 'Take part' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

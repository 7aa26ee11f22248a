// docs/product.md#routes-list home, group pages, redirect routes and the game page; docs/product.md#flows-game-search
// game search, game launch and rotate.
import { expect, expectAxeClean, isMobile, recordFetches, test } from './fixtures';
import { GamesModel, gamePagePath, seedGame } from './models/games.model';

test('the home lobby shows jackpots, every game group in its view and the FAQ', async ({ page }) => {
  test.slow(); // axe over the whole lobby
  const games = new GamesModel(page);
  await games.openHome();
  await expect(page.getByTestId('jackpots')).toHaveAttribute('data-loaded', 'true');
  await expect(page.getByTestId('jackpot-digits')).toHaveCount(3);
  await expect(page.getByTestId('jackpot-digits').first()).toHaveText(/^\d{6}$/);
  expect(await games.rows().count()).toBeGreaterThanOrEqual(8);
  for (const variant of ['card', 'arbitrary', 'square']) {
    await expect(page.locator(`[data-testid=group-row][data-variant=${variant}]`).first()).toBeVisible();
  }
  await expect(
    page.getByRole('navigation', { name: 'Game groups' }).getByRole('link', { name: 'Slots' }),
  ).toBeVisible();
  const faq = page.getByRole('heading', { name: 'Frequently asked questions' });
  await faq.scrollIntoViewIfNeeded();
  await page.locator('summary').first().click();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await expectAxeClean(page);
});

test.describe('loaded by the browser', () => {
  // The groups call is broken in the browser: the page must load it there, not arrive with it (e2e/fixtures.ts).
  test.use({ serverRendering: false });
  test('when games/groups fails the home says so, and retry recovers', async ({ page, consoleWatch }) => {
    consoleWatch.allowNetworkErrors();
    let fail = true;
    await page.route('**/api/v1/games/groups', (route) =>
      fail
        ? route.fulfill({ status: 500, json: { success: false, message: 'Internal server error' } })
        : route.continue(),
    );
    await page.goto('/');
    const oops = page.getByTestId('games-not-loaded');
    await expect(oops).toContainText('Oops! Games not loaded', { timeout: 15_000 });
    await expectAxeClean(page, { include: '[data-testid=games-not-loaded]' });
    fail = false;
    await oops.getByRole('button', { name: 'Try again' }).click();
    await expect(new GamesModel(page).rows().first()).toBeVisible();
    await expect(oops).toHaveCount(0);
  });
});
test('game search: predictions from 3 characters, results on the button, clear empties it', async ({ page }) => {
  await page.clock.install();
  const log = await recordFetches(page, /\/games\/search\/prediction$/);
  const games = new GamesModel(page);
  await games.openHome();
  const predictions: string[] = [];
  page.on('request', (r) => r.url().includes('/games/search/prediction') && predictions.push(r.url()));
  // From here the page's time moves only when the test moves it: the 500 ms debounce
  // (docs/product.md#flows-game-search) ends in a runFor.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await games.searchInput().fill('kr');
  await expect(games.search()).toHaveAttribute('data-state', 'debouncing');
  await page.clock.runFor(500);
  // Under 3 characters the debounce ends closed, without asking.
  await expect(games.search()).toHaveAttribute('data-state', 'closed');
  expect(await log.fetches()).toEqual([]);

  await games.searchInput().fill('kreyol');
  await expect(games.search()).toHaveAttribute('data-state', 'debouncing');
  await page.clock.runFor(499);
  expect(await log.fetches(), 'no prediction before the debounce ends').toEqual([]);
  await page.clock.runFor(1);
  expect(await log.fetches(), 'the prediction is asked when the debounce ends').toHaveLength(1);
  await page.clock.resume();
  await expect(games.search()).toHaveAttribute('data-state', 'suggesting');
  expect(predictions).toHaveLength(1);
  expect(predictions[0]).toContain('name=kreyol');
  await expect(games.searchResults().filter({ hasText: 'Kreyòl Fruits' })).toBeVisible();
  await expectAxeClean(page, { include: '[data-testid=game-search]' });

  await games.searchInput().fill('roulette');
  await games.searchInput().press('Enter');
  await expect(games.search()).toHaveAttribute('data-state', 'showingResults');
  await expect(games.searchResults().filter({ hasText: 'European Roulette' })).toBeVisible();

  await games.searchInput().press('Escape');
  await expect(games.search()).toHaveAttribute('data-state', 'closed');
  await expect(games.searchInput()).toHaveValue('roulette');

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(games.searchInput()).toHaveValue('');
  await expect(games.search()).toHaveAttribute('data-state', 'idle');
});

test('a search result opens its game page', async ({ page }) => {
  const games = new GamesModel(page);
  await games.openHome();
  await games.searchInput().fill('mango');
  await games.searchResults().filter({ hasText: 'Golden Mango' }).click();
  const mango = await seedGame(page.request, 'golden-mango');
  await expect(page).toHaveURL(new RegExp(`${gamePagePath(mango)}$`));
});

test('a group page is paged 12 at a time with the page in the address', async ({ page }) => {
  await page.goto('/games/slots');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles).toHaveCount(12);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  const pagination = page.getByTestId('pagination');
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expectAxeClean(page);
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/games\/slots\?page=2$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const second = await tiles.count();
  expect(second).toBeGreaterThan(0);
  expect(second).toBeLessThanOrEqual(12);
  await page.goBack();
  await expect(page).toHaveURL(/\/games\/slots$/);
  await expect(tiles).toHaveCount(12);
  // Out-of-range pages are corrected in place.
  await page.goto('/games/slots?page=0');
  await expect(page).toHaveURL(/\/games\/slots$/);
  await page.goto('/games/slots?page=99');
  await expect(page).toHaveURL(/\/games\/slots\?page=2$/);
  // docs/product.md#routes-list game group sort: the order is in the address, and paging keeps it.
  await page.goto('/games/slots');
  await page.getByLabel('Sort by').selectOption({ label: 'Name A–Z' });
  await expect(page).toHaveURL(/\/games\/slots\?sort=name$/);
  await expect(tiles.first()).toContainText('Bassin Bleu');
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/games\/slots\?page=2&sort=name$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
});

test('every redirect route resolves its game, betting goes to /sport, unknown goes home', async ({ page }) => {
  const kreyol = await seedGame(page.request, 'kreyol-fruits');
  const tortuga = await seedGame(page.request, 'tortuga-pirates');
  const cases: Array<[string, RegExp]> = [
    ['/games/single/kreyol-fruits', new RegExp(`${gamePagePath(kreyol)}$`)],
    ['/games/remote/tortuga-pirates', new RegExp(`${gamePagePath(tortuga)}$`)],
    // A multiple group resolves to its game page, which goes home (docs/product.md#routes-list).
    ['/games/group/slot-collection', /127\.0\.0\.1:\d+\/$/],
    ['/games/group/slots/kreyol-fruits', new RegExp(`${gamePagePath(kreyol)}$`)],
    ['/games/remote/betting', /\/sport$/],
    ['/games/single/no-such-game', /127\.0\.0\.1:\d+\/$/],
    ['/games/group/no-such-group/no-such-game', /127\.0\.0\.1:\d+\/$/],
  ];
  for (const [from, to] of cases) {
    await page.goto(from);
    await expect(page, from).toHaveURL(to);
  }
});

test('a guest plays a demo game in the page; a non-demo tile asks to log in', async ({ page }) => {
  const games = new GamesModel(page);
  await games.openHome();
  const locked = games.tile('citadelle-treasure');
  await expect(locked).toHaveAttribute('data-locked', 'true');
  await locked.click();
  await expect(games.loginModal()).toBeVisible();
  // The modal holds the sign-in form itself (docs/product.md#flows-login-modal).
  await expect(games.loginModal().getByTestId('login-form')).toHaveAttribute('data-state', 'editing');
  await expect(games.loginModal().getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await expectAxeClean(page, { include: '[data-testid=login-modal]' });
  await page.keyboard.press('Escape');
  await expect(games.loginModal()).toBeHidden();
  // Popular cards launch the same way (the carousel loads when the player scrolls near it).
  await page.locator('#popular-title').scrollIntoViewIfNeeded();
  const lockedPopular = page.locator('[data-testid=popular-card][data-locked]').first();
  await lockedPopular.scrollIntoViewIfNeeded();
  await lockedPopular.click();
  await expect(games.loginModal()).toBeVisible();
  await games.loginModal().getByRole('button', { name: 'Close' }).click();
  await expect(games.loginModal()).toBeHidden();

  await games.tile('kreyol-fruits').click();
  const kreyol = await seedGame(page.request, 'kreyol-fruits');
  await expect(page).toHaveURL(new RegExp(`${gamePagePath(kreyol)}$`));
  const frame = page.frameLocator('[data-testid=game-frame] iframe');
  await expect(frame.locator('#demo-game')).toHaveAttribute('data-balance-type', '0');
  await expect(frame.getByText('Demo player')).toBeVisible();
  // The description's heading (the game's own text block has its own title above it).
  await expect(
    page.getByTestId('game-page').getByRole('heading', { level: 2, name: 'Kreyòl Fruits', exact: true }),
  ).toBeVisible();
  await expectAxeClean(page);
});

test.describe('signed in as the demo player', () => {
  // Launching reads the player, never changes it: the worker's shared session (the login form is login's spec).
  test.use({ signedInAs: 'demo' });

  test('a player launches a remote game with the bonus balance', async ({ page }) => {
    const games = new GamesModel(page);
    await games.openHome();
    // The player's Favourites and Recently played rows load after the page and push the groups down: a click before
    // they are in can land where the tile was.
    await games.playerRowsLoaded();
    await games.tile('tortuga-pirates').click();
    await expect(games.balanceChoice()).toBeVisible();
    await expectAxeClean(page, { include: '[data-testid=balance-choice]' });
    await games
      .balanceChoice()
      .getByRole('button', { name: /Bonus balance/ })
      .click();
    if (isMobile(page)) {
      // A phone leaves for the provider's page (docs/product.md#flows-games: fetch the game URL and send the browser
      // there).
      await expect(page).toHaveURL(/\/dev\/game\/tortuga-pirates\?launch=/);
      await expect(page.locator('#demo-game')).toHaveAttribute('data-balance-type', '1');
      await expect(page.getByText('Balance: Bonus')).toBeVisible();
    } else {
      // Wide screens play remote games in the page, like single ones.
      const tortuga = await seedGame(page.request, 'tortuga-pirates');
      await expect(page).toHaveURL(new RegExp(`${gamePagePath(tortuga)}\\?balanceType=1$`));
      const frame = page.frameLocator('[data-testid=game-frame] iframe');
      await expect(frame.locator('#demo-game')).toHaveAttribute('data-balance-type', '1');
      await expect(frame.getByText('Balance: Bonus')).toBeVisible();
    }
  });

  test("from sm the game box is at most 675 px tall; a tall game's 1260 px frame scrolls in it below lg", async ({
    page,
  }) => {
    // docs/product.md#routes-game-view: above sm a frame is 16:9, or 1260 px tall for {product}_borlette,
    // americanroulette and goldenrace; the content area (the frame's box) is at most 675 px tall.
    test.setTimeout(60_000); // 12 loads of a game page (6 widths, 2 games)
    const borlette = await seedGame(page.request, 'x_borlette');
    const kreyol = await seedGame(page.request, 'kreyol-fruits');
    const box = page.getByTestId('game-frame');
    const height = (selector: string) =>
      page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().height));
    for (const width of [700, 900, 1023, 1024, 1279, 1440]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(gamePagePath(borlette));
      await expect(box.locator('iframe')).toBeVisible();
      expect(await height('[data-testid=game-frame]'), `tall game's box at ${width} px`).toBe(675);
      const frame = await height('[data-testid=game-frame] iframe');
      if (width < 1024) {
        expect(frame, `tall game's frame at ${width} px`).toBe(1260);
        // The box scrolls the frame (the iOS scroll workaround).
        expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(500);
        expect(await box.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
      } else expect(frame, `tall game's frame at ${width} px`).toBe(675);

      await page.goto(gamePagePath(kreyol));
      await expect(box.locator('iframe')).toBeVisible();
      const wide = await box.evaluate((el) => el.getBoundingClientRect());
      expect(wide.height, `16:9 box at ${width} px`).toBeLessThanOrEqual(675);
      expect(Math.abs(wide.width / wide.height - 16 / 9), `16:9 box at ${width} px`).toBeLessThan(0.02);
    }
  });

  test("a multiple-group game's page goes home; a single game and tvbet play in the page", async ({ page }) => {
    // docs/product.md#routes-list: the game page of anything but a remote or a single game goes to /.
    const collection = await seedGame(page.request, 'slot-collection');
    const starts: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/games\/groups\/[^/]+\/games\//.test(request.url())) starts.push(request.url());
    });
    await page.goto(gamePagePath(collection));
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(new GamesModel(page).rows().first()).toBeVisible();
    // Nothing was started for it.
    expect(starts).toEqual([]);

    const kreyol = await seedGame(page.request, 'kreyol-fruits');
    await page.goto(gamePagePath(kreyol));
    await expect(page.frameLocator('[data-testid=game-frame] iframe').locator('#demo-game')).toBeVisible();
    // Security (docs/architecture.md#security): the game frame may run its scripts, forms and popups on its own origin,
    // go fullscreen and autoplay, and learns only the app's origin; it may not navigate the app
    // (contract/frame-policy.ts).
    const gameFrame = page.locator('[data-testid=game-frame] iframe');
    const sandbox = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
    await expect(gameFrame).toHaveAttribute('sandbox', sandbox);
    await expect(gameFrame).toHaveAttribute('allow', 'fullscreen; autoplay');
    await expect(gameFrame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');

    const tvbet = await seedGame(page.request, 'tvbet');
    await page.goto(gamePagePath(tvbet));
    const frame = page.frameLocator('[data-testid=tvbet-frame] iframe[title=TVBet]');
    await expect(frame.locator('#demo-game')).toBeVisible();
    const tvbetFrame = page.locator('[data-testid=tvbet-frame] iframe[title=TVBet]');
    await expect(tvbetFrame).toHaveAttribute('sandbox', sandbox);
    await expect(tvbetFrame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });
});

test.describe('a game start the app cannot read', () => {
  // The start is asked for by the browser (a guest's demo game): the page's first load comes as the shell.
  test.use({ serverRendering: false });

  test('is only logged, and the page goes home', async ({ page }) => {
    // docs/product.md#errors-handling: invalid data of the game-in-group call is only logged. The server's own reply,
    // with a game URL that is not http(s) (the schema refuses it, docs/architecture.md#security).
    await page.route('**/api/v1/games/groups/*/games/*', async (route) => {
      const response = await route.fetch();
      const start = await response.json();
      await route.fulfill({ response, json: { ...start, game_url: 'javascript:alert(1)' } });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const kreyol = await seedGame(page.request, 'kreyol-fruits');
    await page.goto(gamePagePath(kreyol));
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(new GamesModel(page).rows().first()).toBeVisible();
    expect(warnings.filter((text) => text.includes('The game start reply had an unexpected shape'))).toHaveLength(1);
    await expect(page.getByTestId('game-error')).toHaveCount(0);
  });
});

test.describe('rotate prompt', () => {
  test('a game that refuses portrait asks to rotate a phone, then plays in landscape without header', async ({
    page,
  }) => {
    test.skip(!isMobile(page), 'phones only');
    await page.clock.install();
    const roulette = await seedGame(page.request, 'european-roulette');
    await page.goto(gamePagePath(roulette));
    const prompt = page.getByTestId('rotate-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText('Rotate your phone')).toBeVisible();
    await expect(prompt.getByRole('status')).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(prompt.getByRole('status')).toContainText('landscape');
    await expectAxeClean(page);

    await page.setViewportSize({ width: 915, height: 412 });
    await expect(prompt).toHaveCount(0);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('data-state', 'playing');
    await expect(page.getByTestId('site-header')).toBeHidden();
  });
});

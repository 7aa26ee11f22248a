// Sign-in as the operator configures it (docs/api.md#sign-in-services, docs/product.md#routes-auth): the sign-in
// services show exactly as the site config lists them, in its order, on /login, /register and in the game tiles'
// login modal, and 'No available OAuth services' when it lists none. Each test's browser context sets its own list
// with the reference server's dev switch (the `sign_in_services` cookie), so the tests running beside it keep the
// seeded one. Also: the login form with the country select, by keyboard alone, for a player of another country.
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';
import { GamesModel, gamePagePath, seedGame } from './models/games.model';
import { LayoutModel } from './models/layout.model';
import { LoginModel } from './models/login.model';
import { createPlayer } from './models/players';

/** The button of each service the app knows, as a player reads it. */
const LABEL = {
  google: 'Continue with Google',
  metamask: 'Connect a crypto wallet',
  telegram: 'Log in with Telegram',
} as const;
const NONE = 'No available OAuth services';

async function listServices(page: Page, value: string | null, baseURL: string | undefined) {
  if (value !== null) await page.context().addCookies([{ name: 'sign_in_services', value, url: baseURL ?? '' }]);
}

/** The services shown in `where`, in order, by their service name. */
async function expectServices(page: Page, where: 'login' | 'register' | 'modal', expected: Array<keyof typeof LABEL>) {
  const scope =
    where === 'modal'
      ? new GamesModel(page).loginModal().getByTestId('sign-in-services')
      : page.getByTestId('sign-in-services');
  const buttons = scope.locator('[data-service]');
  await expect(buttons).toHaveCount(expected.length);
  for (const [i, service] of expected.entries()) {
    await expect(buttons.nth(i)).toHaveAttribute('data-service', service);
    await expect(buttons.nth(i)).toHaveText(LABEL[service]);
  }
  if (expected.length === 0) {
    await expect(scope).toHaveAttribute('data-state', 'empty');
    await expect(scope.getByText(NONE, { exact: true })).toBeVisible();
  } else {
    await expect(scope).toHaveAttribute('data-state', 'ready');
    await expect(scope.getByText(NONE)).toHaveCount(0);
  }
  // Google and the wallet have their sign-in page under the page they start from.
  const from = where === 'register' ? 'register' : 'login';
  if (expected.includes('google')) {
    await expect(scope.getByRole('link', { name: LABEL.google })).toHaveAttribute('href', `/${from}/google`);
  }
  if (expected.includes('metamask')) {
    await expect(scope.getByRole('link', { name: LABEL.metamask })).toHaveAttribute('href', `/${from}/web3`);
  }
}

async function openModal(page: Page) {
  const games = new GamesModel(page);
  await games.openHome();
  await games.tile('citadelle-treasure').click();
  await expect(games.loginModal()).toBeVisible();
}

for (const [name, cookie, expected] of [
  ['the seeded list', null, ['google', 'metamask', 'telegram']],
  ['some, in the operator’s order', 'telegram,google', ['telegram', 'google']],
  ['the wallet alone', 'metamask', ['metamask']],
  ['none', 'none', []],
  // A name the app does not know shows nothing of its own: with no other, none.
  ['only a service the app does not know', 'facebook', []],
] as const) {
  test(`sign-in services: ${name}, on /login, /register and in the login modal`, async ({ page, baseURL }) => {
    await listServices(page, cookie, baseURL);
    const services = expected as unknown as Array<keyof typeof LABEL>;
    for (const path of ['/login', '/register'] as const) {
      if (path === '/login') {
        // The server's own HTML already shows the list (the page is rendered with it; /register's form waits for
        // its countries and is rendered by the browser).
        const html = await (await page.request.get(path)).text();
        expect(html.includes(NONE), `${path} as the server renders it`).toBe(services.length === 0);
        expect(html.includes(LABEL.telegram), `${path} as the server renders it`).toBe(services.includes('telegram'));
      }
      await page.goto(path);
      await expectServices(page, path === '/login' ? 'login' : 'register', services);
    }
    await expectAxeClean(page, { include: '[data-testid=sign-in-services]' });
    await openModal(page);
    await expectServices(page, 'modal', services);
    await expectAxeClean(page, { include: '[data-testid=login-modal]' });
  });
}

test('a player of another country chooses it and logs in with the keyboard alone', async ({ page }) => {
  const player = await createPlayer(page.request, { country: 'JAM' });
  const login = new LoginModel(page);
  await login.open();
  // Haiti by default (the registration context's default country on the demo), +509 in front of the number.
  await expect(login.country()).toHaveValue('HTI');
  await expect(login.phoneCode()).toHaveValue('+509');
  await login.country().focus();
  // A native select takes the country's name typed on it.
  await page.keyboard.type('Jamaica');
  await expect(login.country()).toHaveValue('JAM');
  await expect(login.phoneCode()).toHaveValue('+1876');
  await page.keyboard.press('Tab');
  await expect(login.phone()).toBeFocused();
  await page.keyboard.type(player.national);
  await page.keyboard.press('Tab');
  await expect(login.password()).toBeFocused();
  await page.keyboard.type(player.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(new LayoutModel(page).balance()).toBeVisible();
  const profile = await (await page.request.get('/api/v1/user/profile/info?version=2')).json();
  expect(profile).toMatchObject({ phone: player.phone, country: 'Jamaica' });
});

test('a number that is no phone number is refused in the browser, by the server’s rule, and nothing is sent', async ({
  page,
}) => {
  const login = new LoginModel(page);
  const posts: string[] = [];
  page.on('request', (r) => r.url().includes('/authorize') && posts.push(r.url()));
  await login.open();
  for (const typed of ['3700-OO01', '37', '+509 3700 0001 2345 678']) {
    await login.phone().fill(typed);
    await login.password().fill('demo1234');
    await login.submit().click();
    await expect(login.phone()).toHaveAccessibleDescription('Invalid phone number');
    await expect(login.phone()).toBeFocused();
    // The SMS restore refuses it too.
    await login.restore().click();
    await expect(login.phone()).toHaveAccessibleDescription('Invalid phone number');
  }
  expect(posts).toEqual([]);
});

test('in the login modal a guest signs in with the keyboard and the game they asked for opens', async ({ page }) => {
  const player = await createPlayer(page.request);
  const games = new GamesModel(page);
  const form = new LoginModel(page);
  await games.openHome();
  await games.tile('citadelle-treasure').focus();
  await page.keyboard.press('Enter');
  await expect(games.loginModal()).toBeVisible();
  await expect(form.form()).toHaveAttribute('data-state', 'editing');
  await form.phone().focus();
  await page.keyboard.type(player.national);
  await page.keyboard.press('Tab');
  await page.keyboard.type(player.password);
  await page.keyboard.press('Enter');
  const paid = await seedGame(page.request, 'citadelle-treasure');
  await expect(page).toHaveURL(new RegExp(`${gamePagePath(paid)}$`));
  await expect(page.frameLocator('[data-testid=game-frame] iframe').locator('#demo-game')).toHaveAttribute(
    'data-balance-type',
    '0',
  );
  await expect(new LayoutModel(page).balance()).toBeVisible();
});

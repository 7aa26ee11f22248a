// docs/product.md#flows-session session and docs/product.md#rules-login login: sign-in by phone + password, balance in
// the header, logout to /.
import { expect, expectAxeClean, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import type { Route } from '@playwright/test';
import { DEMO_PLAYER, LoginModel } from './models/login.model';
import { createPlayer, logInAs } from './models/players';

test('the demo player logs in and sees the balance in the header', async ({ page }) => {
  const login = new LoginModel(page);
  const layout = new LayoutModel(page);
  await login.open();
  await login.logIn(DEMO_PLAYER.national, DEMO_PLAYER.password);
  await expect(page).toHaveURL(/\/$/);
  const balance = await (await page.request.get('/api/v1/user/balance/info')).json();
  const whole = Math.trunc(balance.balance)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009');
  await expect(layout.balance()).toContainText(whole);
  await expect(layout.balance()).toContainText(balance.currency);
  await expect(layout.loginLink()).toHaveCount(0);
  await expectAxeClean(page, { include: '[data-testid=site-header]' });
});

test('logout returns to / and shows the login link again', async ({ page }) => {
  const login = new LoginModel(page);
  const layout = new LayoutModel(page);
  await login.open();
  await login.logIn(DEMO_PLAYER.national, DEMO_PLAYER.password);
  await expect(layout.balance()).toBeVisible();
  await layout.logOut();
  await expect(layout.loginLink()).toBeVisible();
  const session = await (await page.request.get('/api/session')).json();
  expect(session.authenticated).toBe(false);
});

test('a logout drops the lobby rows still loading: nothing reaches the server after it ends the session', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the phone logs out from /menu, away from the lobby rows');
  const layout = new LayoutModel(page);
  const player = await createPlayer(request);
  const rows: Route[] = [];
  const logouts: Route[] = [];
  const dropped: string[] = [];
  await page.route(/\/api\/v1\/user\/(favourites|recent)$/, (route) => {
    rows.push(route);
  });
  await page.route('**/api/v1/logout', (route) => {
    logouts.push(route);
  });
  page.on('requestfailed', (r) => dropped.push(new URL(r.url()).pathname));
  await logInAs(page, player);
  await expect(layout.balance()).toBeVisible();
  await expect.poll(() => rows.length).toBe(2);
  await layout.openAccountMenu();
  await layout.accountMenuItem('Log out').click();
  // The logout is still on its way, and the rows' reads are already dropped by the page (the live balance stream
  // ends with the signed-in state too).
  await expect.poll(() => logouts.length).toBe(1);
  await expect
    .poll(() => dropped.filter((path) => path !== '/api/v1/user/events').toSorted())
    .toEqual(['/api/v1/user/favourites', '/api/v1/user/recent']);
  // The menu has closed; its button says the logout is under way.
  await expect(layout.accountMenuButton()).toHaveAttribute('aria-busy', 'true');
  await logouts[0]!.continue();
  await expect(layout.loginLink()).toBeVisible();
  expect(rows).toHaveLength(2);
});

test('a wrong password shows the server message and keeps the player on /login', async ({ page }) => {
  const login = new LoginModel(page);
  await login.open();
  await login.logIn(DEMO_PLAYER.national, 'not-the-password');
  await expect(login.error()).toHaveText('Wrong phone number or password');
  await expect(login.form()).toHaveAttribute('data-state', 'editing');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the required messages and send nothing', async ({ page }) => {
  const login = new LoginModel(page);
  const posts: string[] = [];
  page.on('request', (r) => r.url().includes('/authorize') && posts.push(r.url()));
  await login.open();
  await login.submit().click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(login.phone()).toHaveAttribute('aria-invalid', 'true');
  await login.phone().fill('37000001');
  await expect(page.getByText('Phone number is required')).toBeHidden();
  await login.submit().click();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(posts).toEqual([]);
});

test('the login form can be completed with the keyboard alone', async ({ page }) => {
  const login = new LoginModel(page);
  await login.open();
  await login.phone().focus();
  await page.keyboard.type(DEMO_PLAYER.national);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PLAYER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(new LayoutModel(page).balance()).toBeVisible();
});

test('a 401 from any call signs the player out of the app', async ({ page, consoleWatch }) => {
  consoleWatch.allowNetworkErrors(); // the 401 itself is logged by the browser
  const login = new LoginModel(page);
  const layout = new LayoutModel(page);
  await login.open();
  await login.logIn(DEMO_PLAYER.national, DEMO_PLAYER.password);
  await expect(layout.balance()).toBeVisible();
  // The server forgets the session behind the app's back: the live balance stream ends with it and the balance read
  // that follows (docs/product.md#flows-live-balance; the 10 s refresh without a stream) gets a 401.
  await page.request.get('/api/v1/logout');
  await expect(layout.loginLink()).toBeVisible({ timeout: 15_000 });
});

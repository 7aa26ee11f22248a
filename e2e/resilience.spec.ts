// Bad conditions never give a white screen (issue "Done when"): unreachable API, missing catalogue.
import { test, expect } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { LoginModel } from './models/login.model';

test('with the API unreachable the app still renders and login explains the problem, then recovers', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allowNetworkErrors();
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  const layout = new LayoutModel(page);
  await layout.goto('/');
  await expect(layout.loginLink()).toBeVisible();
  await expect(page.getByTestId('connection-notice')).toContainText('The server cannot be reached right now.');
  const login = new LoginModel(page);
  await page.goto('/login');
  // The form's countries cannot load: it says why, offers a retry, and sends nothing meanwhile.
  await expect(login.form()).toHaveAttribute('data-state', 'loadFailed');
  const failed = page.getByTestId('login-countries-failed');
  await expect(failed).toContainText('The list of countries could not be loaded.');
  await expect(failed).toContainText('No connection to the server');
  await expect(login.submit()).toBeDisabled();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(login.form()).toHaveAttribute('data-state', 'loadFailed');
  // The connection back, the retry loads them and the login explains a refusal as before.
  await page.unroute('**/api/**');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(login.form()).toHaveAttribute('data-state', 'editing');
  await expect(login.country()).toHaveValue('HTI');
});

test('without a language catalogue the critical error screen offers a retry', async ({ page, consoleWatch }) => {
  consoleWatch.allowNetworkErrors();
  let block = true;
  await page.route(/\/assets\/en-[\w-]+\.js$/, (route) => (block ? route.abort('failed') : route.continue()));
  await page.goto('/');
  await expect(page.getByTestId('critical-error')).toBeVisible();
  block = false;
  await page.getByRole('button', { name: /Try again/ }).click();
  await expect(page.getByTestId('site-header')).toBeVisible();
});

test('a crashing page shows the router fallback, reports it as critical and recovers', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allowNetworkErrors();
  // Make the 404 page throw while rendering: it reads the `error` query parameter (in every tab of the test).
  await page.context().addInitScript(() => {
    const get = URLSearchParams.prototype.get;
    URLSearchParams.prototype.get = function (name: string) {
      if (name === 'error' && location.pathname === '/crash-me') throw new Error('render failure for the test');
      return get.call(this, name);
    };
  });
  consoleWatch.allow(/render failure for the test/); // React logs the error its boundary caught
  const report = page.waitForRequest((r) => r.url().endsWith('/api/v1/client/error'));
  await page.goto('/crash-me');
  await expect(page.getByTestId('route-error')).toContainText('Oops! Something went wrong');
  const body = (await report).postDataJSON();
  expect(body.tags).toContain('critical');
  expect(body.error).toContain('render failure for the test');
  // docs/product.md#calls-list: the report carries the tab's session id (the same as the tab keeps), not null.
  expect(body.session_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(await page.evaluate(() => sessionStorage.getItem('error_session_id'))).toBe(body.session_id);
  await page.getByRole('button', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('route-error')).toHaveCount(0);

  // The same tab, reloaded: the same session; another tab: a session of its own.
  const again = page.waitForRequest((r) => r.url().endsWith('/api/v1/client/error'));
  await page.goto('/crash-me');
  expect((await again).postDataJSON().session_id).toBe(body.session_id);
  const other = await page.context().newPage();
  const elsewhere = other.waitForRequest((r) => r.url().endsWith('/api/v1/client/error'));
  await other.goto('/crash-me');
  const otherId = (await elsewhere).postDataJSON().session_id;
  expect(otherId).toMatch(/^[0-9a-f-]{36}$/);
  expect(otherId).not.toBe(body.session_id);
  await other.close();
});

test('the connection notice retries the session check once the server is back', async ({ page, consoleWatch }) => {
  consoleWatch.allowNetworkErrors();
  await page.route('**/api/session', (route) => route.abort('connectionrefused'));
  const layout = new LayoutModel(page);
  await layout.goto('/');
  const notice = page.getByTestId('connection-notice');
  await expect(notice).toBeVisible();
  await page.unroute('**/api/session');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(layout.loginLink()).toBeVisible();
});

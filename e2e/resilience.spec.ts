// Bad conditions never give a white screen (issue "Done when"): unreachable API, missing catalogue.
import { test, expect } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { LoginModel } from './models/login.model';

test('with the API unreachable the app still renders and login explains the problem', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allowNetworkErrors();
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  const layout = new LayoutModel(page);
  await layout.goto('/');
  await expect(layout.loginLink()).toBeVisible();
  const login = new LoginModel(page);
  await login.open();
  await login.logIn('37000001', 'demo1234');
  await expect(login.error()).toContainText('No connection to the server');
  await expect(login.form()).toHaveAttribute('data-state', 'editing');
});

test('without a language catalogue the critical error screen offers a retry', async ({ page, consoleWatch }) => {
  consoleWatch.allowNetworkErrors();
  let block = true;
  await page.route(/\/assets\/en-[\w-]+\.js$/, (route) => (block ? route.abort('failed') : route.continue()));
  page.on('pageerror', () => {});
  await page.goto('/');
  await expect(page.getByTestId('critical-error')).toBeVisible();
  block = false;
  await page.getByRole('button', { name: /Try again/ }).click();
  await expect(page.getByTestId('site-header')).toBeVisible();
});

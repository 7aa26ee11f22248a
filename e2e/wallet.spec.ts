// docs/product.md#flows-wallet-oauth wallet flow with an injected EIP-1193 provider (real signatures from a local viem
// account).
import { expect, expectAxeClean, park, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { codeIn, freshHaitianNumber, lastSms } from './models/registration.model';
import { injectWallet } from './models/wallet.model';

const connect = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Connect a crypto wallet' }).click();

test('a new wallet confirms a phone, is signed in, signs in again directly, and unlinks', async ({ page, context }) => {
  await injectWallet(page);
  await page.goto('/login/web3');
  await expectAxeClean(page);
  await connect(page);
  const flow = page.getByTestId('wallet-sign-in');
  await expect(flow).toHaveAttribute('data-state', 'registering.editing');
  const number = freshHaitianNumber();
  await page.getByLabel('Phone number', { exact: true }).fill(number);
  await page.getByTestId('sms-code-button').click();
  const code = codeIn(await lastSms(page.request, `509${number}`));
  await page.getByLabel('SMS code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // docs/product.md#flows-signup-limits: a new account gets the limits step first; 'Skip' goes on home.
  await expect(page).toHaveURL(/\/welcome\/limits\?next=%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your limits' })).toBeVisible();
  await page.getByTestId('signup-limits').getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(new LayoutModel(page).balance()).toBeVisible();

  // Signed out, the same wallet signs straight in with a new nonce. The page is left first: an open signed-in page would
  // have its next read (the live balance) refused once its session cookie is gone.
  await park(page);
  await context.clearCookies();
  await page.goto('/login/web3');
  await connect(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(new LayoutModel(page).balance()).toBeVisible();

  await page.goto('/personal');
  await page.getByRole('button', { name: /^Unlink/ }).click();
  await expect(page.getByText('No linked accounts')).toBeVisible();
});

test('skip is refused for Haiti and accepted for another country', async ({ page }) => {
  await injectWallet(page);
  await page.goto('/register/web3');
  await connect(page);
  await expect(page.getByTestId('wallet-sign-in')).toHaveAttribute('data-state', 'registering.editing');
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await page.getByLabel('Country', { exact: true }).selectOption('DOM');
  await page.getByRole('button', { name: 'Skip' }).click();
  // docs/product.md#flows-signup-limits: a new account gets the limits step first; 'Skip' goes on home.
  await expect(page).toHaveURL(/\/welcome\/limits\?next=%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your limits' })).toBeVisible();
  await page.getByTestId('signup-limits').getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a tampered signature is refused with a clear message and nothing is signed in', async ({ page }) => {
  await injectWallet(page, { tamper: true });
  await page.goto('/login/web3');
  await connect(page);
  await expect(page.getByTestId('wallet-error')).toHaveText('Wallet signature is not valid');
  await expect(page.getByTestId('wallet-sign-in')).toHaveAttribute('data-state', 'failed');
  expect((await (await page.request.get('/api/session')).json()).authenticated).toBe(false);
});

test('a reused nonce is refused', async ({ page }) => {
  await injectWallet(page);
  let used = '';
  page.on('response', async (r) => {
    if (r.url().endsWith('/auth/metamask/nonce') && !used) used = (await r.json()).data.nonce;
  });
  await page.goto('/login/web3');
  await connect(page);
  await expect(page.getByTestId('wallet-sign-in')).toHaveAttribute('data-state', 'registering.editing');
  // Replay: the server is asked to accept the nonce it already consumed.
  await page.route('**/api/v1/auth/metamask/nonce', (route) =>
    route.fulfill({ json: { success: true, data: { nonce: used } } }),
  );
  await page.goto('/login/web3');
  await connect(page);
  await expect(page.getByTestId('wallet-error')).toHaveText('This sign-in request has expired. Please try again.');
});

test('without a wallet in the browser the page says so', async ({ page }) => {
  await page.goto('/login/web3');
  await connect(page);
  await expect(page.getByTestId('wallet-error')).toHaveText('No crypto wallet was found in this browser.');
});

// docs/product.md#flows-crypto-deposit crypto deposit (first chain selected, address cached per chain, copy with the
// clipboard, the select-and-copy fallback and 'Copy failed') and crypto withdrawal (bad address: nothing sent; good
// address: accepted, balance debited, history row, rollback refunds, countdown back to /).
import { expect, expectAxeClean, test } from './fixtures';
import {
  balanceOf,
  CryptoDepositModel,
  CryptoWithdrawalModel,
  countRequests,
  cryptoSystemId,
  GOOD_TRX_ADDRESS,
  signIn,
} from './models/crypto.model';
import { createPlayer } from './models/players';
import { withdrawalEvents } from './models/cashier.model';

test('deposit crypto: first chain selected, address shown and copied, switching back does not refetch', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const player = await createPlayer(page.request, { balance: 100 });
  await signIn(page, player);
  const id = await cryptoSystemId(page.request, 'deposit');
  const addressCalls = countRequests(page, 'POST', /\/api\/v1\/crypto\/address$/);
  const deposit = new CryptoDepositModel(page);
  await page.goto(`/deposit/${id}`);

  await expect(deposit.root()).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  await expect(deposit.chain(/Tron/)).toBeChecked();
  // A chain without a currency is listed but cannot be picked (docs/product.md#rules-crypto-withdrawal).
  await expect(deposit.chain(/soon/i).first()).toBeDisabled();
  const trx = (await deposit.address().textContent()) ?? '';
  expect(trx).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
  await expect(page.getByTestId('crypto-rate')).toContainText('USDT');
  await expect(page.getByTestId('crypto-refresh')).toContainText(/Rates update in \d+ s/);
  await expectAxeClean(page, { include: '[data-testid="widget-deposit-crypto"]' });

  await deposit.copyButton().click();
  await expect(deposit.copyStatus()).toHaveText('Address copied');
  await expect(deposit.address()).toHaveAttribute('data-flash', 'copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trx);
  // The flash clears after a moment.
  await expect(deposit.address()).not.toHaveAttribute('data-flash', 'copied');

  // The chain picker is a radio group: arrow keys move to the next chain.
  await deposit.chain(/Tron/).focus();
  await page.keyboard.press('ArrowRight');
  await expect(deposit.chain(/Ethereum/)).toBeChecked();
  await expect(deposit.address()).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await deposit.select(/Tron/);
  await expect(deposit.address()).toHaveText(trx);
  expect(addressCalls.map((body) => JSON.parse(body).chainId)).toEqual(['TRX', 'ETH']);
});

test('deposit crypto copy: select-and-copy fallback, then Copy failed in red', async ({ page }) => {
  // No clipboard API, and a copy command we control: first it works, then it is refused.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const state = window as unknown as { __copyWorks: boolean; __copied: string[] };
    state.__copyWorks = true;
    state.__copied = [];
    document.execCommand = (command: string) => {
      if (command !== 'copy' || !state.__copyWorks) return false;
      state.__copied.push(String(window.getSelection()));
      return true;
    };
  });
  const player = await createPlayer(page.request, { balance: 100 });
  await signIn(page, player);
  const id = await cryptoSystemId(page.request, 'deposit');
  const deposit = new CryptoDepositModel(page);
  await page.goto(`/deposit/${id}`);
  await expect(deposit.root()).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  const address = (await deposit.address().textContent()) ?? '';

  await deposit.copyButton().click();
  await expect(deposit.copyStatus()).toHaveText('Address copied');
  expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([address]);

  await page.evaluate(() => {
    (window as unknown as { __copyWorks: boolean }).__copyWorks = false;
  });
  await expect(deposit.copyButton()).toBeEnabled();
  await deposit.copyButton().click();
  await expect(deposit.copyStatus()).toHaveText('Copy failed');
  await expect(deposit.address()).toHaveAttribute('data-flash', 'failed');
});

test('withdraw crypto: a bad address sends nothing; a good one is accepted, debited, listed, refunded by rollback', async ({
  page,
}) => {
  test.slow();
  const player = await createPlayer(page.request, { balance: 5000 });
  await page.clock.install();
  await signIn(page, player);
  const id = await cryptoSystemId(page.request, 'withdrawal');
  const submits = countRequests(page, 'POST', /\/api\/v1\/payments\/submit\//);
  const withdrawal = new CryptoWithdrawalModel(page);
  await page.goto(`/withdraw/${id}`);
  await expect(withdrawal.submit()).toBeEnabled({ timeout: 15_000 });
  await expect(withdrawal.root()).toHaveAttribute('data-state', 'editing');
  await expect(page.getByRole('radio', { name: /Tron/ })).toBeChecked();
  await expect(withdrawal.submit()).toBeEnabled();

  // Bad address: refused in the browser with the spec text, nothing is sent.
  await withdrawal.fill('T-not-a-wallet', '1000');
  await expect(withdrawal.outputAmount()).not.toHaveValue('');
  await withdrawal.submit().click();
  await expect(page.getByText('Invalid address format')).toBeVisible();
  await expect(withdrawal.address()).toBeFocused();
  await expect(withdrawal.address()).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, { include: '[data-testid="widget-withdrawal-crypto"]' });
  expect(submits).toEqual([]);
  expect(await balanceOf(page.request)).toBe(5000);

  // The crypto amount drives the HTG amount (rounded up to 2 decimals).
  await withdrawal.outputAmount().fill('1');
  await expect(withdrawal.nativeAmount()).toHaveValue(/^\d+(\.\d{1,2})?$/);
  await withdrawal.nativeAmount().fill('1000');

  await withdrawal.address().fill(GOOD_TRX_ADDRESS);
  await withdrawal.submit().click();
  await expect(withdrawal.confirmDialog()).toBeVisible();
  await withdrawal.confirmDialog().getByRole('button', { name: 'Confirm' }).click();
  await expect(withdrawal.accepted()).toBeVisible();
  await expect(withdrawal.root()).toHaveAttribute('data-state', 'accepted');
  await expect(page.getByRole('heading', { name: 'Withdrawal accepted for processing' })).toBeVisible();
  expect(submits).toHaveLength(1);
  expect(await balanceOf(page.request)).toBe(4000);
  // docs/product.md#flows-payment-form: the withdrawal is reported to analytics once, with its type, amount and currency.
  expect(await withdrawalEvents(page)).toEqual([
    { event: 'withdrawal', payment_type: 'withdrawal-crypto', amount: 1000, currency: 'HTG' },
  ]);

  // The history lists it as a pending withdrawal with a rollback action.
  const history = await page.request.get('/api/v1/payments?version=2&pay_out=1');
  const { items } = ((await history.json()) as { data: { items: Array<Record<string, unknown>> } }).data;
  const row = items[0] as {
    direction: number;
    amount: { value: number };
    actions: Array<{ data: { endpoint: string; payload: Record<string, unknown> } }>;
  };
  expect(row.direction).toBe(2);
  expect(row.amount.value).toBe(1000);

  // The 10 s countdown ends on the home page.
  await expect(page.getByTestId('crypto-countdown')).toContainText(/Back to the home page in \d+ s/);
  // The countdown is a chain of 1 s timers: run them all.
  await page.clock.runFor(11_000);
  await expect(page).toHaveURL(/\/$/);

  // Rollback refunds the withdrawal once.
  const action = row.actions[0]!.data;
  const rollback = await page.request.post(action.endpoint, { data: action.payload });
  expect(((await rollback.json()) as { status: string }).status).toBe('success');
  expect(await balanceOf(page.request)).toBe(5000);
});

test('withdraw crypto: an address with one character wrong fails its checksum: "Invalid address", nothing sent', async ({
  page,
}) => {
  const player = await createPlayer(page.request, { balance: 5000 });
  await signIn(page, player);
  const id = await cryptoSystemId(page.request, 'withdrawal');
  const submits = countRequests(page, 'POST', /\/api\/v1\/payments\/submit\//);
  const withdrawal = new CryptoWithdrawalModel(page);
  await page.goto(`/withdraw/${id}`);
  await expect(withdrawal.submit()).toBeEnabled({ timeout: 15_000 });
  // Real addresses with their last character changed: each still has the chain's form, only its checksum fails.
  const typos: Array<[chain: RegExp, address: string]> = [
    [/^Tron/, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'],
    [/^Bitcoin BTC/, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    [/^Bitcoin BTC/, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    [/^Ethereum/, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAee'],
  ];
  // The radio is hidden behind its card, which the player taps.
  const pick = async (chain: RegExp) => {
    const radio = page.getByRole('radio', { name: chain });
    await page.locator('label').filter({ has: radio }).click();
    await expect(radio).toBeChecked();
  };
  // docs/product.md#rules-crypto-withdrawal: a typo the checksum catches says 'Invalid address'; anything that is not
  // an address of the chain at all 'Invalid address format'.
  for (const [chain, address] of typos) {
    await pick(chain);
    await withdrawal.fill(address, '1000');
    await withdrawal.submit().click();
    await expect(withdrawal.root().getByText('Invalid address', { exact: true })).toBeVisible();
    await expect(withdrawal.root().getByText('Invalid address format')).toHaveCount(0);
    await expect(withdrawal.address()).toHaveAttribute('aria-invalid', 'true');
    await expect(withdrawal.address()).toBeFocused();
  }
  // The same Bitcoin address as published goes through to the confirmation.
  await pick(/^Bitcoin BTC/);
  await withdrawal.fill('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '1000');
  await withdrawal.submit().click();
  await expect(withdrawal.confirmDialog()).toBeVisible();
  expect(submits).toEqual([]);
  expect(await balanceOf(page.request)).toBe(5000);
});

test("withdraw crypto: the server's refusal of the chain's currency shows the app's 'Wrong network' in the player's language", async ({
  page,
  context,
  baseURL,
}) => {
  const player = await createPlayer(page.request, { balance: 5000 });
  await signIn(page, player);
  await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL ?? '' }]);
  const id = await cryptoSystemId(page.request, 'withdrawal');
  // docs/product.md#rules-crypto-withdrawal: the server refuses the currency sent for the chain, in its own English.
  await page.route('**/api/v1/payments/submit/**', (route) =>
    route.fulfill({
      json: {
        status: 'error',
        message: 'The payment was refused. Check the form.',
        errors: { currency: ['Wrong network'] },
      },
    }),
  );
  await page.goto(`/withdraw/${id}`);
  const form = page.getByTestId('widget-withdrawal-crypto');
  await expect(form.getByRole('button', { name: 'Retirer' })).toBeEnabled({ timeout: 15_000 });
  await form.getByLabel('Adresse du portefeuille').fill(GOOD_TRX_ADDRESS);
  await form.getByLabel(/^Montant, /).fill('1000');
  await form.getByRole('button', { name: 'Retirer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(form.getByText('Mauvais réseau', { exact: true })).toBeVisible();
  await expect(form.getByText('Wrong network')).toHaveCount(0);
  expect(await balanceOf(page.request)).toBe(5000);
});

test('withdraw crypto: amounts above the balance are refused before sending', async ({ page }) => {
  const player = await createPlayer(page.request, { balance: 1500 });
  await signIn(page, player);
  const id = await cryptoSystemId(page.request, 'withdrawal');
  const submits = countRequests(page, 'POST', /\/api\/v1\/payments\/submit\//);
  const withdrawal = new CryptoWithdrawalModel(page);
  await page.goto(`/withdraw/${id}`);
  await expect(withdrawal.submit()).toBeEnabled();
  await withdrawal.fill(GOOD_TRX_ADDRESS, '2000');
  await withdrawal.submit().click();
  await expect(page.getByText(/Not enough money/)).toBeVisible();
  await expect(withdrawal.nativeAmount()).toBeFocused();
  await withdrawal.nativeAmount().fill('');
  await withdrawal.submit().click();
  await expect(page.getByText('Enter an amount')).toBeVisible();
  expect(submits).toEqual([]);
});

// docs/product.md#routes-cashier payment systems: method lists (a dialog on a phone), the nested (desktop) or separate
// (mobile) detail, link methods, the MonCash page round trip and its message origin check, a server form with errors and confirmation.
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { CashierModel } from './models/cashier.model';
import { createPlayer, logInAs } from './models/players';

test.describe('browsing the cashier', () => {
  // These tests open methods and send nothing: the worker's shared player (fixtures.ts).
  test.use({ signedInAs: 'player' });

  test('the deposit list opens a method beside it on desktop and on its own page on mobile', async ({ page }) => {
    test.slow(); // two axe scans / a frame and a checkout page on the 2-core machine
    await page.goto('/deposit');
    const cashier = new CashierModel(page);
    await cashier.ready();
    for (const name of ['MonCash', 'NatCash', 'Cash at a club', 'Crypto', 'Bank card']) {
      await expect(cashier.method(name)).toBeVisible();
    }
    await expect(cashier.method('MonCash')).toContainText('Min 50 HTG');
    await expectAxeClean(page, { include: 'main' });

    await cashier.pick('NatCash');
    await expect(page).toHaveURL(/\/deposit\/\d+$/);
    await expect(cashier.title()).toHaveText('Deposit with NatCash');
    if (isMobile(page)) {
      await expect(cashier.cashier()).toHaveAttribute('data-layout', 'pages');
      await expect(cashier.methods()).toHaveCount(0);
    } else {
      await expect(cashier.cashier()).toHaveAttribute('data-layout', 'nested');
      await expect(cashier.methods()).toBeVisible();
      await expect(cashier.method('NatCash')).toHaveAttribute('aria-current', 'page');
    }
    await expectAxeClean(page, { include: 'main' });
  });

  test('back goes one step to the list, close two steps out of the cashier', async ({ page }) => {
    await page.goto('/top');
    const cashier = new CashierModel(page);
    await cashier.navigateInApp('/deposit');
    await cashier.ready();
    await cashier.pick('Crypto');
    await cashier.back().click();
    await expect(page).toHaveURL(/\/deposit$/);
    await expect(cashier.methods()).toBeVisible();
    await cashier.pick('Bank card');
    await cashier.close().click();
    await expect(page).toHaveURL(/\/top$/);
  });

  test('on a phone the methods are a dialog over the cashier, closed back to where the player came from', async ({
    page,
  }) => {
    const cashier = new CashierModel(page);
    const methodsDialog = page.getByRole('dialog', { name: 'Withdrawal methods' });
    await page.goto('/top');
    await cashier.navigateInApp('/withdraw');
    await cashier.ready();
    await expect(cashier.method('MonCash', 'Withdrawal')).toBeVisible();
    if (!isMobile(page)) {
      // docs/product.md#routes-cashier: a wide screen lists the methods in the page, beside the one chosen.
      await expect(page.locator('dialog:modal')).toHaveCount(0);
      return;
    }
    // docs/product.md#routes-other: the withdrawal methods dialog, modal (the page behind is inert), axe clean.
    await expect(methodsDialog).toBeVisible();
    await expect(page.locator('dialog:modal')).toHaveAttribute('data-testid', 'cashier-methods-dialog');
    await expect(methodsDialog.getByRole('heading', { name: 'Withdrawal methods' })).toBeVisible();
    await expectAxeClean(page, { include: '[data-testid="cashier-methods-dialog"]' });
    // A method opens its own page; back brings the dialog again.
    await cashier.pick('MonCash', 'Withdrawal');
    await expect(methodsDialog).toBeHidden();
    await page.goBack();
    await expect(methodsDialog).toBeVisible();
    // Escape (or the close button) leaves the cashier for the page it was opened from.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/top$/);
    await expect(page.locator('dialog:modal')).toHaveCount(0);
    // The cashier as a new tab's first page: closing goes home.
    const tab = await page.context().newPage();
    await tab.goto('/withdraw');
    await new CashierModel(tab).ready();
    await tab.getByRole('dialog', { name: 'Withdrawal methods' }).getByRole('button', { name: 'Close' }).click();
    await expect(tab).toHaveURL(/\/$/);
    await expect(tab.getByTestId('home')).toBeVisible();
  });

  test('a link method opens /payment_systems/{id} with a safe external link', async ({ page }) => {
    await page.goto('/deposit');
    const cashier = new CashierModel(page);
    await cashier.ready();
    await cashier.pick('Bank card');
    await expect(page).toHaveURL(/\/payment_systems\/\d+$/);
    await expect(cashier.title()).toHaveText('Bank card');
    await expect(cashier.externalLink()).toHaveAttribute('href', 'https://pay.example.com/belchans/card');
    await expect(cashier.externalLink()).toHaveAttribute('target', '_blank');
    await expect(cashier.externalLink()).toHaveAttribute('rel', /noopener/);
    await cashier.back().click();
    await expect(page).toHaveURL(/\/deposit$/);
  });

  test('the payment message is ignored from another origin or another window', async ({ page }) => {
    await page.goto('/deposit');
    const cashier = new CashierModel(page);
    await cashier.pick('MonCash');
    await expect(cashier.frameElement()).toBeVisible();
    const deposit = page.url();
    const port = new URL(deposit).port;
    const target = `http://127.0.0.1:${port}/top`;
    // The payment frame itself moves to a page served sandboxed (an opaque origin, "null": the app's CSP
    // lets it frame only its own origins) and posts the very message the MonCash page sends: right window,
    // wrong origin.
    await page.route(`http://127.0.0.1:${port}/foreign-pay`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': 'sandbox allow-scripts' },
        body: `<!doctype html><title>x</title><script>parent.postMessage({ type: 'moncash-button-payment-page', url: ${JSON.stringify(target)} }, '*');</script>`,
      }),
    );
    await page.evaluate(() => {
      (window as unknown as { seen: number }).seen = 0;
      window.addEventListener('message', (event) => {
        if ((event.data as { type?: string })?.type === 'moncash-button-payment-page') {
          (window as unknown as { seen: number }).seen += 1;
        }
      });
    });
    // The payment frame itself (right origin, right window) with an address that is not http(s): ignored.
    await expect(cashier.frame().getByLabel('Amount, HTG')).toBeVisible();
    const payment = page.frames().find((f) => new URL(f.url()).pathname === '/dev/moncash');
    await payment?.evaluate(() =>
      window.parent.postMessage({ type: 'moncash-button-payment-page', url: 'javascript:top.__paid=1' }, '*'),
    );
    await page.evaluate((src) => {
      const frame = document.querySelector<HTMLIFrameElement>('[data-testid="payment-page-frame"]');
      if (frame) frame.src = src;
    }, `http://127.0.0.1:${port}/foreign-pay`);
    // The app's own origin but not the payment frame's window: also ignored.
    await page.evaluate((url) => window.postMessage({ type: 'moncash-button-payment-page', url }, '*'), target);
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: number }).seen)).toBe(3);
    await expect(cashier.frameElement()).toBeVisible();
    expect(page.url()).toBe(deposit);
    expect(await page.evaluate(() => (window as unknown as { __paid?: number }).__paid)).toBeUndefined();
  });

  // A guest who opens a cashier route goes to /login: e2e/routes.spec.ts checks each of them.
  test('unknown system ids go back to the list', async ({ page }) => {
    await page.goto('/withdraw/abc');
    await expect(page).toHaveURL(/\/withdraw$/);
    const cashier = new CashierModel(page);
    await expect(cashier.methods('Withdrawal')).toBeVisible();
    // A deposit method is not a withdrawal method.
    const monCash = await page.request.get('/api/v1/payment_deposits?version=3');
    const depositId = ((await monCash.json()) as { list: Array<{ id: number }> }).list[0]?.id;
    await page.goto(`/withdraw/${depositId}`);
    await expect(page).toHaveURL(/\/withdraw$/);
  });
});

test('MonCash: the page in the frame sends the player to checkout, and the deposit lands', async ({ page }) => {
  test.slow(); // two axe scans / a frame and a checkout page on the 2-core machine
  const player = await createPlayer(page.request, { balance: 100 });
  await logInAs(page, player, '/deposit');
  const cashier = new CashierModel(page);
  await cashier.pick('MonCash');
  await expect(cashier.frameElement()).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
  await expect(cashier.frameElement()).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(cashier.frameElement()).toHaveAttribute('title', 'MonCash payment page');
  const frame = cashier.frame();
  await frame.getByLabel('Amount, HTG').fill('500');
  await frame.getByLabel('MonCash number').fill('3712 3456');
  await frame.getByRole('button', { name: 'Pay' }).click();
  // The app takes the page's message and moves the whole window to the checkout.
  await expect(page).toHaveURL(/\/dev\/moncash\/checkout\/[^/]+$/);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('status')).toContainText('Payment completed');
  expect(await cashier.balance()).toBe(600);
  await page.getByRole('link', { name: 'Back to Bèl Chans' }).click();
  await expect(page).toHaveURL(/\/payments$/);
});

test('NatCash form: required fields are refused before sending, cancel sends nothing, then success', async ({
  page,
}) => {
  test.slow(); // five submits through a confirmation dialog
  const player = await createPlayer(page.request, { balance: 100 });
  await logInAs(page, player, '/deposit');
  const cashier = new CashierModel(page);
  const posts = cashier.countPaymentPosts();
  await cashier.pick('NatCash');
  await expect(cashier.form()).toHaveAttribute('data-state', 'editing');
  await expect(cashier.form().getByRole('textbox', { name: 'Merchant number' })).toHaveValue('50941000777');

  await cashier.submit().click();
  const amount = cashier.form().getByLabel('Amount, HTG');
  const reference = cashier.form().getByLabel('Transaction reference');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription('This field is required');
  await expect(reference).toHaveAccessibleDescription('This field is required');
  await expect(amount).toBeFocused();
  expect(posts).toHaveLength(0);

  await amount.fill('20');
  await reference.fill('NC-778');
  await cashier.submit().click();
  await expect(amount).toHaveAccessibleDescription('The minimum is 50 HTG');
  expect(posts).toHaveLength(0);

  await cashier
    .form()
    .getByRole('button', { name: /^1\s500 HTG$/ })
    .click();
  await expect(amount).toHaveValue('1500');
  await cashier.submit().click();
  await expect(cashier.confirmDialog()).toBeVisible();
  await expect(cashier.confirmDialog()).toContainText('Send this deposit request?');
  await expectAxeClean(page, { include: 'dialog' });
  await cashier.confirmDialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(cashier.confirmDialog()).toBeHidden();
  await expect(cashier.form()).toHaveAttribute('data-state', 'editing');
  expect(posts).toHaveLength(0);

  await cashier.submit().click();
  await cashier.confirmDialog().getByRole('button', { name: 'Confirm' }).click();
  // The server writes amounts like the app: thin-space thousands (docs/product.md#constants-money).
  await expect(cashier.success()).toContainText('Deposit request of 1\u2009500 HTG received');
  expect(posts).toHaveLength(1);
  const body = posts[0]?.postData() ?? '';
  expect(body).toMatch(/name="payment_system"\r\n\r\n\d+/);
  expect(body).toMatch(/name="reference"\r\n\r\nNC-778/);
});

test('MonCash withdrawal form: server field errors show under the field', async ({ page }) => {
  const player = await createPlayer(page.request, { balance: 1000 });
  await logInAs(page, player, '/withdraw');
  const cashier = new CashierModel(page);
  await cashier.pick('MonCash', 'Withdrawal');
  await cashier.form().getByLabel('Amount, HTG').fill('200');
  await cashier.form().getByLabel('MonCash phone number').fill('12');
  await cashier.submit().click();
  const phone = cashier.form().getByLabel('MonCash phone number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(cashier.form().getByTestId('field-error')).toBeVisible();
  await expect(cashier.form()).toHaveAttribute('data-state', 'editing');
  expect(await cashier.balance()).toBe(1000);

  await phone.fill('3712 3456');
  await cashier.submit().click();
  await expect(cashier.success()).toBeVisible();
  expect(await cashier.balance()).toBe(800);
});

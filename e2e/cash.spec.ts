// Cash at a club (docs/product.md#routes-cashier deposit and withdrawal forms, docs/product.md#flows-cash-withdrawal
// cash withdrawal, docs/product.md#rules-cash-withdrawal club rules and limits, docs/product.md#calls-payment-bodies
// cash bodies, docs/product.md#constants-money quick amounts and the 10 s accepted countdown). Each test makes its own
// player.
import { expect, expectAxeClean, test } from './fixtures';
import { balanceOf, openCashWidget } from './models/cash.model';
import { LayoutModel } from './models/layout.model';
import { createPlayer } from './models/players';
import { withdrawalEvents } from './models/cashier.model';

interface PaymentRow {
  direction: number;
  amount: { value: number; currency: string };
  status: string;
  pin: string | null;
  method: string;
}

async function payments(request: import('@playwright/test').APIRequestContext): Promise<PaymentRow[]> {
  const reply = await request.get('/api/v1/payments?version=2');
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: { items: PaymentRow[] } }).data.items;
}

test('deposit cash at a club: pick a club and a quick amount, get a PIN, a pending deposit is recorded', async ({
  page,
}) => {
  test.slow(); // a whole money round trip with an axe pass: over 30 s when the 2-core machine is busy
  const player = await createPlayer(page.request, { balance: 0 });
  const { id, cash } = await openCashWidget(page, player, 'deposit', 'deposit-cash');
  await expect(cash.club('Club Champ de Mars')).toBeVisible();
  await expectAxeClean(page, { include: '[data-testid="widget-deposit-cash"]' });

  // Nothing is sent without a club.
  await cash.quickAmount(2000).click();
  await expect(cash.amount()).toHaveValue('2000');
  await cash.requestPin().click();
  await expect(cash.root().getByText('Choose a club')).toBeVisible();
  expect(cash.submissions).toHaveLength(0);

  await cash.club('Club Champ de Mars').check();
  await cash.requestPin().click();
  await cash.confirm();
  await expect(cash.root()).toHaveAttribute('data-state', 'requested');
  await expect(cash.root().getByRole('heading', { name: 'Deposit request created' })).toBeVisible();
  const pin = (await cash.pin().textContent()) ?? '';
  expect(pin).toMatch(/^\d{4,}$/);
  await expect(cash.root().getByText(/Club Champ de Mars/)).toBeVisible();
  expect(cash.submissions).toHaveLength(1);
  const body = cash.submissions[0]!.postData() ?? '';
  for (const [name, value] of [
    ['amount', '2000'],
    ['purseId', '2'],
    ['is_confirm_uid', '1'],
    ['payment_system', String(id)],
  ]) {
    expect(body).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n${value}\\r\\n`));
  }

  const [deposit] = await payments(page.request);
  expect(deposit).toMatchObject({ direction: 1, amount: { value: 2000, currency: 'HTG' }, status: 'pending', pin });
  expect(await balanceOf(page.request)).toBe(0); // the club credits it, not the request
});

test('cash withdrawal offers only the clubs whose limits admit the amount, and refuses bad amounts without sending', async ({
  page,
}) => {
  test.slow(); // many steps and an axe pass: over 30 s when the 2-core machine is busy
  const player = await createPlayer(page.request, { balance: 20_000 });
  const { cash } = await openCashWidget(page, player, 'withdrawal', 'withdrawal-cash');
  await expect(cash.root().getByText('Never share your PIN with anyone', { exact: false })).toBeVisible();
  await expect(cash.root().getByLabel(/^Fiscal ID/)).toBeVisible();
  await expect(cash.root().getByLabel(/^National ID card number/)).toBeVisible();
  await expect(cash.root().getByLabel(/^Passport number/)).toHaveCount(0); // showNationalId is false

  // 3 000: every club of the seed admits it; choose Carrefour (limit 25 000).
  await cash.quickAmount(3000).click();
  await expect(cash.clubs()).toHaveCount(10);
  await cash.club('Club Carrefour').check();
  await expectAxeClean(page, { include: '[data-testid="widget-withdrawal-cash"]' });

  // 30 000: Carrefour (limit 25 000) and the smaller clubs drop out, and the choice is cleared.
  await cash.typeAmount('30000');
  await expect(cash.club('Club Carrefour')).toHaveCount(0);
  await expect(cash.club('Club Jacmel')).toHaveCount(0);
  await expect(cash.club('Club Pétion-Ville')).toBeVisible(); // no upper limit
  await expect(cash.root().getByRole('radio', { checked: true })).toHaveCount(0);

  // 500: Pétion-Ville (minimum 1 000) drops out; Delmas 33 (minimum 500, included) stays.
  await cash.typeAmount('500');
  await expect(cash.club('Club Pétion-Ville')).toHaveCount(0);
  await expect(cash.club('Club Delmas 33')).toBeVisible();

  // Over the widget maximum: the limit message shows and submit is disabled; Enter sends nothing either.
  await cash.typeAmount('150000');
  await expect(cash.root().getByText('The amount is above the limit of this withdrawal method')).toBeVisible();
  await expect(cash.withdraw()).toBeDisabled();
  await cash.amount().press('Enter');

  // Below the minimum and above the balance: refused with the rule, nothing sent.
  await cash.typeAmount('100');
  await expect(cash.withdraw()).toBeEnabled();
  await cash.club('Club Carrefour').check();
  await cash.withdraw().click();
  await expect(cash.root().getByText('The minimum amount is 250 HTG')).toBeVisible();
  await cash.typeAmount('25000');
  await expect(cash.club('Club Carrefour')).toHaveCount(0);
  await cash.club('Club Delmas 33').check();
  await cash.withdraw().click();
  await expect(cash.root().getByText(/The amount is above your balance/)).toBeVisible();
  await expect(cash.amount()).toBeFocused();
  expect(cash.submissions).toHaveLength(0);
  expect(await balanceOf(page.request)).toBe(20_000);
});

test('a cash withdrawal refused by the server keeps the form; accepted, it shows the PIN, debits the balance and counts down to /', async ({
  page,
}) => {
  test.slow(); // two sends, the history and the countdown: over 30 s when the 2-core machine is busy
  await page.clock.install();
  const player = await createPlayer(page.request, { balance: 20_000 });
  const { cash } = await openCashWidget(page, player, 'withdrawal', 'withdrawal-cash');

  await cash.quickAmount(5000).click();
  await cash.club('Club Delmas 33').check();
  await cash
    .root()
    .getByLabel(/^Fiscal ID/)
    .fill('003-456-789-0');
  await cash.withdraw().click();
  // Cancel at the confirmation sends nothing; confirming sends once.
  await expect(cash.confirmDialog()).toContainText('Confirm the cash withdrawal?');
  await cash.confirmDialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(cash.root()).toHaveAttribute('data-state', 'editing');
  expect(cash.submissions).toHaveLength(0);
  // From here the page's time moves only when the test says so (the countdown ticks once a second).
  await page.clock.pauseAt(Date.now() + 1_000);

  // A refusal (docs/product.md#calls-wrappers {status:'error', message, errors}) shows per field and in general;
  // nothing is lost.
  await page.route('**/payments/submit/**', (route) =>
    route.fulfill({
      json: { status: 'error', message: 'Withdrawal refused', errors: { fiscal_id: ['Unknown fiscal ID'] } },
    }),
  );
  await cash.withdraw().click();
  await cash.confirm();
  const fiscal = cash.root().getByLabel(/^Fiscal ID/);
  await expect(fiscal).toHaveAccessibleDescription('Unknown fiscal ID');
  await expect(cash.root().getByTestId('cash-error')).toHaveText('Withdrawal refused');
  await expect(cash.club('Club Delmas 33')).toBeChecked();
  await page.unroute('**/payments/submit/**');

  await cash.withdraw().click();
  await cash.confirm();
  await expect(cash.root()).toHaveAttribute('data-state', 'accepted');
  await expect(cash.root().getByRole('heading', { name: 'Withdrawal accepted for processing' })).toBeVisible();
  await expect(cash.pin()).toHaveText(/^\d{4,}$/);
  expect(cash.submissions).toHaveLength(2);
  expect(cash.submissions[1]!.postData()).toMatch(/name="fiscal_id"\r\n\r\n003-456-789-0\r\n/);
  // docs/product.md#flows-payment-form: only the accepted withdrawal is reported to analytics.
  expect(await withdrawalEvents(page)).toEqual([
    { event: 'withdrawal', payment_type: 'withdrawal-cash', amount: 5000, currency: 'HTG' },
  ]);
  expect(await balanceOf(page.request)).toBe(15_000);
  await expect(new LayoutModel(page).balance().first()).toContainText(/15\s000/);
  const [withdrawal] = await payments(page.request);
  expect(withdrawal).toMatchObject({ direction: 2, amount: { value: 5000 }, status: 'pending' });

  await expect(cash.root().getByTestId('cash-countdown')).toHaveText('Back to the home page in 10 s');
  await page.clock.runFor(1_000);
  await expect(cash.root().getByTestId('cash-countdown')).toHaveText('Back to the home page in 9 s');
  await page.clock.runFor(9_000);
  await expect(page).toHaveURL(/\/$/);
});

test('a withdrawal whose reply was lost, sent again by the player, is paid once (docs/api.md#idempotency)', async ({
  page,
  consoleWatch,
}) => {
  test.slow(); // two sends through the confirmation: over 30 s when the 2-core machine is busy
  consoleWatch.allowNetworkErrors();
  const player = await createPlayer(page.request, { balance: 20_000 });
  const { cash } = await openCashWidget(page, player, 'withdrawal', 'withdrawal-cash');
  await cash.quickAmount(5000).click();
  await cash.club('Club Delmas 33').check();

  // The server takes the first post and moves the money; its reply never reaches the phone (the connection drops).
  await page.route('**/payments/submit/**', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await cash.withdraw().click();
  await cash.confirm();
  await expect(cash.root()).toHaveAttribute('data-state', 'editing');
  await expect(cash.root().getByTestId('cash-error')).toBeVisible();
  expect(await balanceOf(page.request)).toBe(15_000);
  await page.unroute('**/payments/submit/**');

  // The player sends the same withdrawal again: the same key, so the server answers with the first reply.
  await cash.withdraw().click();
  await cash.confirm();
  await expect(cash.root()).toHaveAttribute('data-state', 'accepted');
  await expect(cash.pin()).toHaveText(/^\d{4,}$/);
  expect(cash.submissions).toHaveLength(2);
  const [first, retry] = cash.submissions.map((request) => request.headers()['idempotency-key']);
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(retry).toBe(first);
  expect(await balanceOf(page.request)).toBe(15_000);
  expect((await payments(page.request)).filter((row) => row.direction === 2)).toHaveLength(1);
});

test('a widget whose data does not match its schema says so', async ({ page }) => {
  // The app's own request for the widget's detail gets clubs that are not a list (page.request is not routed).
  await page.route('**/api/v1/payment_system/*', async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    if (body.data?.widget === 'withdrawal-cash') body.data.data.clubs = 'not a list';
    await route.fulfill({ response: reply, json: body });
  });
  const player = await createPlayer(page.request, { balance: 0 });
  const { cash } = await openCashWidget(page, player, 'withdrawal', 'withdrawal-cash', { waitUntilReady: false });
  await expect(cash.root()).toHaveAttribute('data-state', 'invalidData', { timeout: 20_000 });
  await expect(cash.root()).toHaveText('Unavailable server data format');
});

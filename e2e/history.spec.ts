// docs/product.md#routes-bets /bets and /payments, docs/product.md#flows-history-filter bets and payments history,
// payment rollback and the date picker (modal under 650 px: apply commits, cancel restores; popover on wider screens: a
// click outside commits), docs/product.md#errors-texts 'requests failed' and 'Cancel payment?',
// docs/product.md#constants-paging bets page size
// 20.
import type { Request } from '@playwright/test';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { HistoryModel, makePendingWithdrawal, nextQuery } from './models/history.model';
import { LayoutModel } from './models/layout.model';
import { createPlayer } from './models/players';

/** The first open of a lazy route on a busy 2-core machine can take longer than one expect timeout. */
const FIRST_LOAD_MS = 20_000;

test('guests who open a history are sent to log in', async ({ page }) => {
  await page.goto('/bets');
  await expect(page).toHaveURL(/\/login$/, { timeout: FIRST_LOAD_MS });
  await page.goto('/payments');
  await expect(page).toHaveURL(/\/login$/, { timeout: FIRST_LOAD_MS });
});

test.describe('the demo player', () => {
  // The seeded demo player's bets and payments (server/db/seed/history.ts), which these tests only read: the
  // worker's shared session.
  test.use({ signedInAs: 'demo' });

  test('bets history: 20 a page, page 2 shows other bets, a filter change goes back to page 1', async ({ page }) => {
    test.slow(); // several loads, an axe scan and a refetch each: more than 30 s on a busy 2-core runner
    const history = new HistoryModel(page);
    await page.goto('/bets');
    await expect(history.betsList()).toHaveAttribute('data-state', 'ready', { timeout: FIRST_LOAD_MS });
    await expect(history.betRows()).toHaveCount(20);
    const firstPage = await history.eventNumbers();
    await expectAxeClean(page);

    await history.pagination().getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/bets\?page=2$/);
    await expect(history.betsList()).toHaveAttribute('data-page', '2');
    await expect.poll(() => history.eventNumbers()).not.toEqual(firstPage);
    const secondPage = await history.eventNumbers();
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    await expect(history.pagination().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // A game and dates wait for 'show bets'; showing them goes back to page 1 with the filter applied.
    await expect(history.gameSelect().locator('option')).not.toHaveCount(1);
    const game = (await history.betRows().first().locator('td').nth(3).innerText()).trim();
    await history.gameSelect().selectOption({ label: game });
    await history.dates.open();
    await history.dates.fill('2020-01-01', '2030-12-31');
    await history.dates.apply().click();
    await expect(history.bets()).toHaveAttribute('data-state', 'dirty');
    await expect(page).toHaveURL(/\/bets\?page=2$/);
    const query = nextQuery(page, 'bets');
    await history.showBets().click();
    const sent = await query;
    expect([sent.get('page'), sent.get('start_date'), sent.get('finish_date'), sent.get('version')]).toEqual([
      '1',
      '2020-01-01',
      '2030-12-31',
      '3',
    ]);
    expect(sent.get('game_id')).toMatch(/^\d+$/);
    await expect(page).toHaveURL(/\/bets$/);
    await expect(history.bets()).toHaveAttribute('data-state', 'clean');
    await expect(history.betsList()).toHaveAttribute('data-page', '1');
    await expect(history.betsList()).toHaveAttribute('data-state', 'ready');
    await expect
      .poll(async () => [...new Set(await history.betRows().locator('td:nth-child(4)').allInnerTexts())])
      .toEqual([game]);
  });

  test('payments history: the type chips re-query the list', async ({ page }) => {
    test.slow(); // several loads, an axe scan and a refetch each: more than 30 s on a busy 2-core runner
    const history = new HistoryModel(page);
    await page.goto('/payments');
    await expect(history.paymentsList()).toHaveAttribute('data-state', 'ready', { timeout: FIRST_LOAD_MS });
    const directions = () =>
      history.paymentRows().evaluateAll((rows) => [...new Set(rows.map((r) => r.dataset.direction))].sort());
    await expect.poll(directions).toEqual(['deposit', 'withdrawal']);
    await expectAxeClean(page);

    let query = nextQuery(page, 'payments');
    await history.chip('Withdrawal').click();
    let sent = await query;
    expect([sent.get('pay_in'), sent.get('pay_out'), sent.get('version')]).toEqual([null, '1', '2']);
    await expect(history.chip('Withdrawal')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(directions).toEqual(['withdrawal']);

    query = nextQuery(page, 'payments');
    await history.chip('Deposit').click();
    sent = await query;
    expect([sent.get('pay_in'), sent.get('pay_out')]).toEqual(['1', '1']);
    await expect.poll(directions).toEqual(['deposit', 'withdrawal']);

    query = nextQuery(page, 'payments');
    await history.chip('Withdrawal').click();
    sent = await query;
    expect([sent.get('pay_in'), sent.get('pay_out')]).toEqual(['1', null]);
    await expect(history.chip('Withdrawal')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(directions).toEqual(['deposit']);

    // 'Show transactions' with nothing changed asks again.
    query = nextQuery(page, 'payments');
    await history.showTransactions().click();
    expect((await query).get('pay_in')).toBe('1');
  });

  test('date range picker: apply commits, cancel restores (modal on phones, popover with outside click on desktop)', async ({
    page,
  }) => {
    test.slow(); // several loads, an axe scan and a refetch each: more than 30 s on a busy 2-core runner
    const history = new HistoryModel(page);
    const { dates } = history;
    const dated: string[] = [];
    page.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/v1/payments' && url.searchParams.has('start_date')) dated.push(url.search);
    });
    await page.goto('/payments');
    await expect(history.paymentsList()).toHaveAttribute('data-state', 'ready', { timeout: FIRST_LOAD_MS });
    await expect(dates.trigger()).toHaveText(/All dates/);

    await dates.open();
    await expect(dates.root()).toHaveAttribute('data-mode', isMobile(page) ? 'modal' : 'popover');
    await expect(dates.from()).toBeFocused();
    await expectAxeClean(page, { include: '[data-testid=date-range-picker]' });
    await dates.fill('2026-10-01', '2026-10-31');
    if (isMobile(page)) await dates.cancel().click();
    else await page.keyboard.press('Escape');
    await expect(dates.panel()).toBeHidden();
    await expect(dates.trigger()).toHaveText(/All dates/);
    await expect(dates.trigger()).toBeFocused();
    await dates.open();
    await expect(dates.from()).toHaveValue('');
    await expect(dates.to()).toHaveValue('');

    // A start after the end is refused with a message; nothing is committed.
    await dates.fill('2026-10-31', '2026-10-01');
    if (isMobile(page)) await dates.apply().click();
    else await page.getByRole('heading', { level: 1 }).click();
    await expect(dates.error()).toHaveText('The start date cannot be after the end date');
    await expect(dates.from()).toHaveAttribute('aria-invalid', 'true');
    await expect(dates.panel()).toBeVisible();
    expect(dated).toEqual([]);

    await dates.fill('2026-10-01', '2026-10-31');
    const query = nextQuery(page, 'payments');
    if (isMobile(page)) await dates.apply().click();
    else await page.getByRole('heading', { level: 1 }).click(); // docs/product.md#flows-date-range-picker
    await expect(dates.panel()).toBeHidden();
    await expect(dates.trigger()).toHaveText(/Oct 1, 2026.*Oct 31, 2026/);
    const sent = await query;
    expect([sent.get('start_date'), sent.get('finish_date'), sent.get('page')]).toEqual([
      '2026-10-01',
      '2026-10-31',
      '1',
    ]);
  });

  test('a failed bets load says requests failed, and retry loads them', async ({ page, consoleWatch }) => {
    consoleWatch.allowNetworkErrors();
    const history = new HistoryModel(page);
    // Every answer fails until the player retries: the first load may ask more than once as the filters
    // settle, so only "at least one GET and its two retries" (docs/product.md#calls-policy) is certain here; tests/api
    // counts them exactly.
    let failing = true;
    let failures = 0;
    await page.route('**/api/v1/bets?*', async (route) => {
      if (failing) {
        failures += 1;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
      } else await route.continue();
    });
    await page.goto('/bets');
    await expect(history.betsList()).toHaveAttribute('data-state', 'failed', { timeout: FIRST_LOAD_MS });
    await expect(history.failed()).toContainText('requests failed');
    expect(failures).toBeGreaterThanOrEqual(3);
    failing = false;
    await history.failed().getByRole('button', { name: 'Try again' }).click();
    await expect(history.betsList()).toHaveAttribute('data-state', 'ready');
    await expect(history.betRows()).toHaveCount(20);
  });
});

test.describe('loaded by the browser', () => {
  // The list must be asked for by the browser, not arrive with the page (fixtures.ts serverRendering).
  test.use({ serverRendering: false, signedInAs: 'demo' });

  test('a fresh /payments asks for its list once, also when the account arrives while the list is under way', async ({
    page,
  }) => {
    const asked: string[] = [];
    let accountShown = () => {};
    const untilAccountShown = new Promise<void>((resolve) => {
      accountShown = resolve;
    });
    // The list is held until the session has loaded the account (profile and balance).
    await page.route('**/api/v1/payments?*', async (route) => {
      asked.push(route.request().url());
      await untilAccountShown;
      await route.continue().catch(() => undefined); // a request the page gave up is gone
    });
    await page.goto('/payments');
    await expect.poll(() => asked.length, { message: 'the list asked for' }).toBe(1);
    await expect(new LayoutModel(page).balance().first()).toBeVisible();
    accountShown();
    await expect(new HistoryModel(page).paymentsList()).toHaveAttribute('data-state', 'ready');
    // The account it loaded is the one the list belongs to: nothing to drop, nothing asked again.
    expect(asked).toHaveLength(1);
  });
});

test('a pending withdrawal is cancelled from /payments after the confirmation', async ({ page, request }) => {
  test.slow(); // several loads, an axe scan and a refetch each: more than 30 s on a busy 2-core runner
  const history = new HistoryModel(page);
  const player = await createPlayer(request, { balance: 5000 });
  // Signed in through the API only: the first page this test opens is /payments, with the withdrawal made.
  const signIn = await page.request.post('/api/v1/authorize', {
    data: { login: player.phone, password: player.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await makePendingWithdrawal(page.request, 1500);
  const balance = async () => (await (await page.request.get('/api/v1/user/balance/info')).json()).balance;
  expect(await balance()).toBe(3500);
  const actions: string[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/payments/actions')
      actions.push(r.postData() ?? '');
  });

  await page.goto('/payments');
  const row = history.paymentRows();
  await expect(row).toHaveCount(1, { timeout: FIRST_LOAD_MS });
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row.getByTestId('payment-status')).toHaveText('Pending');

  // docs/product.md#flows-payment-rollback: confirm first; 'No' sends nothing.
  await row.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(history.cancelDialog()).toBeVisible();
  await expectAxeClean(page, { include: '[data-testid=cancel-payment-dialog]' });
  await history.cancelDialog().getByRole('button', { name: 'No, keep it' }).click();
  await expect(history.cancelDialog()).toBeHidden();
  expect(actions).toEqual([]);
  expect(await balance()).toBe(3500);

  await row.getByRole('button', { name: 'Cancel payment' }).click();
  await history.cancelDialog().getByRole('button', { name: 'Yes, cancel it' }).click();
  // The list refetches: the row is cancelled and offers no action any more; the balance is back.
  await expect(row).toHaveAttribute('data-status', 'cancelled');
  await expect(row.getByTestId('payment-status')).toHaveText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel payment' })).toHaveCount(0);
  expect(actions).toHaveLength(1);
  expect(JSON.parse(actions[0]!)).toMatchObject({ action: 'rollback' });
  expect(await balance()).toBe(5000);
  await expect(page.getByRole('banner')).toContainText('5\u2009000');
});

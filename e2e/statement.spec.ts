// The account statement in the browser (docs/product.md#flows-statement) against the reference server: a player made
// through the API deposits, withdraws, plays three spins of the demo game and sets a deposit limit; the statement page
// shows the sums of exactly that (the amounts written down here, the wins read from the spins' own replies), its rows
// dated in Haiti's time on a device in another zone, the limit change with its old and new value and who made it; the
// CSV downloads with the same totals; printed, the page is the statement only; /personal shows the lifetime net
// deposits. A new player's statement is empty, in Kreyòl, CSV included. Each test makes its own player.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { createPlayer, logInAs } from './models/players';
import { depositThroughApi, setDepositLimit } from './models/protection.model';

const THIN = '\u2009';
const HAITI = 'America/Port-au-Prince';
/** The demo game's fixed stake (server/games/demo-play.ts). */
const STAKE = 10;
const GAME = 'kreyol-fruits';

/** A MonCash withdrawal asked for through the API with the player's cookie: debited at once, pending payout. */
async function withdrawThroughApi(player: APIRequestContext, amount: number) {
  const list = await player.get('/api/v1/payment_withdrawals?version=3');
  const systems = ((await list.json()) as { list: Array<{ id: number; name: string }> }).list;
  const moncash = systems.find((system) => system.name === 'MonCash');
  if (!moncash) throw new Error('no MonCash withdrawal method');
  const reply = await player.post('/api/v1/payments/submit/moncash-withdrawal', {
    multipart: { payment_system: String(moncash.id), amount: String(amount), purseId: '37123456' },
  });
  const body = (await reply.json()) as { status: string; message?: string };
  expect(body.status, body.message).toBe('success');
}

/** Spins of the demo game on one launch: each stakes 10 HTG; what they won, as their replies say. */
async function spin(player: APIRequestContext, outsider: APIRequestContext, times: number) {
  const launched = await player.get(`/api/v1/games/url?game_alias=${GAME}`);
  const url = ((await launched.json()) as { url: string }).url;
  const launch = new URL(url).searchParams.get('launch') ?? '';
  const wins: number[] = [];
  for (let i = 0; i < times; i++) {
    const reply = await outsider.post(`/dev/game/${GAME}/spin`, { data: { launch } });
    const result = (await reply.json()) as { ok: boolean; stake: number; win: number; message?: string };
    expect(result.ok, result.message).toBe(true);
    expect(result.stake).toBe(STAKE);
    wins.push(result.win);
  }
  return wins;
}

const total = (page: Page, field: string) => page.getByTestId('statement-totals').locator(`[data-total="${field}"] dd`);

test.describe('the statement of a player who deposited, withdrew, played and set a limit', () => {
  // A device far from Haiti: the statement's dates must still be Haiti's.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('shows the sums of what the player did, downloads them as CSV, prints the statement only; /personal shows the net deposits', async ({
    page,
    request,
  }) => {
    test.slow(); // a deposit through the stand-in checkout, a withdrawal, three spins, a download
    const player = await createPlayer(request, { balance: 0 });
    await logInAs(page, player, '/');
    await depositThroughApi(page.request, request, 1500);
    await withdrawThroughApi(page.request, 250);
    const wins = await spin(page.request, request, 3);
    await setDepositLimit(page.request, 'day', 1000);
    const won = wins.reduce((sum, win) => sum + win, 0);
    const winRows = wins.filter((win) => win > 0).length;
    // The window's print dialog is counted instead of opened.
    await page.addInitScript(() => {
      (window as unknown as { prints: number }).prints = 0;
      window.print = () => {
        (window as unknown as { prints: number }).prints++;
      };
    });

    await page.goto('/personal/statement');
    const statement = page.getByTestId('statement');
    await expect(statement).toHaveAttribute('data-state', 'ready');
    await expect(page.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
    await expect(total(page, 'deposits')).toHaveText(`1${THIN}500 HTG`);
    await expect(total(page, 'withdrawals')).toHaveText('250 HTG');
    await expect(total(page, 'stakes')).toHaveText('30 HTG');
    await expect(total(page, 'wins')).toHaveText(`${won.toLocaleString('en').replace(',', THIN)} HTG`);
    await expect(total(page, 'refunds')).toHaveText('0 HTG');
    await expect(total(page, 'bonus')).toHaveText('0 HTG');
    await expect(total(page, 'net_deposits')).toHaveText(`1${THIN}250 HTG`);
    const lifetime = page.getByTestId('statement-lifetime');
    await expect(lifetime).toContainText('Net deposits since you joined');
    await expect(lifetime.getByText(`1${THIN}250 HTG`)).toBeVisible();

    // Newest first: the limit, the spins (a win after its stake), the withdrawal, the deposit.
    const rows = page.getByTestId('statement-row');
    await expect(rows).toHaveCount(1 + 3 + winRows + 1 + 1);
    await expect(rows.first()).toHaveAttribute('data-type', 'limit');
    await expect(rows.first()).toContainText('Limit change');
    await expect(rows.first().getByTestId('statement-change')).toHaveText(`none → 1${THIN}000 HTG`);
    await expect(rows.first()).toContainText('Made by: You');
    const deposit = rows.last();
    await expect(deposit).toHaveAttribute('data-type', 'deposit');
    await expect(deposit).toContainText(`+1${THIN}500 HTG`);
    await expect(deposit).toContainText(`1${THIN}500 HTG`);
    const withdrawal = page.locator('[data-testid=statement-row][data-type=withdrawal]');
    await expect(withdrawal).toContainText('−250 HTG');
    await expect(withdrawal).toContainText(`1${THIN}250 HTG`);
    await expect(page.locator('[data-testid=statement-row][data-type=stake]')).toHaveCount(3);
    await expect(page.locator('[data-testid=statement-row][data-type=win]')).toHaveCount(winRows);

    // Dated in Haiti's time, not the device's: the deposit's moment as the server recorded it.
    const reply = (await (await page.request.get('/api/v1/user/statement')).json()) as {
      rows: Array<{ at: string; type: string }>;
    };
    const depositAt = new Date(reply.rows.find((row) => row.type === 'deposit')?.at ?? '');
    const format = (timeZone: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(depositAt);
    await expect(deposit).toContainText(format(HAITI));
    await expect(deposit).not.toContainText(format('Asia/Tokyo'));

    await expectAxeClean(page);
    // A phone's 412 px: rows are cards (a table from 768 px), nothing scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('statement-table')).toHaveCSS('display', isMobile(page) ? 'block' : 'table');

    // The CSV: a real download, the same sums in its totals lines.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Date (Haiti time),Type,Description,Amount (HTG),Balance after (HTG)');
    expect(lines.filter((line) => line.startsWith(',"Total, 12 months",'))).toEqual([
      ',"Total, 12 months",Deposit,1500.00,',
      ',"Total, 12 months",Withdrawal,250.00,',
      ',"Total, 12 months",Stake,30.00,',
      `,"Total, 12 months",Win,${won.toFixed(2)},`,
      ',"Total, 12 months",Refund,0.00,',
      ',"Total, 12 months",Bonus move,0.00,',
      ',"Total, 12 months",Net deposits (deposits − withdrawals),1250.00,',
      ',"Total, 12 months",Net deposits since the account was opened,1250.00,',
    ]);
    // One line per row of the page, then an empty line before the totals.
    expect(lines.indexOf('')).toBe(1 + 1 + 3 + winRows + 1 + 1);

    // Print: the button opens the print dialog; printed, the page is the statement only.
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByTestId('mobile-tabs')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
    await expect(total(page, 'net_deposits')).toBeVisible();
    // On paper the rows are a table with its header, whatever the layout on screen.
    await expect(page.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    await expect(page.getByTestId('statement-table')).toHaveCSS('display', 'table');
    await expect(statement).toHaveCSS('color', 'rgb(0, 0, 0)');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();

    // /personal: the lifetime net deposits, and the way to the statement.
    await page.goto('/personal');
    const netDeposits = page.getByTestId('net-deposits');
    await expect(netDeposits.getByTestId('net-deposits-amount')).toHaveText(
      `Net deposits since you joined: 1${THIN}250 HTG`,
    );
    await expectAxeClean(page, { include: '[data-testid="net-deposits"]' });
    await netDeposits.getByRole('link', { name: 'See your account statement' }).click();
    await expect(page).toHaveURL(/\/personal\/statement$/);
    await expect(page.getByTestId('statement')).toHaveAttribute('data-state', 'ready');
  });
});

test('a new player’s statement is empty, in Kreyòl, and so is the CSV’s', async ({ page, request, baseURL }) => {
  const player = await createPlayer(request, { balance: 0 });
  await page.context().addCookies([{ name: 'lang', value: 'ht', url: baseURL ?? '' }]);
  await logInAs(page, player, '/personal/statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Relve kont' })).toBeVisible();
  await expect(page.getByTestId('statement')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('statement-empty')).toHaveText('Anyen pa t fèt sou kont ou pandan 12 mwa sa yo.');
  await expect(page.getByTestId('statement-row')).toHaveCount(0);
  await expect(total(page, 'deposits')).toHaveText('0 HTG');
  await expect(total(page, 'net_deposits')).toHaveText('0 HTG');
  await expect(page.getByTestId('statement-period')).toContainText('Dat ak lè yo se lè Ayiti.');
  await expectAxeClean(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Telechaje CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  // The header in Kreyòl, no row, then the totals at zero.
  expect(lines[1]).toBe('');
  expect(lines[0]).toBe('Dat (lè Ayiti),Kalite,Deskripsyon,Montan (HTG),Balans apre (HTG)');
  expect(lines.filter((line) => line.startsWith(',"Total, 12 mwa",'))).toHaveLength(8);
  expect(lines.filter((line) => line.startsWith(',"Total, 12 mwa",')).every((line) => line.endsWith(',0.00,'))).toBe(
    true,
  );
  await page.goto('/personal');
  await expect(page.getByTestId('net-deposits-amount')).toHaveText('Depo nèt depi ou enskri: 0 HTG');
});

// Player protection in the browser tests (docs/product.md#flows-protection): what the screens show, found as a player
// finds it, and the reference server's calls a test makes behind the page's back (docs/api.md#player-protection).
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The real and bonus balances of the signed-in player of `request`. */
export async function balancesOf(request: APIRequestContext) {
  const reply = await request.get('/api/v1/user/balance/info');
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as { balance: number; bonus_balance: number; currency: string };
}

/**
 * A MonCash deposit made through the API by another request than the page's: asked for with the player's cookie
 * (`player`), then confirmed on the stand-in checkout page as MonCash would post it, without cookies (`outsider`).
 * Resolves once the server has credited it.
 */
export async function depositThroughApi(player: APIRequestContext, outsider: APIRequestContext, amount: number) {
  const list = await player.get('/api/v1/payment_deposits?version=3');
  const systems = ((await list.json()) as { list: Array<{ id: number; name: string }> }).list;
  const moncash = systems.find((system) => system.name === 'MonCash');
  if (!moncash) throw new Error('no MonCash deposit method');
  const asked = await player.post('/api/v1/payments/submit/moncash', {
    multipart: { payment_system: String(moncash.id), amount: String(amount), purseId: '37123456' },
  });
  const reply = (await asked.json()) as { status: string; redirect?: string; message?: string };
  expect(reply.status, reply.message).toBe('success');
  const checkout = new URL(String(reply.redirect)).pathname;
  const confirmed = await outsider.post(checkout);
  expect(await confirmed.text()).toContain('Payment completed.');
}

export async function setDepositLimit(request: APIRequestContext, period: 'day' | 'week' | 'month', amount: number) {
  const reply = await request.post('/api/v1/user/limits', { data: { period, amount } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

export async function setRealityCheck(request: APIRequestContext, minutes: 15 | 30 | 60 | null) {
  const reply = await request.post('/api/v1/user/reality-check', { data: { minutes } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

export async function sessionSummary(request: APIRequestContext) {
  const reply = await request.get('/api/v1/user/session/summary');
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as {
    started_at: string;
    wagered: number;
    won: number;
    net: number;
    currency: string;
    reality_check_minutes: number | null;
  };
}

/** "Limits and breaks" of /personal. */
export class LimitsModel {
  constructor(readonly page: Page) {}
  root = () => this.page.getByTestId('limits-and-breaks');
  panel = () => this.page.getByTestId('deposit-limits');
  period = (name: 'Daily limit' | 'Weekly limit' | 'Monthly limit') =>
    this.panel().getByRole('region', { name, exact: true });
  form = () => this.panel().getByTestId('limit-form');
  amount = () => this.form().getByRole('textbox');
  breakPanel = () => this.page.getByTestId('account-break');
  realityCheck = () => this.page.getByTestId('reality-check-setting');
}

import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';
import type { TestPlayer } from './players';

interface ListedSystem {
  id: number;
  type: string;
}

/**
 * The id of the widget payment system of one kind, found as the app finds it: the method list of that
 * direction, then each widget's detail (the list does not name the widget).
 */
export async function widgetSystemId(
  request: APIRequestContext,
  direction: 'deposit' | 'withdrawal',
  widget: string,
): Promise<number> {
  const list = await request.get(`/api/v1/payment_${direction}s?version=3`);
  expect(list.ok()).toBe(true);
  const systems = ((await list.json()) as { list: ListedSystem[] }).list.filter((s) => s.type === 'widget');
  for (const system of systems) {
    const detail = await request.get(`/api/v1/payment_system/${system.id}?version=3`);
    const body = (await detail.json()) as { data?: { widget?: string } };
    if (body.data?.widget === widget) return system.id;
  }
  throw new Error(`no ${widget} payment system among the ${direction} methods`);
}

/** Money as the app writes it: thin-space thousands (docs/product.md#constants-money), e.g. 2 000 HTG. */
const money = (amount: number) => new RegExp(`^${amount.toLocaleString('en').replace(/,/g, '\\s')} HTG$`);

/** The cash widgets as a player sees them: amount, quick amounts, club radios, ids, submit, confirmation. */
export class CashModel {
  /** Every post to a payment endpoint the page makes (nothing may be sent for refused input). */
  readonly submissions: Request[] = [];

  constructor(
    readonly page: Page,
    readonly widget: 'widget-deposit-cash' | 'widget-withdrawal-cash',
  ) {
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/payments/submit/')) this.submissions.push(request);
    });
  }

  root = () => this.page.getByTestId(this.widget);
  amount = () => this.root().getByLabel(/^Amount/);
  quickAmount = (amount: number) =>
    this.root()
      .getByRole('group', { name: 'Quick amounts' })
      .getByRole('button', { name: money(amount) });
  clubs = () => this.root().getByRole('radio');
  club = (name: string) => this.root().getByRole('radio', { name, exact: true });
  withdraw = () => this.root().getByRole('button', { name: 'Withdraw' });
  requestPin = () => this.root().getByRole('button', { name: 'Get a deposit PIN' });
  alerts = () => this.root().getByRole('alert');
  confirmDialog = () => this.page.getByTestId('cash-confirm');
  pin = () => this.root().getByTestId('cash-pin');
  form = () => this.root().locator('form');
  /** The submit button whatever its label (Withdraw, or Sending… while the post runs). */
  submitButton = () => this.root().locator('button[type="submit"]');
  fiscalId = () => this.root().getByLabel(/^Fiscal ID/);
  /** The general error under the form (a server refusal). */
  error = () => this.root().getByTestId('cash-error');
  countdown = () => this.root().getByTestId('cash-countdown');

  /** The widget has loaded: the cashier route chunk, the method detail, then the widget itself (slow on a busy CI machine). */
  async ready() {
    await expect(this.root()).toHaveAttribute('data-state', 'editing', { timeout: 20_000 });
  }

  async typeAmount(value: string) {
    await this.amount().fill(value);
  }

  async confirm() {
    await expect(this.confirmDialog()).toBeVisible();
    await this.confirmDialog().getByRole('button', { name: 'Confirm' }).click();
  }
}

/** The real balance of the signed-in player, HTG. */
export async function balanceOf(request: APIRequestContext): Promise<number> {
  const reply = await request.get('/api/v1/user/balance/info');
  return ((await reply.json()) as { balance: number }).balance;
}

/**
 * Signs the player in through the API, finds the widget's payment system and opens its page
 * (/deposit/<id> or /withdraw/<id>) straight away, without loading the lobby first.
 */
export async function openCashWidget(
  page: Page,
  player: TestPlayer,
  direction: 'deposit' | 'withdrawal',
  widget: 'deposit-cash' | 'withdrawal-cash',
  { waitUntilReady = true } = {},
): Promise<{ id: number; cash: CashModel }> {
  const reply = await page.request.post('/api/v1/authorize', {
    data: { login: player.phone, password: player.password },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const id = await widgetSystemId(page.request, direction, widget);
  const cash = new CashModel(page, `widget-${widget}`);
  await page.goto(`/${direction === 'deposit' ? 'deposit' : 'withdraw'}/${id}`);
  if (waitUntilReady) await cash.ready();
  return { id, cash };
}

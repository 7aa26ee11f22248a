import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Makes a pending cash withdrawal for the signed-in player of `request` the way the cash widget does:
 * multipart to the endpoint that GET payment_system/{id} names (docs/product.md#calls-payment-bodies cash withdrawal
 * body).
 */
export async function makePendingWithdrawal(request: APIRequestContext, amount: number) {
  const list = await (await request.get('/api/v1/payment_withdrawals?version=3')).json();
  const system = (list.list as Array<{ id: number; type: string; name: string }>).find(
    (s) => s.type === 'widget' && /cash/i.test(s.name),
  );
  expect(system, 'a cash withdrawal method').toBeDefined();
  const detail = await (await request.get(`/api/v1/payment_system/${system!.id}?version=3`)).json();
  const data = detail.data.data as {
    endpoint: string;
    clubs: Array<{ id: number; withdrawal_limit: number; withdrawal_min: number }>;
  };
  // docs/product.md#rules-cash-withdrawal: a club takes the amount if its limit is 0 or above it and its minimum 0 or
  // at most it.
  const club = data.clubs.find(
    (c) =>
      (c.withdrawal_limit <= 0 || c.withdrawal_limit > amount) && (c.withdrawal_min <= 0 || c.withdrawal_min <= amount),
  );
  expect(club, 'a club that takes the amount').toBeDefined();
  const reply = await request.post(data.endpoint, {
    multipart: {
      payment_system: String(system!.id),
      amount: String(amount),
      purseId: String(club!.id),
      fiscal_id: '',
      national_id: '',
      national_card_id: '',
    },
  });
  const body = await reply.json();
  expect(body.status, JSON.stringify(body)).toBe('success');
}

/** The date range picker of a history page (src/ui/date-range-picker.tsx). */
export class DateRangeModel {
  constructor(readonly page: Page) {}
  root = () => this.page.getByTestId('date-range-picker');
  trigger = () => this.root().getByRole('button', { name: /^Dates/ });
  /** The open picker: the modal on phones, the popover on wide screens. */
  panel = () => this.page.getByRole('dialog', { name: 'Choose dates' });
  from = () => this.panel().getByLabel('From', { exact: true });
  to = () => this.panel().getByLabel('To', { exact: true });
  apply = () => this.panel().getByRole('button', { name: 'Apply' });
  cancel = () => this.panel().getByRole('button', { name: 'Cancel' });
  error = () => this.panel().getByRole('alert');

  async open() {
    await this.trigger().click();
    await expect(this.panel()).toBeVisible();
  }
  async fill(from: string, to: string) {
    await this.from().fill(from);
    await this.to().fill(to);
  }
}

export class HistoryModel {
  readonly dates: DateRangeModel;
  constructor(readonly page: Page) {
    this.dates = new DateRangeModel(page);
  }
  // /bets
  bets = () => this.page.getByTestId('bets-history');
  betsList = () => this.page.getByTestId('bets-list');
  betRows = () => this.page.getByTestId('bet-row');
  gameSelect = () => this.page.getByLabel('Game', { exact: true });
  showBets = () => this.page.getByRole('button', { name: 'Show bets' });
  // /payments
  paymentsList = () => this.page.getByTestId('payments-list');
  paymentRows = () => this.page.getByTestId('payment-row');
  chip = (name: 'Deposit' | 'Withdrawal') =>
    this.page.getByRole('group', { name: 'Transaction type' }).getByRole('button', { name, exact: true });
  showTransactions = () => this.page.getByRole('button', { name: 'Show transactions' });
  cancelDialog = () => this.page.getByRole('dialog', { name: 'Cancel payment?' });
  // both
  pagination = () => this.page.getByRole('navigation', { name: 'Pages' });
  failed = () => this.page.getByTestId('history-failed');

  /** The event numbers (first column) of the shown bets. */
  async eventNumbers() {
    return (await this.betRows().locator('td:first-child').allInnerTexts()).map((t) => t.replace('#', '').trim());
  }
}

/** Waits for the next GET of `path` under /api/v1/ and returns its query. */
export async function nextQuery(page: Page, path: 'bets' | 'payments') {
  const request = await page.waitForRequest(
    (r) => r.method() === 'GET' && new URL(r.url()).pathname === `/api/v1/${path}`,
  );
  return new URL(request.url()).searchParams;
}

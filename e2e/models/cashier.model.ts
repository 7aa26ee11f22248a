import { expect, type Page, type Request } from '@playwright/test';

/** The cashier as a player sees it: method lists, one payment system with its header and body. */
export class CashierModel {
  constructor(readonly page: Page) {}

  cashier = () => this.page.getByTestId('cashier');
  methods = (direction: 'Deposit' | 'Withdrawal' = 'Deposit') =>
    this.page.getByRole('navigation', { name: `${direction} methods` });
  method = (name: string, direction: 'Deposit' | 'Withdrawal' = 'Deposit') =>
    this.methods(direction).getByRole('link', { name: new RegExp(`^${name}`) });
  detail = () => this.page.getByTestId('payment-system');
  title = () => this.detail().getByRole('heading', { level: 2 });
  back = () => this.detail().getByRole('button', { name: 'Back' });
  close = () => this.detail().getByRole('button', { name: 'Close the cashier' });
  detailError = () => this.detail().getByTestId('payment-system-error');
  frame = () => this.page.frameLocator('[data-testid="payment-page-frame"]');
  frameElement = () => this.page.getByTestId('payment-page-frame');
  externalLink = () => this.page.getByTestId('payment-external-link');
  form = () => this.page.getByTestId('payment-form');
  submit = () => this.form().getByRole('button', { name: 'Send' });
  confirmDialog = () => this.page.getByRole('dialog', { name: 'Confirm the payment' });
  success = () => this.page.getByTestId('payment-form-success');

  /** The session check, the lazy cashier chunk and the list have all arrived (a cold page load). */
  async ready() {
    await expect(this.cashier()).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  }

  /** Moves inside the app the way a link does (pushState, which wouter follows), so history has an app page behind. */
  async navigateInApp(path: string) {
    await this.page.evaluate((to) => window.history.pushState(null, '', to), path);
  }

  async pick(name: string, direction: 'Deposit' | 'Withdrawal' = 'Deposit') {
    await this.method(name, direction).click();
    await expect(this.detail()).toHaveAttribute('data-view', /ready|failed|empty|serviceError|unknownWidget/);
  }

  /** Counts the posts to server-supplied payment endpoints from now on. */
  countPaymentPosts() {
    const posts: Request[] = [];
    this.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/payments/submit/')) posts.push(request);
    });
    return posts;
  }

  async balance(): Promise<number> {
    const reply = await this.page.request.get('/api/v1/user/balance/info');
    expect(reply.ok()).toBe(true);
    return ((await reply.json()) as { balance: number }).balance;
  }
}

/** The analytics events of withdrawals the page pushed to window.dataLayer (src/features/cashier/analytics.ts). */
export async function withdrawalEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
      (entry) => entry.event === 'withdrawal',
    ),
  );
}

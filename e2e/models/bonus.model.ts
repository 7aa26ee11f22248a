import { expect, type Page } from '@playwright/test';

/** docs/product.md#constants-money: balances use a thin space between thousands. */
export const money = (amount: string, currency = 'HTG') => `${amount.replace(/ /g, '\u2009')} ${currency}`;

/** /bonuses bonus panel and the convert-bonuses dialog (features/bonus). */
export class BonusModel {
  constructor(readonly page: Page) {}

  panel = () => this.page.getByTestId('bonus-panel');
  panelAmount = () => this.page.getByTestId('bonus-panel-amount');
  trigger = () => this.page.getByRole('button', { name: 'Convert bonus', exact: true });
  dialog = () => this.page.getByRole('dialog', { name: 'Convert bonuses' });
  /** The flow's root inside the dialog: data-state is the machine state. */
  flow = () => this.page.getByTestId('bonus-convert');
  submit = () => this.dialog().getByRole('button', { name: 'Convert', exact: true });
  /** The close (×) button in the dialog header. */
  closeButton = () => this.dialog().getByRole('button', { name: 'Close' }).first();
  result = () => this.page.getByTestId('bonus-convert-result');
  error = () => this.page.getByTestId('bonus-convert-error');
  refusal = () => this.page.getByTestId('bonus-convert-refusal');
  dialogBalance = () => this.dialog().getByTestId('bonus-balance');
  /** The load failure inside the dialog (docs/product.md#errors-texts): the server's message and a retry. */
  loadFailed = () =>
    this.dialog()
      .getByRole('alert')
      .filter({ has: this.page.getByRole('button', { name: 'Try again' }) });
  retry = () => this.dialog().getByRole('button', { name: 'Try again' });
  /** The submit button whatever its label (Convert, or Converting… while the conversion runs). */
  submitButton = () => this.flow().locator('button[type="submit"]');

  async goto() {
    await this.page.goto('/bonuses');
    await expect(this.panel()).not.toHaveAttribute('data-state', 'loading');
  }

  /** Opens the dialog and waits until its info has loaded. */
  async open() {
    await this.trigger().click();
    await this.ready();
  }

  async ready() {
    await expect(this.dialog()).toBeVisible();
    await expect(this.flow()).toHaveAttribute('data-state', 'ready');
  }

  async balances(): Promise<{ balance: number; bonus_balance: number; sport_balance?: number }> {
    const reply = await this.page.request.get('/api/v1/user/balance/info');
    expect(reply.ok()).toBe(true);
    return reply.json();
  }
}

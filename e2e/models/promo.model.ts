import { expect, type Page } from '@playwright/test';
import { isMobile } from '../fixtures';

/** /promo and /promo/{offerId} (features/promo). */
export class PromoModel {
  readonly requests: string[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/promo/code')) this.requests.push(request.method());
    });
  }

  /** The promo code form: inline on phones, in the "Promo code" dialog on desktop. */
  form = () => this.page.getByTestId('promo-code');
  input = () => this.form().getByRole('textbox', { name: 'Promo code' });
  apply = () => this.form().getByRole('button', { name: 'Apply' });
  message = () => this.page.getByTestId('promo-code-message');
  dialog = () => this.page.getByRole('dialog', { name: 'Promo code' });
  dialogButton = () => this.page.getByRole('button', { name: 'Promo code', exact: true });
  bonuses = () => this.page.getByTestId('promo-bonuses');
  offers = () => this.page.getByTestId('promo-offers');
  offerCards = () => this.page.getByTestId('promo-offer-card');
  events = () => this.page.getByTestId('promo-events');
  offer = () => this.page.getByTestId('promo-offer');
  takePart = () => this.page.getByRole('button', { name: 'Take part' });

  /** First render of /promo (a lazy route: its chunk and catalogue part load first; generous on a busy machine). */
  async ready() {
    await expect(this.offers()).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  }

  async goto() {
    await this.page.goto('/promo');
    await this.ready();
  }

  /** First render of /promo/{offerId}. */
  async offerReady(state: 'ready' | 'member' = 'ready') {
    await expect(this.offer()).toHaveAttribute('data-state', state, { timeout: 20_000 });
  }

  /** Shows the form: on desktop opens the dialog first. */
  async openForm() {
    if (!isMobile(this.page)) {
      await expect(this.form()).toHaveCount(0);
      await this.dialogButton().click();
      await expect(this.dialog()).toBeVisible();
    }
    await expect(this.form()).toBeVisible();
  }

  async submit(code: string, how: 'enter' | 'click' = 'enter') {
    await this.input().fill(code);
    if (how === 'enter') await this.input().press('Enter');
    else await this.apply().click();
  }

  async bonusBalance(): Promise<number> {
    const reply = await this.page.request.get('/api/v1/user/balance/info');
    expect(reply.ok()).toBe(true);
    return ((await reply.json()) as { bonus_balance: number }).bonus_balance;
  }
}

import { expect, type Page } from '@playwright/test';

/** /login: the login machine's view. `state()` is the machine state rendered in data-state. */
export class LoginModel {
  constructor(readonly page: Page) {}

  form = () => this.page.getByTestId('login-form');
  country = () => this.form().getByLabel('Country', { exact: true });
  phoneCode = () => this.form().getByLabel('Phone code', { exact: true });
  phone = () => this.form().getByLabel('Phone number', { exact: true });
  password = () => this.form().getByLabel('Password', { exact: true });
  submit = () => this.form().getByRole('button', { name: 'Log in', exact: true });
  error = () => this.page.getByTestId('login-error');
  restore = () => this.form().getByTestId('restore-button');
  /** The sign-in services the site config lists (features/auth/sign-in-services.tsx). */
  services = () => this.page.getByTestId('sign-in-services');
  /** Starts the Telegram sign-in; carries the Telegram flow's data-state while the flow is on /login. */
  telegramButton = () => this.page.getByTestId('telegram-button');

  async open() {
    await this.page.goto('/login');
    await expect(this.form()).toHaveAttribute('data-state', 'editing');
  }

  async logIn(phone: string, password: string) {
    await this.phone().fill(phone);
    await this.password().fill(password);
    await this.submit().click();
  }
}

/** Seeded demo player (server/db/seed/users.ts): +509 3700 0001. */
export const DEMO_PLAYER = { national: '37000001', password: 'demo1234' };

/** /loginTG: the Telegram sign-in (docs/product.md#flows-telegram), the QR code while the app polls the token. */
export class TelegramModel {
  constructor(readonly page: Page) {}

  root = () => this.page.getByTestId('telegram-sign-in');
  start = () => this.root().getByRole('button', { name: 'Get a sign-in code' });
  qr = () => this.root().getByRole('img', { name: 'QR code of the Telegram sign-in link' });
  openLink = () => this.root().getByRole('link', { name: /Open Telegram/ });
  error = () => this.page.getByTestId('telegram-error');

  /** The token the QR code carries (the approve link's query). */
  async token(): Promise<string> {
    const href = (await this.openLink().getAttribute('href')) ?? '';
    return new URL(href, this.page.url()).searchParams.get('token') ?? '';
  }
}

import { expect, type Page } from '@playwright/test';

/** /login: the login machine's view. `state()` is the machine state rendered in data-state. */
export class LoginModel {
  constructor(readonly page: Page) {}

  form = () => this.page.getByTestId('login-form');
  phone = () => this.page.getByLabel('Phone number', { exact: true });
  password = () => this.page.getByLabel('Password', { exact: true });
  submit = () => this.form().getByRole('button', { name: 'Log in', exact: true });
  error = () => this.page.getByTestId('login-error');

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

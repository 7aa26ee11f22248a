import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** /register: the registration machine's view plus its SMS countdown button. */
export class RegistrationModel {
  constructor(readonly page: Page) {}

  form = () => this.page.getByTestId('registration-form');
  country = () => this.page.getByLabel('Country', { exact: true });
  phone = () => this.page.getByLabel('Phone number', { exact: true });
  smsCode = () => this.page.getByLabel('SMS code', { exact: true });
  getCode = () => this.page.getByTestId('sms-code-button');
  smsMessage = () => this.page.getByTestId('sms-message');
  name = () => this.page.getByLabel('Name', { exact: true });
  password = () => this.page.getByLabel('Password', { exact: true });
  ageAgree = () => this.page.getByLabel('I am at least 18 years old and I accept the rules');
  submit = () => this.page.getByRole('button', { name: /^Sign up/ }).last();
  error = () => this.page.getByTestId('registration-error');
  /** The form's own submit button, whatever it says ('Sign up', 'Signing up…'). */
  submitButton = () => this.form().locator('button[type=submit]');
  /** The messages under the fields (rule or server), in page order. */
  fieldErrors = () => this.form().locator('p[id$="-error"]');
  /** The spinner while the form's countries load. */
  loading = () => this.form().getByRole('status');
  loadFailed = () => this.form().getByRole('alert');
  retry = () => this.form().getByRole('button', { name: 'Try again' });

  async open() {
    await this.page.goto('/register');
    await expect(this.form()).toHaveAttribute('data-state', 'editing');
  }

  async fill(fields: { phone?: string; code?: string; name?: string; password?: string; age?: boolean }) {
    if (fields.phone !== undefined) await this.phone().fill(fields.phone);
    if (fields.code !== undefined) await this.smsCode().fill(fields.code);
    if (fields.name !== undefined) await this.name().fill(fields.name);
    if (fields.password !== undefined) await this.password().fill(fields.password);
    if (fields.age) await this.ageAgree().check();
  }
}

/** A Haitian mobile number nobody else in this run uses. */
export function freshHaitianNumber() {
  return `3${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** Reads the newest SMS text sent to a phone from the dev outbox (docs/architecture.md#stand-ins). */
export async function lastSms(request: APIRequestContext, phone: string): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const reply = await (await request.get(`/dev/sms-outbox?phone=${phone}`)).json();
      body = reply.list[0]?.body ?? '';
      return body;
    })
    .not.toBe('');
  return body;
}

export const codeIn = (sms: string) => sms.match(/\b(\d{6})\b/)?.[1] ?? '';

// Page object of the crypto widgets (docs/product.md#routes-cashier deposit/withdrawal forms,
// docs/product.md#flows-crypto-deposit crypto deposit and withdrawal).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { TestPlayer } from './players';

export const GOOD_TRX_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

interface ListedSystem {
  id: number;
  name: string;
  type: string;
}

/** The id of the crypto widget system in a method list (GET payment_deposits / payment_withdrawals). */
export async function cryptoSystemId(request: APIRequestContext, direction: 'deposit' | 'withdrawal') {
  const path = direction === 'deposit' ? 'payment_deposits' : 'payment_withdrawals';
  const reply = await request.get(`/api/v1/${path}?version=3`);
  expect(reply.ok()).toBe(true);
  const { list } = (await reply.json()) as { list: ListedSystem[] };
  const system = list.find((s) => s.type === 'widget' && /crypto/i.test(s.name));
  expect(system, `a crypto ${direction} system`).toBeDefined();
  return system!.id;
}

/**
 * Signs the page's browser context in through the API (the cookie lands in the context) without opening a
 * page: the test opens the widget's page itself, not the lobby first.
 */
export async function signIn(page: Page, player: TestPlayer) {
  const reply = await page.request.post('/api/v1/authorize', {
    data: { login: player.phone, password: player.password },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

export async function balanceOf(request: APIRequestContext): Promise<number> {
  const reply = await request.get('/api/v1/user/balance/info');
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { balance: number }).balance;
}

/** Counts the requests the page sends that match a method and a path pattern. */
export function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.postData() ?? '');
  });
  return seen;
}

export class CryptoDepositModel {
  constructor(readonly page: Page) {}
  root() {
    return this.page.getByTestId('widget-deposit-crypto');
  }
  chain(name: RegExp | string) {
    return this.page.getByRole('radio', { name });
  }
  address() {
    return this.page.getByTestId('crypto-address');
  }
  copyButton() {
    return this.page.getByRole('button', { name: 'Copy address' });
  }
  copyStatus() {
    return this.page.getByTestId('crypto-copy-status');
  }
  async select(name: RegExp | string) {
    // The radio itself is visually hidden inside its card: clicking the card's label picks it.
    await this.chain(name).locator('xpath=ancestor::label[1]').click();
  }
}

export class CryptoWithdrawalModel {
  constructor(readonly page: Page) {}
  root() {
    return this.page.getByTestId('widget-withdrawal-crypto');
  }
  address() {
    return this.page.getByLabel('Wallet address');
  }
  nativeAmount() {
    return this.page.getByLabel(/^Amount, /);
  }
  outputAmount() {
    return this.page.getByLabel(/^You receive, /);
  }
  submit() {
    return this.page.getByRole('button', { name: 'Withdraw' });
  }
  confirmDialog() {
    return this.page.getByRole('dialog', { name: 'Confirm the withdrawal' });
  }
  accepted() {
    return this.page.getByTestId('crypto-withdrawal-accepted');
  }
  countdown() {
    return this.page.getByTestId('crypto-countdown');
  }
  /** 'Invalid field: …': the server's messages for fields the form does not show. */
  invalidField() {
    return this.page.getByTestId('crypto-invalid-field');
  }
  /** "Request can't be sent": refused before it left. */
  sendRefused() {
    return this.page.getByTestId('crypto-send-refused');
  }
  /** The form (absent once the withdrawal is accepted). */
  form() {
    return this.root().locator('form');
  }
  /** The submit button whatever its label (Withdraw, or Sending… during the send). */
  submitButton() {
    return this.root().locator('button[type="submit"]');
  }
  rate() {
    return this.page.getByTestId('crypto-rate');
  }
  confirmButton() {
    return this.confirmDialog().getByRole('button', { name: 'Confirm' });
  }
  cancelButton() {
    return this.confirmDialog().getByRole('button', { name: 'Cancel' });
  }
  async fill(address: string, amount: string) {
    await this.address().fill(address);
    await this.nativeAmount().fill(amount);
  }
}

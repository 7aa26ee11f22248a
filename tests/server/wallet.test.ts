// Wallet sign-in over real HTTP (docs/product.md#flows-wallet-oauth "Wallet flow is analogous",
// docs/product.md#rules-social social-login completion, docs/product.md#calls-list auth/metamask/*,
// docs/product.md#errors-texts 'Web3 OAuth request unknown error'): local viem accounts sign real EIP-4361 messages for
// the test server's host with nonces from the API. Single-use nonces, messages bound to this host, signatures of the
// named account only, registration tickets bound to their address, confirm with an SMS code or skip where the country
// allows it, sign-in of a linked wallet, unlink.
import { count, eq, like } from 'drizzle-orm';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { errorReply } from '../../contract/schemas/common';
import {
  balance,
  profile,
  registrationContext,
  socialCompletion,
  walletNonceReply,
} from '../../contract/schemas/session';
import { hashToken } from '../../server/auth/tokens';
import * as s from '../../server/db/schema';
import { translate } from '../../server/i18n/text';
import { WALLET_TEXTS as TEXTS } from '../../server/routes/web3';
import { browser, startTestServer, type TestServer } from './harness';

// The server's texts as a caller without a language reads them (English).
const WALLET_TEXTS = {
  unknown: translate('en', TEXTS.unknown),
  badSignature: translate('en', TEXTS.badSignature),
  expired: translate('en', TEXTS.expired),
  unlinkNeedsPhone: translate('en', TEXTS.unlinkNeedsPhone),
};

let server: TestServer;
/** The dev SMS console line, kept out of the test output. */
let log: MockInstance<typeof console.log>;
beforeAll(async () => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  log.mockRestore();
});
// Every call comes from 127.0.0.1: the per-address SMS cap belongs to the registration tests.
beforeEach(async () => {
  await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, 'sms-address:%'));
});

type Tab = ReturnType<typeof browser>;
type SiweFields = Partial<Parameters<typeof createSiweMessage>[0]>;

const UNKNOWN = { success: false, message: WALLET_TEXTS.unknown };
const BAD_SIGNATURE = { success: false, message: WALLET_TEXTS.badSignature };
const EXPIRED = { success: false, message: WALLET_TEXTS.expired };
const WALLET_LINK = [{ id: 'wallet', name: 'Wallet' }];

const host = () => new URL(server.url).host;
const newAccount = () => privateKeyToAccount(generatePrivateKey());
let nextNumber = 37_330_000;
/** A fresh Haitian national number (without 509). */
const newNumber = () => String(++nextNumber);

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const post = (tab: Tab, path: string, body: unknown) => tab.call(path, { method: 'POST', json: body });

async function getNonce(tab: Tab): Promise<string> {
  const res = await tab.call('/api/v1/auth/metamask/nonce');
  expect(res.status).toBe(200);
  const body = await json(res);
  expect(body.success).toBe(true);
  return walletNonceReply.parse(body).data.nonce;
}

/** The message a wallet is asked to sign on this site, as the app builds it. */
const siweMessage = (account: PrivateKeyAccount, nonce: string, fields: SiweFields = {}) =>
  createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: host(),
    nonce,
    uri: server.url,
    version: '1',
    issuedAt: new Date(),
    statement: 'Sign in to Bèl Chans',
    ...fields,
  });

/** Any text signed as personal_sign does it. */
const signText = async (account: PrivateKeyAccount, message: string) => ({
  message,
  signature: await account.signMessage({ message }),
});
const signed = (account: PrivateKeyAccount, nonce: string, fields: SiweFields = {}) =>
  signText(account, siweMessage(account, nonce, fields));

const authorize = (tab: Tab, body: { message: string; signature: string }) =>
  post(tab, '/api/v1/auth/metamask/authorize', body);

/** Nonce, signature, authorize: the reply's body. */
async function signIn(tab: Tab, account: PrivateKeyAccount) {
  return json(await authorize(tab, await signed(account, await getNonce(tab))));
}

async function ticketFor(tab: Tab, account: PrivateKeyAccount) {
  const body = await signIn(tab, account);
  expect(body.success).toBe(true);
  const { data } = socialCompletion.parse(body);
  expect(data.authorized).toBe(false);
  return data.code;
}

const register = async (tab: Tab, body: Record<string, unknown>) => {
  const res = await post(tab, '/api/v1/auth/metamask/registration', body);
  expect(res.status).toBe(200);
  return json(res);
};

async function smsCode(tab: Tab, phone: string): Promise<string> {
  expect((await post(tab, '/api/v1/registration/sms', { phone })).status).toBe(200);
  const list = (await (await fetch(`${server.url}/dev/sms-outbox?phone=${phone}`)).json()) as {
    list: { body: string }[];
  };
  const code = /\b(\d{6})\b/.exec(list.list[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

const me = async (tab: Tab) => profile.parse(await (await tab.call('/api/v1/user/profile/info?version=2')).json());
const linkedTo = async (account: PrivateKeyAccount) =>
  (
    await server.db
      .select({ n: count() })
      .from(s.linkedServices)
      .where(eq(s.linkedServices.subject, account.address.toLowerCase()))
  )[0]?.n ?? 0;

/** A new player through the confirm path; returns their signed-in tab and phone. */
async function registerConfirmed(account: PrivateKeyAccount) {
  const tab = browser(server.url);
  const code = await ticketFor(tab, account);
  const number = newNumber();
  const sms = await smsCode(tab, `509${number}`);
  const body = { address: account.address, code, country_iso: 'HTI', phone_code: '509', phone_number: number };
  expect(await register(tab, { ...body, sms_code: sms })).toEqual({ success: true });
  return { tab, phone: `509${number}` };
}

/** Changes one hex digit of the signature's r value. */
const tamper = (signature: string) =>
  `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}`;

describe('GET auth/metamask/nonce', () => {
  it('answers a fresh 128-bit nonce, stored hashed and unused for 10 minutes', async () => {
    const tab = browser(server.url);
    const [first, second] = [await getNonce(tab), await getNonce(tab)];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    const [row] = await server.db
      .select()
      .from(s.authNonces)
      .where(eq(s.authNonces.nonce, hashToken(first)));
    expect(row).toMatchObject({ purpose: 'wallet', subject: null, consumedAt: null });
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(10 * 60 * 1000);
  });
});

describe('POST auth/metamask/authorize', () => {
  it('answers a new address with a registration ticket and the registration countries, using the nonce up', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    const nonce = await getNonce(tab);
    const res = await authorize(tab, await signed(account, nonce));
    expect(res.headers.getSetCookie()).toEqual([]);
    const context = registrationContext.parse(await (await tab.call('/api/registration-context')).json());
    expect(socialCompletion.parse(await json(res)).data).toEqual({
      authorized: false,
      countries: context.countries,
      default_country: 'HTI',
      disabled_skip: ['HTI'],
      code: expect.stringMatching(/^[\w-]{43}$/),
    });
    const [row] = await server.db
      .select()
      .from(s.authNonces)
      .where(eq(s.authNonces.nonce, hashToken(nonce)));
    expect(row?.subject).toBe(account.address.toLowerCase());
    expect(row?.consumedAt).toBeInstanceOf(Date);
  });

  it('refuses a used nonce: the same signed message again, or a new message with it', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    const nonce = await getNonce(tab);
    const first = await signed(account, nonce);
    expect((await json(await authorize(tab, first))).success).toBe(true);
    expect(await json(await authorize(tab, first))).toEqual(EXPIRED);
    expect(await json(await authorize(tab, await signed(newAccount(), nonce)))).toEqual(EXPIRED);
  });

  it('lets only one of two concurrent sign-ins with one nonce through', async () => {
    const tab = browser(server.url);
    const body = await signed(newAccount(), await getNonce(tab));
    const replies = await Promise.all([authorize(tab, body), authorize(tab, body)].map(async (r) => json(await r)));
    expect(replies.filter((reply) => reply.success === true)).toHaveLength(1);
    expect(replies).toContainEqual(EXPIRED);
  });

  it('refuses an unknown or expired nonce, and a message past its expiration time', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    expect(await json(await authorize(tab, await signed(account, 'a1b2c3d4e5f60718')))).toEqual(EXPIRED);
    const stale = await getNonce(tab);
    await server.db
      .update(s.authNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.authNonces.nonce, hashToken(stale)));
    expect(await json(await authorize(tab, await signed(account, stale)))).toEqual(EXPIRED);
    const expirationTime = new Date(Date.now() - 1000);
    expect(await json(await authorize(tab, await signed(account, await getNonce(tab), { expirationTime })))).toEqual(
      EXPIRED,
    );
  });

  it('refuses a tampered signature or another account’s, without signing in or using the nonce up', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    const nonce = await getNonce(tab);
    const genuine = await signed(account, nonce);
    const forged = [
      { ...genuine, signature: tamper(genuine.signature) },
      { ...genuine, signature: await newAccount().signMessage({ message: genuine.message }) },
      { ...genuine, signature: genuine.signature.slice(0, -2) },
      { ...genuine, message: genuine.message.replace('Sign in to', 'Pay from') },
    ];
    for (const body of forged) {
      const res = await authorize(tab, body);
      expect(await json(res)).toEqual(BAD_SIGNATURE);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // A forger cannot void the player's request: the genuine signature still works.
    expect((await json(await authorize(tab, genuine))).success).toBe(true);
  });

  it('refuses a message for another site, port, scheme or version, keeping the nonce', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    const nonce = await getNonce(tab);
    const port = Number(new URL(server.url).port);
    const otherSites: SiweFields[] = [
      { domain: 'evil.example', uri: 'https://evil.example' },
      { domain: `127.0.0.1:${port + 1}` },
      { uri: 'https://evil.example/login' },
      { uri: `http://127.0.0.1:${port + 1}/login` },
      { scheme: 'https' },
      { notBefore: new Date(Date.now() + 60_000) },
    ];
    for (const fields of otherSites) {
      expect(await json(await authorize(tab, await signed(account, nonce, fields)))).toEqual(UNKNOWN);
    }
    const v2 = siweMessage(account, nonce).replace('Version: 1', 'Version: 2');
    expect(await json(await authorize(tab, await signText(account, v2)))).toEqual(UNKNOWN);
    expect(await json(await authorize(tab, await signText(account, 'hello')))).toEqual(UNKNOWN);
    // The uri may name any page of this origin.
    expect(
      (await json(await authorize(tab, await signed(account, nonce, { uri: `${server.url}/login/web3` })))).success,
    ).toBe(true);
  });

  it('answers a malformed body with 400 and field errors', async () => {
    const res = await post(browser(server.url), '/api/v1/auth/metamask/authorize', { message: '', signature: 'xyz' });
    expect(res.status).toBe(400);
    expect(Object.keys(errorReply.parse(await res.json()).error.fields).sort()).toEqual(['message', 'signature']);
  });
});

describe('POST auth/metamask/registration', () => {
  it('confirms with an SMS code: signed in, zero balances, wallet linked; later sign-ins skip the form', async () => {
    const account = newAccount();
    const { tab, phone } = await registerConfirmed(account);
    expect(tab.jar.get('sid')).toBeTruthy();
    expect(await me(tab)).toMatchObject({ phone, country: 'Haiti', list_linked_services: WALLET_LINK });
    expect(balance.parse(await (await tab.call('/api/v1/user/balance/info')).json())).toMatchObject({
      balance: 0,
      bonus_balance: 0,
      sport_balance: 0,
    });

    // Another browser, a new nonce: signed in directly.
    const other = browser(server.url);
    const res = await authorize(other, await signed(account, await getNonce(other)));
    expect(socialCompletion.parse(await json(res)).data).toMatchObject({ authorized: true, code: '' });
    expect(res.headers.getSetCookie()[0]).toMatch(/^sid=[\w-]+;.*HttpOnly/i);
    expect((await me(other)).phone).toBe(phone);
  });

  it('refuses skip for a disabled-skip country (HTI) and allows it elsewhere with no phone', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    const code = await ticketFor(tab, account);
    expect(await register(tab, { address: account.address, code, country_iso: 'HTI' })).toEqual({
      success: false,
      error: {
        message: 'Phone confirmation is required for this country',
        fields: { phone_number: [{ message: 'Phone number is required' }] },
      },
    });
    expect(await linkedTo(account)).toBe(0);

    // Form data, as the docs/product.md#calls-list registration calls also send it.
    const res = await tab.call('/api/v1/auth/metamask/registration', {
      method: 'POST',
      body: new URLSearchParams({ address: account.address, code, country_iso: 'DOM' }),
    });
    expect(await json(res)).toEqual({ success: true });
    expect(await me(tab)).toMatchObject({
      phone: null,
      name: null,
      country: 'Dominican Republic',
      list_linked_services: WALLET_LINK,
    });
  });

  it('refuses a ticket with another address, an unknown ticket and a wrong SMS code, keeping the ticket', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    const code = await ticketFor(tab, account);
    const other = newAccount();
    expect(await register(tab, { address: other.address, code, country_iso: 'DOM' })).toEqual(UNKNOWN);
    expect(await register(tab, { address: account.address, code: 'no-such-ticket', country_iso: 'DOM' })).toEqual(
      UNKNOWN,
    );
    const number = newNumber();
    const sms = await smsCode(tab, `509${number}`);
    const wrong = String((Number(sms) + 1) % 1_000_000).padStart(6, '0');
    const confirm = { address: account.address, code, country_iso: 'HTI', phone_number: number };
    expect(errorReply.parse(await register(tab, { ...confirm, sms_code: wrong })).error.fields).toEqual({
      sms_code: [{ message: 'Wrong or expired SMS code' }],
    });
    expect(await linkedTo(other)).toBe(0);
    expect(tab.jar.get('sid')).toBeUndefined();

    // The address in any case is the same account.
    const lower = { ...confirm, address: account.address.toLowerCase(), sms_code: sms };
    expect(await register(tab, lower)).toEqual({ success: true });
    expect(await register(tab, lower)).toEqual(UNKNOWN); // ticket used
    expect(await linkedTo(account)).toBe(1);
  });
});

describe('GET auth/metamask/unlink', () => {
  it('refuses a player without a phone: they could not sign in any more', async () => {
    const tab = browser(server.url);
    const account = newAccount();
    const code = await ticketFor(tab, account);
    expect(await register(tab, { address: account.address, code, country_iso: 'DOM' })).toEqual({ success: true });
    expect(await json(await tab.call('/api/v1/auth/metamask/unlink'))).toEqual({
      success: false,
      message: WALLET_TEXTS.unlinkNeedsPhone,
    });
    expect((await me(tab)).list_linked_services).toEqual(WALLET_LINK);
  });

  it('unlinks a player with a phone; the wallet then counts as new', async () => {
    const account = newAccount();
    const { tab } = await registerConfirmed(account);
    expect(await json(await tab.call('/api/v1/auth/metamask/unlink'))).toEqual({ success: true });
    expect((await me(tab)).list_linked_services).toEqual([]);
    expect(await ticketFor(browser(server.url), account)).toMatch(/^[\w-]{43}$/);
  });

  it('answers guests with 401', async () => {
    const res = await browser(server.url).call('/api/v1/auth/metamask/unlink');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Unauthorized' });
  });
});

// Sign-in as the operator configures it, over real HTTP: players of every seeded country sign in with their full
// number (docs/product.md#rules-login), a login that is no phone number is refused with what is wrong, and the site
// config lists the sign-in services the operator chose (docs/api.md#sign-in-services).
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { registrationContext, smsReply } from '../../contract/schemas/session';
import { siteInfo } from '../../contract/schemas/site';
import * as s from '../../server/db/schema';
import { readSignInServices } from '../../server/site/sign-in-services';
import { browser, startTestServer, type TestServer } from './harness';

type Tab = ReturnType<typeof browser>;
const post = (tab: Tab, path: string, json: unknown) => tab.call(path, { method: 'POST', json });

let server: TestServer;
let log: MockInstance;
beforeAll(async () => {
  // The dev SMS stand-in prints every code: keep the test output readable.
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  log.mockRestore();
});
// Every call comes from 127.0.0.1: the per-address SMS cap is not what these tests are about.
beforeEach(async () => {
  await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, 'sms-address:%'));
});

async function outbox(phone: string): Promise<{ body: string }[]> {
  const res = await fetch(`${server.url}/dev/sms-outbox?phone=${phone}`);
  return ((await res.json()) as { list: { body: string }[] }).list;
}

/** Signs a new player up in `country` through the real SMS registration, then forgets the session. */
async function registerIn(country: string, phoneCode: number, national: string) {
  await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, 'sms-address:%'));
  const tab = browser(server.url);
  const phone = `${phoneCode}${national}`;
  expect(smsReply.parse(await (await post(tab, '/api/v1/registration/sms', { phone })).json()).message).toBe(
    'SMS sent',
  );
  const code = /\b(\d{6})\b/.exec((await outbox(phone))[0]?.body ?? '')?.[1] ?? '';
  const reply = await post(tab, '/api/v1/registration', {
    country_code: country,
    name: 'Marie Joseph',
    phone_number: national,
    sms_code: code,
    password: 'lakay2024',
    age_rules_agree: true,
  });
  expect(await reply.json(), `registration in ${country}`).toEqual({ success: true });
}

const signIn = async (login: string, password = 'lakay2024') =>
  (await post(browser(server.url), '/api/v1/authorize', { login, password })).json();

describe('POST authorize, players of every country', () => {
  it('signs in a player of each seeded country with the country code and the number, typed or formatted', async () => {
    const context = registrationContext.parse(await (await fetch(`${server.url}/api/registration-context`)).json());
    expect(context.countries).toHaveLength(25);
    let n = 0;
    for (const country of context.countries) {
      // 8 digits after the code: a mobile number's length in most of these countries.
      const national = `46${String(100_000 + n++).padStart(6, '0')}`;
      await registerIn(country.id, country.phone_code, national);
      expect(await signIn(`${country.phone_code}${national}`), country.id).toEqual({ success: true });
      expect(await signIn(`+${country.phone_code} ${national.slice(0, 4)}-${national.slice(4)}`), country.id).toEqual({
        success: true,
      });
      // The number without its country code is another number: nobody's.
      expect(await signIn(national), country.id).toEqual({
        success: false,
        message: 'Wrong phone number or password',
      });
    }
    // 25 registrations and 75 sign-ins, each hashing or checking a password: ~5 s alone, several times that on a busy
    // 2-core machine.
  }, 60_000);

  it('texts a new password to a player of another country, who signs in with it', async () => {
    await registerIn('JAM', 1876, '5550188');
    const tab = browser(server.url);
    const reply = await post(tab, '/api/v1/authorize/restore-sms', { phone: '18765550188' });
    expect(smsReply.parse(await reply.json()).message).toBe('SMS sent');
    const password = /password: (\S{8})$/.exec((await outbox('18765550188'))[0]?.body ?? '')?.[1] ?? '';
    expect(await signIn('+1 876 555 0188', password)).toEqual({ success: true });
  });

  it.each([
    ['letters', '5093700000a'],
    ['a + inside the number', '509+37000001'],
    ['too short', '50937'],
    ['longer than 15 digits', '5093700000112345'],
    ['signs only', '+ - ()'],
  ])(
    'refuses a login that is no phone number (%s) with "Invalid phone number", as the browser does',
    async (_, login) => {
      const tab = browser(server.url);
      const res = await post(tab, '/api/v1/authorize', { login, password: 'demo1234' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: false, message: 'Invalid phone number' });
      expect(res.headers.getSetCookie()).toEqual([]);
      // Not a failed sign-in of anybody: nothing counted against the number.
      const counted = await server.db.select().from(s.rateLimits).where(like(s.rateLimits.key, 'login:%'));
      expect(counted.map((row) => row.key)).not.toContain(
        `login:${login.replace(/^\+/, '').replace(/[\s\-().]/g, '')}`,
      );
    },
  );

  it('refuses a missing password with the field error, whatever the login', async () => {
    const res = await post(browser(server.url), '/api/v1/authorize', { login: '50937000001', password: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      error: { message: 'Invalid data', fields: { password: [{ message: 'This field is required' }] } },
    });
  });

  it('makes dev players of any seeded country, and refuses an unknown one', async () => {
    const reply = await post(browser(server.url), '/dev/players', { country: 'DOM' });
    const player = (await reply.json()) as { phone: string; national: string; password: string };
    expect(player.phone).toBe(`1809${player.national}`);
    const [user] = await server.db.select().from(s.users).where(eq(s.users.phone, player.phone));
    expect(user?.countryId).toBe('DOM');
    expect(await signIn(player.phone, player.password)).toEqual({ success: true });
    const unknown = await post(browser(server.url), '/dev/players', { country: 'XXX' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ success: false, message: 'Unknown country: XXX' });
  });
});

const servicesOf = async (res: Response) => siteInfo.parse(await res.json()).external_authorization_button;

describe('GET config, sign-in services', () => {
  it('lists the seeded services, public and cached', async () => {
    const res = await fetch(`${server.url}/api/v1/config`);
    expect(await servicesOf(res)).toEqual(['google', 'metamask', 'telegram']);
    expect(res.headers.get('cache-control')).toMatch(/public/);
  });

  it('gives a browser with the sign_in_services cookie its own list, never cached, others keep theirs', async () => {
    // The server's public copy is warm first: the cookie's reply must not come from it, nor go into it.
    await fetch(`${server.url}/api/v1/config`);
    for (const [cookie, expected] of [
      ['none', []],
      ['telegram,google', ['telegram', 'google']],
      ['metamask', ['metamask']],
      // A name the app does not know is passed on as the operator wrote it (the app shows only those it knows).
      ['facebook, google', ['facebook', 'google']],
    ] as const) {
      const res = await fetch(`${server.url}/api/v1/config`, { headers: { cookie: `sign_in_services=${cookie}` } });
      expect(await servicesOf(res), cookie).toEqual(expected);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(await servicesOf(await fetch(`${server.url}/api/v1/config`))).toEqual(['google', 'metamask', 'telegram']);
    }
  });
});

describe('SIGN_IN_SERVICES', () => {
  it('reads none, some in their order, or the seeded list, and stops the start on an unknown name', () => {
    expect(readSignInServices({})).toBeUndefined();
    expect(readSignInServices({ SIGN_IN_SERVICES: '  ' })).toBeUndefined();
    expect(readSignInServices({ SIGN_IN_SERVICES: 'none' })).toEqual([]);
    expect(readSignInServices({ SIGN_IN_SERVICES: 'NONE' })).toEqual([]);
    expect(readSignInServices({ SIGN_IN_SERVICES: 'telegram, google' })).toEqual(['telegram', 'google']);
    expect(readSignInServices({ SIGN_IN_SERVICES: 'metamask google metamask' })).toEqual(['metamask', 'google']);
    expect(() => readSignInServices({ SIGN_IN_SERVICES: 'google,facebook' })).toThrow(
      'Invalid SIGN_IN_SERVICES: facebook (expected none, or some of google, metamask, telegram)',
    );
  });

  for (const [services, mode] of [
    [[], 'test'],
    [['telegram', 'google'], 'production'],
  ] as const) {
    it(`makes GET config list ${services.length === 0 ? 'none' : services.join(', ')} (${mode})`, async () => {
      const configured = await startTestServer({ mode, signInServices: services });
      try {
        expect(await servicesOf(await fetch(`${configured.url}/api/v1/config`))).toEqual(services);
        // In production the dev cookie changes nothing.
        const withCookie = await fetch(`${configured.url}/api/v1/config`, {
          headers: { cookie: 'sign_in_services=metamask' },
        });
        expect(await servicesOf(withCookie)).toEqual(mode === 'production' ? services : ['metamask']);
      } finally {
        await configured.close();
      }
    });
  }
});

// SMS registration and SMS password restore over real HTTP (docs/product.md#flows-sms-code SMS request,
// docs/product.md#rules-registration registration rules, docs/product.md#calls-list calls, docs/product.md#errors-texts
// texts): codes read from the dev outbox, the per-phone wait answered with time_left, the per-address cap, expiry, the
// try limit, and no half-created account on failure.
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { isLocale } from '../../contract/constants';
import { errorReply } from '../../contract/schemas/common';
import { balance, countries, profile, registrationContext, smsReply } from '../../contract/schemas/session';
import { createPlayer, RegistrationRefused } from '../../server/auth/registration';
import { checkSmsCode } from '../../server/auth/sms-codes';
import * as s from '../../server/db/schema';
import { text, translate } from '../../server/i18n/text';
import { browser, startTestServer, type TestServer } from './harness';

let server: TestServer;
/** The dev SMS console line (`[sms] to 509…: code 123456`), kept out of the test output. */
let log: MockInstance<typeof console.log>;
beforeAll(async () => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  log.mockRestore();
});
// Every call comes from 127.0.0.1: the per-address SMS cap is tested on its own, not by accident.
beforeEach(async () => {
  await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, 'sms-address:%'));
});

type Tab = ReturnType<typeof browser>;
const HAITI = 509;
let nextNumber = 37_110_000;
/** A fresh Haitian number (without the 509 country code) per test. */
const newNumber = () => String(++nextNumber);

const post = (tab: Tab, path: string, json: unknown) => tab.call(path, { method: 'POST', json });

async function outbox(phone: string): Promise<{ body: string }[]> {
  const res = await fetch(`${server.url}/dev/sms-outbox?phone=${phone}`);
  return ((await res.json()) as { list: { body: string }[] }).list;
}

async function requestCode(tab: Tab, phone: string): Promise<string> {
  const res = await post(tab, '/api/v1/registration/sms', { phone });
  expect(res.status).toBe(200);
  // In the tab's language (docs/api.md#server-language): English without a lang cookie.
  const lang = tab.jar.get('lang');
  const sent = translate(isLocale(lang) ? lang : 'en', text('auth.smsSent'));
  expect(smsReply.parse(await res.json())).toEqual({ time_left: 60, message: sent });
  const code = /\b(\d{6})\b/.exec((await outbox(phone))[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

const form = (phoneNumber: string, smsCode: string, extra: Record<string, unknown> = {}) => ({
  country_code: 'HTI',
  name: 'Rose Dorval',
  phone_number: phoneNumber,
  sms_code: smsCode,
  password: 'lakay2024',
  age_rules_agree: true,
  ...extra,
});

const register = async (tab: Tab, body: unknown) => {
  const res = await post(tab, '/api/v1/registration', body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const usersWithPhone = async (phone: string) => {
  const [row] = await server.db.select({ n: count() }).from(s.users).where(eq(s.users.phone, phone));
  return row?.n ?? 0;
};

const refusedFields = (body: unknown) => {
  const reply = errorReply.parse(body);
  expect(reply).toMatchObject({ success: false, error: { message: 'Registration failed. Invalid data' } });
  return reply.error.fields;
};

const wrongCode = { sms_code: [{ message: 'Wrong or expired SMS code' }] };
const lockedCode = { sms_code: [{ message: 'Too many wrong codes. Request a new SMS code' }] };
/** Any six digits but the right ones. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('registration context and countries', () => {
  it('lists the seeded countries with Haiti as default and disabled_skip, no phone on a plain visit', async () => {
    const context = registrationContext.parse(await (await fetch(`${server.url}/api/registration-context`)).json());
    expect(context.default_country).toBe('HTI');
    expect(context.disabled_skip).toEqual(['HTI']);
    expect(context.phone).toBeUndefined();
    expect(context.countries.length).toBeGreaterThanOrEqual(15);
    expect(context.countries[0]).toEqual({
      id: 'HTI',
      id2: 'HT',
      name: 'Haiti',
      phone_code: 509,
      icon: '/media/flags/ht.svg?w=40&h=30',
      currency: 'HTG',
    });
    const list = countries.parse(await (await fetch(`${server.url}/api/v1/registration`)).json());
    expect(list).toEqual({ countries: context.countries, default_country: 'HTI' });
  });
});

describe('POST registration', () => {
  it('registers with the texted code and a promo code: signed in, zero balances plus the bonus', async () => {
    const tab = browser(server.url);
    tab.jar.set('lang', 'fr');
    const number = newNumber();
    const phone = `${HAITI}${number}`;
    const code = await requestCode(tab, `+509 ${number.slice(0, 2)}-${number.slice(2)}`);
    expect(log).toHaveBeenCalledWith(`[sms] to ${phone}: code ${code}`);

    const res = await register(tab, form(number, code, { promo_code: ' welcome100 ' }));
    expect(res).toEqual({ status: 200, body: { success: true } });
    expect(tab.jar.get('sid')).toBeTruthy();
    expect(await (await tab.call('/api/session')).json()).toEqual({ authenticated: true });
    expect(balance.parse(await (await tab.call('/api/v1/user/balance/info')).json())).toMatchObject({
      balance: 0,
      bonus_balance: 100,
      sport_balance: 0,
    });
    const me = profile.parse(await (await tab.call('/api/v1/user/profile/info?version=2')).json());
    // The country is named in the tab's language (docs/api.md#server-language).
    expect(me).toMatchObject({ name: 'Rose Dorval', phone, country: 'Haïti', lang: 'fr', is_admin: false });

    const [user] = await server.db.select().from(s.users).where(eq(s.users.phone, phone));
    expect(user?.passwordHash?.startsWith('scrypt$')).toBe(true);
    const accounts = await server.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.userId, user?.id ?? 0));
    expect(accounts.map((a) => a.kind).sort()).toEqual(['bonus', 'regular', 'sport']);
    const redeemed = await server.db
      .select()
      .from(s.promoCodeRedemptions)
      .where(eq(s.promoCodeRedemptions.userId, user?.id ?? 0));
    expect(redeemed.map((r) => r.code)).toEqual(['WELCOME100']);

    // The password works for a later sign-in; the used code does not work twice.
    expect(
      await (await post(browser(server.url), '/api/v1/authorize', { login: phone, password: 'lakay2024' })).json(),
    ).toEqual({ success: true });
    const again = await register(browser(server.url), form(newNumber(), code));
    expect(refusedFields(again.body)).toEqual(wrongCode);
  });

  it('accepts the same fields as multipart form data; no promo code means all balances are 0', async () => {
    const tab = browser(server.url);
    const number = newNumber();
    const code = await requestCode(tab, `${HAITI}${number}`);
    const data = new FormData();
    for (const [key, value] of Object.entries(form(number, code, { age_rules_agree: 'true' }))) {
      data.set(key, String(value));
    }
    const res = await tab.call('/api/v1/registration', { method: 'POST', body: data });
    expect(await res.json()).toEqual({ success: true });
    expect(balance.parse(await (await tab.call('/api/v1/user/balance/info')).json())).toMatchObject({
      balance: 0,
      bonus_balance: 0,
      sport_balance: 0,
    });
    const me = profile.parse(await (await tab.call('/api/v1/user/profile/info')).json());
    expect(me).toMatchObject({ name: 'Rose Dorval', phone: `${HAITI}${number}`, lang: 'en' });
  });

  it('refuses a wrong code with a field error and creates nothing', async () => {
    const tab = browser(server.url);
    const number = newNumber();
    const code = await requestCode(tab, `${HAITI}${number}`);
    const res = await register(tab, form(number, otherThan(code)));
    expect(res.status).toBe(200);
    expect(refusedFields(res.body)).toEqual(wrongCode);
    expect(tab.jar.has('sid')).toBe(false);
    expect(await usersWithPhone(`${HAITI}${number}`)).toBe(0);
  });

  it('refuses an expired code', async () => {
    const tab = browser(server.url);
    const number = newNumber();
    const phone = `${HAITI}${number}`;
    const code = await requestCode(tab, phone);
    await server.db
      .update(s.smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(s.smsCodes.phone, phone));
    expect(refusedFields((await register(tab, form(number, code))).body)).toEqual(wrongCode);
    expect(await usersWithPhone(phone)).toBe(0);
  });

  it('voids a code after 5 wrong tries and says so: the right one is refused on the 6th', async () => {
    const tab = browser(server.url);
    const number = newNumber();
    const code = await requestCode(tab, `${HAITI}${number}`);
    for (let i = 0; i < 4; i++) {
      expect(refusedFields((await register(tab, form(number, otherThan(code)))).body)).toEqual(wrongCode);
    }
    // The 5th wrong try uses the code up: from then on the player is told to ask for a new SMS.
    expect(refusedFields((await register(tab, form(number, otherThan(code)))).body)).toEqual(lockedCode);
    expect(refusedFields((await register(tab, form(number, code))).body)).toEqual(lockedCode);
    expect(await usersWithPhone(`${HAITI}${number}`)).toBe(0);
  });

  it('refuses an already registered phone, rule and promo problems per field, nothing created', async () => {
    const tab = browser(server.url);
    const taken = await register(tab, form('37000001', '123456'));
    expect(refusedFields(taken.body)).toEqual({
      phone_number: [{ message: 'This phone number is already registered' }],
    });

    const number = newNumber();
    const code = await requestCode(tab, `${HAITI}${number}`);
    const res = await register(tab, form(number, code, { age_rules_agree: false, promo_code: 'FETE2024' }));
    expect(refusedFields(res.body)).toEqual({
      age_rules_agree: [{ message: 'You must be 18 or older and accept the rules' }],
      promo_code: [{ message: 'Unknown promo code' }],
    });
    const country = await register(tab, form(number, code, { country_code: 'ZZZ' }));
    expect(refusedFields(country.body)).toEqual({ country_code: [{ message: 'Unknown country' }] });
    expect(await usersWithPhone(`${HAITI}${number}`)).toBe(0);
    // Those refusals did not spend the right code.
    expect((await register(tab, form(number, code))).body).toEqual({ success: true });
  });

  it('answers a malformed body with 400 and field errors', async () => {
    const tab = browser(server.url);
    const res = await register(tab, { country_code: 'HTI', name: 'R', phone_number: '37 11', sms_code: 'abc' });
    expect(res.status).toBe(400);
    const { fields } = errorReply.parse(res.body).error;
    expect(Object.keys(fields).sort()).toEqual(['age_rules_agree', 'name', 'password', 'phone_number', 'sms_code']);
    expect(fields.password).toEqual([{ message: 'This field is required' }]);
    const broken = await tab.call('/api/v1/registration', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
  });

  it('creates exactly one player when the same code is sent twice at once', async () => {
    const number = newNumber();
    const phone = `${HAITI}${number}`;
    const code = await requestCode(browser(server.url), phone);
    const [a, b] = await Promise.all([
      register(browser(server.url), form(number, code)),
      register(browser(server.url), form(number, code)),
    ]);
    expect([a.body.success, b.body.success].sort()).toEqual([false, true]);
    expect(await usersWithPhone(phone)).toBe(1);
    const [user] = await server.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.phone, phone));
    const [accounts] = await server.db
      .select({ n: count() })
      .from(s.accounts)
      .where(eq(s.accounts.userId, user?.id ?? 0));
    expect(accounts?.n).toBe(3);
  });
});

describe('createPlayer', () => {
  it('rolls everything back when a step fails: no user, code unused, promo counter unchanged', async () => {
    const phone = `${HAITI}${newNumber()}`;
    const code = await requestCode(browser(server.url), phone);
    const smsCodeId = await checkSmsCode(server.db, phone, 'registration', code);
    // KOMPA50 runs out between the check and the transaction (another player took the last one).
    await server.db.update(s.promoCodes).set({ maxRedemptions: 0 }).where(eq(s.promoCodes.code, 'KOMPA50'));
    const player = {
      phone,
      name: 'Rose Dorval',
      passwordHash: 'x',
      countryId: 'HTI',
      lang: 'en',
      dateBirth: null,
      gender: null,
      promoCode: 'KOMPA50',
      smsCodeId: smsCodeId ?? 0,
    };
    await expect(createPlayer(server.db, player)).rejects.toEqual(
      new RegistrationRefused({ promo_code: [{ message: text('promo.unknown') }] }),
    );
    expect(await usersWithPhone(phone)).toBe(0);
    const [row] = await server.db
      .select()
      .from(s.smsCodes)
      .where(eq(s.smsCodes.id, smsCodeId ?? 0));
    expect(row?.consumedAt).toBeNull();
    const [promo] = await server.db.select().from(s.promoCodes).where(eq(s.promoCodes.code, 'KOMPA50'));
    expect(promo?.redemptions).toBe(0);
    // The same code, without the promo, still registers: the failure left the player able to retry.
    await createPlayer(server.db, { ...player, promoCode: '' });
    expect(await usersWithPhone(phone)).toBe(1);
  });
});

describe('POST registration/sms', () => {
  it('sends nothing while the wait runs and answers the seconds left', async () => {
    const tab = browser(server.url);
    const phone = `${HAITI}${newNumber()}`;
    await requestCode(tab, phone);
    const res = await post(tab, '/api/v1/registration/sms', { phone });
    const reply = smsReply.parse(await res.json());
    expect(res.status).toBe(200);
    expect(reply.time_left).toBeGreaterThan(0);
    expect(reply.time_left).toBeLessThanOrEqual(60);
    expect(reply.message).toBe(`Retry after ${reply.time_left}s`);
    expect(await outbox(phone)).toHaveLength(1);
  });

  it('refuses a registered phone, a bad number and a malformed body without sending', async () => {
    const tab = browser(server.url);
    const taken = await post(tab, '/api/v1/registration/sms', { phone: '50937000001' });
    expect(await taken.json()).toEqual({ success: false, message: 'This phone number is already registered' });
    expect(await outbox('50937000001')).toHaveLength(0);
    expect(await (await post(tab, '/api/v1/registration/sms', { phone: '12a' })).json()).toEqual({
      success: false,
      message: 'Invalid phone number',
    });
    expect((await post(tab, '/api/v1/registration/sms', {})).status).toBe(400);
  });

  it('caps SMS per client address with a 429 and keeps the phone free', async () => {
    const tab = browser(server.url);
    for (let i = 0; i < 20; i++) await requestCode(tab, `${HAITI}${newNumber()}`);
    const phone = `${HAITI}${newNumber()}`;
    const res = await post(tab, '/api/v1/registration/sms', { phone });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toEqual({ success: false, message: 'Too many SMS requests. Please try again later' });
    expect(await outbox(phone)).toHaveLength(0);
    // Password restores count against the same cap: nothing sent, the password unchanged.
    const admin = '50937000002';
    const [before] = await server.db.select().from(s.users).where(eq(s.users.phone, admin));
    const restore = await post(tab, '/api/v1/authorize/restore-sms', { phone: admin });
    expect(restore.status).toBe(429);
    expect(restore.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await restore.json()).toEqual({ success: false, message: 'Too many SMS requests. Please try again later' });
    expect(await outbox(admin)).toHaveLength(0);
    const [after] = await server.db.select().from(s.users).where(eq(s.users.phone, admin));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, 'sms-address:%'));
    // The refused restore left the phone's wait unstarted: the owner can still ask for one.
    expect(
      await server.db
        .select()
        .from(s.rateLimits)
        .where(eq(s.rateLimits.key, `sms:restore:${admin}`)),
    ).toEqual([]);
    await requestCode(tab, phone);
  });
});

describe('POST registration/sms_confirm_phone', () => {
  it('says whether the code is right without using it up', async () => {
    const tab = browser(server.url);
    const number = newNumber();
    const phone = `${HAITI}${number}`;
    const code = await requestCode(tab, phone);
    const path = '/api/v1/registration/sms_confirm_phone';
    expect(await (await post(tab, path, { phone, sms_code: otherThan(code) })).json()).toEqual({
      success: false,
      message: 'Wrong or expired SMS code',
    });
    expect(await (await post(tab, path, { phone, sms_code: code })).json()).toEqual({ success: true });
    expect((await register(tab, form(number, code))).body).toEqual({ success: true });
  });

  it('counts wrong codes against the same 5 tries, then tells the player to ask for a new SMS', async () => {
    const tab = browser(server.url);
    const phone = `${HAITI}${newNumber()}`;
    const code = await requestCode(tab, phone);
    const path = '/api/v1/registration/sms_confirm_phone';
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(await (await post(tab, path, { phone, sms_code: otherThan(code) })).json());
    const locked = { success: false, message: 'Too many wrong codes. Request a new SMS code' };
    expect(answers).toEqual([...Array(4).fill({ success: false, message: 'Wrong or expired SMS code' }), locked]);
    expect(await (await post(tab, path, { phone, sms_code: code })).json()).toEqual(locked);
    // A new code (after the phone's wait) starts afresh.
    await server.db.delete(s.rateLimits).where(eq(s.rateLimits.key, `sms:registration:${phone}`));
    await post(tab, '/api/v1/registration/sms', { phone });
    const fresh = /\b(\d{6})\b/.exec((await outbox(phone))[0]?.body ?? '')?.[1] ?? '';
    expect(fresh).not.toBe('');
    expect(await (await post(tab, path, { phone, sms_code: fresh })).json()).toEqual({ success: true });
  });
});

describe('POST authorize/restore-sms', () => {
  const admin = { phone: '50937000002', password: 'admin1234' };
  const signIn = async (password: string) =>
    (await post(browser(server.url), '/api/v1/authorize', { login: admin.phone, password })).json();

  it('texts a new password to a registered phone: the old one stops working, the new one works', async () => {
    const tab = browser(server.url);
    const res = await post(tab, '/api/v1/authorize/restore-sms', { phone: `+${admin.phone}` });
    expect(smsReply.parse(await res.json())).toEqual({ time_left: 60, message: 'SMS sent' });
    const [sms] = await outbox(admin.phone);
    const password = /^Your new Bèl Chans password: (\S{8})$/.exec(sms?.body ?? '')?.[1];
    expect(password).toBeDefined();
    expect(await signIn(admin.password)).toEqual({ success: false, message: 'Wrong phone number or password' });
    expect(await signIn(password ?? '')).toEqual({ success: true });

    const again = smsReply.parse(
      await (await post(tab, '/api/v1/authorize/restore-sms', { phone: admin.phone })).json(),
    );
    expect(again.message).toBe(`Retry after ${again.time_left}s`);
    expect(await outbox(admin.phone)).toHaveLength(1);
  });

  it('answers the same for an unknown phone, sends nothing and still applies the wait', async () => {
    const tab = browser(server.url);
    const phone = `${HAITI}${newNumber()}`;
    const res = await post(tab, '/api/v1/authorize/restore-sms', { phone });
    expect(await res.json()).toEqual({ time_left: 60, message: 'SMS sent' });
    expect(await outbox(phone)).toHaveLength(0);
    const again = smsReply.parse(await (await post(tab, '/api/v1/authorize/restore-sms', { phone })).json());
    expect(again.time_left).toBeGreaterThan(0);
    expect(again.message).toMatch(/^Retry after \d+s$/);
    const [waits] = await server.db
      .select({ n: count() })
      .from(s.rateLimits)
      .where(eq(s.rateLimits.key, `sms:restore:${phone}`));
    expect(waits?.n).toBe(1);
  });
});

// Server side of the contract: the reference server (real HTTP, a seeded PGlite of its own) answers the
// calls of tests/contract/fixtures, and each reply is checked against the documented example reply with the
// structural checker of ./shape.ts (keys, JSON types, nullability, enums), never the app's zod schemas. The
// documented failure replies are checked word for word (status and message), as docs/api.md gives them.
import { like } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as s from '../../server/db/schema';
import { browser, DEMO, startTestServer, type TestServer } from '../server/harness';
import { fixture, fixtures, reply } from './fixtures';
import { checkShape, type Json } from './shape';

type Tab = ReturnType<typeof browser>;
type Body = Record<string, unknown>;

let server: TestServer;
let demo: Tab;
let log: MockInstance<typeof console.log>;

beforeAll(async () => {
  // The dev SMS console line, kept out of the test output.
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
  server = await startTestServer();
  demo = browser(server.url);
  expect((await demo.call('/api/v1/authorize', { method: 'POST', json: DEMO })).status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  log?.mockRestore();
});

/** Which fixture replies a test checked against the server, for the coverage test at the end. */
const checked = new Set<string>();

interface Override {
  path?: string;
  query?: Record<string, string>;
  body?: Body;
  form?: Record<string, string>;
}

/** Sends fixture `name`'s request (with overrides) from `tab`. */
async function send(tab: Tab, name: string, over: Override = {}): Promise<Response> {
  const request = fixture(name).request;
  const url = new URL(over.path ?? request.path, server.url);
  for (const [key, value] of Object.entries(over.query ?? request.query ?? {})) url.searchParams.set(key, value);
  const target = url.pathname + url.search;
  const formFields = over.form ?? (over.body ? undefined : request.form);
  if (formFields) {
    const form = new FormData();
    for (const [key, value] of Object.entries(formFields)) form.append(key, value);
    return tab.call(target, { method: request.method, body: form });
  }
  const body = over.body ?? request.body;
  if (request.method === 'GET' || body === undefined) return tab.call(target, { method: request.method });
  return tab.call(target, { method: request.method, json: body });
}

const isFailure = (status: number, body: Body) => status >= 300 || body.success === false || body.status === 'error';

/**
 * The reply to fixture `name` is its documented reply `case_`: the same status, the documented shape and,
 * for a failure, the documented texts (message, error.message, reason, the field error messages) unless
 * the fixture notes them as free text.
 */
async function expectReply(tab: Tab, name: string, case_: string, over: Override = {}): Promise<Body> {
  return expectResponse(name, case_, await send(tab, name, over));
}

async function expectResponse(name: string, case_: string, res: Response): Promise<Body> {
  const documented = reply(name, case_);
  const body = (await res.json()) as Body;
  const label = `${fixture(name).request.method} ${fixture(name).request.path} (${case_})`;
  expect(res.status, `${label}: status, reply ${JSON.stringify(body).slice(0, 300)}`).toBe(documented.status);
  expect(checkShape(documented.body, body, documented.types), label).toEqual([]);
  const example = documented.body as Body;
  if (isFailure(documented.status, example)) {
    const free = (path: string) => documented.types[path] !== undefined;
    for (const key of ['message', 'reason'] as const) {
      if (key in example && !free(key)) expect(body[key], `${label}: ${key}`).toBe(example[key]);
    }
    const error = example.error as { message?: string; fields?: Record<string, { message: string }[]> } | undefined;
    if (error) {
      const got = body.error as { message?: string; fields?: Record<string, { message: string }[]> };
      expect(got.message, `${label}: error.message`).toBe(error.message);
      for (const [field, messages] of Object.entries(error.fields ?? {})) {
        if (!free(`error.fields.${field}[].message`) && !free('error.fields')) {
          expect(got.fields?.[field], `${label}: error.fields.${field}`).toEqual(messages);
        }
      }
    }
    for (const [header, value] of Object.entries(documented.headers ?? {})) {
      expect(res.headers.get(header), `${label}: ${header}`).toMatch(header === 'retry-after' ? /^\d+$/ : value);
    }
  }
  checked.add(`${name} ${case_}`);
  return body;
}

const post = (tab: Tab, path: string, json: unknown) => tab.call(path, { method: 'POST', json });

let nextNational = 37_610_000 + (process.pid % 1000) * 100;
/** A Haitian national number nobody has registered (8 digits). */
const newNational = () => String(++nextNational);

async function lastSmsCode(phone: string): Promise<string> {
  const list = (await (await fetch(`${server.url}/dev/sms-outbox?phone=${phone}`)).json()) as {
    list: { body: string }[];
  };
  const code = /\b(\d{6})\b/.exec(list.list[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

/** A new player with opening balances (HTG) through the dev stand-in, signed in in a tab of their own. */
async function newPlayer(setup: Body = {}): Promise<Tab & { userId: number }> {
  const tab = browser(server.url);
  const res = await post(tab, '/dev/players', setup);
  expect(res.status).toBe(200);
  const player = (await res.json()) as { user_id: number; phone: string; password: string };
  expect((await post(tab, '/api/v1/authorize', { login: player.phone, password: player.password })).status).toBe(200);
  return { ...tab, userId: player.user_id };
}

describe('the structural checker', () => {
  it('reports missing and undocumented keys, wrong types, enums, nullability and empty arrays', () => {
    const example = { id: 1, status: 'pending', pin: 'x', list: [{ a: 'b' }], tx: null };
    const notes = { status: '=pending|=completed', pin: 'string|null', tx: 'object|null|absent' };
    expect(checkShape(example, { id: 2, status: 'completed', pin: null, list: [{ a: 'c' }] }, notes)).toEqual([]);
    expect(checkShape(example, { id: '2', status: 'done', pin: 3, list: [], extra: true, tx: 1 }, notes)).toEqual([
      'id: expected number, got string "2"',
      'status: expected =pending|=completed, got string "done"',
      'pin: expected string|null, got number 3',
      'list: expected at least one element, got []',
      'tx: expected object|null|absent, got number 1',
      'extra: not documented',
    ]);
    expect(checkShape(example, { id: 1, status: 'pending', pin: 'x', list: [{ a: 'b', z: 1 }] }, notes)).toEqual([
      'list[0].z: not documented',
    ]);
    expect(checkShape({ a: 1 } as Json, {}, {})).toEqual(['a: missing']);
  });
});

describe('session calls', () => {
  it('session, check_authorization, authorize, logout', async () => {
    const guest = browser(server.url);
    await expectReply(guest, 'session', 'guest');
    await expectReply(demo, 'session', 'player');
    await expectReply(guest, 'check_authorization', 'guest');
    await expectReply(demo, 'check_authorization', 'player');

    const tab = browser(server.url);
    await expectReply(tab, 'authorize', 'success');
    expect(tab.jar.has('sid')).toBe(true);
    await expectReply(tab, 'logout', 'success');
    expect(tab.jar.has('sid')).toBe(false);
    await expectReply(guest, 'authorize', 'wrong_credentials', { body: { login: DEMO.login, password: 'wrong-one' } });
    await expectReply(guest, 'authorize', 'invalid', { body: { login: '', password: 'x' } });
  });

  it('authorize: 10 failed sign-ins for one phone give the 429 with retry_after and Retry-After', async () => {
    const login = `509${newNational()}`;
    for (let i = 0; i < 10; i++) {
      await expectReply(browser(server.url), 'authorize', 'wrong_credentials', { body: { login, password: 'nope' } });
    }
    const body = await expectReply(browser(server.url), 'authorize', 'too_many', { body: { login, password: 'nope' } });
    expect(body.message).toBe(`Retry after ${body.retry_after}s`);
  });
});

describe('registration and SMS calls', () => {
  it('registration-context and registration list the countries', async () => {
    const context = await expectReply(browser(server.url), 'registration_context', 'success');
    expect(context.disabled_skip).toEqual(['HTI']);
    expect(context).not.toHaveProperty('phone');
    await expectReply(browser(server.url), 'registration_countries', 'success');
  });

  it('SMS, the code check and registration, with their refusals', async () => {
    const tab = browser(server.url);
    const national = newNational();
    const phone = `509${national}`;
    await expectReply(tab, 'registration_sms', 'success', { body: { phone } });
    const waiting = await expectReply(tab, 'registration_sms', 'waiting', { body: { phone } });
    expect(waiting.message).toBe(`Retry after ${waiting.time_left}s`);
    await expectReply(tab, 'registration_sms', 'registered', { body: { phone: DEMO.login } });
    await expectReply(tab, 'registration_sms', 'invalid_phone', { body: { phone: '12' } });
    await expectReply(tab, 'registration_sms', 'invalid', { body: { phone: '' } });

    const code = await lastSmsCode(phone);
    await expectReply(tab, 'registration_sms_confirm_phone', 'success', { body: { phone, sms_code: code } });
    const wrong = code === '000000' ? '111111' : '000000';
    await expectReply(tab, 'registration_sms_confirm_phone', 'wrong_code', { body: { phone, sms_code: wrong } });

    const form = { ...(fixture('registration').request.body as Body), phone_number: national };
    await expectReply(tab, 'registration', 'refused', { body: { ...form, sms_code: wrong } });
    await expectReply(tab, 'registration', 'success', { body: { ...form, sms_code: code } });
    await expectReply(tab, 'session', 'player');
  });

  it('restore-sms answers the same for any phone', async () => {
    await expectReply(browser(server.url), 'restore_sms', 'success', { body: { phone: `509${newNational()}` } });
  });

  it('more SMS than the per-address limit from one address: the 429 with Retry-After', async () => {
    try {
      let body: Body = {};
      for (let i = 0; i < 25 && body.success !== false; i++) {
        const res = await send(browser(server.url), 'registration_sms', { body: { phone: `509${newNational()}` } });
        body = (await res.json()) as Body;
      }
      await expectReply(browser(server.url), 'registration_sms', 'too_many', {
        body: { phone: `509${newNational()}` },
      });
    } finally {
      await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, 'sms-address:%'));
    }
  });
});

describe('Telegram sign-in calls', () => {
  it('token, check pending, approve, check approved, then expired; refresh', async () => {
    const tab = browser(server.url);
    const issued = await expectReply(tab, 'telegram_token', 'success');
    const token = (issued.data as { token: string }).token;
    await expectReply(tab, 'telegram_check', 'pending', { body: { token } });
    const refreshed = await expectReply(tab, 'telegram_refresh', 'success', { body: { token } });
    const current = (refreshed.data as { token: string }).token;
    const approve = await fetch(`${server.url}/dev/telegram/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token: current, phone: DEMO.login }),
    });
    expect(await approve.text()).toContain('Sign-in approved');
    await expectReply(tab, 'telegram_check', 'approved', { body: { token: current } });
    await expectReply(tab, 'telegram_check', 'expired', { body: { token: current } });
    await expectReply(tab, 'telegram_refresh', 'expired', { body: { token } });
    await expectReply(tab, 'telegram_check', 'invalid', { body: { token: '' } });
  });
});

describe('Google sign-in calls', () => {
  const redirect = () => `${server.url}/login/google`;

  /**
   * The dev consent page's answer to a link of this tab's browser (which keeps the state cookie): the authorization
   * code for that identity and the state it came back with.
   */
  async function consentCode(tab: Tab, email: string, phone = ''): Promise<{ code: string; state: string }> {
    const link = await expectReply(tab, 'google_link', 'success', { query: { redirect_uri: redirect() } });
    const url = new URL((link.data as { url: string }).url);
    const res = await fetch(`${server.url}/dev/google/consent`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        redirect_uri: redirect(),
        state: url.searchParams.get('state') ?? '',
        code_challenge: url.searchParams.get('code_challenge') ?? '',
        code_challenge_method: url.searchParams.get('code_challenge_method') ?? '',
        email,
        name: 'Nouvo Jwè',
        phone,
      }),
    });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location') ?? '');
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  }

  it('link, authorize (new, refused, linked), token, registration, unlink', async () => {
    const tab = browser(server.url);
    await expectReply(tab, 'google_link', 'refused', { query: { redirect_uri: 'https://elsewhere.example/cb' } });

    const email = `contract.${newNational()}@example.ht`;
    const phone = `509${newNational()}`;
    const { code, state } = await consentCode(tab, email, phone);
    // Not this browser's state (another tab's browser holds none): refused before the code is looked at.
    await expectReply(browser(server.url), 'google_authorize', 'state_refused', {
      body: { code, state, redirect_uri: redirect() },
    });
    const fresh = await expectReply(tab, 'google_authorize', 'new_account', {
      body: { code, state, redirect_uri: redirect() },
    });
    expect(fresh.data).toMatchObject({ phone: phone.slice(3), phone_code: 509 });
    // The code again, under a new live state of this browser: used.
    const { state: next } = await consentCode(tab, `other.${email}`);
    await expectReply(tab, 'google_authorize', 'refused', { body: { code, state: next, redirect_uri: redirect() } });

    const tokenRes = await fetch(`${server.url}/dev/google/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const viaToken = await expectReply(tab, 'google_token', 'new_account', { body: { access_token } });
    await expectReply(tab, 'google_token', 'refused', { body: { access_token: 'not-a-token' } });
    await expectReply(tab, 'google_token', 'invalid', { body: { access_token: '' } });

    const ticket = (viaToken.data as { code: string }).code;
    await expectReply(tab, 'google_registration', 'ticket_refused', {
      body: { code: 'not-a-ticket', country_iso: 'USA' },
    });
    await expectReply(tab, 'google_registration', 'skip_refused', { body: { code: ticket, country_iso: 'HTI' } });
    await expectReply(tab, 'google_registration', 'success', { body: { code: ticket, country_iso: 'USA' } });

    // The new player has Google linked and no phone: the profile shows the link, unlinking is refused.
    const profile = await expectReply(tab, 'profile', 'success');
    expect(profile.list_linked_services).toEqual([{ id: 'google', name: 'Google' }]);
    await expectReply(tab, 'google_unlink', 'no_phone');

    const again = browser(server.url);
    const linked = await consentCode(again, email);
    await expectReply(again, 'google_authorize', 'linked', { body: { ...linked, redirect_uri: redirect() } });

    await expectReply(demo, 'google_unlink', 'success');
    await expectReply(browser(server.url), 'google_unlink', 'unauthorized');
  });
});

describe('wallet sign-in calls', () => {
  const sign = async (tab: Tab, domain?: string) => {
    const nonce = ((await expectReply(tab, 'wallet_nonce', 'success')).data as { nonce: string }).nonce;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const account = privateKeyToAccount(generatePrivateKey());
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: domain ?? new URL(server.url).host,
      nonce,
      uri: server.url,
      version: '1',
      issuedAt: new Date(),
    });
    return { account, message, signature: await account.signMessage({ message }) };
  };

  it('nonce, authorize (new and the three refusals), registration, unlink', async () => {
    const tab = browser(server.url);
    const signed = await sign(tab);
    const body = { message: signed.message, signature: signed.signature };
    const fresh = await expectReply(tab, 'wallet_authorize', 'new_account', { body });
    expect(fresh.data).not.toHaveProperty('phone');
    await expectReply(tab, 'wallet_authorize', 'expired', { body });

    const other = await sign(tab, 'elsewhere.example');
    await expectReply(tab, 'wallet_authorize', 'bad_message', {
      body: { message: other.message, signature: other.signature },
    });
    const forged = await sign(tab);
    const stranger = privateKeyToAccount(generatePrivateKey());
    const signature = await stranger.signMessage({ message: forged.message });
    await expectReply(tab, 'wallet_authorize', 'bad_signature', { body: { message: forged.message, signature } });

    const address = signed.account.address;
    const ticket = (fresh.data as { code: string }).code;
    await expectReply(tab, 'wallet_registration', 'ticket_refused', {
      body: { address, code: 'nope', country_iso: 'USA' },
    });
    await expectReply(tab, 'wallet_registration', 'success', { body: { address, code: ticket, country_iso: 'USA' } });
    const profile = await expectReply(tab, 'profile', 'success');
    expect(profile.list_linked_services).toEqual([{ id: 'wallet', name: 'Wallet' }]);
    await expectReply(tab, 'wallet_unlink', 'no_phone');
    await expectReply(demo, 'wallet_unlink', 'success');
    await expectReply(browser(server.url), 'wallet_unlink', 'unauthorized');
  });
});

describe('profile, balance, site, locale and client error calls', () => {
  it('profile and balance of the demo player (HTG major units); 401 for a guest', async () => {
    const profile = await expectReply(demo, 'profile', 'success');
    expect(profile).toMatchObject({ phone: '50937000001', is_admin: false });
    await expectReply(browser(server.url), 'profile', 'unauthorized');
    const balance = await expectReply(demo, 'balance', 'success');
    expect(balance).toMatchObject({ balance: 12500, bonus_balance: 850, sport_balance: 300 });
    await expectReply(browser(server.url), 'balance', 'unauthorized');
  });

  it('config, application info, SEO metadata of a personal page', async () => {
    await expectReply(browser(server.url), 'config', 'success');
    await expectReply(browser(server.url), 'application_info', 'success');
    await expectReply(browser(server.url), 'seo_metadata', 'success');
  });

  it('locale list, setlocale and its refusal', async () => {
    const tab = browser(server.url);
    await expectReply(tab, 'locale_list', 'success');
    await expectReply(tab, 'setlocale', 'success');
    // A fresh tab: after choosing Kreyòl this one reads refusals in Kreyòl (docs/api.md#server-language).
    await expectReply(browser(server.url), 'setlocale', 'invalid', { body: { locale: 'xx' } });
    expect(((await (await send(tab, 'locale_list')).json()) as Body).current).toBe('ht');
  });

  it('client error report and its refusal', async () => {
    await expectReply(browser(server.url), 'client_error', 'success');
    const report = { ...(fixture('client_error').request.body as Body), explanation: 'x'.repeat(2001) };
    await expectReply(browser(server.url), 'client_error', 'invalid', { body: report });
  });
});

describe('games calls', () => {
  it('groups, one group, popular, one game, games/list, description', async () => {
    const guest = browser(server.url);
    const groups = await expectReply(guest, 'games_groups', 'success');
    // docs/api.md: every group with page 1 of its games (12) and up to 4 featured games.
    for (const group of groups.list as {
      games: { list: unknown[]; pagination: Body };
      info: { games: { list: unknown[] } };
    }[]) {
      expect(group.games.pagination).toMatchObject({ page: 1, limit: 12 });
      expect(group.games.list.length).toBeLessThanOrEqual(12);
      expect(group.info.games.list.length).toBeLessThanOrEqual(4);
    }
    await expectReply(guest, 'games_group', 'success');
    await expectReply(guest, 'games_group', 'not_found', { path: '/api/v1/games/groups/no-such-group' });
    await expectReply(guest, 'games_group', 'invalid', { query: { page: '0' } });
    await expectReply(guest, 'games_popular', 'success');

    const all = (
      groups.list as { games: { list: { id: number; alias: string; game_description: string }[] } }[]
    ).flatMap((g) => g.games.list);
    const fruits = all.find((g) => g.alias === 'kreyol-fruits');
    if (!fruits) throw new Error('kreyol-fruits is not in the first pages');
    const tvbetInList = all.find((g) => g.alias === 'tvbet');
    expect(tvbetInList, 'tvbet listed with its info').toBeDefined();
    await expectReply(guest, 'games_game', 'success', { path: `/api/v1/games/game/${fruits.id}` });
    await expectReply(guest, 'games_game', 'not_found', { path: '/api/v1/games/game/999999' });
    await expectReply(guest, 'games_list', 'success');
    await expectReply(guest, 'games_list', 'no_match', { query: { game_alias: 'no-such-game' } });
    await expectReply(guest, 'game_description', 'success', { path: `/api/v1/${fruits.game_description}` });
    await expectReply(guest, 'game_description', 'not_found', { path: '/api/v1/game-description/999999' });
  });

  it('game start and games/url with their refusals', async () => {
    const guest = browser(server.url);
    const list = async (alias: string) =>
      (
        (await (await guest.call(`/api/v1/games/list?game_alias=${alias}`)).json()) as {
          list: { id: number; group_alias: string }[];
        }
      ).list[0] ?? { id: 0, group_alias: '' };
    const fruits = await list('kreyol-fruits');
    const collection = await list('slot-collection');
    const citadelle = await list('citadelle-treasure');
    const start = (g: { id: number; group_alias: string }) => `/api/v1/games/groups/${g.group_alias}/games/${g.id}`;
    await expectReply(guest, 'games_start', 'single', { path: start(fruits) });
    await expectReply(demo, 'games_start', 'multiple', { path: start(collection) });
    await expectReply(guest, 'games_start', 'not_found', {
      path: `/api/v1/games/groups/no-such-group/games/${fruits.id}`,
    });
    await expectReply(guest, 'games_start', 'bonus_empty', {
      path: start(fruits),
      query: { balance_type: '1', version: '2' },
    });
    await expectReply(guest, 'games_start', 'unauthorized', { path: start(citadelle) });

    await expectReply(guest, 'games_url', 'success');
    await expectReply(demo, 'games_url', 'tvbet', { query: { game_alias: 'tvbet' } });
    await expectReply(guest, 'games_url', 'not_found', { query: { game_alias: 'slot-collection' } });
  });

  it('search, jackpots, ratings, FAQ', async () => {
    const guest = browser(server.url);
    const prediction = await expectReply(guest, 'games_search_prediction', 'success');
    expect((prediction.list as { name: string }[]).map((g) => g.name).slice(0, 3)).toEqual([
      'Kreyòl Fruits',
      'Domino Kreyòl',
      'Rocket Kreyòl',
    ]);
    await expectReply(guest, 'games_search_prediction', 'invalid', { query: { name: 'ab' } });
    expect((prediction.list as unknown[]).length).toBeLessThanOrEqual(6);
    const found = await expectReply(guest, 'games_search_list', 'success', { query: { name: 'slot' } });
    expect((found.list as unknown[]).length).toBeLessThanOrEqual(48);
    await expectReply(guest, 'games_search_list', 'invalid', { query: { name: ' a ' } });
    const jackpots = await expectReply(guest, 'jackpots', 'success');
    expect((jackpots.list as { label: string }[]).map((j) => j.label)).toEqual([
      'jackpot.silver',
      'jackpot.gold',
      'jackpot.maximum',
    ]);
    for (const { value } of jackpots.list as { value: number }[]) expect(value).toBeLessThanOrEqual(999_999);
    const ratings = await expectReply(guest, 'ratings', 'success');
    const points = (ratings.ratings as { points: string }[]).map((r) => Number(r.points));
    expect(points).toEqual([...points].sort((a, b) => b - a));
    await expectReply(guest, 'faq', 'success');
  });
});

describe('blog calls', () => {
  it('latest, article, SEO, categories, category; 404s', async () => {
    const guest = browser(server.url);
    const latest = await expectReply(guest, 'blog_latest', 'success');
    await expectReply(guest, 'blog_latest', 'invalid', { query: { limit: '21' } });
    const id = (latest.list as { id: number }[])[0]?.id;
    await expectReply(guest, 'blog_article', 'success', { path: `/api/v1/blogs/articles/article/${id}` });
    await expectReply(guest, 'blog_article', 'not_found', { path: '/api/v1/blogs/articles/article/999999' });
    const seo = await expectReply(guest, 'blog_article_seo', 'success', { path: `/api/v1/blogs/articles/seo/${id}` });
    expect(seo.pageUrl).toBe(`/blog/${id}`);
    await expectReply(guest, 'blog_article_seo', 'not_found', { path: '/api/v1/blogs/articles/seo/999999' });
    const categories = await expectReply(guest, 'blog_categories', 'success');
    const categoryId = (categories.list as { id: number }[])[0]?.id;
    await expectReply(guest, 'blog_category', 'success', { path: `/api/v1/blogs/categories/category/${categoryId}` });
    await expectReply(guest, 'blog_category', 'not_found', { path: '/api/v1/blogs/categories/category/999999' });
  });
});

describe('promotion and club calls', () => {
  let player: Tab;
  beforeAll(async () => {
    player = await newPlayer();
  });

  it('promo code: applied once, then used; unknown; 401', async () => {
    await expectReply(player, 'promo_code', 'success');
    await expectReply(player, 'promo_code', 'used');
    await expectReply(player, 'promo_code', 'unknown', { body: { code: 'NO-SUCH-CODE' } });
    await expectReply(browser(server.url), 'promo_code', 'unauthorized');
  });

  it('offers: membership, list, current, one offer (guest and player), SEO, events', async () => {
    const guest = browser(server.url);
    await expectReply(player, 'promo_offer_members', 'success');
    await expectReply(player, 'promo_offer_members', 'not_found', {
      path: '/api/v1/promo/offers/no-such-offer/members',
    });
    await expectReply(guest, 'promo_offer_members', 'unauthorized');
    await expectReply(guest, 'promo_list', 'success');
    await expectReply(guest, 'promo_offers_current', 'success');
    await expectReply(guest, 'promo_offer', 'guest');
    const offer = await expectReply(player, 'promo_offer', 'player');
    expect(offer.is_member).toBe(true);
    await expectReply(guest, 'promo_offer', 'not_found', { path: '/api/v1/promo/offers/offer/no-such-offer' });
    const seo = await expectReply(guest, 'promo_offer_seo', 'success');
    expect(seo.pageUrl).toBe('/promo/welcome-bonus');
    await expectReply(guest, 'promo_offer_seo', 'not_found', { path: '/api/v1/promo/offers/seo/no-such-offer' });
    await expectReply(demo, 'promo_events', 'player');
    await expectReply(guest, 'promo_events', 'guest');
  });

  it('clubs', async () => {
    const clubs = await expectReply(browser(server.url), 'clubs', 'success');
    expect((clubs.list as { map_position: unknown }[]).filter((c) => c.map_position === null)).toHaveLength(1);
  });
});

describe('bonus calls', () => {
  it('bonus info of the three kinds, the check and the conversion with its refusals', async () => {
    const noProgram = await newPlayer();
    const admin = browser(server.url);
    expect((await post(admin, '/api/v1/authorize', { login: '50937000002', password: 'admin1234' })).status).toBe(200);
    const ready = await newPlayer({ bonus: 425, bonusType: 1 });

    await expectReply(noProgram, 'bonus_info', 'none');
    await expectReply(demo, 'bonus_info', 'type1');
    await expectReply(admin, 'bonus_info', 'type2');
    await expectReply(browser(server.url), 'bonus_info', 'unauthorized');

    await expectReply(demo, 'bonus_convert_check', 'not_allowed');
    await expectReply(ready, 'bonus_convert_check', 'allowed');
    await expectReply(demo, 'bonus_convert', 'not_wagered');
    await expectReply(noProgram, 'bonus_convert', 'no_program');
    await expectReply(admin, 'bonus_convert', 'no_bonus');
    await expectReply(ready, 'bonus_convert', 'success');
  });
});

describe('cashier calls', () => {
  type System = { id: number; type: string; name: string };

  it('lists, one system of each type and widget, an unknown id', async () => {
    const deposits = ((await expectReply(demo, 'payment_deposits', 'success')).list as System[]) ?? [];
    const withdrawals = ((await expectReply(demo, 'payment_withdrawals', 'success')).list as System[]) ?? [];
    await expectReply(browser(server.url), 'payment_deposits', 'unauthorized');

    const byType = (type: string) => deposits.find((system) => system.type === type) as System;
    await expectReply(demo, 'payment_system', 'page', { path: `/api/v1/payment_system/${byType('page').id}` });
    await expectReply(demo, 'payment_system', 'link', { path: `/api/v1/payment_system/${byType('link').id}` });
    await expectReply(demo, 'payment_system', 'form', { path: `/api/v1/payment_system/${byType('form').id}` });
    const widgets = new Set<string>();
    for (const system of [...deposits, ...withdrawals].filter((x) => x.type === 'widget')) {
      const res = await demo.call(`/api/v1/payment_system/${system.id}?version=3`);
      const widget = ((await res.json()) as { data: { widget: string } }).data.widget;
      widgets.add(widget);
      await expectReply(demo, 'payment_system', widget.replace('-', '_'), {
        path: `/api/v1/payment_system/${system.id}`,
      });
    }
    expect([...widgets].sort()).toEqual(['deposit-cash', 'deposit-crypto', 'withdrawal-cash', 'withdrawal-crypto']);
    await expectReply(demo, 'payment_system', 'not_found', { path: '/api/v1/payment_system/999999' });
  });

  it('crypto address and rates', async () => {
    await expectReply(demo, 'crypto_address', 'success');
    await expectReply(demo, 'crypto_address', 'no_currency', { body: { chainId: 'BNB' } });
    await expectReply(demo, 'crypto_address', 'unknown', { body: { chainId: 'NOPE' } });
    const deposit = await expectReply(demo, 'crypto_deposit_rates', 'success');
    expect(Object.keys(deposit.rates as Body).sort()).toEqual(
      ['USDT', 'ETH', 'BTC', 'BCH', 'DASH', 'DOGE', 'LTC', 'XRP', 'SOL', 'TON'].sort(),
    );
    await expectReply(demo, 'crypto_rates', 'success');
  });

  it('payment posts (cash withdrawal with its PIN, MonCash redirect, a refusal) and the rollback action', async () => {
    const player = await newPlayer({ balance: 1000 });
    const systems = (await (await player.call('/api/v1/payment_withdrawals?version=3')).json()) as { list: System[] };
    const cash = systems.list.find((x) => x.name === 'Cash at a club') as System;
    const detail = (await (await player.call(`/api/v1/payment_system/${cash.id}?version=3`)).json()) as {
      data: { data: { clubs: { id: number; withdrawal_limit: number; withdrawal_min: number }[] } };
    };
    const club = detail.data.data.clubs.find(
      (c) => (c.withdrawal_limit <= 0 || c.withdrawal_limit > 500) && c.withdrawal_min <= 500,
    );
    const form = {
      ...fixture('payment_submit').request.form,
      payment_system: String(cash.id),
      purseId: String(club?.id),
    };
    const done = await expectReply(player, 'payment_submit', 'success', { form });
    expect(done.pin).toMatch(/^\d{6}$/);
    await expectReply(player, 'payment_submit', 'refused', { form: { ...form, amount: '900' } });

    const deposits = (await (await player.call('/api/v1/payment_deposits?version=3')).json()) as { list: System[] };
    const cashIn = deposits.list.find((x) => x.name === 'Cash at a club') as System;
    const cashInDetail = (await (await player.call(`/api/v1/payment_system/${cashIn.id}?version=3`)).json()) as {
      data: { data: { clubs: { id: number }[] } };
    };
    const deposit = await expectReply(player, 'payment_submit', 'success', {
      path: '/api/v1/payments/submit/cash-deposit',
      form: {
        payment_system: String(cashIn.id),
        amount: '500',
        purseId: String(cashInDetail.data.data.clubs[0]?.id),
        is_confirm_uid: '1',
        fiscal_id: '',
        national_card_id: '',
      },
    });
    expect(deposit.pin).toMatch(/^\d{6}$/);
    const moncash = deposits.list.find((x) => x.type === 'page') as System;
    await expectReply(player, 'payment_submit', 'moncash', {
      path: '/api/v1/payments/submit/moncash',
      form: { payment_system: String(moncash.id), amount: '100', purseId: '37123456' },
    });

    const history = await expectReply(player, 'payments_history', 'success');
    const pending = (history.data as { items: { actions: { data: { payload: Body } }[] }[] }).items.find(
      (item) => item.actions.length > 0,
    );
    const payload = pending?.actions[0]?.data.payload as Body;
    await expectReply(player, 'payment_action', 'success', { body: payload });
    await expectReply(player, 'payment_action', 'again', { body: payload });
    await expectReply(player, 'payment_action', 'unknown', { body: { action: 'rollback', payment_id: 999999 } });
  });

  it('payments and bets history of the demo player; bad queries; 401', async () => {
    const payments = await expectReply(demo, 'payments_history', 'success');
    const items = (
      payments.data as { items: { tx: { id: string; id_short: string } | null; status: string; actions: unknown[] }[] }
    ).items;
    // docs/api.md: id_short is the first 5 + … + last 5 characters of an id over 10 characters.
    const txs = items.flatMap((item) => (item.tx ? [item.tx] : []));
    expect(txs.length).toBeGreaterThan(0);
    for (const tx of txs) {
      expect(tx.id_short).toBe(tx.id.length > 10 ? `${tx.id.slice(0, 5)}…${tx.id.slice(-5)}` : tx.id);
    }
    expect(items.filter((item) => item.actions.length > 0).every((item) => item.status === 'pending')).toBe(true);
    await expectReply(demo, 'payments_history', 'invalid', { query: { version: '2', limit: '101' } });
    await expectReply(browser(server.url), 'payments_history', 'unauthorized');
    await expectReply(demo, 'bets_history', 'success');
    await expectReply(demo, 'bets_history', 'invalid', { query: { version: '3', game_id: 'abc' } });
  });
});

describe('the general error replies', () => {
  it('unknown path 404, cross-site 403, body over 1 MiB 413, malformed JSON 400', async () => {
    const tab = browser(server.url);
    await expectReply(tab, 'unknown_path', 'not_found');
    const { path, body, headers } = fixture('cross_site').request;
    await expectResponse('cross_site', 'refused', await tab.call(path, { method: 'POST', json: body, headers }));
    const large = await tab.call(fixture('too_large').request.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ explanation: 'x'.repeat(1024 * 1024 + 1) }),
    });
    await expectResponse('too_large', 'refused', large);
    const malformed = await tab.call(fixture('malformed_json').request.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"login": ',
    });
    await expectResponse('malformed_json', 'invalid', malformed);
  });
});

describe('coverage', () => {
  it('every recorded reply of every call was checked against the server', () => {
    const all = [...fixtures.values()].flatMap((f) => Object.keys(f.replies).map((case_) => `${f.name} ${case_}`));
    expect(all.filter((key) => !checked.has(key))).toEqual([]);
  });
});

// What an anonymous client may make the server store (docs/api.md#errors, docs/architecture.md#stateless), over real
// HTTP against the real server and database: every field of a client error report is bounded and a nonsense timestamp
// is a 400 field error; wallet nonces and Google links are counted per client address, an IPv6 address by its /64;
// a refusal answered under an Idempotency-Key is not replayed once its cause is gone; and housekeeping purges the
// expired rows of every table on its timer.
import { createHash, randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressLimitKey, readTrustedProxies } from '../../server/auth/client-address';
import { SIGN_IN_START_LIMIT } from '../../server/auth/rate-limit';
import { purgeExpired } from '../../server/db/housekeeping';
import * as s from '../../server/db/schema';
import { json, newPlayer } from './cashier-harness';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // The tests' own address is a trusted proxy, so X-Forwarded-For says which client a call comes from.
  server = await startTestServer({ visitor: { trustedProxies: readTrustedProxies('127.0.0.1') }, housekeepingMs: 100 });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const from = (address: string, path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { ...init.headers, 'x-forwarded-for': address } });

const report = (fields: Record<string, unknown> = {}) => ({
  session_id: null,
  user_id: null,
  explanation: 'crash',
  error: 'TypeError: x is undefined',
  tags: ['critical'],
  timestamp: Date.now(),
  version: '1.0.0',
  ...fields,
});

const postReport = (body: unknown, address = '192.0.2.10') =>
  from(address, '/api/v1/client/error', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { retry_after: number };
  expect(body.retry_after).toBeGreaterThan(0);
  expect(body.retry_after).toBeLessThanOrEqual(SIGN_IN_START_LIMIT.windowMs / 1000);
  expect(res.headers.get('retry-after')).toBe(String(body.retry_after));
}

describe('POST client/error bounds', () => {
  beforeEach(async () => {
    await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, 'client-error:%'));
  });

  it('refuses a 900 KB version with a 400 field error and stores nothing', async () => {
    const before = (await server.db.select({ n: sql<number>`count(*)::int` }).from(s.clientErrors))[0]?.n;
    const res = await postReport(report({ version: 'v'.repeat(900_000) }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, unknown> } };
    expect(Object.keys(body.error.fields)).toEqual(['version']);
    const after = (await server.db.select({ n: sql<number>`count(*)::int` }).from(s.clientErrors))[0]?.n;
    expect(after).toBe(before);
  });

  it('bounds session_id, user_id and each tag', async () => {
    for (const fields of [
      { session_id: 's'.repeat(129) },
      { user_id: 'u'.repeat(129) },
      { tags: ['t'.repeat(65)] },
      { tags: Array.from({ length: 21 }, () => 'tag') },
    ]) {
      expect((await postReport(report(fields))).status, JSON.stringify(fields).slice(0, 40)).toBe(400);
    }
    const longest = { session_id: 's'.repeat(128), user_id: 'u'.repeat(128), version: 'v'.repeat(64) };
    expect(
      (await postReport(report({ ...longest, tags: Array.from({ length: 20 }, () => 't'.repeat(64)) }))).status,
    ).toBe(200);
  });

  it('answers a timestamp outside 2020–2100 with a 400 field error, never a 500', async () => {
    for (const timestamp of [1e300, -1e300, 0, Date.UTC(2101, 0, 1)]) {
      const res = await postReport(report({ timestamp }));
      expect(res.status, String(timestamp)).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, unknown> } };
      expect(Object.keys(body.error.fields)).toEqual(['timestamp']);
      expect(JSON.stringify(body)).not.toMatch(/insert|client_errors/i);
    }
  });
});

describe('per-address limits of anonymous sign-in starts', () => {
  beforeEach(async () => {
    await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, 'wallet-nonce:%'));
    await server.db.delete(s.rateLimits).where(like(s.rateLimits.key, 'google-link:%'));
  });

  it('gives one address 60 wallet nonces a minute, then 429; another address is not counted with it', async () => {
    for (let i = 1; i <= SIGN_IN_START_LIMIT.limit; i++) {
      expect((await from('198.51.100.7', '/api/v1/auth/metamask/nonce')).status, `nonce ${i}`).toBe(200);
    }
    const rows = await server.db.select().from(s.authNonces);
    await expectTooMany(await from('198.51.100.7', '/api/v1/auth/metamask/nonce'));
    // The refused call stored no nonce.
    expect((await server.db.select().from(s.authNonces)).length).toBe(rows.length);
    expect((await from('198.51.100.8', '/api/v1/auth/metamask/nonce')).status).toBe(200);
  });

  it('counts two IPv6 addresses of one /64 together, and another /64 apart', async () => {
    const half = SIGN_IN_START_LIMIT.limit / 2;
    for (let i = 1; i <= half; i++) {
      expect((await from('2001:db8:1:2::a', '/api/v1/auth/metamask/nonce')).status).toBe(200);
      expect((await from('2001:db8:1:2:ffff:eeee:dddd:1', '/api/v1/auth/metamask/nonce')).status).toBe(200);
    }
    await expectTooMany(await from('2001:0db8:0001:0002::b', '/api/v1/auth/metamask/nonce'));
    expect((await from('2001:db8:1:3::a', '/api/v1/auth/metamask/nonce')).status).toBe(200);
  });

  it('gives one address 60 Google links a minute, refused ones included, then 429', async () => {
    const link = (address: string) =>
      from(address, `/api/v1/auth/google/link?redirect_uri=${encodeURIComponent(`${server.url}/`)}`, {
        headers: { host: new URL(server.url).host },
      });
    for (let i = 1; i <= SIGN_IN_START_LIMIT.limit; i++) {
      expect((await link('203.0.113.40')).status, `link ${i}`).toBe(200);
    }
    await expectTooMany(await link('203.0.113.40'));
    expect((await link('203.0.113.41')).status).toBe(200);
  });
});

describe('refusals under an Idempotency-Key', () => {
  it('does not replay a refused promo code once the code exists', async () => {
    const player = await newPlayer(server, { balance: 0 });
    const key = randomBytes(16).toString('hex');
    const post = () =>
      player.tab.call('/api/v1/promo/code', {
        method: 'POST',
        json: { code: 'LATER50' },
        headers: { 'Idempotency-Key': key },
      });
    const refused = await post();
    expect((await json(refused)).success).toBe(false);
    await server.db.insert(s.promoCodes).values({ code: 'LATER50', bonusMinor: 5_000 });
    const again = await post();
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((await json(again)).success).toBe(true);
    // The success is kept: the same key now replays it.
    const replay = await post();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await json(replay)).success).toBe(true);
  });
});

describe('housekeeping on a timer', () => {
  it('deletes the expired rows of every table with an expiry while the server runs', async () => {
    const past = new Date(Date.now() - 60_000);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    const hash = () => createHash('sha256').update(randomBytes(16)).digest('hex');
    const player = await newPlayer(server);
    const [game] = await server.db.select({ id: s.games.id }).from(s.games).limit(1);
    const marks = {
      session: hash(),
      rate: `housekeeping-test:${hash()}`,
      nonce: hash(),
      telegram: hash(),
      oauthCode: hash(),
      oauthState: hash(),
      ticket: hash(),
      launch: hash(),
      idempotency: `hk-${hash().slice(0, 20)}`,
    };
    await server.db.insert(s.sessions).values({ tokenHash: marks.session, userId: player.user_id, expiresAt: past });
    await server.db.insert(s.rateLimits).values({ key: marks.rate, hits: 1, windowEndsAt: past });
    const [sms] = await server.db
      .insert(s.smsCodes)
      .values({ phone: '50999999999', purpose: 'registration', codeHash: hash(), expiresAt: past })
      .returning({ id: s.smsCodes.id });
    await server.db.insert(s.authNonces).values({ nonce: marks.nonce, purpose: 'wallet', expiresAt: past });
    await server.db.insert(s.telegramTokens).values({ tokenHash: marks.telegram, expiresAt: past });
    await server.db.insert(s.oauthCodes).values({
      codeHash: marks.oauthCode,
      provider: 'google',
      subject: 'x',
      displayName: 'x',
      expiresAt: past,
    });
    await server.db
      .insert(s.oauthStates)
      .values({ stateHash: marks.oauthState, provider: 'google', redirectUri: 'http://x/', expiresAt: past });
    await server.db
      .insert(s.oauthTickets)
      .values({ ticketHash: marks.ticket, provider: 'google', subject: 'x', expiresAt: past });
    await server.db
      .insert(s.gameLaunches)
      .values({ tokenHash: marks.launch, userId: null, gameId: game?.id ?? 1, balanceType: 0, expiresAt: past });
    await server.db.insert(s.idempotencyKeys).values({
      userId: player.user_id,
      key: marks.idempotency,
      fingerprint: 'x',
      reply: '{}',
      createdAt: new Date(Date.now() - 25 * 3_600_000),
    });
    const [clientError] = await server.db
      .insert(s.clientErrors)
      .values({ explanation: 'old', error: 'old', tags: [], clientTimestamp: 1, version: '1', createdAt: longAgo })
      .returning({ id: s.clientErrors.id });
    const [csp] = await server.db
      .insert(s.cspReports)
      .values({ format: 'report-uri', receivedAt: longAgo })
      .returning({ id: s.cspReports.id });
    const [fresh] = await server.db
      .insert(s.clientErrors)
      .values({ explanation: 'new', error: 'new', tags: [], clientTimestamp: 1, version: '1' })
      .returning({ id: s.clientErrors.id });

    const left = async () => ({
      sessions: (await server.db.select().from(s.sessions).where(eq(s.sessions.tokenHash, marks.session))).length,
      rateLimits: (await server.db.select().from(s.rateLimits).where(eq(s.rateLimits.key, marks.rate))).length,
      smsCodes: (
        await server.db
          .select()
          .from(s.smsCodes)
          .where(eq(s.smsCodes.id, sms?.id ?? 0))
      ).length,
      authNonces: (await server.db.select().from(s.authNonces).where(eq(s.authNonces.nonce, marks.nonce))).length,
      telegramTokens: (
        await server.db.select().from(s.telegramTokens).where(eq(s.telegramTokens.tokenHash, marks.telegram))
      ).length,
      oauthCodes: (await server.db.select().from(s.oauthCodes).where(eq(s.oauthCodes.codeHash, marks.oauthCode)))
        .length,
      oauthStates: (await server.db.select().from(s.oauthStates).where(eq(s.oauthStates.stateHash, marks.oauthState)))
        .length,
      oauthTickets: (await server.db.select().from(s.oauthTickets).where(eq(s.oauthTickets.ticketHash, marks.ticket)))
        .length,
      gameLaunches: (await server.db.select().from(s.gameLaunches).where(eq(s.gameLaunches.tokenHash, marks.launch)))
        .length,
      idempotencyKeys: (
        await server.db.select().from(s.idempotencyKeys).where(eq(s.idempotencyKeys.key, marks.idempotency))
      ).length,
      clientErrors: (
        await server.db
          .select()
          .from(s.clientErrors)
          .where(eq(s.clientErrors.id, clientError?.id ?? 0))
      ).length,
      cspReports: (
        await server.db
          .select()
          .from(s.cspReports)
          .where(eq(s.cspReports.id, csp?.id ?? 0))
      ).length,
    });
    const gone = Object.fromEntries(Object.keys(await left()).map((table) => [table, 0]));
    await expect.poll(left, { timeout: 5_000, interval: 100 }).toEqual(gone);
    // A report of today stays.
    expect(
      await server.db
        .select()
        .from(s.clientErrors)
        .where(eq(s.clientErrors.id, fresh?.id ?? 0)),
    ).toHaveLength(1);
  });
});

describe('addressLimitKey', () => {
  it('keeps an IPv4 address and maps an IPv6 one to its /64', () => {
    expect(addressLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressLimitKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:0DB8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(addressLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressLimitKey('64:ff9b:1:2::198.51.100.7')).toBe('64:ff9b:1:2::/64');
    expect(addressLimitKey('unknown')).toBe('unknown');
  });
});

describe('purgeExpired row cap', () => {
  it('keeps only the newest client error and CSP reports beyond the cap', async () => {
    for (const n of [1, 2, 3]) {
      await server.db
        .insert(s.clientErrors)
        .values({ explanation: `cap ${n}`, error: 'x', tags: [], clientTimestamp: 1, version: '1' });
      await server.db.insert(s.cspReports).values({ format: 'report-uri', directive: `cap ${n}` });
    }
    await purgeExpired(server.db, new Date(), { reportRowsMax: 2 });
    expect((await server.db.select().from(s.clientErrors)).map((row) => row.explanation)).toEqual(['cap 2', 'cap 3']);
    expect((await server.db.select().from(s.cspReports)).map((row) => row.directive)).toEqual(['cap 2', 'cap 3']);
  });
});

// Two instances of the server on one PostgreSQL (docs/architecture.md#stateless): two real server processes
// (`server/main.ts`) on one fresh database of the run's PostgreSQL (scripts/test-postgres.sh), and every request of
// a flow sent to one or the other, several at once. Money: deposits confirmed on both, withdrawals double-submitted
// with one Idempotency-Key to both, rollbacks and bonus conversions raced on both; afterwards every balance is the
// opening one plus exactly what the servers acknowledged, each keyed payment exists once, and the ledger's invariants
// hold (tests/server/ledger-invariants.ts). Sign-in: a session made on one is valid (and closed) on the other, and
// the limits (failed sign-ins per phone, SMS per phone and per address, client error reports per session) count
// the calls of both. PGlite is one process's embedded database, so without DATABASE_URL there is nothing to share:
// the file runs under scripts/test-postgres.sh (and .ci/run).
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import * as s from '../../server/db/schema';
import { json, type Player, type Tab } from './cashier-harness';
import { type Child, startChild } from './child-server';
import { browser, newPostgresDatabase, postgresUrl } from './harness';
import { ledgerViolations } from './ledger-invariants';

const pg = postgresUrl();
/** The per-address SMS cap both instances are started with: small enough to reach in a test. */
const SMS_PER_ADDRESS = 6;
const CLUB = 'Club Saint-Marc'; // pays out any amount

let a: Child;
let b: Child;
let database: Database;
let drop: () => Promise<void>;
const ids = { moncash: 0, moncashWithdrawal: 0, cashWithdrawal: 0, club: 0 };

beforeAll(async () => {
  if (!pg) return;
  const fresh = await newPostgresDatabase(pg);
  drop = fresh.drop;
  const env = { DATABASE_URL: fresh.url, SMS_PER_ADDRESS_HOUR: String(SMS_PER_ADDRESS) };
  // Started together: both migrate and purge at once, as a rolling deploy would.
  [a, b] = await Promise.all([startChild(env), startChild(env)]);
  database = await openDatabase({ databaseUrl: fresh.url });
  const systems = await database.db.select().from(s.paymentSystems);
  const slug = (name: string) => systems.find((row) => row.slug === name)?.id ?? 0;
  ids.moncash = slug('moncash');
  ids.moncashWithdrawal = slug('moncash-withdrawal');
  ids.cashWithdrawal = slug('cash-withdrawal');
  const [club] = await database.db.select().from(s.clubs).where(eq(s.clubs.name, CLUB));
  ids.club = club?.id ?? 0;
}, 120_000);

afterAll(async () => {
  for (const child of [a, b]) child?.proc.kill('SIGTERM');
  await Promise.all([a?.exited, b?.exited]);
  await database?.close();
  await drop?.();
});

/** The same browser tab (one cookie jar) talking to the other instance. */
function sameTabOn(tab: Tab, url: string): Tab {
  const other = browser(url);
  for (const [name, value] of tab.jar) other.jar.set(name, value);
  return other;
}

/** A fresh player made and signed in on `on`, with a tab on each instance sharing its session. */
async function playerOnBoth(on: Child, setup: Record<string, number>): Promise<Player & { tabs: [Tab, Tab] }> {
  const tab = browser(on.url);
  const made = await tab.call('/dev/players', { method: 'POST', json: setup });
  expect(made.status, on.log()).toBe(200);
  const player = (await made.json()) as Omit<Player, 'tab'>;
  const login = await tab.call('/api/v1/authorize', {
    method: 'POST',
    json: { login: player.phone, password: player.password },
  });
  expect(await login.json()).toEqual({ success: true });
  const onA = on === a ? tab : sameTabOn(tab, a.url);
  const onB = on === b ? tab : sameTabOn(tab, b.url);
  return { ...player, tab, tabs: [onA, onB] };
}

function form(fields: Record<string, string | number>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  return body;
}

const withdraw = (tab: Tab, slug: string, fields: Record<string, string | number>, key: string) =>
  tab.call(`/api/v1/payments/submit/${slug}`, {
    method: 'POST',
    body: form(fields),
    headers: { 'Idempotency-Key': key },
  });

const minorBalances = async (userId: number) => {
  const rows = await database.db.select().from(s.accounts).where(eq(s.accounts.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.kind, row.balanceMinor]));
};

describe.skipIf(!pg)('two server processes on one PostgreSQL', () => {
  it('a session made on one instance is valid on the other, and closed there for both', async () => {
    const player = await playerOnBoth(a, { balance: 10 });
    const [onA, onB] = player.tabs;
    expect(await json(await onB.call('/api/session'))).toEqual({ authenticated: true });
    expect((await onB.call('/api/v1/user/balance/info')).status).toBe(200);
    // Sign-ins at once on both, each session valid on the other instance.
    const tabs = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const on = i % 2 === 0 ? a : b;
        const tab = browser(on.url);
        const res = await tab.call('/api/v1/authorize', {
          method: 'POST',
          json: { login: player.phone, password: player.password },
        });
        expect(await res.json()).toEqual({ success: true });
        return sameTabOn(tab, (on === a ? b : a).url);
      }),
    );
    for (const tab of tabs) expect(await json(await tab.call('/api/session'))).toEqual({ authenticated: true });
    // Signed out on B, the session is gone on A too.
    expect(await json(await onB.call('/api/v1/logout'))).toEqual({ success: true });
    expect(await json(await onA.call('/api/session'))).toEqual({ authenticated: false });
    for (const tab of tabs) expect(await json(await tab.call('/api/session'))).toEqual({ authenticated: true });
  });

  it('money moved through both at once keeps every ledger invariant, and each keyed payment happens once', async () => {
    // 5 000 HTG real, 400 HTG of a wagered type-1 bonus (converts 1:1).
    const players = await Promise.all(
      [a, b, a, b].map((on) => playerOnBoth(on, { balance: 5_000, bonus: 400, bonusType: 1 })),
    );
    const problems: string[] = [];
    const keys = new Map<number, { k1: string; k2: string; k1Payment: number }>();

    await Promise.all(
      players.map(async (player) => {
        const [onA, onB] = player.tabs;
        const k1 = randomUUID();
        const k2 = randomUUID();
        const moncashOut = { payment_system: ids.moncashWithdrawal, amount: 300, purseId: '37123456' };
        const cashOut = {
          payment_system: ids.cashWithdrawal,
          amount: 250,
          purseId: ids.club,
          fiscal_id: '',
          national_id: '',
          national_card_id: '',
        };
        // Wave 1, all at once: a MonCash deposit of 700 confirmed on both, 300 out by MonCash posted twice to each
        // instance under one key, 250 out at a club once to each under another, the bonus converted on both.
        const deposit = async () => {
          const reply = await json(
            await onA.call('/api/v1/payments/submit/moncash', {
              method: 'POST',
              body: form({ payment_system: ids.moncash, amount: 700, purseId: '37123456' }),
            }),
          );
          const checkout = new URL(String(reply.redirect)).pathname;
          const pages = await Promise.all(
            [a, b, a, b].map((on) => fetch(new URL(checkout, on.url), { method: 'POST' }).then((r) => r.text())),
          );
          const completed = pages.filter((page) => page.includes('Payment completed.')).length;
          if (completed !== 1) problems.push(`deposit confirmed 4× on both answered "completed" ${completed}×`);
        };
        const [, k1Replies, k2Replies, conversions] = await Promise.all([
          deposit(),
          Promise.all(
            [onA, onB, onA, onB].map((tab) => withdraw(tab, 'moncash-withdrawal', moncashOut, k1).then(json)),
          ),
          Promise.all([onA, onB].map((tab) => withdraw(tab, 'cash-withdrawal', cashOut, k2).then(json))),
          Promise.all(
            [onA, onB].map((tab) => tab.call('/api/v1/user/balance/bonus/convert', { method: 'POST' }).then(json)),
          ),
        ]);
        for (const [name, replies] of [
          ['k1', k1Replies],
          ['k2', k2Replies],
        ] as const) {
          if (!replies.every((reply) => reply.status === 'success')) {
            problems.push(`${name}: ${JSON.stringify(replies)}`);
          }
          // One key, one reply (the same PIN), whichever instance answered.
          if (new Set(replies.map((reply) => JSON.stringify(reply))).size !== 1) {
            problems.push(`${name}: different replies ${JSON.stringify(replies)}`);
          }
        }
        const converted = conversions.filter((reply) => reply.success === true).length;
        if (converted !== 1) problems.push(`bonus converted ${converted}× of 2: ${JSON.stringify(conversions)}`);

        const [k1Payment] = await database.db
          .select({ id: s.payments.id })
          .from(s.payments)
          .where(
            and(
              eq(s.payments.userId, player.user_id),
              eq(s.payments.paymentSystemId, ids.moncashWithdrawal),
              eq(s.payments.direction, 2),
            ),
          );
        keys.set(player.user_id, { k1, k2, k1Payment: k1Payment?.id ?? 0 });

        // Wave 2: the MonCash withdrawal rolled back twice on each instance at once, the club one re-sent to B
        // (a retry after a lost reply).
        const [rollbacks, retried] = await Promise.all([
          Promise.all(
            [onA, onB, onA, onB].map((tab) =>
              tab
                .call('/api/v1/payments/actions', {
                  method: 'POST',
                  json: { action: 'rollback', payment_id: k1Payment?.id },
                })
                .then(json),
            ),
          ),
          withdraw(onB, 'cash-withdrawal', cashOut, k2).then(json),
        ]);
        const refunded = rollbacks.filter((reply) => reply.status === 'success').length;
        if (refunded !== 1) problems.push(`rolled back ${refunded}× of 4: ${JSON.stringify(rollbacks)}`);
        if (JSON.stringify(retried) !== JSON.stringify(k2Replies[0])) {
          problems.push(`k2 retried on B: ${JSON.stringify(retried)} after ${JSON.stringify(k2Replies[0])}`);
        }
      }),
    );
    expect(problems).toEqual([]);

    // 5 000 + 700 (deposit) − 300 (MonCash out) − 250 (club) + 400 (bonus) + 300 (rollback) = 5 850 HTG.
    for (const player of players) {
      expect(await minorBalances(player.user_id), `player ${player.user_id}`).toEqual({
        regular: 585_000,
        bonus: 0,
        sport: 0,
      });
      const payments = await database.db
        .select({ direction: s.payments.direction, status: s.payments.status, amount: s.payments.amountMinor })
        .from(s.payments)
        .where(eq(s.payments.userId, player.user_id))
        .orderBy(s.payments.direction, s.payments.amountMinor);
      expect(payments).toEqual([
        { direction: 1, status: 'completed', amount: 70_000 },
        { direction: 2, status: 'pending', amount: 25_000 },
        { direction: 2, status: 'cancelled', amount: 30_000 },
      ]);
      const stored = await database.db
        .select({ key: s.idempotencyKeys.key })
        .from(s.idempotencyKeys)
        .where(eq(s.idempotencyKeys.userId, player.user_id));
      const mine = keys.get(player.user_id);
      expect(stored.map((row) => row.key).sort()).toEqual([mine?.k1, mine?.k2].sort());
    }
    expect(
      await ledgerViolations(
        database.db,
        players.map((p) => p.user_id),
      ),
    ).toEqual([]);
  }, 120_000);

  it('failed sign-ins of one phone count on both: the 11th is refused on either, the right password too', async () => {
    const player = await playerOnBoth(b, { balance: 0 });
    for (let i = 0; i < 10; i++) {
      const on = i % 2 === 0 ? a : b;
      const res = await fetch(`${on.url}/api/v1/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: player.phone, password: `wrong-${i}` }),
      });
      expect(await res.json(), `attempt ${i + 1}`).toEqual({
        success: false,
        message: 'Wrong phone number or password',
      });
    }
    for (const on of [a, b]) {
      const res = await fetch(`${on.url}/api/v1/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: player.phone, password: player.password }),
      });
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await res.json()).toEqual({
        success: false,
        message: `Retry after ${retryAfter}s`,
        retry_after: retryAfter,
      });
    }
  });

  it('SMS: one phone is texted once when both are asked at once, and the per-address cap is shared', async () => {
    const phone = () => `50938${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const sms = (on: Child, to: string) =>
      fetch(`${on.url}/api/v1/registration/sms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: to }),
      });
    const first = phone();
    const replies = await Promise.all([a, b, a, b].map((on) => sms(on, first).then(json)));
    const sent = replies.filter((reply) => reply.message === 'SMS sent');
    expect(sent, JSON.stringify(replies)).toHaveLength(1);
    expect(sent[0]?.time_left).toBe(60);
    for (const reply of replies.filter((r) => r.message !== 'SMS sent')) {
      expect(reply.message).toMatch(/^Retry after \d+s$/);
      expect(Number(reply.time_left)).toBeGreaterThan(0);
      expect(Number(reply.time_left)).toBeLessThanOrEqual(60);
    }
    const [outbox] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.smsOutbox)
      .where(eq(s.smsOutbox.phone, first));
    expect(outbox?.n).toBe(1);

    // That was 1 of this address's 6 SMS an hour; 5 more numbers, alternating instances, then both refuse.
    for (let i = 0; i < SMS_PER_ADDRESS - 1; i++) {
      expect(await json(await sms(i % 2 === 0 ? b : a, phone())), `SMS ${i + 2}`).toMatchObject({
        message: 'SMS sent',
      });
    }
    for (const on of [a, b]) {
      const refused = await sms(on, phone());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        success: false,
        message: 'Too many SMS requests. Please try again later',
      });
    }
  });

  it('client error reports of one session count on both: 20 in 10 minutes, then 429 on either', async () => {
    const player = await playerOnBoth(a, { balance: 0 });
    const [onA, onB] = player.tabs;
    const report = (n: number) => ({
      session_id: null,
      user_id: player.user_id,
      explanation: `two instances ${n}`,
      error: 'Error: boom',
      tags: ['critical'],
      timestamp: Date.now(),
      version: '1.0.0',
    });
    for (let n = 1; n <= 20; n++) {
      const res = await (n % 2 === 0 ? onB : onA).call('/api/v1/client/error', { method: 'POST', json: report(n) });
      expect(res.status, `report ${n}`).toBe(200);
    }
    for (const tab of [onA, onB]) {
      const res = await tab.call('/api/v1/client/error', { method: 'POST', json: report(21) });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const [stored] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.clientErrors)
      .where(eq(s.clientErrors.authUserId, player.user_id));
    expect(stored?.n).toBe(20);
  });
});

// The server killed with SIGKILL in the middle of a money load restarts with a consistent ledger
// (docs/architecture.md#security). The real server runs as a child process (`node --import tsx server/main.ts`) on a
// PGlite data directory on disk (or, with DATABASE_URL, on a database of its own on that PostgreSQL); players deposit
// (MonCash, confirmed), withdraw cash at a club with an Idempotency-Key and roll withdrawals back, several requests
// in flight at once, until the process is killed without warning. It must start again on the same data,
// serve the same sessions, and, read from the database once it has stopped cleanly: every balance
// equals its ledger, every payment has exactly the entries its status calls for, and every operation the
// server acknowledged before the kill is there (the withdrawal under its key and PIN, the rollback, the
// completed deposit). On PGlite, the directory opened the server's way then shows that commits also
// reach the disk, not only the OS (server/db/pglite-durable.ts): a SIGKILL alone cannot tell.
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { type Database, openDatabase } from '../../server/db/client';
import { durableSyncCount } from '../../server/db/pglite-durable';
import * as s from '../../server/db/schema';
import { json, newPlayer, type Player, postForm, submitPath } from './cashier-harness';
import { newPostgresDatabase, postgresUrl, seedPgliteDir, type TestServer } from './harness';
import { startChild } from './child-server';
import { ledgerViolations, rowsOf } from './ledger-invariants';

/** What the server acknowledged before the kill. */
interface Acks {
  withdrawals: { userId: number; key: string; pin: string }[];
  rollbacks: { userId: number; paymentId: number }[];
  deposits: { userId: number; tokenHash: string }[];
}

const CLUB = 'Club Saint-Marc'; // pays out any amount

/** Ids of the payment systems and the club, over HTTP (the child owns the database). */
async function lookUpIds(player: Player): Promise<Record<'withdrawal' | 'moncash' | 'club', number>> {
  const lists = await Promise.all(
    ['/api/v1/payment_withdrawals', '/api/v1/payment_deposits'].map(
      async (path) => ((await json(await player.tab.call(path))) as { list: { id: number; icon: string }[] }).list,
    ),
  );
  const bySlug = (slug: string) => {
    const found = lists.flat().find((p) => p.icon.startsWith(`/media/payments/${slug}.svg`));
    if (!found) throw new Error(`no payment system ${slug}`);
    return found.id;
  };
  const withdrawal = bySlug('cash-withdrawal');
  const detail = (await json(await player.tab.call(`/api/v1/payment_system/${withdrawal}?version=3`))) as {
    data: { data: { clubs: { id: number; label: string }[] } };
  };
  const club = detail.data.data.clubs.find((c) => c.label === CLUB);
  if (!club) throw new Error(`no ${CLUB}`);
  return { withdrawal, moncash: bySlug('moncash'), club: club.id };
}

/** One player's load: withdrawals, rollbacks of its pending withdrawals and deposits, until stopped. */
async function load(
  base: string,
  player: Player,
  ids: Record<'withdrawal' | 'moncash' | 'club', number>,
  acks: Acks,
  running: () => boolean,
) {
  const withdraw = async () => {
    const key = randomUUID();
    const body = new FormData();
    const fields = {
      payment_system: ids.withdrawal,
      amount: randomInt(250, 600),
      purseId: ids.club,
      fiscal_id: '',
      national_id: '',
      national_card_id: '',
    };
    for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
    const res = await player.tab.call(submitPath('cash-withdrawal'), {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    });
    const reply = await json(res);
    if (res.ok && reply.status === 'success') {
      acks.withdrawals.push({ userId: player.user_id, key, pin: String(reply.pin) });
    }
  };
  const rollback = async () => {
    const list = (await json(await player.tab.call('/api/v1/payments?version=2&pay_out=1'))) as {
      data: { items: { id: number | string; status: string }[] };
    };
    const pending = list.data.items.filter((i) => i.status === 'pending');
    const target = pending[randomInt(0, Math.max(1, pending.length))];
    if (!target) return;
    const res = await player.tab.call('/api/v1/payments/actions', {
      method: 'POST',
      json: { action: 'rollback', payment_id: target.id },
    });
    if (res.ok && (await json(res)).status === 'success') {
      acks.rollbacks.push({ userId: player.user_id, paymentId: Number(target.id) });
    }
  };
  const deposit = async () => {
    const reply = await json(
      await postForm(player.tab, submitPath('moncash'), {
        payment_system: ids.moncash,
        amount: randomInt(50, 900),
        purseId: '37123456',
      }),
    );
    if (reply.status !== 'success') return;
    const checkout = new URL(String(reply.redirect));
    const token = checkout.pathname.split('/').pop() ?? '';
    const page = await fetch(new URL(checkout.pathname, base), { method: 'POST' });
    if (page.ok && (await page.text()).includes('Payment completed.')) {
      acks.deposits.push({ userId: player.user_id, tokenHash: hashToken(token) });
    }
  };
  const steps = [withdraw, withdraw, rollback, deposit];
  while (running()) {
    const step = steps[randomInt(0, steps.length)] ?? withdraw;
    await step().catch(() => {}); // refused connections once killed; nothing was acknowledged
  }
}

/**
 * The on-disk PGlite as server/main.ts opens it (server/db/pglite-durable.ts) puts a commit on the disk
 * before it returns, so an acknowledged payment survives an OS crash or power cut too, which a SIGKILL
 * cannot show: fsync on, the WAL synced with fsync, at least one sync per commit. Returns ms per commit.
 */
async function expectDurable(database: Database): Promise<number> {
  const settings = await rowsOf(
    database.db,
    sql`SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method')`,
  );
  expect(Object.fromEntries(settings.map((r) => [r.name, r.setting]))).toEqual({
    fsync: 'on',
    synchronous_commit: 'on',
    wal_sync_method: 'fsync',
  });
  const commits = 20;
  const before = durableSyncCount();
  const started = performance.now();
  for (let i = 0; i < commits; i++) {
    await database.db.insert(s.rateLimits).values({ key: `durable:${i}`, hits: 1, windowEndsAt: new Date() });
  }
  expect(durableSyncCount() - before).toBeGreaterThanOrEqual(commits);
  return (performance.now() - started) / commits;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('SIGKILL during money load', () => {
  it('restarts on the same data with every acknowledged operation, a ledger equal to its balances, synced commits', async () => {
    const pg = postgresUrl();
    let env: Record<string, string>;
    let openAfter: () => Promise<Database>;
    if (pg) {
      const fresh = await newPostgresDatabase(pg);
      cleanups.push(fresh.drop);
      env = { DATABASE_URL: fresh.url };
      openAfter = () => openDatabase({ databaseUrl: fresh.url });
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'restart-sigkill-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      await seedPgliteDir(dir);
      env = { DATA_DIR: dir };
      openAfter = () => openDatabase({ dataDir: dir });
    }

    const t0 = Date.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    const first = await startChild(env);
    phase('started');
    cleanups.push(async () => first.proc.kill('SIGKILL'));
    const at = { url: first.url } as TestServer;
    const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer(at, { balance: 3_000 })));
    const [someone] = players;
    if (!someone) throw new Error('no player');
    const ids = await lookUpIds(someone);
    phase('players');
    const acks: Acks = { withdrawals: [], rollbacks: [], deposits: [] };
    let running = true;
    // Two lanes per player: a player's own requests overlap too.
    const lanes = players.flatMap((p) => [0, 1].map(() => load(first.url, p, ids, acks, () => running)));
    const acked = () => acks.withdrawals.length + acks.rollbacks.length + acks.deposits.length;
    const started = Date.now();
    while (acked() < 40 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 50));
    first.proc.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    phase('killed');
    running = false;
    await Promise.all(lanes);
    expect(acks.withdrawals.length).toBeGreaterThan(5);

    // The same data directory: the database recovers, the sessions still sign the players in.
    const second = await startChild(env);
    phase('restarted');
    cleanups.push(async () => second.proc.kill('SIGKILL'));
    for (const player of players) {
      const res = await fetch(new URL('/api/v1/payments?version=2', second.url), {
        headers: { cookie: [...player.tab.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(res.status, second.log()).toBe(200);
    }
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    phase('stopped');
    const database = await openAfter();
    cleanups.push(() => database.close());
    const db = database.db;
    expect(
      await ledgerViolations(
        db,
        players.map((p) => p.user_id),
      ),
    ).toEqual([]);
    for (const w of acks.withdrawals) {
      const [row] = await db
        .select({ status: s.payments.status })
        .from(s.payments)
        .where(and(eq(s.payments.userId, w.userId), eq(s.payments.pin, w.pin), eq(s.payments.direction, 2)));
      expect(row, `acknowledged withdrawal PIN ${w.pin}`).toBeDefined();
      const [key] = await db
        .select({ reply: s.idempotencyKeys.reply })
        .from(s.idempotencyKeys)
        .where(and(eq(s.idempotencyKeys.userId, w.userId), eq(s.idempotencyKeys.key, w.key)));
      expect(key?.reply, `acknowledged withdrawal key ${w.key}`).toContain(w.pin);
    }
    for (const r of acks.rollbacks) {
      const [row] = await db.select().from(s.payments).where(eq(s.payments.id, r.paymentId));
      expect(row?.status, `acknowledged rollback of ${r.paymentId}`).toBe('cancelled');
    }
    for (const d of acks.deposits) {
      const rows = await rowsOf(
        db,
        sql`SELECT status FROM payments WHERE user_id = ${d.userId} AND details->>'token_hash' = ${d.tokenHash}`,
      );
      expect(
        rows.map((r) => r.status),
        `acknowledged deposit ${d.tokenHash}`,
      ).toEqual(['completed']);
    }
    // PGlite only: a PostgreSQL server keeps its own durability settings.
    const perCommit = pg ? null : await expectDurable(database);
    console.log(
      `[restart-sigkill] ${acks.withdrawals.length} withdrawals, ${acks.rollbacks.length} rollbacks, ` +
        `${acks.deposits.length} deposits acknowledged before the kill; all present after the restart ` +
        `(${phases.join(', ')}, checked ${((Date.now() - t0) / 1000).toFixed(1)}s)` +
        (perCommit === null ? '' : `; on-disk PGlite: ${perCommit.toFixed(1)} ms per synced commit`),
    );
  }, 120_000);
});

// The audit trail of player protection changes (docs/api.md#audit-trail): rows appended inside the caller's
// transaction, one SHA-256 chain per player that verifies, recomputed here independently (node's crypto over the
// canonical JSON the docs describe); a row changed or removed with the database's guard switched off (what an admin
// with the table's ownership could do) is found at its id; UPDATE, DELETE and TRUNCATE refused by the database itself;
// appends racing in two transactions still chain.
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import * as s from '../../server/db/schema';
import { type AuditEntry, appendAudit, verifyAuditChain } from '../../server/protection/audit';
import { seededDatabase } from './harness';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Players of this file only: ids no seeded or other row uses (the trail has no foreign key). */
let nextUser = 9_100_000;
const newUser = () => ++nextUser;

const at = (iso: string) => new Date(iso);
const entries = (userId: number): AuditEntry[] => [
  {
    userId,
    actor: 'player',
    action: 'limit.set',
    subject: 'loss.week',
    old: null,
    new: '500',
    at: at('2026-03-01T10:00:00.000Z'),
  },
  {
    userId,
    actor: 'player',
    action: 'limit.pending',
    subject: 'loss.week',
    old: '500',
    new: '12.5',
    at: at('2026-03-01T10:05:00.000Z'),
  },
  {
    userId,
    actor: 'player',
    action: 'reality_check',
    subject: null,
    old: null,
    new: '30',
    at: at('2026-03-02T08:00:00.123Z'),
  },
  {
    userId,
    actor: 'system',
    action: 'break.cool_off',
    subject: null,
    old: null,
    new: '2026-03-09T08:00:00.000Z',
    at: at('2026-03-02T08:00:01.000Z'),
  },
  {
    userId,
    actor: 'operator',
    action: 'break.self_exclusion',
    subject: null,
    old: '2026-03-09T08:00:00.000Z',
    new: 'permanent',
    at: at('2026-03-03T00:00:00.000Z'),
  },
];

const rowsOf = (userId: number) =>
  database.db
    .select()
    .from(s.protectionAudit)
    .where(eq(s.protectionAudit.userId, userId))
    .orderBy(asc(s.protectionAudit.id));

/** The hash as docs/api.md#audit-trail writes it, computed here. */
const sha = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

async function withGuardOff(run: () => Promise<unknown>) {
  await database.db.execute(sql`ALTER TABLE protection_audit DISABLE TRIGGER protection_audit_no_change`);
  try {
    await run();
  } finally {
    await database.db.execute(sql`ALTER TABLE protection_audit ENABLE TRIGGER protection_audit_no_change`);
  }
}

describe('appendAudit and verifyAuditChain', () => {
  it('chains every append of a player, several in one transaction, and the chain verifies', async () => {
    const userId = newUser();
    const [first, second, ...rest] = entries(userId);
    await database.db.transaction(async (tx) => {
      await appendAudit(tx, first as AuditEntry);
      await appendAudit(tx, second as AuditEntry);
    });
    for (const entry of rest) await database.db.transaction((tx) => appendAudit(tx, entry));
    // Another player's rows, interleaved, start a chain of their own.
    const other = newUser();
    await database.db.transaction((tx) => appendAudit(tx, { ...(first as AuditEntry), userId: other }));

    expect(await verifyAuditChain(database.db, userId)).toEqual({ ok: true, count: 5 });
    expect(await verifyAuditChain(database.db, other)).toEqual({ ok: true, count: 1 });
    expect(await verifyAuditChain(database.db, newUser())).toEqual({ ok: true, count: 0 });

    const rows = await rowsOf(userId);
    expect(rows.map((r) => [r.actor, r.action, r.subject, r.oldValue, r.newValue, r.at.toISOString()])).toEqual(
      entries(userId).map((e) => [e.actor, e.action, e.subject, e.old, e.new, e.at.toISOString()]),
    );
    // The first row has no previous hash; each next one names the one before; the hashes are the documented ones.
    expect(rows[0]?.prevHash).toBeNull();
    expect(rows[0]?.hash).toBe(
      sha(['', userId, 'player', 'limit.set', 'loss.week', null, '500', '2026-03-01T10:00:00.000Z']),
    );
    expect(rows[1]?.hash).toBe(
      sha([rows[0]?.hash, userId, 'player', 'limit.pending', 'loss.week', '500', '12.5', '2026-03-01T10:05:00.000Z']),
    );
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.prevHash).toBe(rows[i - 1]?.hash);
    for (const row of rows) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    const otherRows = await rowsOf(other);
    expect(otherRows[0]?.prevHash).toBeNull();
    // Same content, another player: another hash.
    expect(otherRows[0]?.hash).not.toBe(rows[0]?.hash);
  });

  it('writes nothing when the caller rolls back, and the chain goes on from the last committed row', async () => {
    const userId = newUser();
    const [first, second] = entries(userId);
    await database.db.transaction((tx) => appendAudit(tx, first as AuditEntry));
    await expect(
      database.db.transaction(async (tx) => {
        await appendAudit(tx, second as AuditEntry);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(userId)).toHaveLength(1);
    await database.db.transaction((tx) => appendAudit(tx, second as AuditEntry));
    expect(await verifyAuditChain(database.db, userId)).toEqual({ ok: true, count: 2 });
  });

  it('finds a row altered behind the guard at its id, whatever column was touched', async () => {
    for (const [change, altered] of [
      [sql`new_value = '5000'`, true],
      [sql`old_value = '15'`, true],
      [sql`actor = 'operator'`, true],
      [sql`action = 'limit.confirm'`, true],
      [sql`at = at + interval '1 millisecond'`, true],
      [sql`subject = 'deposit.week'`, true],
      [sql`new_value = new_value`, false], // rewritten as it was: still verifies (the control)
    ] as const) {
      const userId = newUser();
      for (const entry of entries(userId)) await database.db.transaction((tx) => appendAudit(tx, entry));
      const rows = await rowsOf(userId);
      const target = rows[2]?.id ?? 0;
      await withGuardOff(() => database.db.execute(sql`UPDATE protection_audit SET ${change} WHERE id = ${target}`));
      const verdict = await verifyAuditChain(database.db, userId);
      expect(verdict).toEqual(altered ? { ok: false, brokenAt: target } : { ok: true, count: 5 });
    }
  });

  it('finds a re-hashed row by the next one, a removed row at the row after it, a bad first link at the first row', async () => {
    const userId = newUser();
    for (const entry of entries(userId)) await database.db.transaction((tx) => appendAudit(tx, entry));
    const rows = await rowsOf(userId);
    const ids = rows.map((r) => r.id);
    // The value changed AND the row's own hash recomputed to match: the next row's link no longer does.
    const forged = sha([
      rows[0]?.hash,
      userId,
      'player',
      'limit.pending',
      'loss.week',
      '500',
      '99999',
      '2026-03-01T10:05:00.000Z',
    ]);
    await withGuardOff(() =>
      database.db.execute(sql`UPDATE protection_audit SET new_value = '99999', hash = ${forged} WHERE id = ${ids[1]}`),
    );
    expect(await verifyAuditChain(database.db, userId)).toEqual({ ok: false, brokenAt: ids[2] });

    const second = newUser();
    for (const entry of entries(second)) await database.db.transaction((tx) => appendAudit(tx, entry));
    const secondIds = (await rowsOf(second)).map((r) => r.id);
    await withGuardOff(() => database.db.execute(sql`DELETE FROM protection_audit WHERE id = ${secondIds[3]}`));
    expect(await verifyAuditChain(database.db, second)).toEqual({ ok: false, brokenAt: secondIds[4] });

    const third = newUser();
    for (const entry of entries(third)) await database.db.transaction((tx) => appendAudit(tx, entry));
    const thirdIds = (await rowsOf(third)).map((r) => r.id);
    await withGuardOff(() =>
      database.db.execute(sql`UPDATE protection_audit SET prev_hash = ${'0'.repeat(64)} WHERE id = ${thirdIds[0]}`),
    );
    expect(await verifyAuditChain(database.db, third)).toEqual({ ok: false, brokenAt: thirdIds[0] });
  });

  it('is refused any UPDATE, DELETE or TRUNCATE by the database', async () => {
    const userId = newUser();
    for (const entry of entries(userId)) await database.db.transaction((tx) => appendAudit(tx, entry));
    const before = await rowsOf(userId);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await database.db.execute(statement).then(
        () => null,
        (e: unknown) => e as Error & { cause?: Error },
      );
      expect(error).not.toBeNull();
      expect(`${error?.message} ${error?.cause?.message ?? ''}`).toMatch(
        /protection_audit is append-only: (UPDATE|DELETE|TRUNCATE) refused/,
      );
    };
    await refused(sql`UPDATE protection_audit SET new_value = '1' WHERE user_id = ${userId}`);
    await refused(sql`UPDATE protection_audit SET new_value = new_value WHERE id = ${before[0]?.id}`);
    await refused(sql`DELETE FROM protection_audit WHERE user_id = ${userId}`);
    await refused(sql`TRUNCATE protection_audit`);
    await expect(
      database.db.update(s.protectionAudit).set({ newValue: '1' }).where(eq(s.protectionAudit.userId, userId)),
    ).rejects.toThrow();
    expect(await rowsOf(userId)).toEqual(before);
    expect(await verifyAuditChain(database.db, userId)).toEqual({ ok: true, count: 5 });
  });

  it('chains appends racing in two transactions', async () => {
    const userId = newUser();
    const [first, second, third] = entries(userId);
    await database.db.transaction((tx) => appendAudit(tx, first as AuditEntry));
    const racing = async (entry: AuditEntry) =>
      database.db.transaction(async (tx) => {
        await appendAudit(tx, entry);
        // Work after the append, still inside the caller's transaction: the other append must wait for it.
        await tx.execute(sql`SELECT pg_sleep(0.05)`);
        await appendAudit(tx, { ...entry, action: 'limit.confirm' });
      });
    await Promise.all([racing(second as AuditEntry), racing(third as AuditEntry)]);
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(5);
    expect(await verifyAuditChain(database.db, userId)).toEqual({ ok: true, count: 5 });
    // Each transaction's two rows are next to each other: the second waited for the first to commit.
    expect([rows[2]?.action, rows[4]?.action]).toEqual(['limit.confirm', 'limit.confirm']);
  });
});

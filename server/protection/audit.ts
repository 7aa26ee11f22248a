// The audit trail of player protection changes (docs/api.md#audit-trail, docs/architecture.md#audit-trail): one row per
// change of a limit, a break or the reality check, with who made it, when, the old value and the new. The table only
// grows (the database refuses UPDATE, DELETE and TRUNCATE, migration 0018) and each player's rows form a SHA-256 chain:
// a row's hash covers its content and the previous row's hash, so a row changed or removed behind the database's
// back breaks the chain at that row (or the next one).
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { protectionAudit } from '../db/schema';

export type AuditActor = 'player' | 'operator' | 'system';
export type AuditAction =
  | 'limit.set'
  | 'limit.pending'
  | 'limit.confirm'
  | 'limit.cancel'
  | 'break.cool_off'
  | 'break.self_exclusion'
  | 'reality_check';

/**
 * One change. limit.*: `subject` `${kind}.${period}` ('loss.week'), `old`/`new` the limit as a plain decimal of the
 * major amount ('500', '12.5'), whole minutes for `time`, null = no limit ('limit.pending': `new` is the amount that
 * waits). break.*: `subject` null, `old` the end of a running block (ISO 8601) or null, `new` the end or 'permanent'.
 * reality_check: `old`/`new` the interval in minutes or null (off).
 */
export interface AuditEntry {
  userId: number;
  actor: AuditActor;
  action: AuditAction;
  subject: string | null;
  old: string | null;
  new: string | null;
  at: Date;
}

/** The advisory lock class of a player's trail (the second key is the player's id). */
const AUDIT_LOCK_CLASS = 7_350_018;

/**
 * The hash of a row: SHA-256 (hex) of the JSON array [prev_hash or '', user_id, actor, action, subject, old, new, at
 * as ISO 8601 UTC with milliseconds]. JSON keeps null apart from 'null' and a comma inside a value apart from a
 * separator, so two different rows never share the string hashed.
 */
export function auditHash(prevHash: string | null, entry: AuditEntry): string {
  const canonical = JSON.stringify([
    prevHash ?? '',
    entry.userId,
    entry.actor,
    entry.action,
    entry.subject,
    entry.old,
    entry.new,
    entry.at.toISOString(),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Appends one change to the player's trail, inside the caller's transaction (several per transaction are fine): the
 * change and its record commit or roll back together. Appends of one player take turns on a transaction-scoped
 * advisory lock, held until the caller's transaction ends, so each reads the newest committed row as its previous
 * one. Called with a plain database handle it opens a transaction of its own.
 */
export async function appendAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.transaction(async (inner) => {
    await inner.execute(sql`SELECT pg_advisory_xact_lock(${AUDIT_LOCK_CLASS}::int, ${entry.userId}::int)`);
    const [last] = await inner
      .select({ hash: protectionAudit.hash })
      .from(protectionAudit)
      .where(eq(protectionAudit.userId, entry.userId))
      .orderBy(desc(protectionAudit.id))
      .limit(1);
    const prevHash = last?.hash ?? null;
    await inner.insert(protectionAudit).values({
      userId: entry.userId,
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject,
      oldValue: entry.old,
      newValue: entry.new,
      at: entry.at,
      prevHash,
      hash: auditHash(prevHash, entry),
    });
  });
}

/**
 * Recomputes the player's chain from the first row: `ok` with the number of rows, or the id of the first row whose
 * previous hash or own hash does not match (a changed row is reported itself; a removed row, at the row after it).
 */
export async function verifyAuditChain(
  db: Db,
  userId: number,
): Promise<{ ok: true; count: number } | { ok: false; brokenAt: number }> {
  const rows = await db
    .select()
    .from(protectionAudit)
    .where(eq(protectionAudit.userId, userId))
    .orderBy(asc(protectionAudit.id));
  let prev: string | null = null;
  for (const row of rows) {
    const expected = auditHash(prev, {
      userId: row.userId,
      actor: row.actor,
      action: row.action as AuditAction,
      subject: row.subject,
      old: row.oldValue,
      new: row.newValue,
      at: row.at,
    });
    if (row.prevHash !== prev || row.hash !== expected) return { ok: false, brokenAt: row.id };
    prev = row.hash;
  }
  return { ok: true, count: rows.length };
}

export interface AuditRow extends AuditEntry {
  id: number;
}

/** The player's trail from `from` on, newest first (the statement's protection rows). */
export async function auditOf(db: Db, userId: number, from: Date, to: Date): Promise<AuditRow[]> {
  const rows = await db
    .select()
    .from(protectionAudit)
    .where(and(eq(protectionAudit.userId, userId), gte(protectionAudit.at, from), lte(protectionAudit.at, to)))
    .orderBy(desc(protectionAudit.at), desc(protectionAudit.id));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    actor: row.actor,
    action: row.action as AuditAction,
    subject: row.subject,
    old: row.oldValue,
    new: row.newValue,
    at: row.at,
  }));
}

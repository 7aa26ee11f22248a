// Idempotency keys for money-moving posts (docs/architecture.md#security, ledger invariants): a post that carries an
// `Idempotency-Key` header runs inside one transaction that first claims (user, key), then moves the
// money and stores the reply next to the claim. A second post with the same key (a double tap, a retry
// after a lost reply) waits on the claim's row lock while the first is in flight, then finds the stored
// reply and gets it again without moving anything. A refusal, thrown or answered, releases the claim
// with everything else, so the same key may be tried again once the player has the money. The key is the client's: any
// printable ASCII of 8–128 characters (a UUID, say), scoped to the player; the fingerprint (what was
// posted, and where) keeps one key from being reused for a different payment.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { idempotencyKeys } from '../db/schema';
import { say } from '../http/locale';
import { text } from '../i18n/text';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TEXTS = {
  invalid: text('reply.idempotencyInvalid'),
  reused: text('reply.idempotencyReused'),
} as const;

const KEY = /^[\x21-\x7e]{8,128}$/;
/** How long a key is remembered; housekeeping (server/db/housekeeping.ts) removes older ones. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export const isIdempotencyKey = (value: string): boolean => KEY.test(value);

/** What identifies a request: where it went and what it carried (fields in name order). */
export function requestFingerprint(target: string, fields: Record<string, unknown>): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  return createHash('sha256').update(target).update('\n').update(JSON.stringify(sorted)).digest('hex');
}

/** A reply in either failure wrapper (docs/product.md#calls-wrappers): `{success:false}` or `{status:'error'}`. */
export function isRefusal(reply: unknown): boolean {
  if (reply === null || typeof reply !== 'object') return false;
  const { success, status } = reply as { success?: unknown; status?: unknown };
  return success === false || status === 'error';
}

export type Once<T> = { kind: 'fresh'; reply: T } | { kind: 'replayed'; reply: T } | { kind: 'reused' };

/** Runs `run` once per (user, key); later calls with the key get the stored reply back. */
export async function runOnce<T>(
  db: Db,
  claim: { userId: number; key: string; fingerprint: string },
  run: (tx: Db) => Promise<T>,
): Promise<Once<T>> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key: claim.key, fingerprint: claim.fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const mine = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(mine);
      if (!stored || stored.fingerprint !== claim.fingerprint) return { kind: 'reused' };
      return { kind: 'replayed', reply: JSON.parse(stored.reply ?? 'null') as T };
    }
    const reply = await run(tx);
    // A refusal answered as a reply (a promo code not known yet, a rollback too late) is not kept either: the key is
    // released, so the same post may succeed once the cause is gone, as when a refusal throws (docs/api.md#idempotency).
    if (isRefusal(reply)) await tx.delete(idempotencyKeys).where(mine);
    else
      await tx
        .update(idempotencyKeys)
        .set({ reply: JSON.stringify(reply) })
        .where(mine);
    return { kind: 'fresh', reply };
  });
}

export async function purgeIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}

/**
 * Answers a money-moving post (docs/api.md#idempotency): without an Idempotency-Key `run` just runs; with a valid one it
 * runs once per player and key, in one transaction with the claim, and a repeat gets the first reply again (header
 * Idempotent-Replayed); a key already used for another request is refused with 422, a malformed one with 400.
 * `run` throwing rolls the claim back with everything else, so the key may be used again.
 */
export async function answerOnce<T>(
  c: Context<AppEnv>,
  db: Db,
  request: { userId: number; fields: Record<string, unknown> },
  run: (db: Db) => Promise<T>,
): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return c.json(await run(db));
  if (!isIdempotencyKey(key)) return c.json({ status: 'error', message: say(c, IDEMPOTENCY_TEXTS.invalid) }, 400);
  const claim = { userId: request.userId, key, fingerprint: requestFingerprint(c.req.path, request.fields) };
  const once = await runOnce(db, claim, run);
  if (once.kind === 'reused') return c.json({ status: 'error', message: say(c, IDEMPOTENCY_TEXTS.reused) }, 422);
  if (once.kind === 'replayed') c.header('Idempotent-Replayed', 'true');
  return c.json(once.reply);
}

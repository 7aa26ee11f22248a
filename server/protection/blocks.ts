// Cool-off and self-exclusion (docs/api.md#player-protection): until the end date the player cannot sign in by any
// route, deposit or launch a game, and no session of theirs survives the moment it starts. Self-exclusion never ends
// early and a cool-off is never shortened: a new block only ever extends the running one. A self-exclusion also marks
// the player as one who gets no promotions or offers, for good (docs/api.md#no-promotions).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type BlockKind, gameLaunches, playerProtection, sessions } from '../db/schema';
import { notifyPlayer } from '../events/player-events';
import { ReplyError } from '../http/errors';
import { type Text, text } from '../i18n/text';
import { appendAudit } from './audit';
import { haitiTime } from './haiti-time';

export const BLOCK_TEXTS = {
  coolOff: (until: string) => text('protection.coolOff', { until }),
  excludedUntil: (until: string) => text('protection.excludedUntil', { until }),
  excluded: text('protection.excluded'),
  wrongPassword: text('protection.wrongPassword'),
} as const;

export interface Block {
  kind: BlockKind;
  /** Null: permanent (self-exclusion only). */
  until: Date | null;
}

export function blockMessage(block: Block): Text {
  if (block.until === null) return BLOCK_TEXTS.excluded;
  const until = haitiTime(block.until);
  return block.kind === 'cool_off' ? BLOCK_TEXTS.coolOff(until) : BLOCK_TEXTS.excludedUntil(until);
}

/** The SQL condition "this player_protection row holds a block in force at `now`". */
export const blockInForce = (now: Date) =>
  sql`(${playerProtection.blockKind} IS NOT NULL AND (${isNull(playerProtection.blockedUntil)} OR ${gt(playerProtection.blockedUntil, now)}))`;

/** The player's block in force at `now`, or null. */
export async function activeBlock(db: Db, userId: number, now: Date): Promise<Block | null> {
  const [row] = await db
    .select({ kind: playerProtection.blockKind, until: playerProtection.blockedUntil })
    .from(playerProtection)
    .where(and(eq(playerProtection.userId, userId), blockInForce(now)));
  return row?.kind ? { kind: row.kind, until: row.until } : null;
}

/** The refusal of a blocked player's sign-in, deposit or launch: 200 {success:false, message}. */
export const blockedReply = (block: Block) => new ReplyError(200, { message: blockMessage(block) });

/** Throws the refusal when the player is blocked at `now` (every sign-in route calls it before opening a session). */
export async function refuseIfBlocked(db: Db, userId: number, now: Date): Promise<void> {
  const block = await activeBlock(db, userId, now);
  if (block) throw blockedReply(block);
}

/** The later of two ends; null (permanent) is later than any date. */
const later = (a: Date | null, b: Date | null) => (a === null || b === null ? null : a > b ? a : b);

/**
 * Starts (or extends) the player's block and ends every session and game launch of theirs, in one transaction;
 * returns the block now in force. A running block is never shortened and a self-exclusion never becomes a cool-off:
 * two requests racing end with the longer one.
 */
export async function placeBlock(db: Db, userId: number, wanted: Block, now: Date): Promise<Block> {
  return db.transaction(async (tx) => {
    await tx.insert(playerProtection).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .select({
        kind: playerProtection.blockKind,
        at: playerProtection.blockedAt,
        until: playerProtection.blockedUntil,
      })
      .from(playerProtection)
      .where(eq(playerProtection.userId, userId))
      .for('update');
    const running = row?.kind && (row.until === null || row.until > now) ? { ...row, kind: row.kind } : null;
    const block: Block = running
      ? {
          kind: running.kind === 'self_exclusion' || wanted.kind === 'self_exclusion' ? 'self_exclusion' : 'cool_off',
          until: later(running.until, wanted.until),
        }
      : wanted;
    await tx
      .update(playerProtection)
      .set({
        blockKind: block.kind,
        blockedAt: running?.at ?? now,
        blockedUntil: block.until,
        // Never cleared: the end of the self-exclusion does not bring the promotions back.
        ...(block.kind === 'self_exclusion' ? { noPromotions: true } : {}),
      })
      .where(eq(playerProtection.userId, userId));
    // The audit trail (docs/api.md#audit-trail): the running block's end, and the end now in force.
    await appendAudit(tx, {
      userId,
      actor: 'player',
      action: wanted.kind === 'cool_off' ? 'break.cool_off' : 'break.self_exclusion',
      subject: null,
      old: running ? (running.until?.toISOString() ?? 'permanent') : null,
      new: block.until?.toISOString() ?? 'permanent',
      at: now,
    });
    // Signed out everywhere at once: every session, and the game launches whose tokens would still play.
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(gameLaunches).where(eq(gameLaunches.userId, userId));
    await notifyPlayer(tx, userId, 'signout');
    return block;
  });
}

/** The player has ever self-excluded: the promotion calls answer them with nothing (docs/api.md#no-promotions). */
export async function hasNoPromotions(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ noPromotions: playerProtection.noPromotions })
    .from(playerProtection)
    .where(eq(playerProtection.userId, userId));
  return row?.noPromotions === true;
}

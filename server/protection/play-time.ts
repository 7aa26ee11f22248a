// Play time (docs/api.md#player-protection): the time a player spends with a game open, per Haiti day. It is counted
// on the server's clock from play activities: a game launch, a stake, and the beat an open game page sends every
// minute (POST user/play-time). The span between two activities counts when it is at most PLAY_GAP_SECONDS; a longer
// gap means the player was away and does not count. A span that started before midnight counts only from midnight.
// `playing`: the last activity is within the gap, so time runs on; the reply adds that running span.
import { and, desc, eq } from 'drizzle-orm';
import { PLAY_GAP_SECONDS } from '../../contract/schemas/protection';
import type { Db } from '../db/client';
import { playTime } from '../db/schema';
import { periodBounds } from './haiti-time';

export const PLAY_GAP_MS = PLAY_GAP_SECONDS * 1000;

export interface PlayTimeNow {
  /** Today's play time up to `now` (ms). */
  usedMs: number;
  playing: boolean;
  resetsAt: Date;
}

/** The span from the last activity `last` to `now` that counts as play today (0 after a longer gap). */
export function runningMs(last: Date | null, now: Date, dayStart: Date): number {
  if (last === null || now.getTime() - last.getTime() > PLAY_GAP_MS) return 0;
  return Math.max(0, now.getTime() - Math.max(last.getTime(), dayStart.getTime()));
}

async function latestRow(db: Db, userId: number, lock: boolean) {
  const query = db.select().from(playTime).where(eq(playTime.userId, userId)).orderBy(desc(playTime.dayStart)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** Today's play time at `now`, with the span running since the last activity. */
export async function playTimeOf(db: Db, userId: number, now: Date): Promise<PlayTimeNow> {
  const { start, end } = periodBounds('day', now);
  const row = await latestRow(db, userId, false);
  const counted = row && row.dayStart.getTime() === start.getTime() ? row.playedMs : 0;
  const running = runningMs(row?.lastAt ?? null, now, start);
  return {
    usedMs: counted + running,
    playing: row !== null && now.getTime() - row.lastAt.getTime() <= PLAY_GAP_MS,
    resetsAt: end,
  };
}

/**
 * Records a play activity at `now` inside the caller's transaction (which holds the player's protection lock, so two
 * activities never count the same span twice) and returns today's play time after it.
 */
export async function recordPlay(tx: Db, userId: number, now: Date): Promise<PlayTimeNow> {
  const { start, end } = periodBounds('day', now);
  const row = await latestRow(tx, userId, true);
  const added = runningMs(row?.lastAt ?? null, now, start);
  const today = row && row.dayStart.getTime() === start.getTime() ? row : null;
  const playedMs = (today?.playedMs ?? 0) + added;
  if (today) {
    await tx
      .update(playTime)
      .set({ playedMs, lastAt: now })
      .where(and(eq(playTime.userId, userId), eq(playTime.dayStart, start)));
  } else {
    await tx.insert(playTime).values({ userId, dayStart: start, playedMs, lastAt: now });
  }
  return { usedMs: playedMs, playing: true, resetsAt: end };
}

// The stake gate (docs/api.md#player-protection): every stake the server takes passes here, inside the transaction
// that debits it and after the player's protection row is locked, so two stakes sent at once are checked one after
// the other and cannot both slip under a limit. A stake is refused, with nothing debited, when the player is on a
// break, when today's play time has reached its limit, or when it would take what the player wagered (stakes less
// refunds) or lost (wagered less wins) in a period over that period's limit. A stake that lands exactly on a limit
// passes. The refusal names the limit and when it resets.
import { LIMIT_PERIODS, type LimitPeriod } from '../../contract/schemas/protection';
import type { Db } from '../db/client';
import { playerProtection } from '../db/schema';
import { eq } from 'drizzle-orm';
import { type Text, text } from '../i18n/text';
import { formatHtg } from '../wallet/payment-rules';
import { toMajor } from '../wallet/money';
import { activeBlock, blockMessage } from './blocks';
import { haitiTime } from './haiti-time';
import { limitRows, smallestAllowance, stakeUsage } from './limits';
import { type PlayTimeNow, recordPlay } from './play-time';

export const STAKE_LIMIT_TEXTS = {
  loss: (period: LimitPeriod, amount: string, time: string) =>
    text('protection.lossLimitReached', { period, amount, time }),
  wager: (period: LimitPeriod, amount: string, time: string) =>
    text('protection.stakeLimitReached', { period, amount, time }),
  playTime: (time: string) => text('protection.playTimeReached', { time }),
} as const;

/** Locks the player's protection row for the rest of the transaction: stakes and play beats queue behind it. */
export async function lockPlayer(tx: Db, userId: number): Promise<void> {
  await tx.insert(playerProtection).values({ userId }).onConflictDoNothing();
  await tx
    .select({ userId: playerProtection.userId })
    .from(playerProtection)
    .where(eq(playerProtection.userId, userId))
    .for('update');
}

/** Today's play-time limit in ms, or null. */
export async function playTimeLimitMs(tx: Db, userId: number): Promise<number | null> {
  const minutes = (await limitRows(tx, userId, 'time')).get('day')?.amountMinor ?? null;
  return minutes === null ? null : minutes * 60_000;
}

/** The refusal of play once today's play time has reached its limit, or null. */
export function playTimeRefusal(played: PlayTimeNow, limitMs: number | null): Text | null {
  return limitMs !== null && played.usedMs >= limitMs ? STAKE_LIMIT_TEXTS.playTime(haitiTime(played.resetsAt)) : null;
}

/**
 * Why a stake of `stakeMinor` may not be taken now, or null; records the stake as play activity. Call inside the
 * debit's transaction, before the debit.
 */
export async function stakeRefusal(tx: Db, userId: number, stakeMinor: number, now: Date): Promise<Text | null> {
  await lockPlayer(tx, userId);
  const block = await activeBlock(tx, userId, now);
  if (block) return blockMessage(block);
  const refusedForTime = playTimeRefusal(await recordPlay(tx, userId, now), await playTimeLimitMs(tx, userId));
  if (refusedForTime) return refusedForTime;
  const [loss, wager] = await Promise.all([limitRows(tx, userId, 'loss'), limitRows(tx, userId, 'wager')]);
  const limited = (rows: typeof loss) => LIMIT_PERIODS.some((p) => (rows.get(p)?.amountMinor ?? null) !== null);
  if (!limited(loss) && !limited(wager)) return null;
  const used = await stakeUsage(tx, userId, now);
  for (const [kind, rows] of [
    ['loss', loss],
    ['wager', wager],
  ] as const) {
    const allowance = smallestAllowance(rows, used[kind], now);
    if (allowance !== null && stakeMinor > allowance.left) {
      return STAKE_LIMIT_TEXTS[kind](allowance.period, formatHtg(toMajor(allowance.left)), haitiTime(allowance.until));
    }
  }
  return null;
}

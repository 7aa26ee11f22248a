// Promo codes (seeded in promo_codes, e.g. WELCOME100): redeemable while active, not expired and under
// the redemption cap. Redeeming bumps the counter in one conditional UPDATE (a capped code cannot be
// over-redeemed by concurrent players), records the redemption and credits the bonus balance through
// the ledger, so balance == sum of ledger entries holds for bonuses too (docs/architecture.md#ledger).
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promoCodeRedemptions, promoCodes } from '../db/schema';
import { post } from './ledger';

/** People type codes in any case and with stray spaces; the seeded codes are upper case. */
export const normalizePromoCode = (input: string): string => input.trim().toUpperCase();

const redeemable = () =>
  and(
    eq(promoCodes.active, true),
    or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
    or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptions, promoCodes.maxRedemptions)),
  );

export async function isRedeemable(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), redeemable()));
  return rows.length > 0;
}

/**
 * Redeems code for the user and returns the bonus credited (minor units), or null when the code is not
 * redeemable (any more) or the user already used it. Call inside a transaction and roll it back on
 * null: the counter may already have moved.
 */
export async function redeemPromoCode(tx: Db, userId: number, code: string): Promise<number | null> {
  const [promo] = await tx
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(and(eq(promoCodes.code, code), redeemable()))
    .returning({ bonusMinor: promoCodes.bonusMinor });
  if (!promo) return null;
  const redeemed = await tx
    .insert(promoCodeRedemptions)
    .values({ code, userId })
    .onConflictDoNothing()
    .returning({ code: promoCodeRedemptions.code });
  if (redeemed.length === 0) return null;
  await post(tx, userId, [{ kind: 'bonus', amountMinor: promo.bonusMinor }], { reason: 'promo_code', ref: code });
  return promo.bonusMinor;
}

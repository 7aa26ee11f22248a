// docs/product.md#flows-promo-code promo code: one redemption per player and code. The whole redemption (counter,
// redemption row, ledger credit) is one transaction, rolled back when the code turns out not to be redeemable,
// so concurrent submits of the same code credit the bonus once (tests/server/promo.test.ts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promoCodeRedemptions } from '../db/schema';
import { CURRENCY, toMajor } from '../wallet/money';
import { normalizePromoCode, redeemPromoCode } from '../wallet/promo-codes';

export type RedeemOutcome = { kind: 'redeemed'; amount: string } | { kind: 'unknown' } | { kind: 'used' };

class NotRedeemed extends Error {}

const amountText = (minor: number) => `${toMajor(minor).toLocaleString('en-US').replace(/,/g, '\u2009')} ${CURRENCY}`;

export async function redeemCode(db: Db, userId: number, input: string): Promise<RedeemOutcome> {
  const code = normalizePromoCode(input);
  try {
    const minor = await db.transaction(async (tx) => {
      const bonus = await redeemPromoCode(tx, userId, code);
      if (bonus === null) throw new NotRedeemed();
      return bonus;
    });
    return { kind: 'redeemed', amount: amountText(minor) };
  } catch (error) {
    if (!(error instanceof NotRedeemed)) throw error;
  }
  const used = await db
    .select({ code: promoCodeRedemptions.code })
    .from(promoCodeRedemptions)
    .where(and(eq(promoCodeRedemptions.code, code), eq(promoCodeRedemptions.userId, userId)));
  return used.length > 0 ? { kind: 'used' } : { kind: 'unknown' };
}

// Bonus conversion (docs/product.md#entities-money bonus info, convert check/result;
// docs/product.md#flows-bonus-convert bonus conversion dialog): a type 1 program unlocks after wagering (progress), a
// type 2 one converts at a coefficient; without a program the bonus does not convert. Converting moves the whole bonus
// balance × coefficient to the regular balance in one ledger transaction, with both accounts locked first, so
// concurrent conversions move it once.
import { and, eq, inArray } from 'drizzle-orm';
import type { BonusInfo } from '../../contract/schemas/wallet';
import type { Db } from '../db/client';
import { accounts, bonusPrograms } from '../db/schema';
import { getBalances, post } from './ledger';
import { CURRENCY, toMajor } from './money';
import { formatHtg } from './payment-rules';

export const BONUS_TEXTS = {
  noProgram: 'This bonus cannot be converted',
  noBonus: 'You have no bonus to convert',
  rulesTitle: 'How the bonus unlocks',
  rulesBody:
    '<p>Your bonus becomes real money once you have wagered the amount shown with your real balance.</p><ul><li>Every bet counts once, whatever the result.</li><li>Bets with the bonus balance do not count.</li><li>Once unlocked, convert it from this panel; it goes to your real balance.</li></ul>',
} as const;

const wagerMore = (minor: number) => `Wager ${formatHtg(toMajor(minor))} HTG more to unlock your bonus`;
const converted = (minor: number) => `${formatHtg(toMajor(minor))} HTG moved to your balance`;

type Program = typeof bonusPrograms.$inferSelect;

async function programOf(db: Db, userId: number): Promise<Program | undefined> {
  const [program] = await db.select().from(bonusPrograms).where(eq(bonusPrograms.userId, userId));
  return program;
}

export async function bonusInfo(db: Db, userId: number): Promise<BonusInfo> {
  const [balances, program] = await Promise.all([getBalances(db, userId), programOf(db, userId)]);
  const bonus = { value: toMajor(balances.bonus), currency: CURRENCY };
  if (!program) return { bonus, convert: false };
  if (program.type === 2) return { bonus, type: 2, convert: true, convert_coefficient: program.convertCoefficient };
  return {
    bonus,
    type: 1,
    convert: true,
    progress: { current: toMajor(program.wageredMinor), total: toMajor(program.wagerTotalMinor), currency: CURRENCY },
    to_unlock: toMajor(Math.max(0, program.wagerTotalMinor - program.wageredMinor)),
    rules: { title: BONUS_TEXTS.rulesTitle, body: BONUS_TEXTS.rulesBody },
  };
}

/** Why the bonus cannot be converted now, or null when it can. */
function refusalOf(program: Program | undefined, bonusMinor: number): string | null {
  if (!program) return BONUS_TEXTS.noProgram;
  if (bonusMinor <= 0) return BONUS_TEXTS.noBonus;
  if (program.type === 1 && program.wageredMinor < program.wagerTotalMinor) {
    return wagerMore(program.wagerTotalMinor - program.wageredMinor);
  }
  return null;
}

export async function convertCheck(db: Db, userId: number) {
  const [balances, program] = await Promise.all([getBalances(db, userId), programOf(db, userId)]);
  const refusal = refusalOf(program, balances.bonus);
  return refusal === null ? { convert_allowed: true } : { convert_allowed: false, message: refusal };
}

export async function convertBonus(db: Db, userId: number): Promise<{ success: boolean; message: string }> {
  return db.transaction(async (tx) => {
    // Both accounts locked in id order (as the ledger does): a second conversion waits, then sees 0.
    const locked = await tx
      .select({ kind: accounts.kind, balance: accounts.balanceMinor })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), inArray(accounts.kind, ['regular', 'bonus'])))
      .orderBy(accounts.id)
      .for('update');
    const bonusMinor = locked.find((a) => a.kind === 'bonus')?.balance ?? 0;
    const program = await programOf(tx, userId);
    const refusal = refusalOf(program, bonusMinor);
    if (refusal !== null || !program) return { success: false, message: refusal ?? BONUS_TEXTS.noProgram };
    const creditMinor = Math.floor(bonusMinor * program.convertCoefficient);
    await post(
      tx,
      userId,
      [
        { kind: 'bonus', amountMinor: -bonusMinor },
        { kind: 'regular', amountMinor: creditMinor },
      ],
      { reason: 'bonus_conversion', ref: `bonus:${userId}:${Date.now()}` },
    );
    return { success: true, message: converted(creditMinor) };
  });
}

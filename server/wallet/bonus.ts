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
import type { Locale } from '../../contract/constants';
import { type Text, type TextKey, text, translate } from '../i18n/text';

export const BONUS_TEXTS = {
  noProgram: text('bonus.noProgram'),
  noBonus: text('bonus.noBonus'),
} as const;

const wagerMore = (minor: number) => text('bonus.wagerMore', { amount: formatHtg(toMajor(minor)) });
const converted = (minor: number) => text('bonus.converted', { amount: formatHtg(toMajor(minor)) });

/**
 * The unlock rules of a type 1 program: a title and a short HTML body (docs/product.md#entities-money bonus info), built
 * from catalogue sentences (plain text, no markup).
 */
const rulesIn = (locale: Locale) => {
  const say = (key: TextKey) => translate(locale, text(key));
  const items = (['bonus.rulesEveryBet', 'bonus.rulesBonusBets', 'bonus.rulesConvert'] as const).map(
    (key) => `<li>${say(key)}</li>`,
  );
  return {
    title: translate(locale, text('bonus.rulesTitle')),
    body: `<p>${say('bonus.rulesIntro')}</p><ul>${items.join('')}</ul>`,
  };
};

type Program = typeof bonusPrograms.$inferSelect;

async function programOf(db: Db, userId: number): Promise<Program | undefined> {
  const [program] = await db.select().from(bonusPrograms).where(eq(bonusPrograms.userId, userId));
  return program;
}

/** `locale`: the language of the unlock rules (the caller's, docs/api.md#server-language). */
export async function bonusInfo(db: Db, userId: number, locale: Locale): Promise<BonusInfo> {
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
    rules: rulesIn(locale),
  };
}

/** Why the bonus cannot be converted now, or null when it can. */
function refusalOf(program: Program | undefined, bonusMinor: number): Text | null {
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

export async function convertBonus(db: Db, userId: number): Promise<{ success: boolean; message: Text }> {
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

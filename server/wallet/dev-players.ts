// Throwaway players for money tests (dev only, POST /dev/players): a fresh number (Haitian unless a seeded country is
// asked for: the sign-in tests log players of every country in), a password,
// the three accounts, opening balances posted through the ledger (so balance == sum of entries from the
// first moment) and optionally a bonus program (docs/product.md#entities-money bonus info type 1 or 2), all in one
// transaction.
import { randomInt } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { bonusPrograms, countries, users } from '../db/schema';
import { openAccounts, post } from './ledger';
import { toMinor } from './money';

export interface DevPlayerSetup {
  balance?: number | undefined;
  bonus?: number | undefined;
  bonusType?: 1 | 2 | undefined;
  /** Type 1 wagering, HTG: done so far and needed (default: 5 000 of 5 000, so it converts). */
  wagered?: number | undefined;
  wagerTotal?: number | undefined;
  /** Bonus to real money coefficient (default 0.5 for type 2, 1 for type 1). */
  coefficient?: number | undefined;
  /** A seeded country id (3 letters, default HTI): the number is its phone code + 8 digits. */
  country?: string | undefined;
}

export interface DevPlayer {
  user_id: number;
  phone: string;
  national: string;
  password: string;
}

const HAITI = 'HTI';
/** 4xxx xxxx after the code: the seeded players use 509 3700 00xx and the tests register 37xx numbers. */
const newNational = () => `4${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
const DEFAULT_WAGER_HTG = 5_000;
const DEFAULT_COEFFICIENT = 0.5;

/** Thrown for a country the seed does not have (the route answers 400). */
export class UnknownDevCountry extends Error {}

export async function createDevPlayer(db: Db, setup: DevPlayerSetup): Promise<DevPlayer> {
  const countryId = (setup.country ?? HAITI).toUpperCase();
  const [country] = await db
    .select({ phoneCode: countries.phoneCode })
    .from(countries)
    .where(eq(countries.id, countryId));
  if (!country) throw new UnknownDevCountry(`Unknown country: ${countryId}`);
  const password = `pw${randomInt(100_000, 1_000_000)}`;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    for (;;) {
      const national = newNational();
      const phone = `${country.phoneCode}${national}`;
      const [user] = await tx
        .insert(users)
        .values({ phone, passwordHash, name: 'Test Player', countryId, lang: 'en' })
        .onConflictDoNothing({ target: users.phone })
        .returning({ id: users.id });
      if (!user) continue; // that number is taken: draw another
      await openAccounts(tx, user.id);
      await post(
        tx,
        user.id,
        [
          { kind: 'regular', amountMinor: toMinor(setup.balance ?? 0) },
          { kind: 'bonus', amountMinor: toMinor(setup.bonus ?? 0) },
        ],
        { reason: 'opening_balance', ref: 'dev' },
      );
      if (setup.bonusType !== undefined) {
        const total = setup.wagerTotal ?? DEFAULT_WAGER_HTG;
        await tx.insert(bonusPrograms).values({
          userId: user.id,
          type: setup.bonusType,
          wageredMinor: toMinor(setup.wagered ?? total),
          wagerTotalMinor: toMinor(total),
          convertCoefficient: setup.coefficient ?? (setup.bonusType === 2 ? DEFAULT_COEFFICIENT : 1),
        });
      }
      return { user_id: user.id, phone, national, password };
    }
  });
}

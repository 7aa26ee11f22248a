// Throwaway players for money tests (dev only, POST /dev/players): a fresh number (Haitian unless a seeded country is
// asked for: the sign-in tests log players of every country in), a password,
// the three accounts (or, as a Google sign-up leaves a player, no password, maybe no phone, and a dev Google account), opening balances posted through the ledger (so balance == sum of entries from the
// first moment) and optionally a bonus program (docs/product.md#entities-money bonus info type 1 or 2), all in one
// transaction.
import { randomInt } from 'node:crypto';
import { hashPassword, THROWAWAY_COST } from '../auth/passwords';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { GOOGLE } from '../auth/google-provider';
import { bonusPrograms, countries, linkedServices, users } from '../db/schema';
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
  /**
   * false: no password, as a Google or wallet sign-up leaves a player (docs/product.md#rules-social); the player gets a
   * dev Google account (`email`) to sign in with on the dev consent page.
   */
  password?: boolean | undefined;
  /** false: no phone either (the phone step was skipped); only with `password: false`. */
  phone?: boolean | undefined;
}

export interface DevPlayer {
  user_id: number;
  /** null without a phone. */
  phone: string | null;
  national: string | null;
  /** null without a password: sign in with Google as `email` instead. */
  password: string | null;
  /** The dev Google account linked to a player without a password. */
  email?: string;
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
  const social = setup.password === false;
  const password = social ? null : `pw${randomInt(100_000, 1_000_000)}`;
  const passwordHash = password === null ? null : await hashPassword(password, THROWAWAY_COST);
  const withPhone = !social || setup.phone !== false;
  return db.transaction(async (tx) => {
    for (;;) {
      const national = withPhone ? newNational() : null;
      const phone = national === null ? null : `${country.phoneCode}${national}`;
      const [user] = await tx
        .insert(users)
        .values({ phone, passwordHash, name: 'Test Player', countryId, lang: 'en' })
        .onConflictDoNothing({ target: users.phone })
        .returning({ id: users.id });
      if (!user) continue; // that number is taken: draw another
      await openAccounts(tx, user.id);
      // The dev consent page signs in `dev:<email>` (server/routes/dev-google.ts).
      const email = social ? `player-${user.id}@dev.example.ht` : undefined;
      if (email) {
        await tx
          .insert(linkedServices)
          .values({ userId: user.id, provider: GOOGLE.id, subject: `dev:${email}`, name: GOOGLE.name });
      }
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
      return { user_id: user.id, phone, national, password, ...(email ? { email } : {}) };
    }
  });
}

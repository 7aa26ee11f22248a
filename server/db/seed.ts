// Seeds the whole demo world (docs/architecture.md#reference-server) in one transaction, only into an empty database: a
// restart, or a second instance starting at the same moment, leaves the data alone.
import { count, sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';
import { seedBlog } from './seed/blog';
import { seedClubs } from './seed/clubs';
import { type SeedContext, seededRandom } from './seed/context';
import { seedCountries } from './seed/countries';
import { seedCrypto } from './seed/crypto';
import { seedFaq } from './seed/faq';
import { seedLobbyMemory } from './seed/lobby';
import { seedGames } from './seed/games';
import { seedBets, seedPayments } from './seed/history';
import { seedPaymentSystems } from './seed/payment-systems';
import { seedPromo } from './seed/promo';
import { seedSite } from './seed/site';
import { seedUsers } from './seed/users';

const SEED_LOCK_KEY = 7_350_002;
const RANDOM_SEED = 509;

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** Returns true when it seeded, false when the database already had data. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return false;
    const ctx: SeedContext = { db: tx, now, random: seededRandom(RANDOM_SEED) };
    await seedCountries(ctx);
    const seededUsers = await seedUsers(ctx);
    const gameIds = await seedGames(ctx);
    await seedFaq(ctx);
    await seedBlog(ctx);
    await seedPromo(ctx, seededUsers);
    await seedClubs(ctx);
    await seedCrypto(ctx);
    const systems = await seedPaymentSystems(ctx);
    await seedBets(ctx, seededUsers, gameIds);
    await seedPayments(ctx, seededUsers, systems);
    await seedLobbyMemory(ctx, seededUsers, gameIds);
    await seedSite(ctx);
    return true;
  });
}

// Game launches (docs/product.md#flows-game-launch game launch): the provider URL a launch call returns carries a
// one-hour token that stands for who launched which game with which balance (0 regular, 1 bonus). The demo provider
// page (/dev/game/{alias}?launch=…) reads it back. Tokens are 32 random bytes; only the sha256 is
// stored (game_launches), with the expiry on the database clock like the other sign-in tokens.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { gameLaunches, games, users } from '../db/schema';

export const LAUNCH_TTL_MINUTES = 60;

export interface LaunchRequest {
  userId: number | null;
  gameId: number;
  balanceType: 0 | 1;
}

export async function issueLaunch(db: Db, launch: LaunchRequest): Promise<string> {
  // Old launches are dead weight; removing them here keeps the table small without a scheduler.
  await db.delete(gameLaunches).where(lt(gameLaunches.expiresAt, sql`now()`));
  const token = newToken();
  await db.insert(gameLaunches).values({
    tokenHash: hashToken(token),
    userId: launch.userId,
    gameId: launch.gameId,
    balanceType: launch.balanceType,
    expiresAt: sql`now() + make_interval(mins => ${LAUNCH_TTL_MINUTES})`,
  });
  return token;
}

export interface LiveLaunch {
  gameId: number;
  gameAlias: string;
  balanceType: 0 | 1;
  userId: number | null;
  /** The player's phone; null for a guest (or a player without one). */
  phone: string | null;
}

/** The live launch of `token` for the game `alias`, or null (unknown, expired, or another game's). */
export async function findLaunch(db: Db, token: string, alias: string): Promise<LiveLaunch | null> {
  const [row] = await db
    .select({
      gameId: gameLaunches.gameId,
      gameAlias: games.alias,
      balanceType: gameLaunches.balanceType,
      userId: gameLaunches.userId,
      phone: users.phone,
    })
    .from(gameLaunches)
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .leftJoin(users, eq(users.id, gameLaunches.userId))
    .where(and(eq(gameLaunches.tokenHash, hashToken(token)), gt(gameLaunches.expiresAt, sql`now()`)));
  if (!row || row.gameAlias !== alias) return null;
  return { ...row, phone: row.phone ?? null };
}

/** '50937000001' -> '509***0001' (the masks of docs/product.md#entities-games ratings). */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return `***${phone.slice(-2)}`;
  return `${phone.slice(0, 3)}***${phone.slice(-4)}`;
}

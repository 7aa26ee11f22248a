// What the lobby remembers of a player (docs/api.md#player-protection): favourite games, latest added first, and the
// last RECENT_LIMIT distinct games they launched, latest first. Both live in the database (any instance answers).
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import type { Game } from '../../contract/schemas/games';
import type { Db } from '../db/client';
import { favouriteGames, games, recentGames } from '../db/schema';
import { gameOf, selectGames } from './catalogue';

export const RECENT_LIMIT = 12;

/** The catalogue games of `ids`, in the order of `ids`, with their texts in `locale` (docs/api.md#server-language). */
async function gamesInOrder(db: Db, ids: number[], origin: string, locale: Locale): Promise<Game[]> {
  if (ids.length === 0) return [];
  const rows = await selectGames(db, locale).where(inArray(games.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [gameOf(row, origin)] : [];
  });
}

export async function favouritesOf(
  db: Db,
  userId: number,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Game[]> {
  const rows = await db
    .select({ id: favouriteGames.gameId })
    .from(favouriteGames)
    .where(eq(favouriteGames.userId, userId))
    .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
  return gamesInOrder(
    db,
    rows.map((r) => r.id),
    origin,
    locale,
  );
}

/** Adding a favourite twice keeps its first place in the list. */
export async function addFavourite(db: Db, userId: number, gameId: number): Promise<void> {
  await db.insert(favouriteGames).values({ userId, gameId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, gameId: number): Promise<void> {
  await db.delete(favouriteGames).where(and(eq(favouriteGames.userId, userId), eq(favouriteGames.gameId, gameId)));
}

export async function recentOf(
  db: Db,
  userId: number,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Game[]> {
  const rows = await db
    .select({ id: recentGames.gameId })
    .from(recentGames)
    .where(eq(recentGames.userId, userId))
    .orderBy(desc(recentGames.launchedAt), desc(recentGames.gameId))
    .limit(RECENT_LIMIT);
  return gamesInOrder(
    db,
    rows.map((r) => r.id),
    origin,
    locale,
  );
}

/**
 * A launch moves the game to the front (once per game) and drops what falls beyond RECENT_LIMIT. The database's
 * clock_timestamp() orders them: microseconds, so launches in quick succession keep their order.
 */
export async function recordLaunch(db: Db, userId: number, gameId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(recentGames)
      .values({ userId, gameId, launchedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: [recentGames.userId, recentGames.gameId],
        set: { launchedAt: sql`clock_timestamp()` },
      });
    const keep = tx
      .select({ id: recentGames.gameId })
      .from(recentGames)
      .where(eq(recentGames.userId, userId))
      .orderBy(desc(recentGames.launchedAt), desc(recentGames.gameId))
      .limit(RECENT_LIMIT);
    await tx.delete(recentGames).where(and(eq(recentGames.userId, userId), notInArray(recentGames.gameId, keep)));
  });
}

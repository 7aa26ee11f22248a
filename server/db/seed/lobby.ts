// The demo player's lobby memory and protection settings (README "Money on the demo", docs/api.md#player-protection):
// no deposit limits and no break, the reality check off, three favourite games and the last games they played, so the
// lobby's rows have something to show on the first sign-in.
import { favouriteGames, recentGames } from '../schema';
import type { SeedContext } from './context';
import type { SeededUsers } from './users';

/** Latest added first in GET user/favourites. */
export const DEMO_FAVOURITES = ['kreyol-fruits', 'european-roulette', 'rocket-kreyol'] as const;
/** Latest played first in GET user/recent. */
export const DEMO_RECENT = ['tortuga-pirates', 'kreyol-fruits', 'blackjack-classic', 'mines', 'golden-mango'] as const;

const MINUTE_MS = 60_000;

export async function seedLobbyMemory({ db, now }: SeedContext, users: SeededUsers, gameIds: Map<string, number>) {
  const idOf = (alias: string) => {
    const id = gameIds.get(alias);
    if (id === undefined) throw new Error(`seed: no game ${alias}`);
    return id;
  };
  // Each a little older than the one before it, so the lists keep the order above.
  const ago = (i: number, stepMinutes: number) => new Date(now.getTime() - (i + 1) * stepMinutes * MINUTE_MS);
  await db
    .insert(favouriteGames)
    .values(
      DEMO_FAVOURITES.map((alias, i) => ({ userId: users.playerId, gameId: idOf(alias), createdAt: ago(i, 24 * 60) })),
    );
  await db
    .insert(recentGames)
    .values(DEMO_RECENT.map((alias, i) => ({ userId: users.playerId, gameId: idOf(alias), launchedAt: ago(i, 90) })));
}

// Inserts the catalogue of ./games-catalogue.ts, the multiple-group children, jackpots and ratings.
import { gameEntries, gameGroups, games, jackpots, ratings } from '../schema';
import { toMinor } from '../../wallet/money';
import { type SeedContext, pick } from './context';
import { GAMES, GROUPS, JACKPOTS } from './games-catalogue';

const blurbOf = (name: string) =>
  `<p><strong>${name}</strong> is part of the Bèl Chans demo catalogue.</p><p>Bets hit by a technical failure are settled at coefficient 1.</p>`;

export async function seedGames(ctx: SeedContext): Promise<Map<string, number>> {
  const { db, random } = ctx;
  const groupRows = await db
    .insert(gameGroups)
    .values(
      GROUPS.map((g, sort) => ({
        alias: g.alias,
        name: g.name,
        viewVariant: g.variant,
        viewImage: g.image,
        title: g.title,
        previewBody: g.preview,
        sort,
      })),
    )
    .returning({ id: gameGroups.id, alias: gameGroups.alias });
  const groupId = new Map(groupRows.map((g) => [g.alias, g.id]));

  const values = Object.entries(GAMES).flatMap(([group, list]) =>
    list.map((g, sort) => ({
      groupId: groupId.get(group) ?? 0,
      alias: g.alias,
      name: g.name,
      gameType: g.type,
      isDemo: g.demo ?? false,
      isModalBalanceType: g.modal ?? false,
      allowPortrait: g.portrait ?? true,
      sort,
      contentTitle: g.popular ? `Why players love ${g.name}` : null,
      contentText: g.popular ? `<p>${g.name} is one of the most played games this week.</p>` : null,
      footer: g.type === 0 ? '<p>Opens in the provider window.</p>' : null,
      description: g.description ?? blurbOf(g.name),
      info: g.info ?? null,
      popularRank: g.popular ?? null,
      online: g.popular ? 40 + Math.floor(random() * 900) : Math.floor(random() * 60),
      recentWinMinor: g.popular ? toMinor(500 + Math.floor(random() * 40_000)) : 0,
    })),
  );
  const gameRows = await db.insert(games).values(values).returning({ id: games.id, alias: games.alias });
  const gameId = new Map(gameRows.map((g) => [g.alias, g.id]));

  const entries = Object.values(GAMES)
    .flat()
    .flatMap((g) =>
      (g.children ?? []).map((child, sort) => {
        const [alias, alternateTitle] = typeof child === 'string' ? [child, null] : child;
        return { parentGameId: gameId.get(g.alias) ?? 0, childGameId: gameId.get(alias) ?? 0, alternateTitle, sort };
      }),
    );
  if (entries.some((e) => e.parentGameId === 0 || e.childGameId === 0)) throw new Error('seed: unknown child game');
  await db.insert(gameEntries).values(entries);

  await db
    .insert(jackpots)
    .values(JACKPOTS.map(([label, value], sort) => ({ label, valueMinor: toMinor(value), sort })));

  const rated = gameRows.filter((g) => !['betting', 'live-betting', 'esports', 'fantasy-league'].includes(g.alias));
  await db.insert(ratings).values(
    Array.from({ length: 15 }, (_, i) => {
      const tail = String(1000 + Math.floor(random() * 9000));
      const points = (250_000 - i * 14_000 - Math.floor(random() * 9_000)).toFixed(2);
      return { userMask: `509***${tail}`, gameId: pick(random, rated).id, points, sort: i };
    }),
  );
  return gameId;
}

// Inserts the catalogue of ./games-catalogue.ts (group texts in every language: ./group-translations.ts; the games'
// own texts: ./game-translations.ts), the multiple-group children, jackpots and ratings.
import {
  gameEntries,
  gameEntryTranslations,
  gameGroups,
  gameGroupTranslations,
  games,
  gameTranslations,
  jackpots,
  ratings,
} from '../schema';
import { toMinor } from '../../wallet/money';
import { type SeedContext, pick } from './context';
import { GAMES, GROUPS, JACKPOTS } from './games-catalogue';
import { DESCRIPTION_TRANSLATIONS, ENTRY_TITLE_TRANSLATIONS, GAME_TEXTS, OTHER_LOCALES } from './game-translations';
import { GROUP_TRANSLATIONS } from './group-translations';

const EN = GAME_TEXTS.en;

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
  await db.insert(gameGroupTranslations).values(
    Object.entries(GROUP_TRANSLATIONS).flatMap(([alias, byLocale]) =>
      Object.entries(byLocale).map(([locale, [name, title, previewBody]]) => {
        const id = groupId.get(alias);
        if (id === undefined) throw new Error(`seed: no game group ${alias}`);
        return { groupId: id, locale, name, title, previewBody };
      }),
    ),
  );

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
      contentTitle: g.popular ? EN.title(g.name) : null,
      contentText: g.popular ? EN.text(g.name) : null,
      footer: g.type === 0 ? EN.footer : null,
      description: g.description ?? EN.blurb(g.name),
      info: g.info ?? null,
      popularRank: g.popular ?? null,
      online: g.popular ? 40 + Math.floor(random() * 900) : Math.floor(random() * 60),
      recentWinMinor: g.popular ? toMinor(500 + Math.floor(random() * 40_000)) : 0,
    })),
  );
  const gameRows = await db.insert(games).values(values).returning({ id: games.id, alias: games.alias });
  const gameId = new Map(gameRows.map((g) => [g.alias, g.id]));
  // The same texts in the other languages: a null column (a description of its own nobody translated) is English.
  await db.insert(gameTranslations).values(
    Object.values(GAMES)
      .flat()
      .flatMap((g) =>
        OTHER_LOCALES.map((locale) => {
          const texts = GAME_TEXTS[locale];
          return {
            gameId: gameId.get(g.alias) ?? 0,
            locale,
            contentTitle: g.popular ? texts.title(g.name) : null,
            contentText: g.popular ? texts.text(g.name) : null,
            footer: g.type === 0 ? texts.footer : null,
            description: g.description ? (DESCRIPTION_TRANSLATIONS[g.alias]?.[locale] ?? null) : texts.blurb(g.name),
          };
        }),
      ),
  );

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
  await db.insert(gameEntryTranslations).values(
    entries.flatMap((e) => {
      const byLocale = e.alternateTitle === null ? undefined : ENTRY_TITLE_TRANSLATIONS[e.alternateTitle];
      return byLocale
        ? OTHER_LOCALES.map((locale) => ({
            parentGameId: e.parentGameId,
            childGameId: e.childGameId,
            locale,
            alternateTitle: byLocale[locale],
          }))
        : [];
    }),
  );

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

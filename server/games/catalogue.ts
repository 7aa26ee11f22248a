// The game catalogue as docs/product.md#entities-games shapes (game, game group, multi-group entry, search result),
// read from game_groups, games and game_entries. Pictures are the generated SVG artwork of /media/games/{alias}
// and /media/groups/{alias} (server/routes/media.ts), so every game has an icon, a preview and a poster.
// A game's texts (content title and text, footer, description, an entry's alternate title) come in the caller's
// language from game_translations and game_entry_translations (docs/architecture.md#content-translations); names
// are brands and never change.
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import type { Game, GameGroup, MultiGroupEntry, SearchResult } from '../../contract/schemas/games';
import type { Db } from '../db/client';
import {
  gameEntries,
  gameEntryTranslations,
  gameGroupTranslations,
  gameGroups,
  games,
  gameTranslations,
} from '../db/schema';
import { mediaImage, mediaUrl } from '../media/images';

/**
 * Sizes of the generated pictures (1x; srcset adds the 2x one for wide screens): square icon, 4:3 preview, 16:9
 * poster. Each fits the largest box the app shows it in (docs/architecture.md "Pictures"): a tile is 119-232 CSS px
 * wide, a poster tile 119-398 and the login-to-play poster up to 1 200, an icon 36-144, a group picture 88-256. A
 * larger picture only costs a cheap phone decoding time and memory: a 2560 px poster is 3.7 million pixels to decode
 * for a 398 px tile.
 */
export const GAME_IMAGE_SIZES = {
  icon: [192, 192],
  preview: [320, 240],
  poster: [640, 360],
} as const;
const GROUP_IMAGE_SIZE = [320, 160] as const;

/** docs/product.md#constants-paging default page size; a group page may ask for up to MAX_PAGE_LIMIT games. */
export const DEFAULT_PAGE_LIMIT = 12;
export const MAX_PAGE_LIMIT = 60;
/** Games shown in a group's info block (its most popular ones, then the first ones). */
const FEATURED_COUNT = 4;

/**
 * The aliases whose launch opens the frame script of /dev/tvbet/frame.js (docs/product.md#routes-game-view game play
 * view).
 */
export const FRAME_SCRIPT_ALIAS = 'tvbet';
/** Where the stand-in frame script lives (server/dev/tvbet-frame.ts serves {TVBET_BASE}/frame.js). */
export const TVBET_BASE = '/dev/tvbet';

/**
 * A text in the language of the joined translation row, English where the row has none; a text English lacks stays
 * null whatever a row holds, so a reply has the same fields in every language.
 */
const translated = (english: AnyPgColumn, own: AnyPgColumn) =>
  sql<string | null>`CASE WHEN ${english} IS NOT NULL THEN coalesce(${own}, ${english}) END`;

/** The join that brings a game's translation row in `locale` (none for English, whose texts are the games row's). */
const ownTexts = (locale: Locale) => and(eq(gameTranslations.gameId, games.id), eq(gameTranslations.locale, locale));

const gameColumns = {
  id: games.id,
  groupId: games.groupId,
  groupAlias: gameGroups.alias,
  alias: games.alias,
  name: games.name,
  gameType: games.gameType,
  isDemo: games.isDemo,
  isModalBalanceType: games.isModalBalanceType,
  allowPortrait: games.allowPortrait,
  sort: games.sort,
  contentTitle: translated(games.contentTitle, gameTranslations.contentTitle),
  contentText: translated(games.contentText, gameTranslations.contentText),
  footer: translated(games.footer, gameTranslations.footer),
  description: translated(games.description, gameTranslations.description),
  info: games.info,
  popularRank: games.popularRank,
};
export type GameRow = {
  id: number;
  groupId: number;
  groupAlias: string;
  alias: string;
  name: string;
  gameType: 0 | 1 | 2;
  isDemo: boolean;
  isModalBalanceType: boolean;
  allowPortrait: boolean;
  sort: number;
  contentTitle: string | null;
  contentText: string | null;
  footer: string | null;
  description: string | null;
  info: Record<string, unknown> | null;
  popularRank: number | null;
};
type GroupRow = typeof gameGroups.$inferSelect;

/** Games with their group's alias and their texts in `locale`. */
export const selectGames = (db: Db, locale: Locale = DEFAULT_LOCALE) =>
  db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameGroups, eq(gameGroups.id, games.groupId))
    .leftJoin(gameTranslations, ownTexts(locale))
    .$dynamic();

const gameOrder = [asc(games.sort), asc(games.id)] as const;

/** docs/product.md#routes-list game group sort: the catalogue order, by name, or most played (players online) first. */
export const GROUP_SORTS = ['default', 'name', 'popular'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];
const sortOrder = (sort: GroupSort) =>
  sort === 'name'
    ? [sql`lower(${games.name}) ASC`, asc(games.id)]
    : sort === 'popular'
      ? [desc(games.online), ...gameOrder]
      : [...gameOrder];

export const gameImage = (alias: string, kind: keyof typeof GAME_IMAGE_SIZES) => {
  const [width, height] = GAME_IMAGE_SIZES[kind];
  return mediaImage('games', alias, width, height);
};
export const gameIconUrl = (alias: string) => {
  const [width, height] = GAME_IMAGE_SIZES.icon;
  return mediaUrl('games', alias, width, height);
};

/** docs/product.md#entities-games game: a relative link the app resolves against the API base (getGameDescription). */
export const descriptionLink = (row: Pick<GameRow, 'id' | 'description'>): string | null =>
  row.description ? `game-description/${row.id}` : null;

/**
 * The frame-script settings of a game (docs/product.md#entities-games launch info clientId, serverUrl): the seeded
 * clientId and, as serverUrl, the provider base on the origin the request came to: the app loads {serverUrl}/frame.js.
 */
export function frameInfo(
  row: Pick<GameRow, 'alias' | 'info'>,
  origin: string,
): { clientId?: string; serverUrl?: string } {
  if (row.alias !== FRAME_SCRIPT_ALIAS) return {};
  const clientId = typeof row.info?.clientId === 'string' ? row.info.clientId : 'demo-client';
  return { clientId, serverUrl: `${origin}${TVBET_BASE}` };
}

export function gameOf(row: GameRow, origin: string): Game {
  const frame = frameInfo(row, origin);
  const info = row.info || frame.clientId ? { ...row.info, ...frame } : null;
  return {
    id: row.id,
    game_type: row.gameType,
    name: row.name,
    alias: row.alias,
    group_alias: row.groupAlias,
    content_text: row.contentText,
    content_title: row.contentTitle,
    footer: row.footer,
    is_modal_balance_type: row.isModalBalanceType,
    is_demo: row.isDemo,
    sort: row.sort,
    allow_portrait: row.allowPortrait,
    images: {
      icon: gameImage(row.alias, 'icon'),
      preview: gameImage(row.alias, 'preview'),
      poster: gameImage(row.alias, 'poster'),
    },
    // Launch addresses carry a per-player token, so they only come from the launch calls.
    game_url: null,
    info,
    game_description: descriptionLink(row),
  };
}

/** The pagination object of docs/product.md#entities-money: count is the number of pages. */
export const paginationOf = (page: number, limit: number, total: number) => ({
  page,
  limit,
  count: Math.ceil(total / limit),
});

function groupOf(
  group: GroupRow,
  pageGames: Game[],
  featured: Game[],
  pagination: ReturnType<typeof paginationOf>,
  locale: Locale,
): GameGroup {
  const [width, height] = GROUP_IMAGE_SIZE;
  return {
    id: group.id,
    alias: group.alias,
    name: group.name,
    view: { variant: group.viewVariant, image: group.viewImage },
    info: {
      title: group.title,
      preview_body: group.previewBody,
      image: mediaImage(
        'groups',
        group.alias,
        width,
        height,
        undefined,
        locale === DEFAULT_LOCALE ? undefined : locale,
      ),
      games: { list: featured },
    },
    games: { list: pageGames, pagination },
  };
}

/** Popular games of the group first (by rank), then the rest in catalogue order. */
const featuredOf = (rows: GameRow[]): GameRow[] =>
  [...rows]
    .sort((a, b) => (a.popularRank ?? Number.MAX_SAFE_INTEGER) - (b.popularRank ?? Number.MAX_SAFE_INTEGER))
    .slice(0, FEATURED_COUNT);

/**
 * Groups with their name, title and preview in `locale` where the operator has translated them
 * (docs/architecture.md#content-translations); English, the row's own, otherwise.
 */
async function inLanguage(db: Db, groups: GroupRow[], locale: Locale): Promise<GroupRow[]> {
  if (locale === DEFAULT_LOCALE || groups.length === 0) return groups;
  const rows = await db
    .select()
    .from(gameGroupTranslations)
    .where(
      and(
        eq(gameGroupTranslations.locale, locale),
        inArray(
          gameGroupTranslations.groupId,
          groups.map((group) => group.id),
        ),
      ),
    );
  const byGroup = new Map(rows.map((row) => [row.groupId, row]));
  return groups.map((group) => {
    const own = byGroup.get(group.id);
    return own ? { ...group, name: own.name, title: own.title, previewBody: own.previewBody } : group;
  });
}

/** GET games/groups: every group in order, each with its first page (docs/product.md#routes-list home rows). */
export async function listGroups(db: Db, origin: string, locale: Locale = DEFAULT_LOCALE): Promise<GameGroup[]> {
  const groups = await inLanguage(
    db,
    await db.select().from(gameGroups).orderBy(asc(gameGroups.sort), asc(gameGroups.id)),
    locale,
  );
  const rows: GameRow[] = await selectGames(db, locale).orderBy(...gameOrder);
  return groups.map((group) => {
    const own = rows.filter((row) => row.groupId === group.id);
    return groupOf(
      group,
      own.slice(0, DEFAULT_PAGE_LIMIT).map((row) => gameOf(row, origin)),
      featuredOf(own).map((row) => gameOf(row, origin)),
      paginationOf(1, DEFAULT_PAGE_LIMIT, own.length),
      locale,
    );
  });
}

export async function findGroup(db: Db, alias: string, locale: Locale = DEFAULT_LOCALE): Promise<GroupRow | undefined> {
  const found = await db.select().from(gameGroups).where(eq(gameGroups.alias, alias));
  const [group] = await inLanguage(db, found, locale);
  return group;
}

/** GET games/groups/{alias}: page `page` (from 1); a page past the end has an empty list. */
export async function groupPage(
  db: Db,
  group: GroupRow,
  page: number,
  limit: number,
  origin: string,
  sort: GroupSort = 'default',
  locale: Locale = DEFAULT_LOCALE,
): Promise<GameGroup> {
  const [total] = await db.select({ n: count() }).from(games).where(eq(games.groupId, group.id));
  const rows: GameRow[] = await selectGames(db, locale)
    .where(eq(games.groupId, group.id))
    .orderBy(...sortOrder(sort))
    .limit(limit)
    .offset((page - 1) * limit);
  const featured: GameRow[] = await selectGames(db, locale)
    .where(eq(games.groupId, group.id))
    .orderBy(sql`${games.popularRank} ASC NULLS LAST`, ...gameOrder)
    .limit(FEATURED_COUNT);
  return groupOf(
    group,
    rows.map((row) => gameOf(row, origin)),
    featured.map((row) => gameOf(row, origin)),
    paginationOf(page, limit, total?.n ?? 0),
    locale,
  );
}

export async function findGame(db: Db, id: number, locale: Locale = DEFAULT_LOCALE): Promise<GameRow | undefined> {
  const [row] = await selectGames(db, locale).where(eq(games.id, id));
  return row;
}

/**
 * games/list: by game alias, by group alias, or both (docs/product.md#routes-game-view /games/remote|single|group/...
 * routes).
 */
export async function findGames(
  db: Db,
  query: { gameAlias?: string; groupAlias?: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<GameRow[]> {
  const conditions = [
    ...(query.gameAlias !== undefined ? [eq(games.alias, query.gameAlias)] : []),
    ...(query.groupAlias !== undefined ? [eq(gameGroups.alias, query.groupAlias)] : []),
  ];
  return selectGames(db, locale)
    .where(and(...conditions))
    .orderBy(...gameOrder);
}

/**
 * A game may be started from a group it belongs to, or from the group of a multiple-group game
 * (game_type 2) that lists it as a child.
 */
export async function isInGroup(db: Db, game: GameRow, groupId: number): Promise<boolean> {
  if (game.groupId === groupId) return true;
  const [via] = await db
    .select({ parent: gameEntries.parentGameId })
    .from(gameEntries)
    .innerJoin(games, eq(games.id, gameEntries.parentGameId))
    .where(and(eq(gameEntries.childGameId, game.id), eq(games.groupId, groupId), eq(games.gameType, 2)))
    .limit(1);
  return via !== undefined;
}

/**
 * The children of a multiple-group game as docs/product.md#entities-games multi-group entries, in their order; an
 * alternate title that is a word in `locale`, the child's name (a brand) as it is.
 */
export async function entriesOf(db: Db, parentId: number, locale: Locale = DEFAULT_LOCALE): Promise<MultiGroupEntry[]> {
  const rows = await db
    .select({
      id: games.id,
      name: games.name,
      alias: games.alias,
      alternateTitle: translated(gameEntries.alternateTitle, gameEntryTranslations.alternateTitle),
      isModalBalanceType: games.isModalBalanceType,
    })
    .from(gameEntries)
    .innerJoin(games, eq(games.id, gameEntries.childGameId))
    .leftJoin(
      gameEntryTranslations,
      and(
        eq(gameEntryTranslations.parentGameId, gameEntries.parentGameId),
        eq(gameEntryTranslations.childGameId, gameEntries.childGameId),
        eq(gameEntryTranslations.locale, locale),
      ),
    )
    .where(eq(gameEntries.parentGameId, parentId))
    .orderBy(asc(gameEntries.sort), asc(games.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    alternate_title: row.alternateTitle,
    image: gameImage(row.alias, 'preview'),
    is_modal_balance_type: row.isModalBalanceType,
  }));
}

/**
 * GET games/popular: the ranked games in rank order with their live stats, and the text their entry shows (the content
 * text, else the description) in `locale`.
 */
export async function popularGames(db: Db, locale: Locale = DEFAULT_LOCALE) {
  return db
    .select({
      id: games.id,
      alias: games.alias,
      name: games.name,
      groupAlias: gameGroups.alias,
      gameType: games.gameType,
      isModalBalanceType: games.isModalBalanceType,
      isDemo: games.isDemo,
      contentText: gameColumns.contentText,
      description: gameColumns.description,
      online: games.online,
      recentWinMinor: games.recentWinMinor,
    })
    .from(games)
    .innerJoin(gameGroups, eq(gameGroups.id, games.groupId))
    .leftJoin(gameTranslations, ownTexts(locale))
    .where(isNotNull(games.popularRank))
    .orderBy(asc(games.popularRank), asc(games.id));
}

/** LIKE treats % and _ as wildcards and \ as the escape; typed text must match literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * docs/product.md#flows-game-search game search: case- and accent-insensitive substring match on the name. Both sides
 * are folded by the SQL function search_fold (0003_games.sql; games.search_name is its stored result), so 'kreyol'
 * finds 'Kreyòl Fruits'. Names starting with the text come first, then names with a word starting with
 * it, then the rest; ties by name.
 */
export async function searchGames(
  db: Db,
  name: string,
  limit: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SearchResult[]> {
  const needle = likeLiteral(name.normalize('NFC'));
  const rows = await db
    .select({
      id: games.id,
      name: games.name,
      alias: games.alias,
      groupAlias: gameGroups.alias,
      groupName: sql<string>`coalesce(${gameGroupTranslations.name}, ${gameGroups.name})`,
      view: gameGroups.viewVariant,
    })
    .from(games)
    .innerJoin(gameGroups, eq(gameGroups.id, games.groupId))
    .leftJoin(
      gameGroupTranslations,
      and(eq(gameGroupTranslations.groupId, gameGroups.id), eq(gameGroupTranslations.locale, locale)),
    )
    .where(sql`${games.searchName} ILIKE '%' || search_fold(${needle}) || '%'`)
    .orderBy(
      sql`CASE WHEN ${games.searchName} ILIKE search_fold(${needle}) || '%' THEN 0
               WHEN ${games.searchName} ILIKE '% ' || search_fold(${needle}) || '%' THEN 1
               ELSE 2 END`,
      asc(games.searchName),
      asc(games.id),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    game: { game_id: row.id, group_alias: row.groupAlias },
    image: { url: gameIconUrl(row.alias) },
    view: row.view,
    group: { name: row.groupName },
  }));
}

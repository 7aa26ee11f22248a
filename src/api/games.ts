// Games calls of docs/product.md#calls-list (flows of docs/product.md#flows-game-launch game launch and game search;
// rules of docs/product.md#rules-promo-code and docs/product.md#constants).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../contract/constants';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/games'));

/** docs/product.md#constants-codes balance types. */
export const BALANCE_TYPE = { regular: 0, bonus: 1 } as const;
export type BalanceType = (typeof BALANCE_TYPE)[keyof typeof BALANCE_TYPE];

/** Every group with its first page of games (home rows). */
export function getGameGroups(options?: CallOptions) {
  return http.request(schemas('gameGroups'), 'games/groups', options);
}

/** docs/product.md#routes-list game group sort: the operator's order, by name, or most played first. */
export const GROUP_SORTS = ['default', 'name', 'popular'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];

/** One group with page `page` (from 1) of its games, PAGE_SIZE per page. */
export function getGameGroup(groupAlias: string, page: number, sort: GroupSort = 'default', options?: CallOptions) {
  return http.request(schemas('gameGroup'), `games/groups/${encodeURIComponent(groupAlias)}`, {
    ...options,
    query: { page: Math.max(1, Math.trunc(page)), limit: PAGE_SIZE, sort: sort === 'default' ? undefined : sort },
  });
}

export function getPopularGames(options?: CallOptions) {
  return http.request(schemas('popularList'), 'games/popular', options);
}

export function getGame(gameId: number, options?: CallOptions) {
  return http.request(schemas('game'), `games/game/${gameId}`, options);
}

/**
 * Resolves the /games/remote|single|group/... aliases (docs/product.md#routes-game-view): games with this alias,
 * optionally in a group.
 */
export async function findGames(query: { gameAlias?: string; groupAlias?: string }, options?: CallOptions) {
  const reply = await http.request(schemas('gameList'), 'games/list', {
    ...options,
    query: { game_alias: query.gameAlias, group_alias: query.groupAlias },
  });
  return reply.list;
}

export async function searchPrediction(name: string, options?: CallOptions) {
  return (await http.request(schemas('searchReply'), 'games/search/prediction', { ...options, query: { name } })).list;
}

export async function searchGames(name: string, options?: CallOptions) {
  return (await http.request(schemas('searchReply'), 'games/search/list', { ...options, query: { name } })).list;
}

export async function getJackpots(options?: CallOptions) {
  return (await http.request(schemas('jackpots'), 'jackpots', options)).list;
}

export async function getRatings(options?: CallOptions) {
  return (await http.request(schemas('ratings'), 'ratings', options)).ratings;
}

/** `link` is the game's game_description (a path relative to the API base). */
export function getGameDescription(link: string, options?: CallOptions) {
  return http.request(schemas('gameDescription'), link, options);
}

export const gameKeys = {
  groups: ['games', 'groups'] as const,
  group: (alias: string, page: number, sort: GroupSort) => ['games', 'group', alias, page, sort] as const,
  popular: ['games', 'popular'] as const,
  game: (id: number) => ['games', 'game', id] as const,
  find: (gameAlias: string | undefined, groupAlias: string | undefined) =>
    ['games', 'find', gameAlias ?? '', groupAlias ?? ''] as const,
  jackpots: ['games', 'jackpots'] as const,
  ratings: ['games', 'ratings'] as const,
  description: (link: string) => ['games', 'description', link] as const,
};

export const gameGroupsQuery = () =>
  queryOptions({ queryKey: gameKeys.groups, queryFn: ({ signal }) => getGameGroups({ signal }) });

export const gameGroupQuery = (alias: string, page: number, sort: GroupSort = 'default') =>
  queryOptions({
    queryKey: gameKeys.group(alias, page, sort),
    queryFn: ({ signal }) => getGameGroup(alias, page, sort, { signal }),
    placeholderData: keepPreviousData,
  });

export const popularGamesQuery = () =>
  queryOptions({ queryKey: gameKeys.popular, queryFn: ({ signal }) => getPopularGames({ signal }) });

export const gameQuery = (id: number) =>
  queryOptions({ queryKey: gameKeys.game(id), queryFn: ({ signal }) => getGame(id, { signal }) });

export const findGamesQuery = (query: { gameAlias?: string; groupAlias?: string }) =>
  queryOptions({
    queryKey: gameKeys.find(query.gameAlias, query.groupAlias),
    queryFn: ({ signal }) => findGames(query, { signal }),
  });

export const jackpotsQuery = () =>
  queryOptions({ queryKey: gameKeys.jackpots, queryFn: ({ signal }) => getJackpots({ signal }) });

export const ratingsQuery = () =>
  queryOptions({ queryKey: gameKeys.ratings, queryFn: ({ signal }) => getRatings({ signal }) });

export const gameDescriptionQuery = (link: string) =>
  queryOptions({ queryKey: gameKeys.description(link), queryFn: ({ signal }) => getGameDescription(link, { signal }) });

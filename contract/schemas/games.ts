// Games, groups, popular, jackpots, ratings (docs/product.md#entities-games).
import * as z from 'zod/mini';
import { httpUrl, image, pagination } from './common';

export const gameType = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const GAME_TYPE = { remote: 0, single: 1, multiple: 2 } as const;

export const gameImages = z.object({ icon: z.optional(image), preview: z.optional(image), poster: z.optional(image) });

export const game = z.object({
  id: z.number(),
  game_type: gameType,
  name: z.string(),
  alias: z.string(),
  group_alias: z.string(),
  content_text: z.optional(z.nullable(z.string())),
  content_title: z.optional(z.nullable(z.string())),
  footer: z.optional(z.nullable(z.string())),
  is_modal_balance_type: z.boolean(),
  is_demo: z.boolean(),
  sort: z.number(),
  allow_portrait: z.boolean(),
  images: gameImages,
  game_url: z.optional(z.nullable(z.string())),
  info: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  game_description: z.optional(z.nullable(z.string())),
});
export type Game = z.infer<typeof game>;

/**
 * Security (docs/architecture.md#security): every address here is one the browser goes to, frames or loads a script
 * from: http(s) only.
 */
export const launchInfo = z.object({
  url: httpUrl,
  alias: z.string(),
  info: z.object({
    allow_portrait: z.boolean(),
    clientId: z.optional(z.string()),
    serverUrl: z.optional(httpUrl),
  }),
});
export type LaunchInfo = z.infer<typeof launchInfo>;
/** games/url?version=1 (docs/api.md#games-url): the old reply, the provider URL and the alias without `info`. */
export const launchInfoV1 = z.object({ url: httpUrl, alias: z.string() });

export const gameUrlReply = z.object({ game_url: httpUrl });

export const searchResult = z.object({
  id: z.number(),
  name: z.string(),
  game: z.object({ game_id: z.number(), group_alias: z.string() }),
  image: z.object({ url: z.string() }),
  view: z.string(),
  group: z.object({ name: z.string() }),
});
export type SearchResult = z.infer<typeof searchResult>;
export const searchReply = z.object({ list: z.array(searchResult) });

export const groupView = z.object({
  variant: z.enum(['card', 'arbitrary', 'square']),
  image: z.enum(['cover', 'contain']),
});
export const gameGroup = z.object({
  id: z.number(),
  alias: z.string(),
  name: z.string(),
  view: groupView,
  info: z.optional(
    z.nullable(
      z.object({
        title: z.string(),
        preview_body: z.string(),
        image: z.optional(z.nullable(image)),
        games: z.object({ list: z.array(game) }),
      }),
    ),
  ),
  games: z.object({ list: z.array(game), pagination }),
});
export type GameGroup = z.infer<typeof gameGroup>;
export const gameGroups = z.object({ list: z.array(gameGroup) });

export const multiGroupEntry = z.object({
  id: z.number(),
  title: z.string(),
  alternate_title: z.optional(z.nullable(z.string())),
  image: image,
  is_modal_balance_type: z.boolean(),
});
export type MultiGroupEntry = z.infer<typeof multiGroupEntry>;

export const popularEntry = z.object({
  id: z.number(),
  title: z.string(),
  preview_body: z.string(),
  image: image,
  game: z.object({
    group_alias: z.string(),
    game_id: z.number(),
    game_type: gameType,
    is_modal_balance_type: z.boolean(),
    is_demo: z.boolean(),
  }),
  stats: z.object({ online: z.number(), recentWin: z.number() }),
});
export type PopularEntry = z.infer<typeof popularEntry>;
export const popularList = z.object({ list: z.array(popularEntry) });

export const jackpot = z.object({ label: z.string(), value: z.number() });
export type Jackpot = z.infer<typeof jackpot>;
export const jackpots = z.object({ list: z.array(jackpot) });

export const rating = z.object({ user: z.string(), game_name: z.string(), points: z.string(), icon: z.string() });
export type Rating = z.infer<typeof rating>;
export const ratings = z.object({ ratings: z.array(rating) });

export const gameDescription = z.object({ title: z.string(), body: z.string() });

/**
 * docs/product.md#calls-list "GET games by group alias and game id, query balance_type and version 2": what the game
 * page needs to start a game. game_url is the iframe address (single games) or null (a multiple group, whose
 * child games come in `entries`, docs/product.md#entities-games multi-group entry).
 */
export const gameStart = z.object({
  id: z.number(),
  alias: z.string(),
  name: z.string(),
  group_alias: z.string(),
  game_type: gameType,
  game_url: z.nullable(httpUrl),
  info: z.object({ allow_portrait: z.boolean(), clientId: z.optional(z.string()), serverUrl: z.optional(httpUrl) }),
  game_description: z.nullable(z.string()),
  entries: z.optional(z.array(multiGroupEntry)),
});
export type GameStart = z.infer<typeof gameStart>;

export const gameList = z.object({ list: z.array(game) });

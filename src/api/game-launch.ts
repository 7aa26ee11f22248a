// The game launch calls of docs/product.md#calls-list (docs/product.md#flows-game-launch): the game start and the
// provider address. Apart from ./games.ts, whose lobby calls every first screen makes: these load with the launch.
import type { BalanceType } from './games';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/games'));

/** What the game page needs to start a single game or list a multiple group's games; players only, unless demo. */
export function getGameStart(groupAlias: string, gameId: number, balanceType: BalanceType, options?: CallOptions) {
  return http.request(schemas('gameStart'), `games/groups/${encodeURIComponent(groupAlias)}/games/${gameId}`, {
    ...options,
    query: { balance_type: balanceType },
    version: 2,
  });
}

/** docs/api.md#games-url target: the front end asking, as for `config`. */
export const APP_TARGET = 'redesign';

export interface GameUrlQuery {
  /** By alias, or by id when the alias is ''. */
  gameAlias: string;
  gameId?: number;
  balanceType?: BalanceType;
  /** The sportsbook's sub-page: live, all, bets. */
  page?: string;
  /** The provider's light client (alter=1): asked for in low-data mode. */
  light?: boolean;
  /** The page size of the sportsbook's own lists. */
  limit?: number;
}

/**
 * The provider address of a remote game (or the sportsbook), where the browser is sent. docs/product.md#calls-list
 * query: the app is the `redesign` target, reads the version 2 reply (with `info`), asks for the light client with
 * alter=1 and gives the sportsbook its page size as `limit` (docs/api.md#games-url).
 */
export function getGameUrl(query: GameUrlQuery, options?: CallOptions) {
  return http.request(schemas('launchInfo'), 'games/url', {
    ...options,
    query: {
      target: APP_TARGET,
      game_alias: query.gameAlias || undefined,
      game_id: query.gameId,
      balanceType: query.balanceType,
      page: query.page,
      alter: query.light ? 1 : undefined,
      limit: query.limit,
    },
    version: 2,
  });
}

// Game addresses of docs/product.md#routes-list. Server URLs pass the shared guard (contract/safe-url.ts) before the
// browser goes there.
import { BALANCE_TYPE, type BalanceType, GROUP_SORTS, type GroupSort } from '../../api/games';
import { MIN_PAGE } from '../../config/constants';
import type { Game, SearchResult } from '../../../contract/schemas/games';
import type { LaunchTarget } from '../../machines/game-launch/game-launch.machine';

export function gamePath(groupAlias: string, gameId: number, balanceType?: BalanceType | null) {
  const path = `/games/${encodeURIComponent(groupAlias)}/${gameId}`;
  return balanceType == null ? path : `${path}?balanceType=${balanceType}`;
}

/** /games/{alias} with ?page=N past the first page and ?sort= when not the default order. */
export function groupPath(groupAlias: string, page = 1, sort: GroupSort = 'default') {
  return `/games/${encodeURIComponent(groupAlias)}${groupSearch(page, sort)}`;
}

export function groupSearch(page: number, sort: GroupSort) {
  const params = new URLSearchParams();
  if (page > MIN_PAGE) params.set('page', String(page));
  if (sort !== 'default') params.set('sort', sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** ?sort= as a known order, else the default one. */
export function sortFromSearch(search: string): GroupSort {
  const raw = new URLSearchParams(search).get('sort');
  return GROUP_SORTS.find((s) => s === raw) ?? 'default';
}

export function launchTargetOf(game: Game): LaunchTarget {
  return {
    gameId: game.id,
    groupAlias: game.group_alias,
    alias: game.alias,
    gameType: game.game_type,
    isDemo: game.is_demo,
    isModalBalanceType: game.is_modal_balance_type,
  };
}

export const searchResultPath = (r: SearchResult) => gamePath(r.game.group_alias, r.game.game_id);

export function balanceTypeFromSearch(search: string): BalanceType {
  return new URLSearchParams(search).get('balanceType') === String(BALANCE_TYPE.bonus)
    ? BALANCE_TYPE.bonus
    : BALANCE_TYPE.regular;
}

/** docs/product.md#routes-list: games played in a tall frame above sm. */
export const isTallGame = (alias: string) =>
  alias.endsWith('_borlette') || alias === 'americanroulette' || alias === 'goldenrace';

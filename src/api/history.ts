// Bets and payments history calls of docs/product.md#calls-list (GET payments v2, GET bets v3) with the
// docs/product.md#rules-history query rules, the history action request (a payment rollback) and the games of the bets
// filter.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { BETS_PAGE_SIZE, PAGE_SIZE } from '../../contract/constants';
import { MIN_PAGE, PAYMENT_MUTATION_TIMEOUT_MS } from '../config/constants';
import { type CallOptions, http, type Query, schemasOf } from './http';

const common = schemasOf(() => import('../../contract/schemas/common'));
const games = schemasOf(() => import('../../contract/schemas/games'));
const schemas = schemasOf(() => import('../../contract/schemas/wallet'));

/** What a history page asks for; dates are YYYY-MM-DD or '' (no bound). */
export interface HistoryFilters {
  startDate: string;
  finishDate: string;
  /** Payments: include pay-ins / pay-outs; both false means both (docs/product.md#calls-list). */
  payIn: boolean;
  payOut: boolean;
  /** Bets: one game's id, '' for all games. */
  gameId: string;
  page: number;
}

export const emptyFilters: HistoryFilters = {
  startDate: '',
  finishDate: '',
  payIn: false,
  payOut: false,
  gameId: '',
  page: MIN_PAGE,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** docs/product.md#rules-history: empty (or malformed) dates are not sent; pages are whole numbers of at least 1. */
function dateParam(value: string) {
  const trimmed = value.trim();
  return ISO_DATE.test(trimmed) ? trimmed : undefined;
}

export function pageParam(page: number) {
  return Number.isFinite(page) ? Math.max(MIN_PAGE, Math.trunc(page)) : MIN_PAGE;
}

export function paymentsParams(filters: HistoryFilters): Query {
  return {
    pay_in: filters.payIn ? '1' : undefined,
    pay_out: filters.payOut ? '1' : undefined,
    start_date: dateParam(filters.startDate),
    finish_date: dateParam(filters.finishDate),
    page: pageParam(filters.page),
    limit: PAGE_SIZE,
  };
}

export function betsParams(filters: HistoryFilters): Query {
  return {
    start_date: dateParam(filters.startDate),
    finish_date: dateParam(filters.finishDate),
    game_id: filters.gameId.trim() || undefined,
    page: pageParam(filters.page),
    limit: BETS_PAGE_SIZE,
  };
}

export async function getPayments(filters: HistoryFilters, options?: CallOptions) {
  return (
    await http.request(schemas('paymentsReply'), 'payments', { ...options, version: 2, query: paymentsParams(filters) })
  ).data;
}

/** docs/product.md#rules-history: game history is version 3, BETS_PAGE_SIZE a page. */
export async function getBets(filters: HistoryFilters, options?: CallOptions) {
  return (await http.request(schemas('betsReply'), 'bets', { ...options, version: 3, query: betsParams(filters) }))
    .data;
}

/**
 * A history action of a payment row (docs/product.md#entities-money action type request): the payload goes as JSON to
 * the given endpoint.
 */
export function runPaymentAction(endpoint: string, payload: Record<string, unknown>, options?: CallOptions) {
  return http.request(common('successFlag'), endpoint, {
    ...options,
    method: 'POST',
    body: payload,
    timeout: PAYMENT_MUTATION_TIMEOUT_MS,
    movesMoney: true,
  });
}

export interface GameChoice {
  id: number;
  name: string;
}

/** The most games one group page request may ask for (the reference server's limit). */
const GROUP_PAGE_LIMIT = 60;

/**
 * The games of the bets filter: every group's games (games/groups carries each group's first page; a
 * group with more pages is asked once more for all of them), without duplicates, by name.
 * GET games/list answers only with a game or group alias, so it cannot list them all.
 */
export async function getGameChoices(options?: CallOptions): Promise<GameChoice[]> {
  const { list: groups } = await http.request(games('gameGroups'), 'games/groups', options);
  const lists = await Promise.all(
    groups.map(async (group) =>
      group.games.pagination.count > 1
        ? (
            await http.request(games('gameGroup'), `games/groups/${encodeURIComponent(group.alias)}`, {
              ...options,
              query: { page: 1, limit: GROUP_PAGE_LIMIT },
            })
          ).games.list
        : group.games.list,
    ),
  );
  const byId = new Map<number, GameChoice>();
  for (const game of lists.flat()) byId.set(game.id, { id: game.id, name: game.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Per player: under 'player', so the session clears them on sign-out. */
export const historyKeys = {
  all: ['player', 'history'] as const,
  payments: ['player', 'history', 'payments'] as const,
  bets: ['player', 'history', 'bets'] as const,
  games: ['history', 'games'] as const,
};

export const paymentsQuery = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: [...historyKeys.payments, paymentsParams(filters)] as const,
    queryFn: ({ signal }) => getPayments(filters, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const betsQuery = (filters: HistoryFilters) =>
  queryOptions({
    queryKey: [...historyKeys.bets, betsParams(filters)] as const,
    queryFn: ({ signal }) => getBets(filters, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const gameChoicesQuery = () =>
  queryOptions({
    queryKey: historyKeys.games,
    queryFn: ({ signal }) => getGameChoices({ signal }),
    staleTime: 10 * 60_000,
  });

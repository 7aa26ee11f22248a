// Player protection and lobby memory calls of docs/api.md#player-protection: limits, play time, the reality check and the
// session summary, cool-off and self-exclusion, favourites and recently played (the live balance stream: events.ts). Amounts
// are HTG numbers (at most 2 decimals), times ISO 8601 strings, as the contract says. A refusal ({success:false,
// message}) reaches callers as an ApiError (kind http) with serverMessage. Everything here is per player: under
// ['user'], which the session drops when the account changes.
import { queryOptions } from '@tanstack/react-query';
import type {
  BreakProof,
  COOL_OFF_DAYS,
  LimitKind,
  LimitPeriod,
  SELF_EXCLUSION_MONTHS,
} from '../../contract/schemas/protection';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/protection'));
const common = schemasOf(() => import('../../contract/schemas/common'));
const session = schemasOf(() => import('../../contract/schemas/session'));

export function getLimits(options?: CallOptions) {
  return http.request(schemas('limitsReply'), 'user/limits', options);
}

/**
 * A new limit of a kind for one period (HTG; whole minutes for play time); null removes it (a higher one or none
 * waits 24 h and a confirmation).
 */
export function setLimit(kind: LimitKind, period: LimitPeriod, amount: number | null, options?: CallOptions) {
  return http.request(schemas('limitsReply'), 'user/limits', {
    ...options,
    method: 'POST',
    body: { kind, period, amount },
  });
}

export function confirmLimit(kind: LimitKind, period: LimitPeriod, options?: CallOptions) {
  return http.request(schemas('limitsReply'), 'user/limits/confirm', {
    ...options,
    method: 'POST',
    body: { kind, period },
  });
}

export function cancelLimit(kind: LimitKind, period: LimitPeriod, options?: CallOptions) {
  return http.request(schemas('limitsReply'), 'user/limits/cancel', {
    ...options,
    method: 'POST',
    body: { kind, period },
  });
}

/** The beat of an open game: play time runs on; the reply is today's play time (docs/api.md#player-protection). */
export function sendPlayBeat(options?: CallOptions) {
  return http.request(schemas('playTimeReply'), 'user/play-time', { ...options, method: 'POST', body: {} });
}

/** The reality check's interval in minutes (15, 30 or 60), null to turn it off. */
export function setRealityCheck(minutes: 15 | 30 | 60 | null, options?: CallOptions) {
  return http.request(common('okReply'), 'user/reality-check', { ...options, method: 'POST', body: { minutes } });
}

export function getSessionSummary(options?: CallOptions) {
  return http.request(schemas('sessionSummary'), 'user/session/summary', options);
}

/**
 * A cool-off of 1, 7, 30 or 42 days, confirmed with the player's own proof (the password, the SMS code, or nothing for a
 * fresh Google or wallet sign-in); the server signs the player out (docs/api.md#player-protection).
 */
export function startCoolOff(days: (typeof COOL_OFF_DAYS)[number], proof: BreakProof, options?: CallOptions) {
  return http.request(schemas('breakReply'), 'user/cool-off', { ...options, method: 'POST', body: { days, ...proof } });
}

/** A self-exclusion of 6, 12, 24 or 60 months, or for good, confirmed as a cool-off; the server signs the player out. */
export function startSelfExclusion(
  months: (typeof SELF_EXCLUSION_MONTHS)[number] | 'permanent',
  proof: BreakProof,
  options?: CallOptions,
) {
  return http.request(schemas('breakReply'), 'user/self-exclusion', {
    ...options,
    method: 'POST',
    body: { months, ...proof },
  });
}

/** The SMS code a player without a password confirms a break with, sent to their phone: {time_left, message}. */
export function sendBreakCode(options?: CallOptions) {
  return http.request(session('smsReply'), 'user/break/code', { ...options, method: 'POST', body: {} });
}

export async function getFavourites(options?: CallOptions) {
  return (await http.request(schemas('gameListReply'), 'user/favourites', options)).list;
}

/** Adds or removes a favourite; the reply is the new list, the latest added first. */
export async function setFavourite(gameId: number, favourite: boolean, options?: CallOptions) {
  return (
    await http.request(schemas('gameListReply'), `user/favourites/${gameId}`, {
      ...options,
      method: favourite ? 'POST' : 'DELETE',
    })
  ).list;
}

export async function getRecent(options?: CallOptions) {
  return (await http.request(schemas('gameListReply'), 'user/recent', options)).list;
}

export const protectionKeys = {
  limits: ['user', 'limits'] as const,
  summary: ['user', 'session', 'summary'] as const,
  favourites: ['user', 'favourites'] as const,
  recent: ['user', 'recent'] as const,
};

export const limitsQuery = () =>
  queryOptions({ queryKey: protectionKeys.limits, queryFn: ({ signal }) => getLimits({ signal }) });

/** The session so far: read again whenever the balance moves (the view keys it by the balance). */
export const sessionSummaryQuery = (balanceKey: string) =>
  queryOptions({
    queryKey: [...protectionKeys.summary, balanceKey] as const,
    queryFn: ({ signal }) => getSessionSummary({ signal }),
  });

export const favouritesQuery = () =>
  queryOptions({ queryKey: protectionKeys.favourites, queryFn: ({ signal }) => getFavourites({ signal }) });

/** Recently played changes with every launch: read afresh whenever a view shows it. */
export const recentQuery = () =>
  queryOptions({ queryKey: protectionKeys.recent, queryFn: ({ signal }) => getRecent({ signal }), staleTime: 0 });

// Profile and balance calls of docs/product.md#calls-list. Both are per player: clear ['user'] on de-authorise.
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/session'));

/** docs/product.md#entities-account: the profile may be null. */
export function getProfile(options?: CallOptions) {
  return http.request(schemas('profileReply'), 'user/profile/info', { ...options, version: 2 });
}

export function getBalance(options?: CallOptions) {
  return http.request(schemas('balance'), 'user/balance/info', options);
}

export const userKeys = {
  all: ['user'] as const,
  profile: ['user', 'profile'] as const,
  balance: ['user', 'balance'] as const,
};

export function profileQuery() {
  return queryOptions({ queryKey: userKeys.profile, queryFn: ({ signal }) => getProfile({ signal }) });
}

/**
 * docs/product.md#flows-app-start: the balance refreshes on a timer (update_rate); the view sets refetchInterval from
 * it.
 */
export function balanceQuery() {
  return queryOptions({ queryKey: userKeys.balance, queryFn: ({ signal }) => getBalance({ signal }) });
}

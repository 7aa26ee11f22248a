// Bonus balance calls of docs/product.md#calls-list: bonus info, the conversion check and the conversion itself.
// A refusal ({success:false, message}) reaches callers as an ApiError (kind http) with serverMessage.
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/wallet'));

/** docs/product.md#entities-money bonus info: convert false, or type 1 (wager progress) or type 2 (coefficient). */
export function getBonusInfo(options?: CallOptions) {
  return http.request(schemas('bonusInfo'), 'user/balance/bonus/info', options);
}

/**
 * docs/product.md#entities-money convert check: whether the bonus can be converted now, with the server's reason if
 * not.
 */
export function checkBonusConvert(options?: CallOptions) {
  return http.request(schemas('convertCheck'), 'user/balance/bonus/convert', options);
}

/** Moves the convertible bonus to the real balance (POST, never retried). */
export function convertBonus(options?: CallOptions) {
  return http.request(schemas('convertResult'), 'user/balance/bonus/convert', {
    ...options,
    method: 'POST',
    movesMoney: true,
  });
}

/** Under ['user'], so the session drops it when the account changes. */
export const bonusKeys = {
  all: ['user', 'bonus'] as const,
  info: ['user', 'bonus', 'info'] as const,
  convertCheck: ['user', 'bonus', 'convert'] as const,
};

export function bonusInfoQuery() {
  return queryOptions({ queryKey: bonusKeys.info, queryFn: ({ signal }) => getBonusInfo({ signal }) });
}

/** docs/product.md#routes-bonuses bonus panel "can convert now". */
export function bonusConvertCheckQuery() {
  return queryOptions({ queryKey: bonusKeys.convertCheck, queryFn: ({ signal }) => checkBonusConvert({ signal }) });
}

export type ConvertCheck = Awaited<ReturnType<typeof checkBonusConvert>>;
export type ConvertResult = Awaited<ReturnType<typeof convertBonus>>;

// The limits step after registration (docs/product.md#flows-signup-limits): one limit of any kind sent as
// docs/api.md#player-protection's POST user/limits (a play time for the day, in whole minutes); the reply is the
// player's limits. A refusal ({success:false, message}) reaches the caller as an ApiError (kind http) with
// serverMessage.
import type { LimitKind, LimitPeriod } from '../../contract/schemas/protection';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/protection'));

export function saveSignupLimit(
  limit: { kind: LimitKind; period: LimitPeriod; amount: number },
  options?: CallOptions,
) {
  return http.request(schemas('limitsReply'), 'user/limits', { ...options, method: 'POST', body: limit });
}

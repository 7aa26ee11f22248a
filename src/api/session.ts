// Session calls of docs/product.md#calls-list (docs/product.md#flows-session session flow): the session machine's
// actors call these.
import { queryOptions } from '@tanstack/react-query';
import type { LoginBody } from '../../contract/schemas/session';
import { type CallOptions, http, schemasOf } from './http';

const common = schemasOf(() => import('../../contract/schemas/common'));
const schemas = schemasOf(() => import('../../contract/schemas/session'));

/** docs/product.md#calls-policy GET /api/session: origin-absolute, outside the versioned base. */
export function getSession(options?: CallOptions) {
  return http.request(schemas('session'), '/api/session', options);
}

/** docs/product.md#roles: payment failures trigger this check; unauthorised players are logged out. */
export function checkAuthorization(options?: CallOptions) {
  return http.request(schemas('session'), 'check_authorization', options);
}

/** A refused sign-in is a 200 {success:false, message}; reply.ts turns it into an ApiError of kind http. */
export function authorize(credentials: LoginBody, options?: CallOptions) {
  return http.request(common('okReply'), 'authorize', { ...options, method: 'POST', body: credentials });
}

export function logout(options?: CallOptions) {
  return http.request(common('okReply'), 'logout', options);
}

export const sessionKeys = {
  session: ['session'] as const,
  authorization: ['session', 'authorization'] as const,
};

export function sessionQuery() {
  return queryOptions({ queryKey: sessionKeys.session, queryFn: ({ signal }) => getSession({ signal }) });
}

export function authorizationQuery() {
  return queryOptions({
    queryKey: sessionKeys.authorization,
    queryFn: ({ signal }) => checkAuthorization({ signal }),
  });
}

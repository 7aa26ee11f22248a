// Google sign-in calls of docs/product.md#calls-list (docs/product.md#flows-google-oauth Google flow,
// docs/product.md#rules-social social-login completion, token-based social login).
import { type CallOptions, http, schemasOf } from './http';
import type { SocialCompletion } from '../../contract/schemas/session';

const common = schemasOf(() => import('../../contract/schemas/common'));
const schemas = schemasOf(() => import('../../contract/schemas/session'));

export interface SocialRegistration {
  code: string;
  country_iso: string;
  phone_number?: string;
  phone_code?: string;
  sms_code?: string;
}

export async function getGoogleLink(redirectUri: string, options?: CallOptions) {
  return (
    await http.request(schemas('socialLinkReply'), 'auth/google/link', {
      ...options,
      query: { redirect_uri: redirectUri },
    })
  ).data.url;
}

/**
 * Exchanges the code Google sent back, with the `state` it came back with: the server lets it in only when that is the
 * state of the link this browser asked for (its cookie), once. An already linked account is signed in (session cookie).
 */
export async function authorizeGoogle(code: string, state: string, redirectUri: string, options?: CallOptions) {
  const reply = await http.request(schemas('socialCompletion'), 'auth/google/authorize', {
    ...options,
    method: 'POST',
    body: { code, state, redirect_uri: redirectUri },
  });
  return reply.data;
}

/**
 * docs/product.md#calls-list token-based social login: an access token Google gave the app, in place of a code; with
 * the `state` it came back with when a link's return brought it (checked as a code's), none when Google gave it to the
 * app itself. The same reply as authorizeGoogle: an already linked account is signed in (session cookie,
 * `authorized:true`); any other gets the registration context and a `code` for registerGoogle. An
 * unknown or expired token rejects with the server's message (ApiError kind http).
 */
export async function authorizeGoogleToken(
  accessToken: string,
  options?: CallOptions & { state?: string },
): Promise<SocialCompletion> {
  const { state, ...call } = options ?? {};
  const reply = await http.request(schemas('socialCompletion'), 'auth/google/token', {
    ...call,
    method: 'POST',
    body: state === undefined ? { access_token: accessToken } : { access_token: accessToken, state },
  });
  return reply.data;
}

/** Confirm (with phone and SMS code) or skip (without them, docs/product.md#rules-social) the Google registration. */
export function registerGoogle(body: SocialRegistration, options?: CallOptions) {
  return http.request(common('okReply'), 'auth/google/registration', { ...options, method: 'POST', body: { ...body } });
}

export function unlinkGoogle(options?: CallOptions) {
  return http.request(common('okReply'), 'auth/google/unlink', options);
}

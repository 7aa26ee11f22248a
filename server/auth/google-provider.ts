// Who plays Google in the docs/product.md#flows-google-oauth Google flow (docs/product.md#flows-sign-in) and the
// docs/product.md#calls-list token-based social login. With GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET the real Google: its
// authorization URL with a PKCE code_challenge (RFC 7636, S256), then its token endpoint for the code and the link's
// code_verifier, whose id_token names the account; for an access token, its
// tokeninfo endpoint (the token must be this client's) and its userinfo endpoint. Without them, outside production, the
// dev consent page (docs/architecture.md#stand-ins) with its codes in oauth_codes, and dev access tokens (POST
// /dev/google/token) in oauth_codes too. In production without them there is no provider and every call refuses.
//
// The authorization URL and the code exchange are arctic's OAuth 2.0 client; tokeninfo and userinfo (which
// arctic does not cover) are two plain calls. Tests cover the dev path, which shares everything after the
// exchange (linking, tickets, registration, sessions), and the real exchange and access-token paths
// against a stand-in fetch (no test reaches Google).
import { setTimeout as sleep } from 'node:timers/promises';
import { CodeChallengeMethod, decodeIdToken, OAuth2Client } from 'arctic';
import { and, eq, gt, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../db/client';
import { oauthCodes } from '../db/schema';
import { type Mode, servesStandIns } from '../env';
import { codeChallengeOf, type OAuthIdentity, takeCode } from './oauth-store';
import { hashToken, newToken } from './tokens';

export const GOOGLE = { id: 'google', name: 'Google' } as const;

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
}

export interface GoogleProvider {
  /** Where the app sends the browser to ask for consent: with the state and the S256 challenge of the verifier. */
  authorizationUrl(redirectUri: URL, state: string, codeVerifier: string): string;
  /**
   * The account behind a code, exchanged with the link's code_verifier; null for an unknown, expired, used or refused
   * code, or a verifier that is not the code's.
   */
  exchange(db: Db, code: string, redirectUri: string, codeVerifier: string): Promise<OAuthIdentity | null>;
  /** The account behind an access token; null for an unknown, expired or another client's token. */
  resolveAccessToken(db: Db, accessToken: string): Promise<OAuthIdentity | null>;
}

const AUTH_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';
export const TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';
export const TOKENINFO_ENDPOINT = 'https://oauth2.googleapis.com/tokeninfo';
export const USERINFO_ENDPOINT = 'https://openidconnect.googleapis.com/v1/userinfo';
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const SCOPES = ['openid', 'email', 'profile'];
const TOKEN_TIMEOUT_MS = 10_000;

/**
 * Dev access tokens are oauth_codes rows under their own provider id, so no code exchange
 * (takeCode(GOOGLE.id)) can take one and no access-token lookup can see a code. Like Google's, they
 * last an hour and are not used up: a bearer token works until it expires.
 */
const DEV_ACCESS_TOKEN = 'google:access_token';
export const DEV_ACCESS_TOKEN_TTL_S = 60 * 60;

/** A dev access token for the typed account (POST /dev/google/token); only its sha256 is stored. */
export async function issueDevAccessToken(db: Db, who: OAuthIdentity): Promise<string> {
  const token = newToken();
  await db.insert(oauthCodes).values({
    codeHash: hashToken(token),
    provider: DEV_ACCESS_TOKEN,
    subject: who.subject,
    displayName: who.name ?? '',
    email: who.email,
    phone: who.phone,
    expiresAt: sql`now() + ${`${DEV_ACCESS_TOKEN_TTL_S} seconds`}::interval`,
  });
  return token;
}

async function devAccessTokenIdentity(db: Db, token: string): Promise<OAuthIdentity | null> {
  const [row] = await db
    .select()
    .from(oauthCodes)
    .where(
      and(
        eq(oauthCodes.codeHash, hashToken(token)),
        eq(oauthCodes.provider, DEV_ACCESS_TOKEN),
        gt(oauthCodes.expiresAt, sql`now()`),
      ),
    );
  return row ? { subject: row.subject, email: row.email, name: row.displayName || null, phone: row.phone } : null;
}

/** The dev consent page, on the redirect URI's origin: that is the request's host (sameHostRedirect)
 * with the scheme the browser uses, which also holds behind a TLS proxy or Vite's dev proxy. */
const devProvider: GoogleProvider = {
  authorizationUrl(redirectUri, state, codeVerifier) {
    const url = new URL('/dev/google/consent', redirectUri.origin);
    url.searchParams.set('redirect_uri', redirectUri.href);
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', codeChallengeOf(codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return url.href;
  },
  exchange: (db, code, redirectUri, codeVerifier) => takeCode(db, GOOGLE.id, code, redirectUri, codeVerifier),
  resolveAccessToken: devAccessTokenIdentity,
};

const idClaims = z.object({
  iss: z.string(),
  aud: z.string(),
  sub: z.string().check(z.minLength(1)),
  exp: z.number(),
  email: z.optional(z.string()),
  email_verified: z.optional(z.boolean()),
  name: z.optional(z.string()),
});

/**
 * The id_token's claims (decoded by arctic). Its signature is not checked: it came straight from Google's
 * token endpoint over TLS in answer to our client secret, which OpenID Connect Core §3.1.3.7 accepts in
 * place of the signature. Issuer, audience and expiry are still checked.
 */
function claimsOf(idToken: string, clientId: string): OAuthIdentity | null {
  let decoded: object;
  try {
    decoded = decodeIdToken(idToken);
  } catch {
    return null;
  }
  const claims = z.safeParse(idClaims, decoded);
  if (!claims.success) return null;
  const { iss, aud, exp } = claims.data;
  if (!ISSUERS.includes(iss) || aud !== clientId || exp * 1000 <= Date.now()) return null;
  return identityOf(claims.data);
}

interface GoogleAccount {
  sub: string;
  email?: string | undefined;
  email_verified?: boolean | string | undefined;
  name?: string | undefined;
}

/** What we keep of an id_token's claims or a userinfo reply. */
function identityOf({ sub, email, email_verified, name }: GoogleAccount): OAuthIdentity {
  // An address Google has not verified is not the player's to claim.
  const verified = email_verified !== false && email_verified !== 'false';
  return { subject: sub, email: email && verified ? email : null, name: name ?? null, phone: null };
}

/** tokeninfo of an access token: `aud` is the client it was issued to (numbers come as strings). */
const tokenInfoReply = z.object({ aud: z.string(), sub: z.optional(z.string()) });
const userInfoReply = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.optional(z.string()),
  email_verified: z.optional(z.union([z.boolean(), z.string()])),
  name: z.optional(z.string()),
});

/** A Google JSON reply checked against its schema; null for a non-2xx (an invalid token) or another shape. */
async function googleJson<S extends z.ZodMiniType>(schema: S, url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS) });
  if (!res.ok) return null;
  const reply = z.safeParse(schema, await res.json());
  return reply.success ? reply.data : null;
}

/** Settles as null after `ms` (arctic's token request takes no abort signal). */
function orNullAfter<T>(work: Promise<T>, ms: number): Promise<T | null> {
  // A failure after the time is up has nobody waiting for it: not an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, sleep(ms, null, { ref: false })]);
}

function realProvider({ clientId, clientSecret }: GoogleConfig): GoogleProvider {
  // arctic's OAuth 2.0 client with Google's endpoints (its Google class would do as well): the redirect URI is the
  // request's own (sameHostRedirect), so a client is made per call. PKCE S256: the link carries the challenge, the
  // exchange the verifier kept with the link's state, so a code taken on its way back is of no use to anyone else.
  const client = (redirectUri: string) => new OAuth2Client(clientId, clientSecret, redirectUri);
  return {
    authorizationUrl(redirectUri, state, codeVerifier) {
      const url = client(redirectUri.href).createAuthorizationURLWithPKCE(
        AUTH_ENDPOINT,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      );
      url.searchParams.set('access_type', 'online');
      return url.href;
    },
    async exchange(_db, code, redirectUri, codeVerifier) {
      try {
        // 400 invalid_grant is the usual answer to a used or expired code: arctic throws
        // OAuth2RequestError, a refusal here, not a crash.
        const tokens = await orNullAfter(
          client(redirectUri).validateAuthorizationCode(TOKEN_ENDPOINT, code, codeVerifier),
          TOKEN_TIMEOUT_MS,
        );
        return tokens ? claimsOf(tokens.idToken(), clientId) : null;
      } catch (err) {
        console.warn('[google] token exchange failed:', err instanceof Error ? err.message : err);
        return null;
      }
    },
    async resolveAccessToken(_db, accessToken) {
      try {
        // The token must have been issued to this client: userinfo answers for any Google access token,
        // so without this check any other site that got a player's token could sign in as them here.
        // An expired or revoked token is a 400 here: a refusal, not a crash.
        const info = await googleJson(
          tokenInfoReply,
          `${TOKENINFO_ENDPOINT}?${new URLSearchParams({ access_token: accessToken })}`,
        );
        if (!info || info.aud !== clientId) return null;
        const account = await googleJson(userInfoReply, USERINFO_ENDPOINT, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        if (!account || (info.sub !== undefined && info.sub !== account.sub)) return null;
        return identityOf(account);
      } catch (err) {
        console.warn('[google] access token check failed:', err instanceof Error ? err.message : err);
        return null;
      }
    },
  };
}

export function googleProvider(config: GoogleConfig | undefined, mode: Mode): GoogleProvider | null {
  if (config) return realProvider(config);
  return servesStandIns(mode) ? devProvider : null;
}

// Who plays Google in the spec §4 Google flow (issue 3). With GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET the
// real Google: its authorization URL, then its token endpoint for the code, whose id_token names the
// account. Without them, outside production, the dev consent page (DESIGN.md §5 stand-in) and its
// codes in oauth_codes. In production without them there is no provider and every call refuses.
//
// The real path cannot be exercised offline (no test reaches Google); tests cover the dev path, which
// shares everything after the exchange (linking, tickets, registration, sessions).
import * as z from 'zod/mini';
import type { Db } from '../db/client';
import type { Mode } from '../env';
import { type OAuthIdentity, takeCode } from './oauth-store';

export const GOOGLE = { id: 'google', name: 'Google' } as const;

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
}

export interface GoogleProvider {
  /** Where the app sends the browser to ask for consent. */
  authorizationUrl(redirectUri: URL, state: string): string;
  /** The account behind a code; null for an unknown, expired, used or refused code. */
  exchange(db: Db, code: string, redirectUri: string): Promise<OAuthIdentity | null>;
}

const AUTH_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN_ENDPOINT = 'https://oauth2.googleapis.com/token';
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const TOKEN_TIMEOUT_MS = 10_000;

/** The dev consent page, on the redirect URI's origin: that is the request's host (sameHostRedirect)
 * with the scheme the browser uses, which also holds behind a TLS proxy or Vite's dev proxy. */
const devProvider: GoogleProvider = {
  authorizationUrl(redirectUri, state) {
    const url = new URL('/dev/google/consent', redirectUri.origin);
    url.searchParams.set('redirect_uri', redirectUri.href);
    url.searchParams.set('state', state);
    return url.href;
  },
  exchange: (db, code, redirectUri) => takeCode(db, GOOGLE.id, code, redirectUri),
};

const tokenReply = z.object({ id_token: z.string() });
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
 * The id_token's claims. Its signature is not checked: it came straight from Google's token endpoint
 * over TLS in answer to our client secret, which OpenID Connect Core §3.1.3.7 accepts in place of
 * the signature. Issuer, audience and expiry are still checked.
 */
function claimsOf(idToken: string, clientId: string): OAuthIdentity | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = z.safeParse(idClaims, json);
  if (!claims.success) return null;
  const { iss, aud, exp, sub, email, email_verified, name } = claims.data;
  if (!ISSUERS.includes(iss) || aud !== clientId || exp * 1000 <= Date.now()) return null;
  // An address Google has not verified is not the player's to claim.
  return { subject: sub, email: email && email_verified !== false ? email : null, name: name ?? null, phone: null };
}

function realProvider({ clientId, clientSecret }: GoogleConfig): GoogleProvider {
  return {
    authorizationUrl(redirectUri, state) {
      const url = new URL(AUTH_ENDPOINT);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri.href,
        response_type: 'code',
        scope: 'openid email profile',
        access_type: 'online',
        state,
      }).toString();
      return url.href;
    },
    async exchange(_db, code, redirectUri) {
      try {
        const res = await fetch(TOKEN_ENDPOINT, {
          method: 'POST',
          body: new URLSearchParams({
            code,
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uri: redirectUri,
            grant_type: 'authorization_code',
          }),
          signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
        });
        // 400 invalid_grant is the usual answer to a used or expired code: a refusal, not a crash.
        if (!res.ok) return null;
        const reply = z.safeParse(tokenReply, await res.json());
        return reply.success ? claimsOf(reply.data.id_token, clientId) : null;
      } catch (err) {
        console.warn('[google] token exchange failed:', err instanceof Error ? err.message : err);
        return null;
      }
    },
  };
}

export function googleProvider(config: GoogleConfig | undefined, mode: Mode): GoogleProvider | null {
  if (config) return realProvider(config);
  return mode === 'production' ? null : devProvider;
}

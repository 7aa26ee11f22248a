// The real Google code exchange (server/auth/google-provider.ts, arctic's OAuth 2.0 client) against a
// stand-in for Google's token endpoint: what is posted (grant, code, redirect URI, the PKCE code_verifier of the link
// whose state came back, the client's Basic credentials), the id_token's issuer, audience and expiry checks, an unverified address left out, and a
// refused code as the Google failure reply (docs/api.md). No test reaches Google.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { socialCompletion } from '../../contract/schemas/session';
import { createApp } from '../../server/app';
import { TOKEN_ENDPOINT } from '../../server/auth/google-provider';
import { codeChallengeOf } from '../../server/auth/oauth-store';
import { hashToken } from '../../server/auth/tokens';
import * as s from '../../server/db/schema';
import { GOOGLE_TEXTS } from '../../server/routes/google';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const CLIENT = { clientId: 'client-1', clientSecret: 'secret' };
const REDIRECT = 'https://casino.example/auth/google';
const GOOD_CODE = '4/good-code';
const OAUTH_FAILURE = { success: false, message: GOOGLE_TEXTS.unknown };
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An id_token as Google's token endpoint hands it out (the signature is not read by the server). */
const idToken = (claims: Record<string, unknown>) =>
  `${part({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;

interface TokenRequest {
  url: string;
  method: string;
  authorization: string | null;
  form: Record<string, string>;
}
let requests: TokenRequest[];
let claims: Record<string, unknown>;

beforeEach(() => {
  requests = [];
  claims = {
    iss: 'https://accounts.google.com',
    aud: CLIENT.clientId,
    sub: 'g-2002',
    exp: inAnHour(),
    email: 'code.player@example.ht',
    email_verified: true,
    name: 'Code Player',
  };
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    requests.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.get('authorization'),
      form,
    });
    if (request.url !== TOKEN_ENDPOINT) return new Response('not found', { status: 404 });
    if (form.code !== GOOD_CODE) {
      return Response.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 400 });
    }
    return Response.json({
      access_token: 'ya29.from-code',
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid email profile',
      id_token: idToken(claims),
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const app = () => createApp({ db: server.db, mode: 'test', google: CLIENT });

/** A link as the browser gets it: Google's authorization URL, and the state cookie it sets. */
async function link() {
  const res = await app().request(`/api/v1/auth/google/link?redirect_uri=${encodeURIComponent(REDIRECT)}`, {
    headers: { host: 'casino.example' },
  });
  const url = new URL(((await res.json()) as { data: { url: string } }).data.url);
  const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  return { url, state: url.searchParams.get('state') ?? '', cookie };
}

/** The return of a new link with `code`, in the browser that asked for the link. */
async function authorize(code: string) {
  const { state, cookie } = await link();
  return app().request('/api/v1/auth/google/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'casino.example', cookie },
    body: JSON.stringify({ code, state, redirect_uri: REDIRECT }),
  });
}

async function ticketOf(res: Response) {
  const { data } = socialCompletion.parse(await res.json());
  expect(data.authorized).toBe(false);
  const [ticket] = await server.db
    .select()
    .from(s.oauthTickets)
    .where(eq(s.oauthTickets.ticketHash, hashToken(data.code)));
  return ticket;
}

describe('with GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET: POST auth/google/authorize', () => {
  it("posts the code and the link's PKCE verifier to Google's token endpoint with the client's credentials and reads the account from the id_token", async () => {
    const { url, state, cookie } = await link();
    const [row] = await server.db
      .select()
      .from(s.oauthStates)
      .where(eq(s.oauthStates.stateHash, hashToken(state)));
    const verifier = row?.codeVerifier ?? '';
    expect(verifier).toMatch(/^[\w-]{43}$/);
    // The authorization URL carried the S256 challenge of that verifier.
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(codeChallengeOf(verifier));
    const res = await app().request('/api/v1/auth/google/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'casino.example', cookie },
      body: JSON.stringify({ code: GOOD_CODE, state, redirect_uri: REDIRECT }),
    });
    const ticket = await ticketOf(res);
    expect(ticket).toMatchObject({ subject: 'g-2002', email: 'code.player@example.ht', displayName: 'Code Player' });
    expect(requests).toEqual([
      {
        url: 'https://oauth2.googleapis.com/token',
        method: 'POST',
        authorization: 'Basic Y2xpZW50LTE6c2VjcmV0',
        form: { grant_type: 'authorization_code', code: GOOD_CODE, redirect_uri: REDIRECT, code_verifier: verifier },
      },
    ]);
  });

  it("asks Google nothing for a return whose state is not the browser's", async () => {
    const { state } = await link();
    const res = await app().request('/api/v1/auth/google/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'casino.example' },
      body: JSON.stringify({ code: GOOD_CODE, state, redirect_uri: REDIRECT }),
    });
    expect(await res.json()).toEqual({ success: false, message: GOOGLE_TEXTS.stateRefused });
    expect(requests).toEqual([]);
  });

  it('keeps no address Google has not verified', async () => {
    claims = { ...claims, sub: 'g-2003', email_verified: false };
    expect(await ticketOf(await authorize(GOOD_CODE))).toMatchObject({ subject: 'g-2003', email: null });
  });

  it('refuses a code Google refuses, and an id_token of another issuer, another client or past its expiry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await (await authorize('4/used-code')).json()).toEqual(OAUTH_FAILURE);
      const good = claims;
      for (const bad of [
        { ...good, iss: 'https://evil.example' },
        { ...good, aud: 'someone-elses-client' },
        { ...good, exp: Math.floor(Date.now() / 1000) - 1 },
        { ...good, sub: '' },
      ]) {
        claims = bad;
        expect(await (await authorize(GOOD_CODE)).json()).toEqual(OAUTH_FAILURE);
      }
      expect(requests).toHaveLength(5);
    } finally {
      warn.mockRestore();
    }
  });
});

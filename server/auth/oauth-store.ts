// OAuth state kept in the database (docs/architecture.md#stateless: any instance may answer any step of the
// docs/product.md#flows-google-oauth Google flow). Three single-use secrets, each random 32 bytes of which only the
// sha256 is stored (server/auth/tokens.ts), with expiry from the database clock so every instance agrees:
// - state (10 min): issued with a link, bound to its redirect_uri, with the link's PKCE code_verifier (RFC 7636; kept
//   as is, as the exchange sends it); the browser that asked for the link holds the state in a cookie, and the return
//   uses it up (server/routes/google.ts);
// - authorization code of the dev consent page (5 min): carries the fake identity, redirect_uri and code_challenge;
// - registration ticket (15 min): the `code` of an authorize reply for an identity nobody has linked,
//   turned into a player by POST auth/google/registration (docs/product.md#rules-social social-login completion).
// Taking a secret is one DELETE … RETURNING, so of two concurrent uses exactly one wins.
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { linkedServices, oauthCodes, oauthStates, oauthTickets, users } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const OAUTH_STATE_TTL_S = 10 * 60;
export const OAUTH_CODE_TTL_S = 5 * 60;
export const OAUTH_TICKET_TTL_S = 15 * 60;

/** What a provider tells us about the person (for Google: the id_token claims we use). */
export interface OAuthIdentity {
  /** The provider's stable account id (Google `sub`; dev page 'dev:' + email). */
  subject: string;
  email: string | null;
  name: string | null;
  /** International digits, when the provider knows a phone (only the dev page does). */
  phone: string | null;
}

const expiresIn = (seconds: number) => sql`now() + ${`${seconds} seconds`}::interval`;

/** A link's state and the PKCE code_verifier its code exchange must send. */
export interface IssuedState {
  state: string;
  codeVerifier: string;
}

/**
 * RFC 7636 §4.2 S256: BASE64URL(SHA256(code_verifier)), what the authorization URL carries as code_challenge. A
 * verifier is 32 random bytes in base64url (43 characters), within the RFC's 43–128 unreserved characters.
 */
export const codeChallengeOf = (codeVerifier: string): string =>
  createHash('sha256').update(codeVerifier).digest('base64url');

export async function issueState(db: Db, provider: string, redirectUri: string): Promise<IssuedState> {
  const state = newToken();
  const codeVerifier = newToken();
  await db.insert(oauthStates).values({
    stateHash: hashToken(state),
    provider,
    redirectUri,
    codeVerifier,
    expiresAt: expiresIn(OAUTH_STATE_TTL_S),
  });
  return { state, codeVerifier };
}

/** A live state of `provider`; issued for exactly `redirectUri` when one is named. */
const stateMatch = (provider: string, state: string, redirectUri?: string) =>
  and(
    eq(oauthStates.stateHash, hashToken(state)),
    eq(oauthStates.provider, provider),
    redirectUri === undefined ? undefined : eq(oauthStates.redirectUri, redirectUri),
    gt(oauthStates.expiresAt, sql`now()`),
  );

/** True while the state is live and was issued for exactly this redirect URI. */
export async function isLiveState(db: Db, provider: string, state: string, redirectUri: string): Promise<boolean> {
  const rows = await db
    .select({ stateHash: oauthStates.stateHash })
    .from(oauthStates)
    .where(stateMatch(provider, state, redirectUri));
  return rows.length > 0;
}

/**
 * Uses the state up and answers its code_verifier; null when unknown, expired, used, issued for another redirect URI
 * than the one named (an access token's return names none) or before links had a verifier.
 */
export async function takeState(
  db: Db,
  provider: string,
  state: string,
  redirectUri?: string,
): Promise<{ codeVerifier: string } | null> {
  const [row] = await db
    .delete(oauthStates)
    .where(stateMatch(provider, state, redirectUri))
    .returning({ codeVerifier: oauthStates.codeVerifier });
  return row?.codeVerifier ? { codeVerifier: row.codeVerifier } : null;
}

/** A dev consent code for `who`, bound to the redirect URI and the S256 code_challenge of the link it answers. */
export async function issueCode(
  db: Db,
  provider: string,
  who: OAuthIdentity,
  redirectUri: string,
  codeChallenge: string,
): Promise<string> {
  const code = newToken();
  await db.insert(oauthCodes).values({
    codeHash: hashToken(code),
    provider,
    subject: who.subject,
    displayName: who.name ?? '',
    email: who.email,
    phone: who.phone,
    redirectUri,
    codeChallenge,
    expiresAt: expiresIn(OAUTH_CODE_TTL_S),
  });
  return code;
}

/**
 * Exchanges a code (once), as a real provider does: only with the redirect URI it was issued for and the
 * code_verifier whose S256 is its code_challenge (RFC 7636 §4.6). A wrong verifier leaves the code as it was.
 */
export async function takeCode(db: Db, provider: string, code: string, redirectUri: string, codeVerifier: string) {
  const [row] = await db
    .delete(oauthCodes)
    .where(
      and(
        eq(oauthCodes.codeHash, hashToken(code)),
        eq(oauthCodes.provider, provider),
        eq(oauthCodes.redirectUri, redirectUri),
        eq(oauthCodes.codeChallenge, codeChallengeOf(codeVerifier)),
        gt(oauthCodes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row) return null;
  return { subject: row.subject, email: row.email, name: row.displayName || null, phone: row.phone };
}

export async function issueTicket(db: Db, provider: string, who: OAuthIdentity): Promise<string> {
  const ticket = newToken();
  await db.insert(oauthTickets).values({
    ticketHash: hashToken(ticket),
    provider,
    subject: who.subject,
    email: who.email,
    displayName: who.name,
    phone: who.phone,
    expiresAt: expiresIn(OAUTH_TICKET_TTL_S),
  });
  return ticket;
}

const ticketMatch = (provider: string, ticket: string) =>
  and(
    eq(oauthTickets.ticketHash, hashToken(ticket)),
    eq(oauthTickets.provider, provider),
    gt(oauthTickets.expiresAt, sql`now()`),
  );

const identityOf = (row: typeof oauthTickets.$inferSelect): OAuthIdentity => ({
  subject: row.subject,
  email: row.email,
  name: row.displayName,
  phone: row.phone,
});

/** The identity of a live ticket, without using it up (the reply to a refused form keeps it usable). */
export async function peekTicket(db: Db, provider: string, ticket: string): Promise<OAuthIdentity | null> {
  const [row] = await db.select().from(oauthTickets).where(ticketMatch(provider, ticket));
  return row ? identityOf(row) : null;
}

/** Uses the ticket up; run it inside the registration transaction so a refusal leaves it usable. */
export async function takeTicket(db: Db, provider: string, ticket: string): Promise<OAuthIdentity | null> {
  const [row] = await db.delete(oauthTickets).where(ticketMatch(provider, ticket)).returning();
  return row ? identityOf(row) : null;
}

/** The player this provider account is linked to (linked_services), if any. */
export async function findLinkedUser(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select({ id: users.id, lang: users.lang })
    .from(linkedServices)
    .innerJoin(users, eq(users.id, linkedServices.userId))
    .where(and(eq(linkedServices.provider, provider), eq(linkedServices.subject, subject)));
  return row ?? null;
}

// OAuth state kept in the database (docs/architecture.md#stateless: any instance may answer any step of the
// docs/product.md#flows-google-oauth Google flow). Three single-use secrets, each random 32 bytes of which only the
// sha256 is stored (server/auth/tokens.ts), with expiry from the database clock so every instance agrees:
// - state (10 min): issued with a link, bound to its redirect_uri; the dev consent page needs it;
// - authorization code of the dev consent page (5 min): carries the fake identity and redirect_uri;
// - registration ticket (15 min): the `code` of an authorize reply for an identity nobody has linked,
//   turned into a player by POST auth/google/registration (docs/product.md#rules-social social-login completion).
// Taking a secret is one DELETE … RETURNING, so of two concurrent uses exactly one wins.
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

export async function issueState(db: Db, provider: string, redirectUri: string): Promise<string> {
  const state = newToken();
  await db
    .insert(oauthStates)
    .values({ stateHash: hashToken(state), provider, redirectUri, expiresAt: expiresIn(OAUTH_STATE_TTL_S) });
  return state;
}

const stateMatch = (provider: string, state: string, redirectUri: string) =>
  and(
    eq(oauthStates.stateHash, hashToken(state)),
    eq(oauthStates.provider, provider),
    eq(oauthStates.redirectUri, redirectUri),
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

/** Uses the state up; false when unknown, expired, used or issued for another redirect URI. */
export async function takeState(db: Db, provider: string, state: string, redirectUri: string): Promise<boolean> {
  const rows = await db
    .delete(oauthStates)
    .where(stateMatch(provider, state, redirectUri))
    .returning({ stateHash: oauthStates.stateHash });
  return rows.length > 0;
}

export async function issueCode(db: Db, provider: string, who: OAuthIdentity, redirectUri: string): Promise<string> {
  const code = newToken();
  await db.insert(oauthCodes).values({
    codeHash: hashToken(code),
    provider,
    subject: who.subject,
    displayName: who.name ?? '',
    email: who.email,
    phone: who.phone,
    redirectUri,
    expiresAt: expiresIn(OAUTH_CODE_TTL_S),
  });
  return code;
}

/** Exchanges a code (once): only with the redirect URI it was issued for, as at a real provider. */
export async function takeCode(db: Db, provider: string, code: string, redirectUri: string) {
  const [row] = await db
    .delete(oauthCodes)
    .where(
      and(
        eq(oauthCodes.codeHash, hashToken(code)),
        eq(oauthCodes.provider, provider),
        eq(oauthCodes.redirectUri, redirectUri),
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

// Opening a session on sign-in, shared by every way in (password, Telegram; later Google and wallet)
// so all of them treat the cookie the same (docs/architecture.md#stateless cookie sessions) and all of them refuse a
// player on a break (docs/api.md#player-protection).
import type { Context } from 'hono';
import { createSession, deleteSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { clockOf } from '../env';
import { refuseIfBlocked } from '../protection/blocks';
import { getLangCookie, getSessionCookie } from './cookies';

/**
 * A fresh session for the user, replacing the caller's previous one: a session id planted before
 * sign-in is worthless after it. The language is the `lang` cookie, else the player's own. Returns
 * the token for setSessionCookie, which the caller sets once its transaction (if any) has committed.
 * A player on a break gets the break's refusal instead (thrown: a caller's transaction rolls back). `social`: a Google
 * or wallet sign-in (server/http/social-flow.ts), which the session remembers the time of (createSession).
 */
export async function replaceSession(
  c: Context,
  db: Db,
  user: { id: number; lang: string | null },
  options: { social?: boolean } = {},
): Promise<string> {
  const now = clockOf(c)();
  await refuseIfBlocked(db, user.id, now);
  const previous = getSessionCookie(c);
  if (previous) await deleteSession(db, hashToken(previous));
  return createSession(db, user.id, getLangCookie(c) ?? user.lang, now, options);
}

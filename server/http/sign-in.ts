// Opening a session on sign-in, shared by every way in (password, Telegram; later Google and wallet)
// so all of them treat the cookie the same (docs/architecture.md#stateless cookie sessions).
import type { Context } from 'hono';
import { createSession, deleteSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { getLangCookie, getSessionCookie } from './cookies';

/**
 * A fresh session for the user, replacing the caller's previous one: a session id planted before
 * sign-in is worthless after it. The language is the `lang` cookie, else the player's own. Returns
 * the token for setSessionCookie, which the caller sets once its transaction (if any) has committed.
 */
export async function replaceSession(c: Context, db: Db, user: { id: number; lang: string | null }): Promise<string> {
  const previous = getSessionCookie(c);
  if (previous) await deleteSession(db, hashToken(previous));
  return createSession(db, user.id, getLangCookie(c) ?? user.lang);
}

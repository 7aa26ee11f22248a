// Session calls of docs/product.md#calls-list: GET /api/session, GET check_authorization, POST authorize, GET logout.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { okReply } from '../../contract/schemas/common';
import { loginBody, session } from '../../contract/schemas/session';
import { clientAddress } from '../auth/client-address';
import { isPhoneDigits, normalizePhone } from '../auth/phone';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import { REGISTRATION_TEXTS } from '../auth/registration';
import { clearLimit, hit, retryAfter } from '../auth/rate-limit';
import { deleteSession } from '../auth/sessions';
import { users } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { clearSessionCookie, setSessionCookie } from '../http/cookies';
import { tooManyRequests } from '../http/errors';
import { say } from '../http/locale';
import { shape } from '../http/reply';
import { text } from '../i18n/text';
import { visitorCountryOf } from '../http/visitor-country';
import { replaceSession } from '../http/sign-in';

/** Failed sign-ins per phone number before the number is locked out for the rest of the window. */
export const LOGIN_WINDOW = { limit: 10, windowMs: 15 * 60 * 1000 };
/**
 * Failed sign-ins per client address, whatever the phone (docs/architecture.md#security: one caller trying many
 * numbers). Generous: many players of a mobile carrier can share one public address, and only failures count.
 */
export const LOGIN_ADDRESS_WINDOW = { limit: 100, windowMs: 15 * 60 * 1000 };
const WRONG_CREDENTIALS = text('auth.wrongCredentials');
/** Also cleared by an SMS password restore (routes/sms.ts): the new password starts with a clean slate. */
export const loginLimitKey = (phone: string) => `login:${phone}`;
export const loginAddressKey = (address: string) => `login-address:${address}`;

export function sessionRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  const sessionReply = (authenticated: boolean) => shape(session, { authenticated });
  // docs/api.md#visitor-country: the app's first call of every visit also tells it where the visitor is.
  app.get('/api/session', (c) => {
    const country = visitorCountryOf(c);
    return c.json(shape(session, { authenticated: c.get('auth') !== null, ...(country ? { country } : {}) }));
  });
  app.get(`${V1}/check_authorization`, (c) => c.json(sessionReply(c.get('auth') !== null)));

  app.post(`${V1}/authorize`, async (c) => {
    const body = await parseBody(c, loginBody);
    const phone = normalizePhone(body.login);
    // docs/product.md#rules-login: the login is a full phone number (the browser's rule, contract/phone.ts). Anything
    // else is refused with what is wrong, before any lookup: no account can have it, so it is no failed sign-in.
    if (!isPhoneDigits(phone)) return c.json({ success: false, message: say(c, REGISTRATION_TEXTS.invalidPhone) });
    const limitKey = loginLimitKey(phone);
    const addressKey = loginAddressKey(clientAddress(c));
    // 429 'Retry after {time}s' (docs/product.md#errors-texts) with Retry-After; nothing is checked while either is
    // locked.
    const wait = Math.max(
      await retryAfter(db, limitKey, LOGIN_WINDOW),
      await retryAfter(db, addressKey, LOGIN_ADDRESS_WINDOW),
    );
    if (wait > 0) throw tooManyRequests(wait);

    const [user] = await db
      .select({ id: users.id, hash: users.passwordHash, lang: users.lang })
      .from(users)
      .where(eq(users.phone, phone));
    // Unknown phones, and players without a password (Google sign-in, 0002_google.sql), still pay for
    // one scrypt so timing does not reveal which numbers exist. The dummy's password is in the source,
    // so a match against it never counts: only a real stored hash can let anyone in.
    const matches = await verifyPassword(body.password, user?.hash ?? (await dummyPasswordHash()));
    if (!user?.hash || !matches) {
      await hit(db, limitKey, LOGIN_WINDOW.windowMs);
      await hit(db, addressKey, LOGIN_ADDRESS_WINDOW.windowMs);
      // docs/product.md#calls-wrappers failure wrapper in a 200: a refused sign-in is an answer, not a transport error
      // (and browsers log every 4xx as a console error).
      return c.json({ success: false, message: say(c, WRONG_CREDENTIALS) });
    }
    await clearLimit(db, limitKey);

    setSessionCookie(c, await replaceSession(c, db, user));
    return c.json(shape(okReply, { success: true }));
  });

  app.get(`${V1}/logout`, async (c) => {
    const auth = c.get('auth');
    if (auth) await deleteSession(db, auth.tokenHash);
    clearSessionCookie(c);
    return c.json(shape(okReply, { success: true }));
  });

  return app;
}

// Telegram sign-in calls of docs/product.md#calls-list (flow of docs/product.md#flows-telegram, token rule of
// docs/product.md#rules-telegram): POST authorize/tg issues a token; the app shows it as a QR code on /loginTG and
// polls POST authorize/tg_check {token} every second until {auth:true}, which comes with the session cookie.
// While the QR code is shown the app also calls POST authorize/tg_refresh {token} (docs/product.md#calls-list token
// refresh) every few minutes, so a QR code left open never expires.
// A token that is unknown, expired or already used is a business refusal: 200 + success:false
// (docs/product.md#calls-wrappers wrapper; browsers log every 4xx as a console error). Only a body failing telegramBody
// is a 400. Abuse limits (docs/architecture.md#security), 429 'Retry after {time}s' with Retry-After past them: new
// tokens per client address, and checks plus refreshes per token and per address, counted in the database like the
// others.
import { type Context, Hono } from 'hono';
import { okReply } from '../../contract/schemas/common';
import { telegramBody, telegramRefreshReply, telegramReply } from '../../contract/schemas/session';
import { TELEGRAM_POLL_MS } from '../../contract/constants';
import { clientAddress } from '../auth/client-address';
import { consume } from '../auth/rate-limit';
import { issueTelegramToken, renewTelegramToken, takeTelegramToken } from '../auth/telegram';
import { hashToken } from '../auth/tokens';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { setSessionCookie } from '../http/cookies';
import { say } from '../http/locale';
import { shape } from '../http/reply';
import { text } from '../i18n/text';
import { replaceSession } from '../http/sign-in';

export const TELEGRAM_EXPIRED = text('auth.telegramExpired');

const MINUTE_MS = 60_000;
/** The app checks once per TELEGRAM_POLL_MS, one check at a time: half as much again leaves room for jitter. */
const CHECKS_PER_TOKEN_MINUTE = Math.ceil((1.5 * MINUTE_MS) / TELEGRAM_POLL_MS);
export const TELEGRAM_LIMITS = {
  /** Tokens one address may ask for: each is a click on "Log in with Telegram". */
  tokensPerAddress: { limit: 60, windowMs: 10 * MINUTE_MS },
  /** Checks and refreshes of one token: a tab polling faster than the app does is not the app. */
  checksPerToken: { limit: CHECKS_PER_TOKEN_MINUTE, windowMs: MINUTE_MS },
  /** Checks and refreshes from one address: ten QR codes open behind one carrier address. */
  checksPerAddress: { limit: 10 * CHECKS_PER_TOKEN_MINUTE, windowMs: MINUTE_MS },
} as const;

export function telegramRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  const reply = (token: string, auth: boolean) => shape(telegramReply, { data: { token, auth } });
  const expired = (c: Context<AppEnv>) => c.json(shape(okReply, { success: false, message: say(c, TELEGRAM_EXPIRED) }));

  /** Counts one check or refresh of token; throws 429 past either limit. The key holds the hash, never the token. */
  const countCheck = async (c: Context, token: string) => {
    await consume(db, `tg-check-address:${clientAddress(c)}`, TELEGRAM_LIMITS.checksPerAddress);
    await consume(db, `tg-check:${hashToken(token)}`, TELEGRAM_LIMITS.checksPerToken);
  };

  // The body carries nothing the server needs (docs/product.md#calls-payment-bodies shows {token} for both calls; a new
  // sign-in always gets a new token), so it is not read: {} and no body at all are both fine.
  app.post(`${V1}/authorize/tg`, async (c) => {
    await consume(db, `tg-token-address:${clientAddress(c)}`, TELEGRAM_LIMITS.tokensPerAddress);
    return c.json(reply(await issueTelegramToken(db), false));
  });

  app.post(`${V1}/authorize/tg_check`, async (c) => {
    const { token } = await parseBody(c, telegramBody);
    await countCheck(c, token);
    // One transaction: the token is used up only if the session really opens.
    const outcome = await db.transaction(async (tx) => {
      const check = await takeTelegramToken(tx, token);
      if (check.state !== 'approved') return check.state;
      return { sid: await replaceSession(c, tx, { id: check.userId, lang: check.lang }) };
    });
    if (outcome === 'gone') return expired(c);
    if (outcome === 'pending') return c.json(reply(token, false));
    setSessionCookie(c, outcome.sid);
    return c.json(reply(token, true));
  });

  // A pending token comes back as a new one with a full TTL (the old one stops working); an approved
  // one comes back unchanged, so the next tg_check still signs the player in. Gone: as tg_check.
  app.post(`${V1}/authorize/tg_refresh`, async (c) => {
    const { token } = await parseBody(c, telegramBody);
    await countCheck(c, token);
    const renewed = await renewTelegramToken(db, token);
    if (renewed === null) return expired(c);
    return c.json(shape(telegramRefreshReply, { data: { token: renewed } }));
  });

  return app;
}

// Dev stand-in for Telegram's side of sign-in (docs/architecture.md#stand-ins; docs/product.md#flows-telegram Telegram
// sign-in), mounted with the stand-ins (demo, development, tests): GET /dev/telegram/approve?token= shows a form,
// POST approves the token for the player with the given phone, after which the app's next authorize/tg_check signs
// them in.
// Every outcome is a 200 HTML page so the browser shows the message instead of an error screen, in the request's
// language (server/dev/html.ts pageLocale).
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { isPhoneDigits, normalizePhone } from '../auth/phone';
import { approveTelegramToken, isLiveTelegramToken } from '../auth/telegram';
import { users } from '../db/schema';
import type { AppDeps, AppEnv } from '../env';
import { pageLocale } from '../dev/html';
import { approveFormPage, messagePage } from '../dev/telegram-page';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function devTelegramRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/dev/telegram/approve', async (c) => {
    const locale = pageLocale(c);
    const token = text(c.req.query('token'));
    if (token === '') return c.html(messagePage(locale, 'noToken'));
    if (!(await isLiveTelegramToken(db, token))) return c.html(messagePage(locale, 'expired'));
    return c.html(approveFormPage(locale, token));
  });

  app.post('/dev/telegram/approve', async (c) => {
    const locale = pageLocale(c);
    const form = await c.req.parseBody();
    const token = text(form.token);
    const typed = text(form.phone);
    if (token === '') return c.html(messagePage(locale, 'noToken'));
    // Normalised like the login (server/auth/phone.ts), so '+509 3700-0001' finds the demo player.
    const phone = normalizePhone(typed);
    const [user] = isPhoneDigits(phone)
      ? await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
      : [];
    if (!user) {
      // An expired token cannot be saved by a better phone: say so rather than ask again.
      if (!(await isLiveTelegramToken(db, token))) return c.html(messagePage(locale, 'expired'));
      return c.html(approveFormPage(locale, token, typed, 'unknownPhone'));
    }
    const result = await approveTelegramToken(db, token, user.id);
    return c.html(messagePage(locale, result));
  });

  return app;
}

// Locale calls of docs/product.md#calls-list: GET locale/list -> {current, locales}; POST setlocale {locale}.
// The choice is kept on the session row (so it follows the player across tabs and instances) and in a
// `lang` cookie (so it survives sign-out and works for guests).
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { okReply } from '../../contract/schemas/common';
import { locales, setLocaleBody } from '../../contract/schemas/session';
import { LOCALES, type Locale } from '../../contract/constants';
import { setSessionLang } from '../auth/sessions';
import { users } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { setLangCookie } from '../http/cookies';
import { currentLocale } from '../http/locale';
import { shape } from '../http/reply';

/** Each language names itself (a reader of that language must recognise it). */
export const LOCALE_LABELS: Record<Locale, string> = {
  en: 'English',
  ru: 'Русский',
  ht: 'Kreyòl',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  tr: 'Türkçe',
  zh: '中文',
};

export function localeRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(`${V1}/locale/list`, (c) =>
    c.json(
      shape(locales, {
        current: currentLocale(c),
        locales: LOCALES.map((locale) => ({ locale, label: LOCALE_LABELS[locale] })),
      }),
    ),
  );

  app.post(`${V1}/setlocale`, async (c) => {
    const { locale } = await parseBody(c, setLocaleBody);
    const auth = c.get('auth');
    if (auth) {
      await setSessionLang(db, auth.tokenHash, locale);
      await db.update(users).set({ lang: locale }).where(eq(users.id, auth.userId));
    }
    setLangCookie(c, locale);
    return c.json(shape(okReply, { success: true }));
  });

  return app;
}

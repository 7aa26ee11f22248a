// Site-wide calls of docs/product.md#calls-list: GET config (site info), GET application/info (download), GET
// seo/metadata.
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Locale } from '../../contract/constants';
import { downloadInfo, seo, siteInfo } from '../../contract/schemas/site';
import type { Db } from '../db/client';
import { siteSettings, siteSettingTranslations } from '../db/schema';
import { anyText, overlayTexts } from '../db/translations';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { catalogueCache as cacheable } from '../http/cache';
import { notFound } from '../http/errors';
import { currentLocale } from '../http/locale';
import { shape, shapeStored } from '../http/reply';
import { seoFor } from '../site/seo';
import { withSignInServices } from '../site/sign-in-services';

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  if (!row) throw notFound();
  return row.value;
}

const t = siteSettingTranslations;

/**
 * A setting with its texts in `locale` (site_setting_translations, migration 0011) laid over it; English where a row or
 * a text is missing.
 */
export async function readSettingIn(db: Db, key: string, locale: Locale): Promise<unknown> {
  const [row] = await db
    .select({ value: siteSettings.value, texts: t.texts })
    .from(siteSettings)
    .leftJoin(t, and(eq(t.key, siteSettings.key), eq(t.locale, locale)))
    .where(eq(siteSettings.key, key));
  if (!row) throw notFound();
  return row.texts ? overlayTexts(row.value, row.texts, anyText) : row.value;
}

export function siteRoutes({ db, signInServices }: AppDeps) {
  const app = new Hono<AppEnv>();

  // `version` (docs/product.md#calls-list: target redesign, version 2) is accepted; there is one shape to serve.
  // Site info and download info are the same for every visitor: public, like the catalogue; site info's texts are in
  // the caller's language (docs/api.md#server-language). The operator's SIGN_IN_SERVICES replaces the seeded sign-in
  // services (docs/api.md#sign-in-services).
  app.get(`${V1}/config`, async (c) => {
    const stored = await readSettingIn(db, 'site_info', currentLocale(c));
    const reply = shapeStored(siteInfo, withSignInServices(stored, signInServices));
    cacheable(c, { inLanguage: true });
    return c.json(reply);
  });

  app.get(`${V1}/application/info`, async (c) => {
    const reply = shapeStored(downloadInfo, await readSetting(db, 'download_info'));
    cacheable(c);
    return c.json(reply);
  });

  app.get(`${V1}/seo/metadata`, async (c) =>
    c.json(shape(seo, await seoFor(db, c.req.query('path') ?? '/', currentLocale(c)))),
  );

  return app;
}

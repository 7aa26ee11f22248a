// Content calls of docs/product.md#calls-list used by the home page (docs/product.md#flows-games): GET faq in the shape
// of contract/schemas/site.ts (faqList), in the caller's language (docs/api.md#server-language). The blog calls (latest articles, article, categories, SEO) are in
// ./blog.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { faqList } from '../../contract/schemas/site';
import { faq, faqTranslations as t } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { catalogueCache as cacheable } from '../http/cache';
import { currentLocale } from '../http/locale';
import { shape } from '../http/reply';

export function contentRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  // In the caller's language (faq_translations, migration 0011; English where a row is missing).
  app.get(`${V1}/faq`, async (c) => {
    const rows = await db
      .select({
        id: faq.id,
        question: sql<string>`coalesce(${t.question}, ${faq.question})`,
        answer: sql<string>`coalesce(${t.answer}, ${faq.answer})`,
      })
      .from(faq)
      .leftJoin(t, and(eq(t.faqId, faq.id), eq(t.locale, currentLocale(c))))
      .orderBy(asc(faq.sort), asc(faq.id));
    cacheable(c, { inLanguage: true });
    return c.json(
      shape(faqList, {
        list: rows.map((row) => ({ id: row.id, body: { question: row.question, answer: row.answer } })),
      }),
    );
  });

  return app;
}

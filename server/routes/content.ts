// Content calls of spec §7 used by the home page (issue 4): GET faq and GET blogs/articles/latest, in
// the shapes of src/api/schemas/site.ts (faqList) and src/api/schemas/content.ts (articleList).
// The other blog calls (article, categories, SEO) come with the blog pages.
import { asc, desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Article } from '../../src/api/schemas/content';
import { articleList } from '../../src/api/schemas/content';
import { faqList } from '../../src/api/schemas/site';
import { articles, faq } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { catalogueCache as cacheable } from '../http/cache';
import { intParam } from '../http/query';
import { shape } from '../http/reply';
import { mediaImage } from '../media/images';

export const LATEST_ARTICLES_DEFAULT = 8;
export const LATEST_ARTICLES_MAX = 20;

/** 1x card picture; srcset adds the 1200x630 one (the size SEO uses). */
export const articleImage = (slug: string) => mediaImage('blog', slug, 600, 315);

export function articleOf(row: typeof articles.$inferSelect): Article {
  return {
    id: row.id,
    title: row.title,
    preview_body: row.previewBody,
    image: articleImage(row.slug),
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function contentRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(`${V1}/faq`, async (c) => {
    const rows = await db.select().from(faq).orderBy(asc(faq.sort), asc(faq.id));
    cacheable(c);
    return c.json(
      shape(faqList, {
        list: rows.map((row) => ({ id: row.id, body: { question: row.question, answer: row.answer } })),
      }),
    );
  });

  app.get(`${V1}/blogs/articles/latest`, async (c) => {
    const limit = intParam(
      c.req.query('limit'),
      'limit',
      { min: 1, max: LATEST_ARTICLES_MAX, fallback: LATEST_ARTICLES_DEFAULT },
      `Must be a whole number from 1 to ${LATEST_ARTICLES_MAX}`,
    );
    const rows = await db.select().from(articles).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(limit);
    cacheable(c);
    return c.json(shape(articleList, { list: rows.map(articleOf) }));
  });

  return app;
}

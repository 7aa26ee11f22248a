// Content calls of docs/product.md#calls-list used by the home page (docs/product.md#flows-games): GET faq in the shape
// of contract/schemas/site.ts (faqList). The blog calls (latest articles, article, categories, SEO) are in
// ./blog.ts.
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { faqList } from '../../contract/schemas/site';
import { faq } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { catalogueCache as cacheable } from '../http/cache';
import { shape } from '../http/reply';

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

  return app;
}

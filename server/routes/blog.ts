// Blog calls of docs/product.md#calls-list (blogs/articles/latest, articles/article/{id}, articles/seo/{id},
// categories/articles, categories/category/{id}) in the shapes of contract/schemas/content.ts and
// site.ts (seo). Texts follow the caller's language (session, else the lang cookie), so replies are
// not marked cacheable: a shared or browser cache would keep the previous language.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { article, articleCategory, articleList, categoryList } from '../../contract/schemas/content';
import { seo } from '../../contract/schemas/site';
import { articles, blogCategories } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { notFound } from '../http/errors';
import { currentLocale } from '../http/locale';
import { intParam } from '../http/query';
import { shape } from '../http/reply';
import { text } from '../i18n/text';
import { articleOf, findArticle, rowId, selectArticles, selectCategories } from '../site/blog';
import { articleSeo } from '../site/seo';

export const LATEST_ARTICLES_DEFAULT = 8;
export const LATEST_ARTICLES_MAX = 20;

export function blogRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(`${V1}/blogs/articles/latest`, async (c) => {
    const limit = intParam(
      c.req.query('limit'),
      'limit',
      { min: 1, max: LATEST_ARTICLES_MAX, fallback: LATEST_ARTICLES_DEFAULT },
      text('field.wholeFrom', { min: 1, max: LATEST_ARTICLES_MAX }),
    );
    const rows = await selectArticles(db, currentLocale(c), undefined, limit);
    return c.json(shape(articleList, { list: rows.map((row) => articleOf(row)) }));
  });

  app.get(`${V1}/blogs/articles/article/:articleId`, async (c) => {
    const id = rowId(c.req.param('articleId'));
    const row = id === undefined ? undefined : await findArticle(db, currentLocale(c), id);
    if (!row) throw notFound();
    return c.json(shape(article, articleOf(row)));
  });

  app.get(`${V1}/blogs/articles/seo/:articleId`, async (c) => {
    const id = rowId(c.req.param('articleId'));
    const row = id === undefined ? undefined : await findArticle(db, currentLocale(c), id);
    if (!row) throw notFound();
    return c.json(shape(seo, articleSeo(row)));
  });

  app.get(`${V1}/blogs/categories/articles`, async (c) => {
    const locale = currentLocale(c);
    const [categories, rows] = await Promise.all([selectCategories(db, locale), selectArticles(db, locale)]);
    const list = categories.map((category) => ({
      ...category,
      articles: rows.filter((row) => row.categoryId === category.id).map((row) => articleOf(row, false)),
    }));
    return c.json(shape(categoryList, { list }));
  });

  app.get(`${V1}/blogs/categories/category/:categoryId`, async (c) => {
    const id = rowId(c.req.param('categoryId'));
    const locale = currentLocale(c);
    const [category] = id === undefined ? [] : await selectCategories(db, locale, eq(blogCategories.id, id));
    if (!category || id === undefined) throw notFound();
    const rows = await selectArticles(db, locale, eq(articles.categoryId, id));
    return c.json(shape(articleCategory, { ...category, articles: rows.map((row) => articleOf(row, false)) }));
  });

  return app;
}

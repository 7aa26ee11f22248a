// Blog reads in the caller's language (docs/product.md#entities-content article, docs/product.md#constants-locales
// languages): English lives in blog_categories/articles, a translation row (0004_blog_translations.sql) overrides it
// per locale.
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Article } from '../../contract/schemas/content';
import type { Locale } from '../../contract/constants';
import type { Db } from '../db/client';
import { articles, articleTranslations, blogCategories, blogCategoryTranslations } from '../db/schema';
import { mediaImage } from '../media/images';

/** 1x card picture; srcset adds the 1200x630 one (the size SEO uses). */
export const articleImage = (slug: string) => mediaImage('blog', slug, 600, 315);

export interface ArticleRow {
  id: number;
  categoryId: number;
  slug: string;
  title: string;
  previewBody: string;
  body: string;
  seoDescription: string;
  publishedAt: Date;
}

export function articleOf(row: ArticleRow, withBody = true): Article {
  return {
    id: row.id,
    title: row.title,
    preview_body: row.previewBody,
    image: articleImage(row.slug),
    ...(withBody ? { body: row.body } : {}),
    publishedAt: row.publishedAt.toISOString(),
  };
}

const t = articleTranslations;

/** Articles newest first, texts in `locale` (English where a translation is missing). */
export function selectArticles(db: Db, locale: Locale, where?: SQL, limit?: number): Promise<ArticleRow[]> {
  const query = db
    .select({
      id: articles.id,
      categoryId: articles.categoryId,
      slug: articles.slug,
      title: sql<string>`coalesce(${t.title}, ${articles.title})`,
      previewBody: sql<string>`coalesce(${t.previewBody}, ${articles.previewBody})`,
      body: sql<string>`coalesce(${t.body}, ${articles.body})`,
      seoDescription: sql<string>`coalesce(${t.seoDescription}, ${articles.seoDescription})`,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .leftJoin(t, and(eq(t.articleId, articles.id), eq(t.locale, locale)))
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function findArticle(db: Db, locale: Locale, id: number): Promise<ArticleRow | undefined> {
  const [row] = await selectArticles(db, locale, eq(articles.id, id));
  return row;
}

export interface CategoryRow {
  id: number;
  name: string;
}

const ct = blogCategoryTranslations;

export function selectCategories(db: Db, locale: Locale, where?: SQL): Promise<CategoryRow[]> {
  return db
    .select({ id: blogCategories.id, name: sql<string>`coalesce(${ct.name}, ${blogCategories.name})` })
    .from(blogCategories)
    .leftJoin(ct, and(eq(ct.categoryId, blogCategories.id), eq(ct.locale, locale)))
    .where(where)
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id));
}

/** A path parameter naming a row id: digits only (anything else names nothing). */
export function rowId(value: string): number | undefined {
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

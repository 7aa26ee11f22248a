// Content calls of docs/product.md#calls-list: FAQ and the blog (latest articles, categories with their articles, one
// category, one article and its SEO). Texts come in the session language; a language change
// invalidates every query (src/app/actors.ts), so keys need not carry it.
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/content'));
const site = schemasOf(() => import('../../contract/schemas/site'));

export async function getFaq(options?: CallOptions) {
  return (await http.request(site('faqList'), 'faq', options)).list;
}

export async function getLatestArticles(options?: CallOptions) {
  return (await http.request(schemas('articleList'), 'blogs/articles/latest', options)).list;
}

/** Unknown ids answer 404 (ApiError kind http, status 404). */
export function getArticle(articleId: number, options?: CallOptions) {
  return http.request(schemas('article'), `blogs/articles/article/${articleId}`, options);
}

export function getArticleSeo(articleId: number, options?: CallOptions) {
  return http.request(site('seo'), `blogs/articles/seo/${articleId}`, options);
}

export async function getCategoriesWithArticles(options?: CallOptions) {
  return (await http.request(schemas('categoryList'), 'blogs/categories/articles', options)).list;
}

export function getCategory(categoryId: number, options?: CallOptions) {
  return http.request(schemas('articleCategory'), `blogs/categories/category/${categoryId}`, options);
}

export const contentKeys = {
  faq: ['content', 'faq'] as const,
  latestArticles: ['content', 'articles', 'latest'] as const,
  article: (articleId: number) => ['content', 'articles', 'article', articleId] as const,
  articleSeo: (articleId: number) => ['content', 'articles', 'seo', articleId] as const,
  categories: ['content', 'categories'] as const,
  category: (categoryId: number) => ['content', 'categories', categoryId] as const,
};

export const faqQuery = () => queryOptions({ queryKey: contentKeys.faq, queryFn: ({ signal }) => getFaq({ signal }) });

export const latestArticlesQuery = () =>
  queryOptions({ queryKey: contentKeys.latestArticles, queryFn: ({ signal }) => getLatestArticles({ signal }) });

export const articleQuery = (articleId: number) =>
  queryOptions({
    queryKey: contentKeys.article(articleId),
    queryFn: ({ signal }) => getArticle(articleId, { signal }),
  });

export const articleSeoQuery = (articleId: number) =>
  queryOptions({
    queryKey: contentKeys.articleSeo(articleId),
    queryFn: ({ signal }) => getArticleSeo(articleId, { signal }),
  });

export const categoriesQuery = () =>
  queryOptions({ queryKey: contentKeys.categories, queryFn: ({ signal }) => getCategoriesWithArticles({ signal }) });

export const categoryQuery = (categoryId: number) =>
  queryOptions({
    queryKey: contentKeys.category(categoryId),
    queryFn: ({ signal }) => getCategory(categoryId, { signal }),
  });

// Content calls of spec §7 used across pages: FAQ and the latest blog articles (blog pages: issue 6).
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, http } from './http';
import { articleList } from './schemas/content';
import { faqList } from './schemas/site';

export async function getFaq(options?: CallOptions) {
  return (await http.request(faqList, 'faq', options)).list;
}

export async function getLatestArticles(options?: CallOptions) {
  return (await http.request(articleList, 'blogs/articles/latest', options)).list;
}

export const contentKeys = {
  faq: ['content', 'faq'] as const,
  latestArticles: ['content', 'articles', 'latest'] as const,
};

export const faqQuery = () => queryOptions({ queryKey: contentKeys.faq, queryFn: ({ signal }) => getFaq({ signal }) });

export const latestArticlesQuery = () =>
  queryOptions({ queryKey: contentKeys.latestArticles, queryFn: ({ signal }) => getLatestArticles({ signal }) });

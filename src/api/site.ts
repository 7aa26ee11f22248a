// Site-wide content calls of docs/product.md#calls-list: site info, download banner, SEO metadata.
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/site'));

/** docs/product.md#calls-list: GET config, target redesign, version 2. */
export function getSiteConfig(options?: CallOptions) {
  return http.request(schemas('siteInfo'), 'config', { ...options, query: { target: 'redesign' }, version: 2 });
}

export function getApplicationInfo(options?: CallOptions) {
  return http.request(schemas('downloadInfo'), 'application/info', options);
}

/** pagePath is the app route the metadata is for, e.g. '/promo/42'. */
export function getSeoMetadata(pagePath: string, options?: CallOptions) {
  return http.request(schemas('seo'), 'seo/metadata', { ...options, query: { path: pagePath } });
}

export const siteKeys = {
  config: ['site', 'config'] as const,
  applicationInfo: ['site', 'applicationInfo'] as const,
  seo: (pagePath: string) => ['site', 'seo', pagePath] as const,
};

export function siteConfigQuery() {
  return queryOptions({ queryKey: siteKeys.config, queryFn: ({ signal }) => getSiteConfig({ signal }) });
}

export function applicationInfoQuery() {
  return queryOptions({
    queryKey: siteKeys.applicationInfo,
    queryFn: ({ signal }) => getApplicationInfo({ signal }),
  });
}

export function seoMetadataQuery(pagePath: string) {
  return queryOptions({
    queryKey: siteKeys.seo(pagePath),
    queryFn: ({ signal }) => getSeoMetadata(pagePath, { signal }),
  });
}

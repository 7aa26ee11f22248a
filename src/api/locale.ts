// Locale calls of docs/product.md#calls-list; docs/product.md#flows-locale: a change is stored locally, posted, then
// popular games refresh.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../contract/constants';
import { type CallOptions, http, schemasOf } from './http';

const common = schemasOf(() => import('../../contract/schemas/common'));
const schemas = schemasOf(() => import('../../contract/schemas/session'));

export function getLocales(options?: CallOptions) {
  return http.request(schemas('locales'), 'locale/list', options);
}

export function setLocale(locale: Locale, options?: CallOptions) {
  return http.request(common('okReply'), 'setlocale', { ...options, method: 'POST', body: { locale } });
}

export const localeKeys = { list: ['locale', 'list'] as const };

export function localesQuery() {
  return queryOptions({ queryKey: localeKeys.list, queryFn: ({ signal }) => getLocales({ signal }) });
}

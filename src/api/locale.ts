// Locale calls of spec §7; spec §4: a change is stored locally, posted, then popular games refresh.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../config/constants';
import { okReply } from './schemas/common';
import { locales } from './schemas/session';
import { type CallOptions, http } from './http';

export function getLocales(options?: CallOptions) {
  return http.request(locales, 'locale/list', options);
}

export function setLocale(locale: Locale, options?: CallOptions) {
  return http.request(okReply, 'setlocale', { ...options, method: 'POST', body: { locale } });
}

export const localeKeys = { list: ['locale', 'list'] as const };

export function localesQuery() {
  return queryOptions({ queryKey: localeKeys.list, queryFn: ({ signal }) => getLocales({ signal }) });
}

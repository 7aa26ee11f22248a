import type { Locale } from '../../contract/constants';

/** Each language named in itself, so a player can find theirs whatever the current one is. */
export const LOCALE_LABELS: Record<Locale, string> = {
  en: 'English',
  ru: 'Русский',
  ht: 'Kreyòl',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  tr: 'Türkçe',
  zh: '中文',
};

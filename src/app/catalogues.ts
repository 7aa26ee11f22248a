// One catalogue per locale, each its own lazily loaded chunk, precompiled to ICU ASTs (vite.config.ts).
import type { Locale } from '../config/constants';
import type { Messages } from '../machines/locale/locale.machine';

type Loader = () => Promise<{ default: Messages }>;

const catalogues: Record<Locale, Loader> = {
  en: () => import('virtual:catalogue/en'),
  ru: () => import('virtual:catalogue/ru'),
  ht: () => import('virtual:catalogue/ht'),
  de: () => import('virtual:catalogue/de'),
  fr: () => import('virtual:catalogue/fr'),
  es: () => import('virtual:catalogue/es'),
  tr: () => import('virtual:catalogue/tr'),
  zh: () => import('virtual:catalogue/zh'),
};

export async function loadCatalogue(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).default;
}

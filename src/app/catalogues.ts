// One catalogue per locale in two lazily loaded chunks (vite.config.ts, src/i18n/catalogue-parts.ts),
// precompiled to ICU ASTs: the shell part, which the first render waits for, and the route part, which
// the pages that use it load with their code (src/routes.tsx). Once a page has wanted the route part,
// a language change loads both parts before the new language shows, so no text is ever missing.
import { type ComponentType, lazy, useEffect, useSyncExternalStore } from 'react';
import type { Locale } from '../../contract/constants';
import type { Messages } from '../machines/locale/locale.machine';

type Loader = () => Promise<{ default: Messages }>;

const shellParts: Record<Locale, Loader> = {
  en: () => import('virtual:catalogue/en'),
  ru: () => import('virtual:catalogue/ru'),
  ht: () => import('virtual:catalogue/ht'),
  de: () => import('virtual:catalogue/de'),
  fr: () => import('virtual:catalogue/fr'),
  es: () => import('virtual:catalogue/es'),
  tr: () => import('virtual:catalogue/tr'),
  zh: () => import('virtual:catalogue/zh'),
};

const routeParts: Record<Locale, Loader> = {
  en: () => import('virtual:catalogue/en/routes'),
  ru: () => import('virtual:catalogue/ru/routes'),
  ht: () => import('virtual:catalogue/ht/routes'),
  de: () => import('virtual:catalogue/de/routes'),
  fr: () => import('virtual:catalogue/fr/routes'),
  es: () => import('virtual:catalogue/es/routes'),
  tr: () => import('virtual:catalogue/tr/routes'),
  zh: () => import('virtual:catalogue/zh/routes'),
};

const loadedRouteParts = new Map<Locale, Messages>();
const pending = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();
let routePartWanted = false;

/** Loads the route part of a locale once (a failed load may be tried again). */
export function ensureRouteCatalogue(locale: Locale): Promise<void> {
  routePartWanted = true;
  if (loadedRouteParts.has(locale)) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = routeParts[locale]()
      .then(({ default: messages }) => {
        loadedRouteParts.set(locale, messages);
        for (const listener of listeners) listener();
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, loading);
  }
  return loading;
}

// The tab's current language (src/main.tsx sets it); the server loads the route part before it renders.
let pageLocale: (() => Locale) | undefined;
export function setPageLocale(current: () => Locale): void {
  pageLocale = current;
}

/** What a lazily loaded page waits for besides its code: the route part of the current language. */
export function ensurePageCatalogue(): Promise<void> {
  routePartWanted = true;
  return pageLocale ? ensureRouteCatalogue(pageLocale()) : Promise.resolve();
}

/**
 * A part of a page that only some visitors see (a signed-in player's), loaded with its texts: its code and the route
 * part of the catalogue together, like a route page (src/routes.tsx), so it never renders a missing text.
 */
export function lazyWithTexts<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await withTexts(load)() }));
}

/** A part's loader that also brings the route part of the catalogue, for parts built otherwise (src/ui/optional-part.ts). */
export function withTexts<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return async () => {
    const [component] = await Promise.all([load(), ensurePageCatalogue()]);
    return component;
  };
}

/**
 * The locale machine's loader: the shell part, plus the route part once any page has needed it. A page that wants the
 * route part while the shell part is loading (a signed-in player's lobby rows, loaded with their texts in the
 * language of the moment) gets the new language's route part before the new language shows too.
 */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const [shell] = await Promise.all([shellParts[locale](), routePartWanted ? ensureRouteCatalogue(locale) : null]);
  if (routePartWanted) await ensureRouteCatalogue(locale);
  return shell.default;
}

/** The route part of the locale, once loaded (null before). */
export const routeCatalogue = (locale: Locale): Messages | null => loadedRouteParts.get(locale) ?? null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The route part of the locale, once loaded (null before). */
export function useRouteCatalogue(locale: Locale): Messages | null {
  // A page that wanted the route part while a language change was already loading: load it for the
  // new language too (its texts show the moment it arrives).
  useEffect(() => {
    if (routePartWanted) ensureRouteCatalogue(locale).catch((error: unknown) => console.error(error));
  }, [locale]);
  const snapshot = () => routeCatalogue(locale);
  // The server loads the route part before it renders (src/entry-server.tsx): its snapshot is the same.
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

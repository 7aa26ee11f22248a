// Fetches docs/product.md#calls-list seo/metadata for a path (through react-query, so it is cached per path) and writes
// docs/product.md#entities-content SEO into <head>: title, description, robots, canonical link and Open Graph tags
// (absolute URLs). ./seo.tsx loads this module after the first render, which keeps it out of the initial JavaScript.
import { isLocale, LOCALES, type Locale } from '../../contract/constants';
import type { Seo } from '../../contract/schemas/site';
import type { QueryClient } from '@tanstack/react-query';
import { seoMetadataQuery } from '../api/site';

/** The route's metadata, or undefined when it cannot be had (the page keeps its own title). */
export async function routeSeo(queryClient: QueryClient, path: string): Promise<Seo | undefined> {
  try {
    return await queryClient.fetchQuery(seoMetadataQuery(path));
  } catch {
    return undefined;
  }
}

function headElement(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  const selector = `meta[${attribute}="${key}"]`;
  if (content === null) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  headElement(selector, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  }).setAttribute('content', content);
}

const absolute = (url: string) => new URL(url, window.location.origin).href;
/** contract/language-url.ts, kept here in a line so this lazy module needs no chunk of its own. */
const inLanguage = (path: string, lang?: Locale) => absolute(lang ? `${path}?lang=${lang}` : path);

/**
 * Applies `seo` and keeps its title: Page (src/ui/page.tsx) sets a local title when it mounts, and a
 * lazily loaded page may mount after the server's answer. Returns the clean-up.
 */
export function applySeo(seo: Seo): () => void {
  const keepTitle = () => {
    if (document.title !== seo.pageTitle) document.title = seo.pageTitle;
  };
  keepTitle();
  // This language's version of the page (docs/architecture.md#language-urls), as the server writes it.
  const lang = document.documentElement.lang;
  const canonical = inLanguage(seo.pageUrl, isLocale(lang) ? lang : undefined);
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  if (seo.robots.startsWith('index')) {
    for (const hreflang of [...LOCALES, 'x-default'] as const) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = inLanguage(seo.pageUrl, hreflang === 'x-default' ? undefined : hreflang);
      document.head.append(link);
    }
  }
  setMeta('name', 'description', seo.pageDescription);
  setMeta('name', 'robots', seo.robots);
  setMeta('property', 'og:title', seo.pageTitle);
  setMeta('property', 'og:description', seo.pageDescription);
  setMeta('property', 'og:url', canonical);
  setMeta('property', 'og:image', seo.image ? absolute(seo.image) : null);
  headElement('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  }).setAttribute('href', canonical);
  const title = document.head.querySelector('title');
  if (!title) return () => {};
  const observer = new MutationObserver(keepTitle);
  observer.observe(title, { childList: true, characterData: true, subtree: true });
  return () => observer.disconnect();
}

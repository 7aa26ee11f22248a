// Fetches docs/product.md#calls-list seo/metadata for a path (through react-query, so it is cached per path) and writes
// docs/product.md#entities-content SEO into <head>: title, description, robots, canonical link and Open Graph tags
// (absolute URLs). ./seo.tsx loads this module after the first render, which keeps it out of the initial JavaScript.
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

/**
 * Applies `seo` and keeps its title: Page (src/ui/page.tsx) sets a local title when it mounts, and a
 * lazily loaded page may mount after the server's answer. Returns the clean-up.
 */
export function applySeo(seo: Seo): () => void {
  const keepTitle = () => {
    if (document.title !== seo.pageTitle) document.title = seo.pageTitle;
  };
  keepTitle();
  const canonical = absolute(seo.pageUrl);
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

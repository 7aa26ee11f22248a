// Server rendering (docs/architecture.md "Server rendering"): one request becomes one HTML document.
// Everything stateful is made for the request and dropped after it: the query cache, the app's actors (never
// started: machines render their state and run no invoke and no timer), the language. The page is rendered
// with React's streaming renderer until what it shows needs no more data: each pass lists the queries the
// render asked for, fetches them through the same src/api calls as the browser (from this server's own API, or
// the operator's when API_ORIGIN is set), and renders again. The data travels in the page as a dehydrated query
// cache, so the browser's hydration asks for none of it again. An API that fails or answers too late gives the
// client-rendered shell instead (the browser then loads and retries as usual): never a blank page.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { type Query, dehydrate } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { setServerScope, type ServerScope } from './api/http';
import { contentKeys } from './api/content';
import { promoKeys } from './api/promo';
import { isApiError } from './api/errors';
import { seoMetadataQuery } from './api/site';
import type { Seo } from '../contract/schemas/site';
import { createAppServices } from './app/actors';
import { dataSaverOfRequest } from './app/data-saver';
import { App } from './app/app';
import { isServerRendered } from './routes';
import { ensureRouteCatalogue, loadCatalogue } from './app/catalogues';
import { pickRequestLocale } from '../contract/locale-detect';
import { setServerPurifier } from './ui/safe-html';
import { LOCALES, type Locale } from '../contract/constants';
import { languageUrl } from '../contract/language-url';

const scope = new AsyncLocalStorage<ServerScope>();
setServerScope(() => scope.getStore());
// Server HTML in pages is sanitised here exactly as in the browser (src/ui/safe-html.tsx), on a DOM of jsdom's.
setServerPurifier(DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis));

/** Render passes at most: the shell and the page, then rows that need their own data, then theirs. */
const MAX_PASSES = 4;
/** One render pass that has not finished by then (a lazy module that never loads) is given up: the shell goes. */
const RENDER_LIMIT_MS = 10_000;

export interface PageRequest {
  /** Path and query of the page, e.g. '/games/slots?page=2'. */
  url: string;
  /** The page's own origin, for canonical and share URLs (https://example.ht). */
  origin: string;
  /** Where the API is: this server (http://127.0.0.1:8080) or the operator's (API_ORIGIN). */
  apiOrigin: string;
  langCookie?: string | null;
  /**
   * The visitor's ISO 3166-1 alpha-2 country as the server found it (its configured edge header or its IP
   * database, docs/architecture.md#visitor-country); never read from the request's own headers here.
   */
  countryCode?: string | null;
  acceptLanguage?: string | null;
  /** How long the API may take for the whole page before the client-rendered shell is sent instead. */
  budgetMs: number;
  /** How to reach the API; the global fetch unless the server answers its own calls in process. */
  fetch?: typeof fetch;
  /** Cookies the API also gets besides the language (the dev server's test switches only). */
  apiCookie?: string;
  /** The `data_saver` cookie and the Save-Data header: low-data pages have no large image variants. */
  dataSaverCookie?: string | null;
  saveData?: string | null;
}

export type RenderedPage =
  | { kind: 'page'; status: number; locale: Locale; head: string; body: string; data: string }
  | { kind: 'shell'; locale: Locale; reason: string; apiDown: boolean };

/** The API did not answer in time, or could not (network, 5xx): other pages would wait for it in vain too. */
class ApiDown extends Error {}
const isDown = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500));

/** What a page's HTML depends on besides its URL and origin: the cache of guests' pages keys on it. */
export const requestVariant = (request: PageRequest) =>
  `${requestLocale(request)} ${request.countryCode ?? '-'} ${dataSaverOfRequest(request.dataSaverCookie, request.saveData).on ? 'low-data' : 'full'}`;

/** The language a request is rendered in (cookie, country, browser, English). */
export const requestLocale = (request: Pick<PageRequest, 'langCookie' | 'countryCode' | 'acceptLanguage'>) =>
  pickRequestLocale(request);

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const locale = requestLocale(request);
  const [shellMessages] = await Promise.all([loadCatalogue(locale), ensureRouteCatalogue(locale)]);
  const dataSaver = dataSaverOfRequest(request.dataSaverCookie, request.saveData);
  const services = createAppServices({
    locale,
    messages: shellMessages,
    server: true,
    origin: request.origin,
    dataSaver,
  });
  const page = { notFound: false };
  services.page = page;
  const { queryClient } = services;
  const [path = '/', search = ''] = request.url.split('?');

  // Only the language goes to the API: what the server renders is public, the same for every guest and player.
  const apiScope: ServerScope = {
    pageUrl: `${request.apiOrigin}/`,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', request.apiCookie ? `lang=${locale}; ${request.apiCookie}` : `lang=${locale}`);
      headers.set('accept-language', locale);
      return (request.fetch ?? fetch)(input, { ...init, headers });
    },
  };

  // The budget is the API's: only the time spent waiting for its replies counts, not the rendering (which a
  // busy server does more slowly), so a page falls back to the shell because of the API, never because of load.
  let apiBudget = request.budgetMs;
  const fromApi = async <T,>(reply: Promise<T>): Promise<T> => {
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiDown(`API slower than ${request.budgetMs} ms`)), Math.max(apiBudget, 0));
    });
    try {
      return await Promise.race([reply, late]);
    } finally {
      clearTimeout(timer);
      apiBudget -= performance.now() - started;
    }
  };

  const work = scope.run(apiScope, async () => {
    const seo = queryClient.fetchQuery(seoMetadataQuery(path)).catch(() => undefined);
    const tried = new Set<string>();
    let body = '';
    const cache = queryClient.getQueryCache();
    for (let pass = 1; ; pass++) {
      // A query keeps the options of the render that made it: one that waited for another (enabled: false)
      // is made again by this render, with what it says now.
      for (const query of cache.getAll()) {
        if (query.state.status === 'pending' && query.state.fetchStatus === 'idle') cache.remove(query);
      }
      body = await renderOnce(services, path, search);
      const wanted = cache.getAll().filter((query) => isWanted(query) && !tried.has(query.queryHash));
      if (wanted.length === 0 || pass === MAX_PASSES) break;
      for (const query of wanted) tried.add(query.queryHash);
      await fromApi(Promise.all(wanted.map((query) => query.fetch().catch(() => undefined))));
      const failed = wanted.find((query) => query.state.status === 'error');
      if (failed) {
        const reason = `${JSON.stringify(failed.queryKey)}: ${String(failed.state.error)}`;
        throw isDown(failed.state.error) ? new ApiDown(reason) : new Error(reason);
      }
    }
    // A blog article and a promo offer have SEO of their own (src/features/blog/article-page.tsx,
    // src/features/promo/offer-page.tsx), fetched by the render.
    const article = /^\/blog\/(\d+)$/.exec(path)?.[1];
    const offer = /^\/promo\/([^/]+)$/.exec(path)?.[1];
    const own = article
      ? queryClient.getQueryData<Seo>(contentKeys.articleSeo(Number(article)))
      : offer
        ? queryClient.getQueryData<Seo>(promoKeys.offerSeo(routeSegment(offer)))
        : undefined;
    return { body, seo: own ?? (await fromApi(seo)) };
  });

  try {
    const { body, seo } = await work;
    // The visitor's country goes to the app with the page (docs/api.md#visitor-country): it keeps it on the device.
    const data = JSON.stringify({
      locale,
      country: request.countryCode ?? null,
      dataSaver,
      queries: dehydrate(queryClient),
    }).replace(/</g, '\\u003c');
    return {
      kind: 'page',
      status: page.notFound ? 404 : 200,
      locale,
      head: seoTags(seo, request.origin, locale),
      body,
      data,
    };
  } catch (error) {
    // Calls still under way are of no use now.
    void queryClient.cancelQueries();
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: 'shell', locale, reason, apiDown: error instanceof ApiDown };
  }
}

/** A query the render asked for that has no data yet and may be fetched (not switched off for guests). */
function isWanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  if (enabled === false || (typeof enabled === 'function' && !enabled(query))) return false;
  return typeof query.options.queryFn === 'function';
}

/** One complete render: React's stream, read to its end once everything (lazy pages included) is ready. */
function renderOnce(services: ReturnType<typeof createAppServices>, path: string, search: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const limit = setTimeout(() => {
      stream.abort(new Error(`render of ${path} took over ${RENDER_LIMIT_MS} ms`));
      reject(new Error(`render of ${path} took over ${RENDER_LIMIT_MS} ms`));
    }, RENDER_LIMIT_MS);
    const stream = renderToPipeableStream(
      <StrictMode>
        <App services={services} ssrPath={path} ssrSearch={search} />
      </StrictMode>,
      {
        // Every part inline, in order: outlined parts would need React's inline scripts, which the CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => {
          clearTimeout(limit);
          stream.pipe(sink);
        },
        onShellError: (error) => {
          clearTimeout(limit);
          reject(error);
        },
        // A part that fails on the server is rendered by the browser instead; say which, to fix it.
        onError: (error) => console.error(`[ssr] ${path}:`, error),
      },
    );
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * docs/product.md SEO: what src/app/seo-head.ts writes in the browser, written into the document. The canonical URL
 * is this language's version of the page; an indexed page lists every language's (docs/architecture.md#language-urls).
 */
function seoTags(seo: Seo | undefined, origin: string, locale: Locale): string {
  if (!seo) return '';
  const absolute = (url: string) => new URL(url, origin).href;
  const canonical = languageUrl(seo.pageUrl, origin, locale);
  const meta = (attribute: 'name' | 'property', key: string, content: string | null) =>
    content === null ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const alternate = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  const alternates = seo.robots.startsWith('index')
    ? [
        ...LOCALES.map((lang) => alternate(lang, languageUrl(seo.pageUrl, origin, lang))),
        alternate('x-default', languageUrl(seo.pageUrl, origin)),
      ]
    : [];
  return [
    `<title>${escapeHtml(seo.pageTitle)}</title>`,
    meta('name', 'description', seo.pageDescription),
    meta('name', 'robots', seo.robots),
    meta('property', 'og:title', seo.pageTitle),
    meta('property', 'og:description', seo.pageDescription),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', seo.image ? absolute(seo.image) : null),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates,
  ].join('');
}

export interface RenderedDocument {
  status: number;
  html: string;
  locale: Locale;
  /** False when the document is the client-rendered shell (a browser-only route, or the API failed). */
  rendered: boolean;
  /** Why the shell was sent instead of a rendered page. */
  reason?: string;
  /** The shell was sent because the API is failing or slow (not because of one page's data). */
  apiDown?: boolean;
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const APP_MARKERS = /<!--app-->[\s\S]*<!--\/app-->/;
const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>/;
const DEFAULT_DESCRIPTION = /\s*<meta name="description"[^>]*>/;

/**
 * index.html (built, or Vite's in development) around a page. The module scripts go after the content, so
 * nothing but the CSS stands between the HTML and the first paint; the data travels as JSON that no browser runs.
 */
export function composeDocument(
  template: string,
  locale: Locale,
  page?: Extract<RenderedPage, { kind: 'page' }>,
): string {
  const scripts = [...template.matchAll(MODULE_PRELOAD), ...template.matchAll(MODULE_SCRIPT)]
    .map(([tag]) => tag.trim())
    .join('');
  let html = template
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, '')
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`);
  if (page) {
    if (page.head) html = html.replace(DEFAULT_DESCRIPTION, '').replace(DEFAULT_TITLE, () => page.head);
    html = html.replace(APP_MARKERS, () => page.body);
  }
  const data = page ? `<script type="application/json" id="ssr-data">${page.data}</script>` : '';
  // docs/architecture.md#performance: over a slow network the page's code would share the line with the stylesheet
  // and the first screen's pictures, and push the first paint back by as long as it takes to download. The server's
  // HTML needs none of it to be seen: it loads after them. The plain shell shows nothing without it: there it keeps
  // its priority.
  const code = page ? scripts.replace(/<(link|script) /g, '<$1 fetchpriority="low" ') : scripts;
  return html.replace('</body>', () => `${data}${code}</body>`);
}

/** A whole document for a request: the rendered page, or the shell when `renderable` is false or the API fails. */
export async function renderDocument(
  request: PageRequest,
  template: string,
  renderable = isServerRendered(request.url.split('?')[0] ?? '/'),
): Promise<RenderedDocument> {
  if (!renderable) {
    const locale = requestLocale(request);
    return { status: 200, html: composeDocument(template, locale), locale, rendered: false };
  }
  const page = await renderPage(request);
  if (page.kind === 'shell') {
    return {
      status: 200,
      html: composeDocument(template, page.locale),
      locale: page.locale,
      rendered: false,
      reason: page.reason,
      apiDown: page.apiDown,
    };
  }
  return {
    status: page.status,
    html: composeDocument(template, page.locale, page),
    locale: page.locale,
    rendered: true,
  };
}

/** Time the API has for a page's data before the shell is sent instead (docs/architecture.md). */
export const API_BUDGET_MS = 800;

const cookieOf = (header: string | null | undefined, name: string): string | null => {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
};

/**
 * A page request from an HTTP request's headers: the `lang` cookie, Accept-Language, low-data mode. The visitor's
 * country is the server's to say (server/http/pages.ts sets `countryCode`): a country header is believed only when
 * the operator configured it (docs/architecture.md#visitor-country).
 */
export function pageRequest(
  url: string,
  origin: string,
  apiOrigin: string,
  header: (name: string) => string | null | undefined,
): PageRequest {
  const cookies = header('cookie');
  return {
    url,
    origin,
    apiOrigin,
    langCookie: cookieOf(cookies, 'lang'),
    acceptLanguage: header('accept-language') ?? null,
    dataSaverCookie: cookieOf(cookies, 'data_saver'),
    saveData: header('save-data') ?? null,
    budgetMs: API_BUDGET_MS,
  };
}

/** A path segment as the router reads it (wouter decodes the location with decodeURI, keeping it when it cannot). */
function routeSegment(segment: string): string {
  try {
    return segment.includes('%') ? decodeURI(segment) : segment;
  } catch {
    return segment;
  }
}

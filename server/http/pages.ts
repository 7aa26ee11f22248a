// The app's pages, rendered on the server (docs/architecture.md "Server rendering"). The renderer is the app's
// own server entry (src/entry-server.tsx) built by `vite build --ssr` into dist-ssr/; this file loads it, hands it
// each page request and sends its document. Without that build, pages are the plain shell (index.html) as before.
//
// Where the renderer reads the API: this same app, in process (no socket; the real routes, middleware and
// database), or the operator's API when API_ORIGIN is set.
//
// Caching: a guest's rendered page is the same for every guest of that language and country, so it is kept for a
// few seconds per origin, language, country, low-data mode and URL (like the catalogue replies, server/http/cache.ts)
// and may be cached that long by the browser; a shared cache may keep it too only when nothing in it came from the
// visitor's address (the country from the configured edge header, docs/architecture.md#visitor-country). The render
// never reads the session (the renderer's API calls carry no session cookie; the browser loads the player's data
// after hydration), so a request with a session cookie, real or made up, is served from the same kept render as a
// guest's: only its headers differ (`private, no-store`), and no cookie can force a render of its own.
//
// A language's own address: `?lang=xx` renders the page in that language and sets the `lang` cookie from it
// (docs/architecture.md#language-urls), so the sitemap's hreflang alternates (server/routes/seo-files.ts) open the
// page in their language and the visitor stays in it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { XSS_COOKIE } from '../dev/xss-replies';
import { SIGN_IN_COOKIE } from '../site/sign-in-services';
import type { AppEnv } from '../env';
import { REPLY_TTL_MS } from './cache';
import { isLocale } from '../../contract/constants';
import { LANG_COOKIE, getSessionCookie, setLangCookie } from './cookies';
import { requestOrigin } from './query';

/** What the server uses of src/entry-server.tsx (kept here so the server imports nothing of src). */
interface PageRequest {
  url: string;
  origin: string;
  apiOrigin: string;
  langCookie?: string | null;
  countryCode?: string | null;
  budgetMs: number;
  fetch?: typeof fetch;
  apiCookie?: string;
}
interface RenderedDocument {
  status: number;
  html: string;
  locale: string;
  rendered: boolean;
  reason?: string;
  apiDown?: boolean;
}
export interface Renderer {
  pageRequest(
    url: string,
    origin: string,
    apiOrigin: string,
    header: (name: string) => string | null | undefined,
  ): PageRequest;
  requestVariant(request: PageRequest): string;
  renderDocument(request: PageRequest, template: string, renderable?: boolean): Promise<RenderedDocument>;
}

/** The built renderer in `dir` (dist-ssr/), or undefined when the app was not built for server rendering. */
export async function loadRenderer(dir: string): Promise<Renderer | undefined> {
  const file = resolve(dir, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as Renderer;
}

export const GUEST_PAGE_CACHE = `public, max-age=${REPLY_TTL_MS / 1000}`;
export const GUEST_OWN_PAGE_CACHE = `private, max-age=${REPLY_TTL_MS / 1000}`;
export const PLAYER_PAGE_CACHE = 'private, no-store';
/** Guests' pages kept at most, in bytes of HTML (an unknown query string makes a page of its own). */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
/** Renders under way at most; past that a visitor gets the shell at once rather than a slower and slower page. */
const MAX_RENDERING = 16;

interface Kept {
  status: number;
  html: string;
  expires: number;
}

export interface PagesOptions {
  renderer: Renderer;
  /** The operator's API (API_ORIGIN); unset, this app answers in process. */
  apiOrigin?: string | undefined;
  /** This app's fetch, for in-process calls. */
  self: (request: Request) => Response | Promise<Response>;
  /** Outside production a test may make the renderer's API slow or failing (FAULT_COOKIE). */
  faults?: boolean;
  ttlMs?: number;
  /** COUNTRY_HEADER (lower case): the pages vary on it. */
  countryHeader?: string | undefined;
}

/**
 * Dev and test only: `ssr_api=slow` delays every API call of the render by SLOW_MS, `ssr_api=fail` answers them
 * 503, so a browser test sees the shell that stands in for a page (e2e/ssr.spec.ts); `ssr_api=off` sends the
 * shell at once, for tests of what the browser does when it loads a page's data itself (e2e/faults.spec.ts).
 * Never cached.
 */
export const FAULT_COOKIE = 'ssr_api';
const SLOW_MS = 1_500;

type Fault = 'slow' | 'fail' | 'off';
function faultOf(c: Context): Fault | undefined {
  const value = getCookie(c, FAULT_COOKIE);
  return value === 'slow' || value === 'fail' || value === 'off' ? value : undefined;
}

/** Sends the page for a GET of an app route; `template` is index.html's text. */
export function pages({
  renderer,
  apiOrigin,
  self,
  faults = false,
  ttlMs = REPLY_TTL_MS,
  countryHeader,
}: PagesOptions) {
  // The page's language and images come from these (src/entry-server.tsx pageRequest), and its country from the edge's
  // header when one is configured.
  const vary = ['Cookie', 'Accept-Language', ...(countryHeader ? [countryHeader] : []), 'Save-Data'].join(', ');
  const kept = new Map<string, Kept>();
  let keptBytes = 0;
  const forget = (key: string) => {
    keptBytes -= kept.get(key)?.html.length ?? 0;
    kept.delete(key);
  };
  /** Guests' renders under way: the same page asked for again meanwhile waits for that one render. */
  const rendering = new Map<string, Promise<RenderedDocument>>();
  let underWay = 0;
  /** After the API failed a render, guests get the shell at once for a few seconds instead of waiting again. */
  let apiDownUntil = 0;
  const inProcess: typeof fetch = (input, init) => Promise.resolve(self(new Request(input, init)));

  return async (c: Context<AppEnv>, template: string): Promise<Response> => {
    const url = new URL(c.req.url);
    // The page's public origin (PUBLIC_ORIGIN, a PUBLIC_HOSTS or loopback host; never a forged Host, see
    // docs/architecture.md#public-origin): canonical URLs, og:url and the sport links carry it, the kept pages key on
    // it, and the in-process API reads are addressed to it so their URLs agree.
    const origin = requestOrigin(c);
    const request = renderer.pageRequest(url.pathname + url.search, origin, apiOrigin ?? origin, (name) =>
      c.req.header(name),
    );
    if (!apiOrigin) request.fetch = inProcess;
    const visitor = c.get('visitorCountry');
    request.countryCode = visitor?.code ?? null;
    const asked = url.searchParams.get('lang');
    const langParam = isLocale(asked) ? asked : undefined;
    const setsCookie = langParam !== undefined && getCookie(c, LANG_COOKIE) !== langParam;
    if (langParam) request.langCookie = langParam;
    if (setsCookie) setLangCookie(c, langParam);
    const fault = faults ? faultOf(c) : undefined;
    // Dev and test only: the hostile-HTML switch (server/dev/xss-replies.ts) reaches the renderer's API too, so
    // the server's sanitiser meets every payload (e2e/xss.spec.ts). Such pages are never kept.
    const xssCase = faults ? getCookie(c, XSS_COOKIE) : undefined;
    // Likewise the per-browser list of sign-in services (server/dev/sign-in-switch.ts): the page shows that list.
    const signInCase = faults ? getCookie(c, SIGN_IN_COOKIE) : undefined;
    const apiCookies = [
      xssCase === undefined ? null : `${XSS_COOKIE}=${encodeURIComponent(xssCase)}`,
      signInCase === undefined ? null : `${SIGN_IN_COOKIE}=${encodeURIComponent(signInCase)}`,
    ].filter((pair) => pair !== null);
    if (apiCookies.length > 0) request.apiCookie = apiCookies.join('; ');
    if (fault) {
      const send = request.fetch ?? fetch;
      request.fetch = async (input, init) => {
        if (fault === 'fail') return new Response('{"success":false,"message":"Unavailable"}', { status: 503 });
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
        return send(input, init);
      };
    }
    const player = Boolean(getSessionCookie(c));
    // Only the browser may keep a page that sets a cookie or whose country (in its data, maybe in its language) came
    // from the address: no header could tell a shared cache which visitors it fits.
    const ownCopy = visitor?.from !== 'header' || setsCookie;
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': player ? PLAYER_PAGE_CACHE : ownCopy ? GUEST_OWN_PAGE_CACHE : GUEST_PAGE_CACHE,
      Vary: vary,
    };

    const key = `${origin} ${renderer.requestVariant(request)} ${request.url}`;
    const now = Date.now();
    // One kept render for guests and players (see the header comment): a session cookie changes only the headers.
    const shared = !fault && apiCookies.length === 0;
    const hit = shared ? kept.get(key) : undefined;
    if (hit && hit.expires > now) return c.body(hit.html, hit.status as 200, { ...headers, 'X-Page-Cache': 'hit' });

    let pending = shared ? rendering.get(key) : undefined;
    if (!pending) {
      const busy = underWay >= MAX_RENDERING || (shared && now < apiDownUntil);
      const renderable = fault === 'off' || busy ? false : undefined;
      underWay += 1;
      pending = renderer.renderDocument(request, template, renderable).finally(() => {
        underWay -= 1;
      });
      if (shared) {
        rendering.set(key, pending);
        void pending.finally(() => rendering.delete(key)).catch(() => undefined);
      }
    }
    const document = await pending;
    if (document.reason) {
      console.warn(`[ssr] ${request.url}: shell sent (${document.reason})`);
      if (document.apiDown && !fault) apiDownUntil = Date.now() + ttlMs;
    }
    // The shell stands in for a page that could not be rendered: it is never kept, a later visit tries again.
    if (!document.rendered) headers['Cache-Control'] = 'no-cache';
    else if (shared) {
      for (const [oldKey, entry] of kept) if (entry.expires <= now) forget(oldKey);
      forget(key);
      // Still too much: the oldest go first (a Map keeps insertion order).
      for (const oldKey of kept.keys()) {
        if (keptBytes + document.html.length <= MAX_KEPT_BYTES) break;
        forget(oldKey);
      }
      kept.set(key, { status: document.status, html: document.html, expires: now + ttlMs });
      keptBytes += document.html.length;
    }
    return c.body(document.html, document.status as 200, headers);
  };
}

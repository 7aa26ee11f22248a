// HTTP caching of API replies. Replies that do not depend on the session (catalogue, FAQ, clubs, site
// config) are public: any cache may keep them a minute and then serve them up to five more minutes while it
// revalidates; they carry a weak ETag of their (identity) body and a matching If-None-Match gets a bodiless
// 304. Everything else keeps the no-store app.ts sets on /api/* by default: balances, payments, bets,
// bonuses, the user and the session are never cached anywhere.
//
// The server keeps its own copy of each public reply for REPLY_TTL_MS (keyed by language, origin, path and
// query, which is all a public reply may depend on), so a hot catalogue read costs no database round trip.
// The catalogue only changes through the seed and migrations (no route writes it): at most REPLY_TTL_MS
// late here, the same order as the max-age every shared cache is allowed anyway.
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../env';
import { addVary, type Bytes, replaceReply } from './compress';
import { getSessionCookie } from './cookies';
import { currentLocale } from './locale';
import { requestOrigin } from './query';

export const CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** How long the server answers a public reply from memory. */
export const REPLY_TTL_MS = 5_000;
/** Public replies kept at once (search and paging make the key space open-ended), and their bytes. */
const REPLY_ENTRIES = 500;
const REPLY_BYTES = 32 * 1024 * 1024;
/** Larger public replies are not kept (the largest, games/groups, is ~90 KB). */
const REPLY_MAX_BYTES = 1024 * 1024;

/** True when the session middleware is clearing a stale `sid` cookie in this very reply. */
const clearsStaleCookie = (c: Context<AppEnv>) => Boolean(getSessionCookie(c)) && !c.get('auth');

/**
 * Marks a reply cacheable, except when the session middleware is clearing a stale cookie in this very
 * reply: a Set-Cookie must never sit in a shared cache. A reply in the caller's language (`inLanguage`) tells shared
 * caches what that language comes from (server/http/locale.ts); the server's own copy is kept per language anyway.
 */
export function catalogueCache(c: Context<AppEnv>, { inLanguage = false } = {}): void {
  if (clearsStaleCookie(c)) return;
  c.header('Cache-Control', CATALOGUE_CACHE);
  if (inLanguage) c.header('Vary', 'Cookie, Accept-Language');
}

const PUBLIC = /(?:^|,)\s*public\s*(?:,|$)/i;

export const weakEtag = (body: Uint8Array): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Weak comparison (RFC 9110 §13.1.2): `*` or any listed tag equal to `etag` once W/ is set aside. */
export function etagMatches(etag: string, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

interface StoredReply {
  body: Bytes;
  type: string;
  cacheControl: string;
  etag: string;
  /** What the reply varies by besides its coding (a reply in the caller's language: Cookie, Accept-Language). */
  vary: string | null;
}

function answer(c: Context<AppEnv>, stored: StoredReply): Response {
  const headers = new Headers({ 'Cache-Control': stored.cacheControl, ETag: stored.etag });
  if (stored.vary) headers.set('Vary', stored.vary);
  if (etagMatches(stored.etag, c.req.header('If-None-Match'))) {
    // The 200 would have varied by Accept-Encoding (compress.ts); a 304 says so too.
    addVary(headers);
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Type', stored.type);
  headers.set('Content-Length', String(stored.body.byteLength));
  return new Response(stored.body, { status: 200, headers });
}

/**
 * ETag, 304 and the server's short-lived copy of public API replies. Registered after the session
 * middleware, so a reply that clears a stale cookie is neither taken from nor put in the copy.
 */
export function catalogueReplies({ ttlMs = REPLY_TTL_MS } = {}): MiddlewareHandler<AppEnv> {
  // lru-cache drops the least recently used reply past the entry or byte bound and an expired one on read.
  const replies = new LRUCache<string, StoredReply>({
    max: REPLY_ENTRIES,
    maxSize: REPLY_BYTES,
    maxEntrySize: REPLY_MAX_BYTES,
    sizeCalculation: (reply) => Math.max(1, reply.body.byteLength),
    ttl: ttlMs,
  });

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    // The language is part of the key: a reply in Kreyòl is never served to a French visitor (server/http/locale.ts).
    const key = `${currentLocale(c)} ${requestOrigin(c)}${url.pathname}${url.search}`;
    const fresh = clearsStaleCookie(c) ? undefined : replies.get(key);
    if (fresh) return answer(c, fresh);

    await next();
    const res = c.res;
    const cacheControl = res.headers.get('Cache-Control') ?? '';
    if (res.status !== 200 || !PUBLIC.test(cacheControl)) return;
    if (res.headers.has('Set-Cookie') || res.headers.has('Content-Encoding')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const stored: StoredReply = {
      body,
      type: res.headers.get('Content-Type') ?? 'application/octet-stream',
      cacheControl,
      etag: res.headers.get('ETag') ?? weakEtag(body),
      vary: res.headers.get('Vary'),
    };
    replies.set(key, stored);
    const reply = answer(c, stored);
    if (reply.status === 200) {
      for (const [name, value] of res.headers) {
        if (!reply.headers.has(name) && name !== 'content-length') reply.headers.set(name, value);
      }
    }
    replaceReply(c, reply);
  };
}

// Serves the built app (vite's dist/) when present. Hashed files under /assets are immutable for a year;
// index.html, the SPA fallback and the other unhashed code (sw.js, manifest.webmanifest) are revalidated
// every time (`no-cache`, with an ETag: a repeat visit costs a 304) so a new build is picked up at once;
// other public files (favicon, icons) are kept a day. Any other GET that is not an API, dev or media path
// and not a file gets index.html (SPA fallback: wouter routes it).
//
// Text files are read and compressed once per file and kept in memory, keyed by path, mtime and size
// (a rebuild in place is picked up): the first request gets brotli 5 or gzip 9 at once, and brotli 11
// replaces brotli 5 when a background pass (one file at a time) has made it. Other files stream from
// disk through Hono's serveStatic.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { etagMatches, weakEtag } from './cache';
import { type Bytes, type Coding, encode, MIN_COMPRESS_BYTES, negotiate } from './compress';

const RESERVED = /^\/(api|dev|media)(\/|$)/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const PUBLIC_FILE = 'public, max-age=86400';

/** Text files served from memory, compressed; anything else streams from disk as it is. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Unhashed files that change with a release: the browser must ask again before each use. */
const RELEASE_FILES = new Set(['.html', '.css', '.js', '.mjs', '.json', '.map', '.webmanifest', '.txt', '.xml']);

export function cacheControlFor(urlPath: string, file: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  return RELEASE_FILES.has(extname(file).toLowerCase()) ? REVALIDATE : PUBLIC_FILE;
}

export const hasBuild = (dir: string | undefined): dir is string =>
  dir !== undefined && dir !== '' && existsSync(join(dir, 'index.html'));

/** The file a (decoded) URL path names under `root`, or undefined for paths serveStatic would refuse too. */
function fileOf(root: string, path: string): string | undefined {
  if (/(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\|\0|%/.test(path)) return undefined;
  const file = resolve(join(root, path.endsWith('/') ? `${path}index.html` : path));
  return file.startsWith(root + sep) ? file : undefined;
}

interface TextFile {
  mtimeMs: number;
  size: number;
  type: string;
  identity: Bytes;
  etag: string;
  /** Best compressed copy so far per coding (undefined: not worth compressing). */
  encoded: Map<Coding, Promise<Bytes | undefined>>;
}

/** Compressed text files of one static dir, in memory. */
class TextFiles {
  readonly #files = new Map<string, Promise<TextFile | undefined>>();
  #upgrades: Promise<unknown> = Promise.resolve();

  async get(file: string): Promise<TextFile | undefined> {
    const type = TEXT_TYPES[extname(file).toLowerCase()];
    if (!type) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      // A file a rebuild removed must not stay in memory.
      this.#files.delete(file);
      return undefined;
    }
    const cached = await this.#files.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const loading = readFile(file).then(
      (buffer): TextFile => ({
        mtimeMs: info.mtimeMs,
        size: info.size,
        type,
        identity: new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength),
        etag: weakEtag(buffer),
        encoded: new Map(),
      }),
      () => undefined,
    );
    this.#files.set(file, loading);
    return loading;
  }

  /** The file compressed with `coding`, or undefined when identity is as good (small or incompressible). */
  variant(entry: TextFile, coding: Coding): Promise<Bytes | undefined> {
    if (entry.identity.byteLength < MIN_COMPRESS_BYTES) return Promise.resolve(undefined);
    let best = entry.encoded.get(coding);
    if (best) return best;
    const smaller = (out: Bytes) => (out.byteLength < entry.identity.byteLength ? out : undefined);
    // gzip 9 costs milliseconds even on a megabyte: final at once. Brotli 11 can cost seconds: brotli 5
    // now, the best later, one file at a time so the background work never takes more than one core.
    best = encode(entry.identity, coding, coding === 'gzip' ? 'max' : 'fast').then(smaller);
    entry.encoded.set(coding, best);
    if (coding === 'br') {
      this.#upgrades = this.#upgrades
        .then(async () => {
          const out = smaller(await encode(entry.identity, 'br', 'max'));
          const current = await entry.encoded.get('br');
          if (out && (!current || out.byteLength < current.byteLength)) entry.encoded.set('br', Promise.resolve(out));
        })
        .catch(() => {});
    }
    return best;
  }
}

async function sendText(c: Context<AppEnv>, files: TextFiles, entry: TextFile, cacheControl: string) {
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
  };
  if (etagMatches(entry.etag, c.req.header('If-None-Match'))) return c.body(null, 304, headers);
  headers['Content-Type'] = entry.type;
  if (c.req.method === 'HEAD') {
    headers['Content-Length'] = String(entry.identity.byteLength);
    return c.body(null, 200, headers);
  }
  const coding = negotiate(c.req.header('Accept-Encoding'));
  const encoded = coding ? await files.variant(entry, coding) : undefined;
  if (coding && encoded) headers['Content-Encoding'] = coding;
  const body = encoded ?? entry.identity;
  headers['Content-Length'] = String(body.byteLength);
  return c.body(body, 200, headers);
}

/** Renders an app page around index.html's text (server/http/pages.ts); without it every page is the shell. */
export type PageHandler = (c: Context<AppEnv>, template: string) => Promise<Response>;

export function mountStatic(app: Hono<AppEnv>, staticDir: string, page?: PageHandler): void {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');
  const texts = new TextFiles();
  const streamed = serveStatic({ root });

  app.use('*', async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || RESERVED.test(path)) return next();
    const file = fileOf(root, path);
    if (!file) return next();
    // '/' is a page (rendered on the server); '/index.html' stays the plain shell the service worker keeps.
    if (page && file === indexFile && path !== '/index.html') return next();

    const text = await texts.get(file);
    if (text) return sendText(c, texts, text, cacheControlFor(path, file));

    let missed = false;
    const res = await streamed(c, async () => {
      missed = true;
    });
    if (missed || !(res instanceof Response) || res.status !== 200) return next();
    res.headers.set('Cache-Control', cacheControlFor(path, file));
    // serveStatic sends Last-Modified but answers every revalidation in full.
    const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
    const modified = Date.parse(res.headers.get('Last-Modified') ?? '');
    if (!c.req.header('If-None-Match') && Number.isFinite(since) && Number.isFinite(modified) && modified <= since) {
      await res.body?.cancel();
      return c.body(null, 304, {
        'Cache-Control': res.headers.get('Cache-Control') ?? PUBLIC_FILE,
        'Last-Modified': res.headers.get('Last-Modified') ?? '',
      });
    }
    return res;
  });

  // Browsers ask for /favicon.ico on pages that name no icon (the dev stand-ins): the app's icon is an SVG.
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));

  app.get('*', async (c: Context<AppEnv>, next) => {
    const path = c.req.path;
    // A missing hashed asset must stay a 404: answering HTML to a <script> request hides the error.
    if (RESERVED.test(path) || path.startsWith('/assets/')) return next();
    const index = await texts.get(indexFile);
    if (!index) return next();
    if (page) return page(c, new TextDecoder().decode(index.identity));
    return sendText(c, texts, index, REVALIDATE);
  });
}

// Response compression (docs/architecture.md#performance): brotli or gzip (node:zlib) for text replies, negotiated from
// Accept-Encoding: the client's highest q wins, brotli on a tie, q=0 refuses a coding. Replies of a
// compressible type always carry `Vary: Accept-Encoding`; bodies under MIN_COMPRESS_BYTES, HEAD, 204/206/304,
// already-encoded, streamed (Transfer-Encoding) and `no-transform` replies are left as they are.
// The built app's files are compressed once by server/http/static.ts; this middleware compresses what
// the handlers answer (API JSON, generated SVG) at a low effort, and keeps the compressed copy of public
// replies (they carry an ETag of their body, server/http/cache.ts) so a hot catalogue reply is compressed
// once per content, not once per request.
import { promisify } from 'node:util';
import {
  brotliCompress as brotliCallback,
  constants as zlibConstants,
  gzip as gzipCallback,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

export type Coding = 'br' | 'gzip';

/** Below this a compressed body saves less than the TCP/TLS overhead it costs to negotiate. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * `fast`: replies compressed per request (brotli 5 / gzip 6: measured on the catalogue JSON, the cheapest
 * settings that keep most of the gain). `max`: files compressed once for the life of the process (brotli 11,
 * 9 above MAX_QUALITY_BYTES where 11 costs seconds; gzip 9).
 */
export type Effort = 'fast' | 'max';
const MAX_QUALITY_BYTES = 512 * 1024;

const brotli = promisify(brotliCallback) as (body: Uint8Array, options: BrotliOptions) => Promise<Buffer>;
const gzip = promisify(gzipCallback) as (body: Uint8Array, options: ZlibOptions) => Promise<Buffer>;

/** Bytes a Response accepts (zlib hands out Buffers over an ArrayBufferLike). */
export type Bytes = Uint8Array<ArrayBuffer>;
const bytesOf = (buffer: Buffer): Bytes =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/** Compresses `body` with `coding` on the libuv thread pool (the event loop keeps serving meanwhile). */
export async function encode(body: Uint8Array, coding: Coding, effort: Effort): Promise<Bytes> {
  if (coding === 'gzip') return bytesOf(await gzip(body, { level: effort === 'max' ? 9 : 6 }));
  const quality = effort === 'fast' ? 5 : body.byteLength > MAX_QUALITY_BYTES ? 9 : 11;
  const out = await brotli(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
  return bytesOf(out);
}

const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?:html|css|javascript|plain|xml)|application\/(?:javascript|json|xml|manifest\+json|geo\+json)|image\/svg\+xml)\s*(?:;|$)/i;

export const isCompressibleType = (type: string | null | undefined): boolean =>
  type !== null && type !== undefined && COMPRESSIBLE_TYPE.test(type);

/** The codings this server makes, best first (brotli wins a tie of q values). */
const CODINGS: Coding[] = ['br', 'gzip'];

/**
 * The coding to answer with for an Accept-Encoding header, or undefined for identity: negotiator's reading
 * of q values (an explicit q beats `*`, q=0 refuses), with `x-gzip` taken as gzip (RFC 9110 §12.5.3).
 */
export function negotiate(header: string | null | undefined): Coding | undefined {
  if (!header) return undefined;
  const accept = header.replace(/\bx-gzip\b/gi, 'gzip');
  const coding = new Negotiator({ headers: { 'accept-encoding': accept } }).encoding(CODINGS, { preferred: CODINGS });
  return coding === 'br' || coding === 'gzip' ? coding : undefined;
}

/** Adds Accept-Encoding to Vary unless it is there already (or Vary is `*`). */
export function addVary(headers: Headers): void {
  const current = headers.get('Vary');
  if (current === null || current.trim() === '') {
    headers.set('Vary', 'Accept-Encoding');
    return;
  }
  if (current.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) return;
  headers.set('Vary', `${current}, Accept-Encoding`);
}

/** Replaces the context's reply without Hono merging the old reply's headers (Content-Length) into it. */
export function replaceReply(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/** A least-recently-used map of byte bodies bounded by entries and bytes (lru-cache). */
export const byteLru = (max: number, maxSize: number) =>
  new LRUCache<string, Bytes>({ max, maxSize, sizeCalculation: (value) => Math.max(1, value.byteLength) });

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const PUBLIC = /(?:^|,)\s*public\s*(?:,|$)/i;
const BODILESS = new Set([204, 205, 206, 304]);

/** Compressed copies of public replies, keyed by coding and ETag (a hash of the identity body). */
const MEMO_ENTRIES = 256;
const MEMO_BYTES = 16 * 1024 * 1024;

export function compress(): MiddlewareHandler {
  const memo = byteLru(MEMO_ENTRIES, MEMO_BYTES);
  return async (c, next) => {
    await next();
    const res = c.res;
    // Only headers and status here: @hono/node-server's light Response turns into a full one (and costs
    // tens of microseconds) when its body or statusText is touched.
    if (BODILESS.has(res.status)) return;
    if (res.headers.has('Content-Encoding') || res.headers.has('Transfer-Encoding')) return;
    if (!isCompressibleType(res.headers.get('Content-Type'))) return;
    const cacheControl = res.headers.get('Cache-Control') ?? '';
    if (NO_TRANSFORM.test(cacheControl)) return;
    addVary(res.headers);
    if (c.req.method === 'HEAD') return;
    const coding = negotiate(c.req.header('Accept-Encoding'));
    const declared = res.headers.get('Content-Length');
    if (!coding || (declared !== null && Number(declared) < MIN_COMPRESS_BYTES)) return;

    const etag = res.headers.get('ETag');
    const key = etag && PUBLIC.test(cacheControl) ? `${coding} ${etag}` : undefined;
    let out = key ? memo.get(key) : undefined;
    let compressed = out !== undefined;
    // The ETag names the identity body: with its compressed copy at hand, the body is not even read.
    if (!out) {
      const body = new Uint8Array(await res.arrayBuffer());
      if (body.byteLength === 0) return;
      const encoded = body.byteLength >= MIN_COMPRESS_BYTES ? await encode(body, coding, 'fast') : body;
      compressed = encoded.byteLength < body.byteLength;
      out = compressed ? encoded : body;
      if (key && compressed) memo.set(key, out);
    }
    const headers = new Headers(res.headers);
    if (compressed) {
      headers.set('Content-Encoding', coding);
      // A strong validator names exact bytes; the compressed bytes are another representation.
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.set('Content-Length', String(out.byteLength));
    replaceReply(c, new Response(out, { status: res.status, headers }));
  };
}

// A real HTTP server on 127.0.0.1 (random port) that replies per path from a script, so the API
// client is tested over real sockets: statuses, slow replies, malformed bodies, and the arrival
// time of every attempt (server side, so retry delays are measured where they happen).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface ScriptedReply {
  status?: number;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent verbatim (malformed JSON, an HTML error page). */
  raw?: string;
  contentType?: string;
  /** Hold the reply this long (timeouts, aborts mid-flight). */
  delayMs?: number;
}

export interface Arrival {
  method: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface FaultServer {
  origin: string;
  /** The versioned base the client is configured with. */
  apiBase: string;
  /** Replies for a pathname, used in order; the last one repeats. Resets that path's arrivals. */
  script(pathname: string, replies: ScriptedReply[]): void;
  arrivals(pathname: string): Arrival[];
  close(): Promise<void>;
}

export async function startFaultServer(): Promise<FaultServer> {
  const scripts = new Map<string, ScriptedReply[]>();
  const log = new Map<string, Arrival[]>();

  const server = createServer((req, res) => {
    const at = performance.now();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const arrivals = log.get(url.pathname) ?? [];
      log.set(url.pathname, arrivals);
      arrivals.push({
        method: req.method ?? '',
        pathname: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at,
      });
      const replies = scripts.get(url.pathname);
      const reply = replies?.[Math.min(arrivals.length, replies.length) - 1] ?? {
        status: 404,
        json: { success: false, message: `nothing scripted for ${url.pathname}` },
      };
      const send = () => {
        if (res.destroyed) return;
        const body = reply.raw ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
        res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' });
        res.end(req.method === 'HEAD' ? undefined : body);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    apiBase: `${origin}/api/v1/`,
    script(pathname, replies) {
      scripts.set(pathname, replies);
      log.set(pathname, []);
    },
    arrivals: (pathname) => log.get(pathname) ?? [],
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on, for connection-refused tests. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once the server has seen n requests on a path (for aborting mid-flight). */
export async function waitForArrivals(server: FaultServer, pathname: string, n: number): Promise<void> {
  while (server.arrivals(pathname).length < n) await new Promise((resolve) => setTimeout(resolve, 5));
}

// A node:http server on 127.0.0.1 (random port) that answers a call with one of its recorded fixture
// replies, and keeps what the app sent, so the app's real API functions and HTTP client are tested over
// a real socket against the documented replies.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FixtureReply, fixture, reply } from './fixtures';

export interface Received {
  method: string;
  pathname: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FixtureServer {
  origin: string;
  /** The next calls of `name`'s method and path get its reply `case_`; returns what they sent. */
  answer(name: string, case_: string): Received[];
  /** The same for a path the fixture does not name (a server-supplied endpoint, another id). */
  answerAt(method: string, pathname: string, recorded: FixtureReply): Received[];
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const routes = new Map<string, { reply: FixtureReply; received: Received[] }>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const route = routes.get(`${req.method} ${url.pathname}`);
      if (!route) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, message: 'Not found' }));
        return;
      }
      route.received.push({
        method: req.method ?? '',
        pathname: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(route.reply.status, { 'content-type': 'application/json', ...route.reply.headers });
      res.end(JSON.stringify(route.reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const answerAt = (method: string, pathname: string, recorded: FixtureReply) => {
    const received: Received[] = [];
    routes.set(`${method} ${pathname}`, { reply: recorded, received });
    return received;
  };

  return {
    origin: `http://127.0.0.1:${port}`,
    answer(name, case_) {
      const { method, path } = fixture(name).request;
      return answerAt(method, path, reply(name, case_));
    },
    answerAt,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

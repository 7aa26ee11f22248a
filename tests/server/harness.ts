// Starts the real server (migrations, seed, Hono app, node HTTP server) on 127.0.0.1 with a random port
// and a fresh in-memory PGlite. One per test file: PGlite's initdb takes seconds, tests take ms.
import type { Db } from '../../server/db/client';
import { openDatabase } from '../../server/db/client';
import type { Mode } from '../../server/env';
import { startServer } from '../../server/start';

export interface TestServer {
  url: string;
  /** The server's own database handle, for assertions on what the calls stored. */
  db: Db;
  close: () => Promise<void>;
}

export async function startTestServer(options: { mode?: Mode; staticDir?: string } = {}): Promise<TestServer> {
  const database = await openDatabase({ dataDir: 'memory' });
  const server = await startServer({
    database,
    mode: options.mode ?? 'test',
    host: '127.0.0.1',
    port: 0,
    staticDir: options.staticDir,
  });
  return { url: server.url, db: database.db, close: server.close };
}

/** A fetch that keeps cookies between calls like a browser tab (name=value only; attributes ignored). */
export function browser(baseUrl: string) {
  const jar = new Map<string, string>();
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(new URL(path, baseUrl), { ...init, headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  return { call, jar };
}

export const DEMO = { login: '50937000001', password: 'demo1234' } as const;

// Starts the real server (migrations, seed, Hono app, node HTTP server) on 127.0.0.1 with a random port
// and a fresh in-memory PGlite. One per test file: PGlite's initdb takes seconds, tests take ms.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Db } from '../../server/db/client';
import { openDatabase, pgliteDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import type { Mode } from '../../server/env';
import { startServer } from '../../server/start';

/**
 * The seeded database every server test file starts from. Migrating and seeding cost 3–8 s per file on
 * the 2-core CI machine, so the first file of a run saves the migrated and seeded cluster as a tarball and
 * the others load it (each still gets its own in-memory copy). The key covers the migrations, the seed
 * sources and the hour: seed dates are relative to "now", so a template is never more than an hour old.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const sources = [
    ...readdirSync('server/db/migrations').map((f) => join('server/db/migrations', f)),
    'server/db/seed.ts',
    ...readdirSync('server/db/seed').map((f) => join('server/db/seed', f)),
  ].sort();
  for (const file of sources) hash.update(file).update(readFileSync(file));
  hash.update(new Date().toISOString().slice(0, 13));
  return hash.digest('hex').slice(0, 16);
}

async function seededDatabase(): Promise<Database> {
  const file = join(tmpdir(), `pglite-seeded-${templateKey()}.tar`);
  const tarball = await readFile(file).catch(() => null);
  if (tarball) {
    const client = new PGlite({ loadDataDir: new Blob([new Uint8Array(tarball)]), relaxedDurability: true });
    await client.waitReady;
    return pgliteDatabase(client, 'PGlite (in memory, seeded template)');
  }
  const database = await openDatabase({ dataDir: 'memory' });
  await migrate(database.db);
  await seedIfEmpty(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file).catch(() => unlink(partial));
  // Templates of earlier hours or sources are dead weight in the temp dir.
  for (const name of readdirSync(tmpdir())) {
    if (/^pglite-seeded-[0-9a-f]{16}\.tar$/.test(name) && join(tmpdir(), name) !== file) {
      await unlink(join(tmpdir(), name)).catch(() => {});
    }
  }
  return database;
}

export interface TestServer {
  url: string;
  /** The server's own database handle, for assertions on what the calls stored. */
  db: Db;
  close: () => Promise<void>;
}

export async function startTestServer(options: { mode?: Mode; staticDir?: string } = {}): Promise<TestServer> {
  const database = await seededDatabase();
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

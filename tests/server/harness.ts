// Starts the real server (migrations, seed, Hono app, node HTTP server) on 127.0.0.1 with a random port
// and a fresh seeded database of its own: an in-memory PGlite by default, or, when DATABASE_URL is a
// postgres:// URL (scripts/test-postgres.sh), a new database on that PostgreSQL cloned from a template
// that the first file of the run migrates and seeds, dropped again on close. One per test file.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { Database, Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { isPostgresUrl, openDatabase, pgliteDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { pgliteFromTarball } from '../../server/db/pglite-memory';
import { seedIfEmpty } from '../../server/db/seed';
import type { Clock, Mode } from '../../server/env';
import type { PublicOriginConfig } from '../../server/http/public-origin';
import type { SecurityConfig } from '../../server/http/security-headers';
import type { VisitorConfig } from '../../server/http/visitor-country';
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

const HOUR_MS = 3_600_000;

const pgliteTemplateFile = () => join(tmpdir(), `pglite-seeded-${templateKey()}.tar`);

async function pgliteSeededDatabase(): Promise<Database> {
  const file = pgliteTemplateFile();
  const tarball = await readFile(file).catch(() => null);
  if (tarball) return pgliteDatabase(await pgliteFromTarball(tarball), 'PGlite (in memory, seeded template)');
  const database = await openDatabase({ dataDir: 'memory' });
  await migrate(database.db);
  await seedIfEmpty(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file).catch(() => unlink(partial));
  // Templates of earlier hours are dead weight in the temp dir. One of this hour with another key is another
  // checkout's, or StrykerJS's sandbox's (its copies of the seed sources differ): a run going on beside this one.
  for (const name of readdirSync(tmpdir())) {
    const other = join(tmpdir(), name);
    if (/^pglite-seeded-[0-9a-f]{16}\.tar$/.test(name) && other !== file) {
      const modified = (await stat(other).catch(() => undefined))?.mtimeMs ?? Date.now();
      if (modified < Date.now() - HOUR_MS) await unlink(other).catch(() => {});
    }
  }
  return database;
}

/**
 * Fills the empty directory `dir` with a migrated and seeded PGlite cluster, for a server started on it
 * as a child process (DATA_DIR): the run's template, unpacked, instead of seconds of initdb and seeding.
 */
export async function seedPgliteDir(dir: string): Promise<void> {
  if (!existsSync(pgliteTemplateFile())) await (await pgliteSeededDatabase()).close();
  execFileSync('tar', ['-xf', pgliteTemplateFile(), '-C', dir], { stdio: 'pipe' });
}

/** The real PostgreSQL the suite runs against (scripts/test-postgres.sh sets DATABASE_URL), or undefined. */
export const postgresUrl = (): string | undefined =>
  isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;

const withDatabase = (url: string, name: string) => {
  const out = new URL(url);
  out.pathname = `/${name}`;
  return out.toString();
};
/** Serialises template building and cloning across the run's worker processes. */
const TEMPLATE_LOCK_KEY = 7_350_009;

/**
 * A new database on the PostgreSQL at `url` (which needs CREATEDB), copied from the seeded template of
 * this hour and sources: the first file of a run builds the template (under a name it renames only when
 * complete), the others find it. Returns its URL and a drop() that removes it.
 */
export async function newPostgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = `bc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    const conn = await admin.reserve();
    await conn`SELECT pg_advisory_lock(${TEMPLATE_LOCK_KEY})`;
    try {
      const template = `bc_tpl_${templateKey()}`;
      const [found] = await conn`SELECT 1 FROM pg_database WHERE datname = ${template}`;
      if (!found) {
        const stale = await conn<
          { datname: string }[]
        >`SELECT datname FROM pg_database WHERE datname LIKE 'bc\_tpl\_%'`;
        for (const row of stale) await conn.unsafe(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
        const building = `${template}_building`;
        await conn.unsafe(`CREATE DATABASE "${building}"`);
        const database = await openDatabase({ databaseUrl: withDatabase(url, building) });
        try {
          await migrate(database.db);
          await seedIfEmpty(database.db);
        } finally {
          await database.close();
        }
        await conn.unsafe(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      }
      await conn.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await conn`SELECT pg_advisory_unlock(${TEMPLATE_LOCK_KEY})`;
      conn.release();
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  const drop = async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await sql.end({ timeout: 5 });
    }
  };
  return { url: withDatabase(url, name), drop };
}

/** A fresh, migrated and seeded database of the test file's own (PGlite, or PostgreSQL when configured). */
export async function seededDatabase(): Promise<Database> {
  const url = postgresUrl();
  if (!url) return pgliteSeededDatabase();
  const fresh = await newPostgresDatabase(url);
  const database = await openDatabase({ databaseUrl: fresh.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

export interface TestServer {
  url: string;
  /** The server's own database handle, for assertions on what the calls stored. */
  db: Db;
  close: () => Promise<void>;
}

export async function startTestServer(
  options: {
    mode?: Mode;
    staticDir?: string;
    /** The server renderer's folder (an entry-server.js); unset, pages are the plain shell. */
    ssrDir?: string;
    security?: SecurityConfig;
    visitor?: VisitorConfig;
    publicOrigin?: PublicOriginConfig;
    signInServices?: readonly string[];
    clock?: Clock;
    heartbeatMs?: number;
    housekeepingMs?: number;
  } = {},
): Promise<TestServer> {
  const database = await seededDatabase();
  const server = await startServer({
    database,
    mode: options.mode ?? 'test',
    host: '127.0.0.1',
    port: 0,
    staticDir: options.staticDir,
    ssrDir: options.ssrDir,
    security: options.security,
    visitor: options.visitor,
    publicOrigin: options.publicOrigin,
    signInServices: options.signInServices,
    clock: options.clock,
    heartbeatMs: options.heartbeatMs,
    housekeepingMs: options.housekeepingMs,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  return { url: server.url, db: database.db, close: server.close };
}

/**
 * A clock the test moves (the server's Clock, server/env.ts): it reads the real time plus every `advance` so far, so
 * requests a test makes between two advances still see time pass.
 */
export function movableClock() {
  let offsetMs = 0;
  const now: Clock = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}
export type MovableClock = ReturnType<typeof movableClock>;

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

// Unique per run, so a reused PostgreSQL database does not collide with an earlier run's users.
const runId = String(Date.now() % 100_000).padStart(5, '0');
let bareUserSeq = 0;

/** A user row alone (no accounts, no password that signs in): `prefix` keeps each test file's phones apart. */
export async function insertBareUser(db: Db, prefix: string): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ phone: `${prefix}${runId}${String(bareUserSeq++).padStart(3, '0')}`, passwordHash: 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  return user.id;
}

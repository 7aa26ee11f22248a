// Opens the database (docs/architecture.md#reference-server): embedded PGlite by default (on disk, or in memory for
// tests and browser runs), or a real PostgreSQL when DATABASE_URL is a postgres:// URL. Both are driven through
// drizzle's common pg-core API, so every query in the server runs unchanged on either.
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { openDurablePglite } from './pglite-durable';
import { openMemoryPglite } from './pglite-memory';

export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction is usable wherever a Db is (it extends PgDatabase). */
export type Tx = PgTransaction<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /** Human-readable description for the start-up banner (never includes credentials). */
  label: string;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// or postgresql:// selects PostgreSQL; anything else is ignored. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; 'memory' gives a fresh in-memory database. */
  dataDir?: string | undefined;
}

export const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//.test(url);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (isPostgresUrl(options.databaseUrl)) {
    // onnotice: keep "relation already exists, skipping" notices of IF NOT EXISTS out of the log.
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const url = new URL(options.databaseUrl);
    return {
      db: drizzlePostgres({ client }),
      label: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = options.dataDir ?? '.data/pglite';
  const inMemory = dataDir === 'memory';
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // On disk, a commit is on the disk when it returns (pglite-durable.ts: PGlite alone never fsyncs).
  const client = inMemory ? await openMemoryPglite() : await openDurablePglite(dataDir);
  await client.waitReady;
  return pgliteDatabase(client, inMemory ? 'PGlite (in memory)' : `PGlite ${dataDir}`);
}

/** A Database over an open PGlite (tests load one from a seeded template). */
export function pgliteDatabase(client: PGlite, label: string): Database {
  return { db: drizzlePglite({ client }), label, close: () => client.close() };
}

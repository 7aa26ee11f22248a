// A small migrator for the hand-written SQL files in ./migrations (0001_init.sql, 0002_….sql, …).
// Each file runs in one transaction together with its row in schema_migrations, so a failed file
// leaves nothing behind. A transaction-scoped advisory lock lets several instances start against one
// PostgreSQL at once (docs/architecture.md#stateless) without applying a file twice.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { schemaMigrations } from './schema';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Same marker drizzle-kit uses; the extended query protocol accepts one statement per call. */
const BREAKPOINT = '--> statement-breakpoint';
const LOCK_KEY = 7_350_001;

export interface Migration {
  id: string;
  statements: string[];
}

export function splitStatements(text: string): string[] {
  return text
    .split(BREAKPOINT)
    .map((part) => part.trim())
    .filter((part) => part.replace(/^\s*--.*$/gm, '').trim() !== '');
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
  return Promise.all(
    files.map(async (name) => ({
      id: name.replace(/\.sql$/, ''),
      statements: splitStatements(await readFile(join(dir, name), 'utf8')),
    })),
  );
}

/** Applies every migration not yet recorded; returns the ids applied now. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied: string[] = [];
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
      const seen = await tx
        .select({ id: schemaMigrations.id })
        .from(schemaMigrations)
        .where(sql`${schemaMigrations.id} = ${migration.id}`);
      if (seen.length > 0) return false;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.insert(schemaMigrations).values({ id: migration.id });
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}

// A fresh in-memory PGlite (DATA_DIR=memory: tests and browser runs). PGlite's initdb costs several
// seconds on this 2-core machine, so the first run saves the empty cluster it made as a tarball in the
// OS temp dir and later runs load that instead (~1 s). The tarball holds an empty cluster only
// (no schema, no data), so migrations and seed still run every time; it is keyed by PGlite's version
// and written via rename, so a stale or half-written template can never be picked up.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

function pgliteVersion(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const templateFile = () => join(tmpdir(), `pglite-${pgliteVersion()}-empty-cluster.tar`);

async function fromTemplate(file: string): Promise<PGlite | null> {
  let tarball: Buffer;
  try {
    tarball = await readFile(file);
  } catch {
    return null;
  }
  try {
    const db = new PGlite({ loadDataDir: new Blob([new Uint8Array(tarball)]), relaxedDurability: true });
    await db.waitReady;
    return db;
  } catch {
    return null;
  }
}

async function saveTemplate(db: PGlite, file: string): Promise<void> {
  try {
    const dump = await db.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // Only a speed-up: without a template the next run simply runs initdb again.
  }
}

export async function openMemoryPglite(): Promise<PGlite> {
  const file = templateFile();
  const cached = await fromTemplate(file);
  if (cached) return cached;
  const db = new PGlite({ relaxedDurability: true });
  await db.waitReady;
  await saveTemplate(db, file);
  return db;
}

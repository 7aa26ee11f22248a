// A fresh in-memory PGlite (DATA_DIR=memory: tests and browser runs). PGlite's initdb costs several
// seconds on this 2-core machine, so the first run saves the empty cluster it made as a tarball in the
// OS temp dir and later runs load that instead (~1 s). The tarball holds an empty cluster only
// (no schema, no data), so migrations and seed still run every time; it is keyed by PGlite's version
// and written via rename, so a stale or half-written template can never be picked up. The test harness
// (tests/server/harness.ts) loads its seeded template the same way, with the same start parameters.
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

/**
 * PGlite's start parameters with a buffer pool of 16 MB instead of Postgres's 128 MB. An in-memory cluster's files are
 * in memory already, so the pool only copies their pages, and Postgres zeroes the whole pool at every start: on CI's
 * hosts, where a first touch of a page costs about 11 µs, the 128 MB took 0.9 of each start's 1.8 s
 * (docs/architecture.md#reference-server). Not kept in the cluster: each start passes it.
 */
const MEMORY_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A tarball as PGlite's `loadDataDir` reads it: PGlite calls only `arrayBuffer()` (and reads `type` for gzip). Node's
 * Blob hands its bytes over through a stream of small chunks, joined again: about 0.4 s for the 44 MB of a seeded
 * cluster on CI's hosts, where this gives the file's own buffer.
 */
function tarballBlob(tarball: Uint8Array): Blob {
  const bytes =
    tarball.byteOffset === 0 && tarball.byteLength === tarball.buffer.byteLength
      ? tarball.buffer
      : tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength);
  return { type: '', arrayBuffer: async () => bytes } as unknown as Blob;
}

/** An in-memory PGlite loaded from a cluster's tarball (a dumpDataDir of type 'none'). */
export async function pgliteFromTarball(tarball: Uint8Array): Promise<PGlite> {
  const db = new PGlite({
    loadDataDir: tarballBlob(tarball),
    relaxedDurability: true,
    startParams: [...MEMORY_START_PARAMS],
  });
  await db.waitReady;
  return db;
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
    return await pgliteFromTarball(tarball);
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
  const db = new PGlite({ relaxedDurability: true, startParams: [...MEMORY_START_PARAMS] });
  await db.waitReady;
  await saveTemplate(db, file);
  return db;
}

// The on-disk PGlite of `npm start` / `npm run server`, made to keep an acknowledged commit through an
// OS crash or a power cut, not only through a crash of the server process (docs/architecture.md#security: an
// acknowledged payment must survive).
//
// As shipped, PGlite starts PostgreSQL with fsync off (`-F`), its fdatasync is a stub, and Emscripten's
// Node file system (NODEFS) has no fsync at all: a commit's WAL is written to the OS before the query
// returns, so a SIGKILLed server loses nothing it acknowledged (tests/server/restart-sigkill.test.ts),
// but nothing ever forces it from the page cache to the disk. Here PostgreSQL runs with fsync on and
// wal_sync_method=fsync (the call that reaches the file system), and NODEFS gets an fsync that calls the
// real one on the file's descriptor: a commit returns once its WAL is on the disk, checkpoints sync the
// data files, and a start after a crash syncs the data directory. The cost is one fsync per commit
// (tests/server/pglite-durable.test.ts measures it; a few ms on an SSD), paid only by on-disk PGlite:
// the in-memory databases of the tests and browser runs keep PGlite's defaults.
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type Mod = Parameters<NodeFS['init']>[1];
interface NodeStream {
  /** The real descriptor of a file opened through NODEFS (directories have none). */
  nfd?: number;
}

let syncs = 0;
/** How many times a file of an on-disk PGlite was synced to the disk (tests). */
export const durableSyncCount = (): number => syncs;

class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Mod) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const installFsync = (mod: Mod) => {
      const ops = (mod.NODEFS as unknown as { stream_ops?: Record<string, unknown> } | undefined)?.stream_ops;
      if (!ops) throw new Error('This PGlite build has no NODEFS: the data directory cannot be made durable');
      ops.fsync = (stream: NodeStream) => {
        if (typeof stream.nfd === 'number') {
          fsyncSync(stream.nfd);
          syncs++;
        }
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), installFsync] } };
  }
}

/** PGlite on `dataDir` (created when missing) whose commits are on the disk when they return. */
export async function openDurablePglite(dataDir: string): Promise<PGlite> {
  const startParams = [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'wal_sync_method=fsync'];
  const client = new PGlite({ fs: new SyncingNodeFS(dataDir), startParams });
  await client.waitReady;
  const { rows } = await client.query<{ fsync: string }>('SHOW fsync');
  if (rows[0]?.fsync !== 'on') throw new Error('PGlite started without fsync: refusing an undurable data directory');
  return client;
}

import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
const t = performance.now();
const pg =
  process.argv[2] === 'load'
    ? new PGlite({
        loadDataDir: new Blob([new Uint8Array(await readFile('/tmp/bc/keep.tar'))]),
        relaxedDurability: true,
      })
    : new PGlite({ relaxedDurability: true });
await pg.waitReady;
await pg.query('select 1');
process.stderr.write(`${process.argv[2]} ${Math.round(performance.now() - t)}\n`);
await pg.close();

import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); process.stderr.write(`${l} ${Math.round(n - t)}\n`); t = n; };
const pg = process.argv[2] === 'load'
  ? new PGlite({ loadDataDir: new Blob([new Uint8Array(await readFile('/tmp/bc/keep.tar'))]), relaxedDurability: true })
  : new PGlite({ relaxedDurability: true });
await pg.waitReady; lap('open');
for (let i = 0; i < 100; i++) await pg.query('select 1'); lap('100 selects');
for (let i = 0; i < 20; i++) await pg.query(`create table t${i} (id serial primary key, a text, b int)`); lap('20 creates');
for (let i = 0; i < 20; i++) await pg.query(`create table u${i} (id serial primary key, a text, b int)`); lap('20 creates again');
await pg.transaction(async (tx) => { for (let i = 0; i < 20; i++) await tx.query(`create table v${i} (id serial primary key, a text, b int)`); }); lap('20 creates in tx');

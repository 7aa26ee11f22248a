import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); process.stderr.write(`${l} ${Math.round(n - t)}\n`); t = n; };
if (process.argv[2] === 'make') {
  const a = new PGlite(); await a.waitReady; lap('mem');
  const dump = await a.dumpDataDir('none'); lap(`dump ${dump.size}`);
  await writeFile('/tmp/bc/template.tar', Buffer.from(await dump.arrayBuffer())); lap('write');
} else {
  const buf = await readFile('/tmp/bc/template.tar');
  const a = new PGlite({ loadDataDir: new Blob([buf]), relaxedDurability: true }); await a.waitReady; lap('load');
  console.error((await a.query('select 1 as x')).rows);
}

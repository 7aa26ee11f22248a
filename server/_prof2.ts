import { PGlite } from '@electric-sql/pglite';
let t = performance.now();
const lap = (l: string) => { const n = performance.now(); process.stderr.write(`${l} ${Math.round(n - t)}\n`); t = n; };
const which = process.argv[2];
if (which === 'mem') { const a = new PGlite({ relaxedDurability: true }); await a.waitReady; lap('mem'); await a.close(); }
if (which === 'disk') { const a = new PGlite('/tmp/bc/pgdir', { relaxedDurability: true }); await a.waitReady; lap('disk'); await a.close(); lap('close'); }

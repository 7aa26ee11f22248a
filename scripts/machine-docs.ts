// npm run docs:machines: writes docs/machines/ (one Mermaid page per machine and an index) and the
// visualizer's catalogue src/dev/statechart/machines.generated.json, from the machine registry.
// tests/model/machine-docs.test.ts fails when a committed file differs from what this writes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { machineFile, machineRegistry } from '../src/dev/machine-registry';
import { machineCatalogue } from '../src/dev/statechart/catalogue';
import { machineDocs } from '../src/dev/statechart/mermaid';

const CATALOGUE_FILE = 'src/dev/statechart/machines.generated.json';

const catalogue = machineCatalogue(machineRegistry, machineFile);
const docs = machineDocs(catalogue);

// Pages of machines that no longer exist go too.
mkdirSync('docs/machines', { recursive: true });
for (const name of readdirSync('docs/machines')) {
  if (!docs.has(`docs/machines/${name}`)) rmSync(`docs/machines/${name}`);
}
for (const [path, content] of docs) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
writeFileSync(CATALOGUE_FILE, `${JSON.stringify(catalogue, null, 2)}\n`);
// In the repository's own format, so `biome check .` stays clean (the test compares data, not layout).
execFileSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'format', '--write', CATALOGUE_FILE], {
  stdio: 'ignore',
});
console.log(`docs:machines: ${docs.size} files in docs/machines, ${catalogue.length} machines in ${CATALOGUE_FILE}`);

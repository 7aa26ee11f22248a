#!/usr/bin/env node
// DESIGN.md §6 budget: the initial JavaScript of / at most 150 KB gzip. "Initial" is the entry chunk,
// every chunk it imports statically, the English catalogue that the first render waits for, and the
// route chunk of / (the home page) with its static imports, which the first render of / also waits for.
// Chunks the home page loads later (carousels, Swiper) are listed apart and not counted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? 150);
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const entry = manifest['index.html'];
if (!entry) throw new Error('dist/.vite/manifest.json has no index.html entry: run the build first');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
// The shell part of the English catalogue (its route part loads with the pages that use it).
const catalogue = Object.entries(manifest).find(([key]) => key.endsWith('virtual:catalogue/en'));
if (catalogue) visit(catalogue[0]);
const HOME_ROUTE = 'src/features/games/home-page.tsx';
if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not a chunk of the build: update scripts/size.mjs`);
visit(HOME_ROUTE);

let total = 0;
for (const file of files) {
  const gz = gzipSync(readFileSync(`dist/${file}`)).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const later = new Set();
for (const key of manifest[HOME_ROUTE].dynamicImports ?? []) {
  const chunk = manifest[key];
  if (chunk && !files.has(chunk.file)) later.add(chunk.file);
}
for (const file of later) {
  const gz = gzipSync(readFileSync(`dist/${file}`)).length;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file} (loaded after the first render, not counted)`);
}
const kb = total / 1024;
console.log(`initial JavaScript of /: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}

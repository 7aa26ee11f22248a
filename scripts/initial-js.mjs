// What "the initial JavaScript of /" is (docs/architecture.md#performance): the entry chunk, every chunk it imports
// statically, the English catalogue that the first render waits for, and the route chunk of / (the home page)
// with its static imports, which the first render of / also waits for. Chunks the home page loads later
// (carousels, Swiper) are listed apart and not counted. Used by scripts/size.mjs and the benchmark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_ROUTE = 'src/features/games/home-page.tsx';

export function initialJavaScript(distDir = 'dist') {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  if (!manifest['index.html']) throw new Error(`${distDir}/.vite/manifest.json has no index.html entry: build first`);
  if (!manifest[HOME_ROUTE])
    throw new Error(`${HOME_ROUTE} is not a chunk of the build: update scripts/initial-js.mjs`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  // The shell part of the English catalogue (its route part loads with the pages that use it).
  const catalogue = Object.keys(manifest).find((key) => key.endsWith('virtual:catalogue/en'));
  if (catalogue) visit(catalogue);
  visit(HOME_ROUTE);
  const gzipOf = (file) => gzipSync(readFileSync(join(distDir, file))).length;
  const initial = [...files].map((file) => ({ file, gzipBytes: gzipOf(file) }));
  const later = (manifest[HOME_ROUTE].dynamicImports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((file) => file && !files.has(file))
    .map((file) => ({ file, gzipBytes: gzipOf(file) }));
  const totalBytes = initial.reduce((n, chunk) => n + chunk.gzipBytes, 0);
  return { initial, later, totalBytes };
}

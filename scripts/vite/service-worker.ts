// "Installable offline shell" in docs/architecture.md#performance: writes dist/sw.js from scripts/vite/sw-template.js
// at build time, when the emitted files are known. The precache is the shell only, small enough for cheap phones:
// index.html, the entry chunk with its static imports and their CSS, the English shell catalogue, the
// chunks every first render of / waits for (the start URL's page and the app extras) with their static
// imports, fonts, the manifest, the favicon and the small icons. Every other lazy chunk is cached by the
// worker the first time a page loads it. The cache version is a hash of the precached files (names and
// contents), so any change to the shell installs a new worker that drops the older caches.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';

const TEMPLATE = new URL('./sw-template.js', import.meta.url);
export const SERVICE_WORKER_FILE = 'sw.js';

/** Lazily loaded modules that every first render of / waits for (ends of their module ids). */
const SHELL_LAZY_MODULES = [
  'virtual:catalogue/en',
  'src/features/startup/app-extras.tsx',
  'src/features/games/home-page.tsx',
];
/**
 * Files of public/ in the precache (paths relative to public/): the 512 px icons only matter when the app
 * is installed, which the browser fetches itself, so cheap phones do not download them on every first visit.
 */
const PUBLIC_SHELL_FILES =
  /^(favicon\.svg|manifest\.webmanifest|icons\/(icon-192|apple-touch-icon)\.png|fonts\/[^/]+\.woff2?)$/;
const FONT_FILE = /\.woff2?$/;

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } };

function publicFiles(dir: string): string[] {
  if (!dir || !existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return files.filter((file) => PUBLIC_SHELL_FILES.test(file)).sort();
}

/** The bundle files of the shell: the entry's and the listed lazy modules' static import closure and CSS. */
export function shellFiles(bundle: Rollup.OutputBundle, lazyModules: readonly string[] = SHELL_LAZY_MODULES): string[] {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length === 0) throw new Error('service worker: the build has no entry chunk');
  for (const entry of entries) visit(entry);
  for (const id of lazyModules) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(id));
    // A renamed or merged module must not silently leave the offline shell without it.
    if (!chunk) throw new Error(`service worker: no chunk for ${id}; update SHELL_LAZY_MODULES`);
    visit(chunk);
  }
  for (const item of Object.values(bundle)) {
    if (item.type === 'asset' && FONT_FILE.test(item.fileName)) files.add(item.fileName);
  }
  return [...files].sort();
}

/** Fills the template: the version and the precache list (absolute URL paths). */
export function renderServiceWorker(template: string, version: string, precache: readonly string[]): string {
  const filled = template
    .replace("'__SW_VERSION__'", JSON.stringify(version))
    .replace('/* __SW_PRECACHE__ */ []', JSON.stringify(precache, null, 2));
  if (filled.includes('__SW_')) throw new Error('service worker: a placeholder of sw-template.js was not filled');
  return filled;
}

function contentOf(item: Rollup.OutputChunk | Rollup.OutputAsset): string | Uint8Array {
  return item.type === 'chunk' ? item.code : item.source;
}

/** Emits dist/sw.js in production builds; the dev server has no service worker. */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html) throw new Error('service worker: index.html is not in the bundle');
      const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      const hash = createHash('sha256');
      const precache: string[] = [];
      const add = (file: string, content: string | Uint8Array) => {
        precache.push(`${base}${file}`);
        hash.update(file).update('\0').update(content).update('\0');
      };
      add('index.html', contentOf(html));
      for (const file of shellFiles(bundle)) {
        const item = bundle[file];
        if (item) add(file, contentOf(item));
      }
      for (const file of publicFiles(config.publicDir)) add(file, readFileSync(join(config.publicDir, file)));
      const version = hash.digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: renderServiceWorker(readFileSync(TEMPLATE, 'utf8'), version, precache),
      });
    },
  };
}

// The offline shell's file list for the service worker (src/app/sw.ts, docs/architecture.md): small
// enough for cheap phones: index.html, the entry chunk with its static imports and their CSS, the English
// shell catalogue, the chunks every first render of / waits for (the start URL's page and the app extras)
// with their static imports, fonts, the manifest, the favicon and the small icons. Every other lazy chunk is
// cached by the worker the first time a page loads it. Workbox revisions the unhashed files, so any change to
// the shell installs a new worker that drops the older caches.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import type { ManifestTransform } from 'workbox-build';

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

/**
 * The shell's files, as the build emits them: recorded by `plugin` while the bundle is known, then used by
 * `manifestTransform` to keep only them in the manifest Workbox injects into the service worker
 * (vite-plugin-pwa's injectManifest, which runs once the files are written).
 */
export function shellPrecache(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let config: ResolvedConfig;
  let shell: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'shell-precache',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (!bundle['index.html']) throw new Error('service worker: index.html is not in the bundle');
      shell = new Set(['index.html', ...shellFiles(bundle), ...publicFiles(config.publicDir)]);
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    if (!shell) throw new Error('service worker: the shell was not recorded (shell-precache plugin missing)');
    const wanted = shell;
    const manifest = entries.filter((entry) => wanted.has(entry.url));
    const missing = [...wanted].filter((file) => !manifest.some((entry) => entry.url === file));
    // A file Workbox did not list (too large, ignored) must not silently leave the offline shell.
    if (missing.length > 0) throw new Error(`service worker: not in the manifest: ${missing.join(', ')}`);
    return { manifest: manifest.sort((a, b) => a.url.localeCompare(b.url)), warnings: [] };
  };
  return { plugin, manifestTransform };
}

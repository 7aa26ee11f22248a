import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/vite/compile-hints.ts';
import { precompiledCatalogues } from './scripts/vite/precompiled-catalogues.ts';
import { shellPrecache } from './scripts/vite/shell-precache.ts';
import { staticStyles } from './scripts/vite/static-styles.ts';

// Dev: the reference API runs beside Vite (scripts/dev.mjs) and is proxied, so cookies stay same-origin.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8081';

const SHELL_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|wouter|regexparam|@tanstack|react-intl|@formatjs|intl-messageformat|use-sync-external-store)[\\/]/;
/** Modules of those libraries that only lazily loaded pages use (mutations: the offer page): left to their pages. */
const LATER_LIBRARY_MODULES = /node_modules[\\/]@tanstack[\\/].*[\\/](useMutation|mutationObserver)\.js$/;

/** The chunks the entry imports statically (the groups below and the bundler's runtime). */
const ENTRY_CHUNKS = /(^|\/)(shell-libs|shell-bits|rolldown-runtime)-[\w-]+\.js$/;

/** Tiny shared modules of the first screen of / (see the shell-bits group below). */
const SHELL_BITS =
  /(src[\\/](ui[\\/](error-text|load-failed|plain-click|media|responsive-image|data-saver|page|query-view|site-link)|app[\\/]data-saver|machines[\\/]game-launch[\\/]game-launch\.selectors|features[\\/]games[\\/](games-not-loaded|game-links))|contract[\\/]safe-url)\.tsx?$/;

/** Pages that are not files or tools of the dev server: the app's routes. */
const DEV_PASS_THROUGH = /^\/(api|dev|media|@|src|node_modules|styled-system)(\/|$)|\.[a-z0-9]+$/i;

/**
 * `npm run dev`: Vite renders every page on the server like `npm start` does (docs/architecture.md "Server
 * rendering"), from the source with hot reload: the entry is loaded through Vite on each request, so an edit
 * shows on the next load, and the hydrated page keeps React's hot updates.
 */
function serverRendering(): Plugin {
  return {
    name: 'server-rendering',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? '/';
        const path = url.split('?')[0] ?? '/';
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html') || DEV_PASS_THROUGH.test(path)) {
          return next();
        }
        try {
          const template = await server.transformIndexHtml(url, readFileSync('index.html', 'utf8'));
          const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof import('./src/entry-server');
          const header = (name: string) => {
            const value = req.headers[name];
            return Array.isArray(value) ? value.join(', ') : value;
          };
          const page = entry.pageRequest(url, `http://${req.headers.host ?? '127.0.0.1:5173'}`, apiTarget, header);
          const document = await entry.renderDocument(page, template);
          if (document.reason) server.config.logger.warn(`[ssr] ${url}: shell sent (${document.reason})`);
          res.statusCode = document.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(document.html);
        } catch (error) {
          server.ssrFixStacktrace(error as Error);
          next(error);
        }
      });
    },
  };
}

/**
 * dist/sw.js (production builds only): src/app/sw.ts built by vite-plugin-pwa, with Workbox's manifest of the
 * offline shell (scripts/vite/shell-precache.ts) injected. The app registers it itself
 * (src/app/service-worker.ts) and keeps its own public/manifest.webmanifest.
 */
function serviceWorker(): Plugin[] {
  const shell = shellPrecache();
  return [
    shell.plugin,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        // A classic script, as the app registers it (the es build also sets an option Vite 8 deprecates).
        rollupFormat: 'iife',
        globPatterns: ['**/*'],
        // Hashed files are named by their content: Workbox adds no revision to them.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [shell.manifestTransform],
      },
    }),
  ];
}

/**
 * Security (docs/architecture.md#security): a production build leaves the machine visualizer, its reporter and
 * Stately's inspector out unless it is made with VITE_INSPECT=1, and Stately's bridge (which sends every event to a
 * third-party window) out of every production build. src/app/inspect.ts already makes the code that would load them
 * dead, but the bundler still writes a chunk for each dynamic import it met: those imports resolve to an empty
 * module instead, so no file of the build carries them.
 */
function inspectionOnlyWhenAsked(): Plugin {
  const LEFT_OUT = '\0inspection-left-out';
  const INSPECTION_MODULE = /[\\/]src[\\/](app[\\/]inspect-start\.ts|routes\.tsx)$/;
  let inspect = true;
  let stately = true;
  return {
    name: 'inspection-only-when-asked',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      stately = config.env.DEV === true;
      inspect = stately || config.env.VITE_INSPECT === '1';
    },
    resolveId(source, importer) {
      if (source === '@statelyai/inspect' && !stately) return LEFT_OUT;
      const inspection = /\/(inspect-reporter|inspect\/inspect-page)$/.test(source);
      if (inspection && !inspect && importer && INSPECTION_MODULE.test(importer)) return LEFT_OUT;
      return undefined;
    },
    load: (id) => (id === LEFT_OUT ? 'export {};' : undefined),
    // Nothing imports the empty module once the dead code is gone: no empty file either.
    generateBundle(_options, bundle) {
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type === 'chunk' && chunk.facadeModuleId === LEFT_OUT) delete bundle[name];
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    inspectionOnlyWhenAsked(),
    staticStyles(),
    react(),
    precompiledCatalogues(),
    // The browser's build only: the server's renderer runs in Node.
    ...(isSsrBuild ? [] : [...serviceWorker(), compileHints()]),
    serverRendering(),
  ],
  resolve: {
    alias: [
      { find: 'styled-system', replacement: new URL('./styled-system', import.meta.url).pathname },
      { find: '@formatjs/icu-messageformat-parser', replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // @xstate/react and wouter ask for the shim for React < 18; the package's own entries use React's hook.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiTarget, '/dev': apiTarget, '/media': apiTarget },
  },
  // The server's renderer (src/entry-server.tsx, built by `vite build --ssr` into dist-ssr/) bundles the app's
  // modules and takes the packages from node_modules at run time.
  build: isSsrBuild
    ? {
        target: 'node20',
        sourcemap: false,
        outDir: 'dist-ssr',
        emptyOutDir: true,
        rolldownOptions: { checks: { bundlerTimings: false } },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        // Every browser the players use preloads modules natively (Chrome 66+, Safari 17+); an older one only
        // loads a route's chunks one after another: not worth half a kilobyte of every first load.
        modulePreload: {
          polyfill: false,
          // A lazy chunk's preload list leaves out the chunks the entry itself imports: they are in before any
          // lazy import can run (the page's HTML still preloads them).
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'js' ? deps.filter((dep) => !ENTRY_CHUNKS.test(dep)) : deps,
        },
        // The largest chunk is MapLibre's view of /clubs (club-map-gl, ~1.1 MB: maplibre-gl ships already
        // minified at that size), loaded only when the player reaches for the map (docs/architecture.md).
        // The first load has its own budget (`npm run size`); every other chunk stays far below this.
        chunkSizeWarningLimit: 1200,
        rolldownOptions: {
          // Rolldown's report of how long plugins took: a diagnostic of a busy machine, printed as a warning on every
          // build (npm run build prints no warning), not a problem of the app's code.
          checks: { bundlerTimings: false },
          output: {
            codeSplitting: {
              // The libraries every first render runs, in one chunk: left to automatic splitting they were
              // cut into several small shared chunks, each gzipped on its own (docs/architecture.md#performance
              // budget).
              groups: [
                {
                  name: 'shell-libs',
                  test: (id: string) => SHELL_LIBRARIES.test(id) && !LATER_LIBRARY_MODULES.test(id),
                },
                // Small app modules the first screen of / needs and several routes share (a few hundred bytes each):
                // one chunk instead of a dozen, each of which paid its own gzip and import overhead.
                { name: 'shell-bits', test: SHELL_BITS },
              ],
            },
          },
        },
      },
}));

import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Dev: the reference API runs beside Vite (scripts/dev.mjs) and is proxied, so cookies stay same-origin.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8081';

const CATALOGUE_PREFIX = 'virtual:catalogue/';

/**
 * Catalogues are compiled to ICU ASTs at build time, so the browser never ships the ICU parser
 * (react-intl's documented "no-parser" setup, about 10 KB gzip off the initial bundle).
 */
function precompiledCatalogues(): Plugin {
  return {
    name: 'precompiled-catalogues',
    resolveId: (id) => (id.startsWith(CATALOGUE_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${CATALOGUE_PREFIX}`)) return;
      const locale = id.slice(CATALOGUE_PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`Bad catalogue id ${id}`);
      const file = new URL(`./src/i18n/messages/${locale}.json`, import.meta.url);
      this.addWatchFile(file.pathname);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const ast = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
      return `export default ${JSON.stringify(ast)};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), precompiledCatalogues()],
  resolve: {
    alias: {
      'styled-system': new URL('./styled-system', import.meta.url).pathname,
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiTarget, '/dev': apiTarget, '/media': apiTarget },
  },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});

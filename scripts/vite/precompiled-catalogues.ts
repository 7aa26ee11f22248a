// The app's catalogues as virtual modules (src/app/catalogues.ts): the build, the dev server and the unit tests
// (vitest.config.ts) load them through this one plugin.
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isRouteKey } from '../../src/i18n/catalogue-parts.ts';

const CATALOGUE_PREFIX = 'virtual:catalogue/';

/**
 * Catalogues are compiled to ICU ASTs at build time, so the browser never ships the ICU parser
 * (react-intl's documented "no-parser" setup, about 10 KB gzip off the initial bundle).
 */
export function precompiledCatalogues(): Plugin {
  return {
    name: 'precompiled-catalogues',
    resolveId: (id) => (id.startsWith(CATALOGUE_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${CATALOGUE_PREFIX}`)) return;
      // virtual:catalogue/<locale> is the shell part, virtual:catalogue/<locale>/routes the route part.
      const [locale, part = 'shell'] = id.slice(CATALOGUE_PREFIX.length + 1).split('/');
      if (!locale || !/^[a-z]{2}$/.test(locale) || (part !== 'shell' && part !== 'routes')) {
        throw new Error(`Bad catalogue id ${id}`);
      }
      const file = new URL(`../../src/i18n/messages/${locale}.json`, import.meta.url);
      this.addWatchFile(file.pathname);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const wanted = Object.entries(messages).filter(([key]) => isRouteKey(key) === (part === 'routes'));
      const ast = Object.fromEntries(wanted.map(([key, message]) => [key, parse(message)]));
      return `export default ${JSON.stringify(ast)};`;
    },
  };
}

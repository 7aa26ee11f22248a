// docs/architecture.md#performance ("Compile hints"): every chunk of the app, as written to dist/, starts with V8's
// compile hint `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other browsers read a comment), so V8 compiles
// its functions once, off the main thread, as the file streams in, instead of pre-parsing them on arrival and parsing
// them again on the main thread at their first call, which for the app's chunks is while a page starts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Left out: libraries loaded for one feature, which calls a small part of them; the catalogues (texts, no code); the
 * bundler's runtime (a few helpers). Every hint is some 30 bytes more to download.
 */
const LEFT_OUT =
  /node_modules[\\/](maplibre-gl|viem|ox|@noble|@scure|abitype)[\\/]|^\0?virtual:catalogue\/|^\0rolldown\/runtime\.js$/;

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // On the files as written: the build's own last steps (the preload list it puts at the top of a chunk that
    // imports lazily) come after every plugin's generateBundle.
    writeBundle(options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || item.moduleIds.some((id) => LEFT_OUT.test(id))) continue;
        const file = join(options.dir ?? '', item.fileName);
        const code = readFileSync(file, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
      }
    },
  };
}

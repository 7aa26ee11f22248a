// docs/architecture.md#performance: every chunk of the app starts with V8's compile hint `//# allFunctionsCalledOnLoad`
// (Chromium 136 and later; other browsers read a comment). Without it V8 pre-parses each function when the file
// arrives and parses it again, on the main thread, the first time it is called, which for the app's chunks is while
// the page starts or a route renders. With it V8 compiles them all at once as the file streams in, off the main
// thread. Measured on a first visit to / and /games/{group}: 15 to 24 % less main-thread time, and less CPU in all.
// Left out: the large libraries a single feature loads, of which that feature calls a small part (MapLibre for the
// clubs map, the wallet sign-in's Ethereum libraries), where compiling everything would cost more than it saves.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Left out: libraries loaded for one feature, which calls a small part of them; the catalogues (texts, no code); the
 * bundler's runtime (a few helpers). Every hint is some 30 bytes more to download.
 */
const LEFT_OUT =
  /node_modules[\\/](maplibre-gl|viem|ox|@noble|@scure|abitype)[\\/]|^\0?virtual:catalogue\/|^\0rolldown\/runtime\.js$/;

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
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

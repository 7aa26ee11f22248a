import { configDefaults, defineConfig } from 'vitest/config';
import { precompiledCatalogues } from './scripts/vite/precompiled-catalogues.ts';

/**
 * Server test files that change what the whole process shares (a module mocked, a global or a spy on the console, an
 * environment variable): each runs in a process of its own, as every file outside tests/server does.
 */
const ISOLATED_SERVER_FILES = [
  'tests/server/google-exchange.test.ts',
  'tests/server/google.test.ts',
  'tests/server/registration.test.ts',
  'tests/server/sign-in.test.ts',
  'tests/server/wallet.test.ts',
];

export default defineConfig({
  // Same alias as vite.config.ts, so view modules with pure rules can be imported by tests.
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  // The app's catalogues (virtual:catalogue/<locale>[/routes]), for tests of how they load (tests/app/catalogues.test.ts).
  plugins: [precompiledCatalogues()],
  test: {
    // Every file under tests/, in the two projects below.
    environment: 'node',
    pool: 'forks',
    // Vitest keeps one core for itself (availableParallelism - 1): on the 2-core CI machine that is one worker, and
    // the files' waits (servers booting, child processes, timers) leave the second core idle. Two workers take the
    // suite from 5.9 to 4.2 min there (docs/architecture.md#quality).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        // The server test files share their worker's process, one after another (docs/architecture.md#quality): each
        // starts and closes its own server on its own database, and the server keeps its state in that database, not
        // in its modules. A process of its own per file paid the server's import and PGlite's warm-up again, 1.5-2 s a
        // file: 24 of the files took 252 s that way and take 112 s this way, on a busy 2-core machine.
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED_SERVER_FILES],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/!(server)/**/*.test.ts', 'tests/!(server)/**/*.test.tsx', ...ISOLATED_SERVER_FILES],
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Same alias as vite.config.ts, so view modules with pure rules can be imported by tests.
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    pool: 'forks',
    // Vitest keeps one core for itself (availableParallelism - 1): on the 2-core CI machine that is one worker, and
    // the files' waits (servers booting, child processes, timers) leave the second core idle. Two workers take the
    // suite from 5.9 to 4.2 min there (docs/architecture.md#quality).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

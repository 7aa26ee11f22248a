import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Same alias as vite.config.ts, so view modules with pure rules can be imported by tests.
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

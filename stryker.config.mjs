// @ts-check
// StrykerJS for one machine at a time; scripts/mutation.mjs sets MUTATION_MACHINE and MUTATION_OUT
// (`npm run mutation [-- <machine>]`). Only that machine's folder is mutated, and only its model tests run
// (vitest.mutation.config.ts). No TypeScript checker: TypeScript 7 has no JS API for it to call, and the
// model tests kill the mutants a type check would reject (they fail to build the machine or to match a path).
const machine = process.env.MUTATION_MACHINE;
const out = process.env.MUTATION_OUT ?? `reports/mutation/${machine}`;

/** What a StrykerJS sandbox never needs to copy (shared with stryker.server.config.mjs). */
export const SANDBOX_IGNORE = [
  'dist',
  'dist-ssr',
  // The helpers' own builds and Playwright outputs (dist-NAME, test-results-NAME) change while a run copies.
  'dist-*',
  'dist-ssr-*',
  'reports',
  'test-results',
  'test-results-*',
  'playwright-report',
  '.data',
  'e2e',
  'docs',
  'public',
  '.stryker-tmp',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [`src/machines/${machine}/**/*.ts`, `!src/machines/${machine}/**/*.qa.ts`],
  // perTest: StrykerJS then knows which mutants are static (machine definitions, built when the module loads),
  // runs those against the whole file with the module reloaded, including its last test (every oracle row
  // taken), and runs each runtime mutant only against the tests that reach it.
  coverageAnalysis: 'perTest',
  // TypeScript 7 has no JS API: no tsconfig rewriting in the sandbox.
  tsconfigFile: 'tsconfig.does-not-exist.json',
  // The machines' tests never reach the server: it is not copied either.
  ignorePatterns: [...SANDBOX_IGNORE, 'server'],
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 10_000,
  reporters: ['html', 'json', 'progress'],
  htmlReporter: { fileName: `${out}/index.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  // One sandbox folder per machine, so runs for different machines can go side by side.
  tempDirName: `.stryker-tmp/${machine}`,
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: null },
};

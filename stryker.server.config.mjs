// @ts-check
// StrykerJS for the server's money and protection code (`npm run mutation -- server`, docs/architecture.md#quality):
// the ledger and the rest of server/wallet, and server/protection, against the server tests that reach them
// (vitest.mutation-server.config.ts), each on its own in-memory PGlite. scripts/mutation.mjs sets MUTATION_OUT,
// and MUTATION_SERVER_FILES (comma-separated globs) narrows the mutated files to one batch.
import { SANDBOX_IGNORE } from './stryker.config.mjs';
const out = process.env.MUTATION_OUT ?? 'reports/mutation/server';
const batch = process.env.MUTATION_SERVER_FILES?.split(',').filter(Boolean);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation-server.config.ts', related: false },
  mutate: batch?.length
    ? batch
    : [
        'server/wallet/**/*.ts',
        // A development-only tool: the throwaway players of POST /dev/players (server/routes/dev-tools.ts), mounted
        // only in development and tests (docs/architecture.md#stand-ins); no player's money goes through it.
        '!server/wallet/dev-players.ts',
        'server/protection/**/*.ts',
      ],
  // perTest: each mutant runs only the tests whose requests reached it. Code that also runs outside a test (a
  // file's beforeAll: its server's boot, the players and deposits it sets up) counts as static, and StrykerJS would
  // run every test file, reloaded, against each such mutant: hours on a 2-core machine. ignoreStatic runs those
  // against the tests that reached them (the mutant is active from the file's beforeAll on); the mutants only module
  // loading reaches (constants, Intl formatters) are left out by StrykerJS as 'Ignored', and scripts/mutation.mjs
  // counts them against the score as not run unless server/mutation-equivalents.json explains them.
  // MUTATION_SERVER_STATIC=1 (`--static`) runs the static mutants too, each against every test file of the batch,
  // reloaded: for a batch narrowed to a few lines (`--files=server/wallet/ledger.ts:95-99`) and its fastest tests.
  coverageAnalysis: 'perTest',
  ignoreStatic: process.env.MUTATION_SERVER_STATIC !== '1',
  // TypeScript 7 has no JS API: no tsconfig rewriting in the sandbox, no type checker.
  tsconfigFile: 'tsconfig.does-not-exist.json',
  ignorePatterns: SANDBOX_IGNORE,
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  // A server test boots its own database: slower than a model test. MUTATION_TIMEOUT_MS raises the allowance when
  // the machine is busy with other work, so a slow test is not taken for a mutant that hangs.
  timeoutMS: Number(process.env.MUTATION_TIMEOUT_MS ?? 30_000),
  // The first run of every test file, with coverage per test, takes minutes on a busy 2-core machine.
  dryRunTimeoutMinutes: 40,
  reporters: ['html', 'json', 'progress'],
  htmlReporter: { fileName: `${out}/index.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  // One sandbox folder per batch (cleaned at its end), so two batches never share one.
  tempDirName: `.stryker-tmp/server-${out.split('/').at(-1)}`,
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 85, break: null },
};

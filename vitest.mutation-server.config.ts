import { defineConfig } from 'vitest/config';
import UnloadableFileReporter from './tests/model/unloadable-file-reporter';
import base from './vitest.config';

// The server tests StrykerJS runs against the mutants of the ledger, server/wallet and server/protection
// (`npm run mutation -- server`): the files whose requests go through that code, each with the real server on an
// in-memory PGlite (tests/server/harness.ts). Files that start the server as a child process are left out: a
// mutant in the sandbox's sources never reaches a child's coverage. MUTATION_SERVER_TESTS (comma-separated globs)
// narrows the list for a batch of files that fewer tests reach.
const narrowed = process.env.MUTATION_SERVER_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One list of files, each in a process of its own: StrykerJS runs them per mutant (no projects of vitest.config.ts).
    projects: undefined,
    include: narrowed?.length
      ? narrowed
      : [
          'tests/server/ledger.test.ts',
          'tests/server/ledger-postings.test.ts',
          'tests/server/haiti-time.test.ts',
          'tests/server/play-time-span.test.ts',
          'tests/server/protection-refusals.test.ts',
          'tests/server/protection-block-rules.test.ts',
          'tests/server/play-time-days.test.ts',
          'tests/server/ledger-property.test.ts',
          'tests/server/wallet.test.ts',
          'tests/server/cashier.test.ts',
          'tests/server/cashier-dev.test.ts',
          'tests/server/cashier-history.test.ts',
          'tests/server/cashier-withdrawals.test.ts',
          'tests/server/payments-concurrency.test.ts',
          // Which handler a payment post reaches (server/wallet/submit.ts), and a payment a player cannot touch of another's.
          'tests/server/payment-dispatch.test.ts',
          'tests/server/payment-rules.test.ts',
          'tests/server/payment-forms.test.ts',
          // Systems the seed lacks (server/wallet/payment-systems.ts): form fallbacks, bare links, pages and widgets, texts.
          'tests/server/payment-systems.test.ts',
          'tests/server/security-players.test.ts',
          'tests/server/anonymous-writes.test.ts',
          'tests/server/promo.test.ts',
          'tests/server/protection-*.test.ts',
          'tests/server/stake-limits.test.ts',
          'tests/server/limits-rules.test.ts',
          // Registration with a promo code: the code's trim and upper-case and isRedeemable (server/wallet/promo-codes.ts).
          'tests/server/registration.test.ts',
          'tests/server/statement.test.ts',
          // What cash payments store, keyed posts' field order, key format and lifetime, a refused MonCash checkout's language.
          'tests/server/payment-records.test.ts',
          'tests/server/units.test.ts',
        ],
    // A test file whose import throws under a mutant (an Intl formatter refusing a mutated option) collects no test:
    // the reporter makes that a failed test, so StrykerJS sees the mutant killed.
    reporters: ['default', new UnloadableFileReporter()],
  },
});

import { defineConfig } from 'vitest/config';
import UnloadableFileReporter from './tests/model/unloadable-file-reporter';
import base from './vitest.config';

// The tests StrykerJS runs against one machine's mutants (`npm run mutation`): that machine's model test(s)
// only, tests/model/<machine>.model.test.ts (and tests/model/<machine>.*.test.ts). scripts/mutation.mjs sets
// MUTATION_MACHINE.
const machine = process.env.MUTATION_MACHINE;
if (!machine) throw new Error('MUTATION_MACHINE is not set: run `npm run mutation -- <machine>`');

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One list of files, each in a process of its own: StrykerJS runs them per mutant (no projects of vitest.config.ts).
    projects: undefined,
    include: [`tests/model/${machine}.*test.ts`],
    reporters: ['default', new UnloadableFileReporter()],
  },
});

// A vitest reporter for mutation runs only (vitest.mutation.config.ts). StrykerJS's vitest runner builds a
// mutant's result from the tests vitest collected, and a model test file whose import throws (a mutant that
// breaks the machine's definition, so createMachine refuses it) collects none: the mutant would count as
// survived although the tests plainly catch it. This reporter gives each such file one failed test carrying
// its load error, so StrykerJS sees the failure.
import type { Vitest } from 'vitest/node';

type Task = { type: string; tasks?: Task[] };
type FileTask = Task & {
  id: string;
  name: string;
  filepath: string;
  result?: { state?: string; errors?: Array<{ message?: string }> };
  tasks: Task[];
};

const hasTest = (task: Task): boolean => task.type === 'test' || (task.tasks ?? []).some(hasTest);

export default class UnloadableFileReporter {
  private ctx: Vitest | undefined;

  onInit(ctx: Vitest) {
    this.ctx = ctx;
  }

  onTestRunEnd() {
    for (const file of (this.ctx?.state.getFiles() ?? []) as unknown as FileTask[]) {
      if (file.result?.state !== 'fail' || hasTest(file)) continue;
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'loads the machine and builds its model',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        result: { state: 'fail', errors: file.result.errors ?? [{ message: 'the test file failed to load' }] },
      } as unknown as Task);
    }
  }
}

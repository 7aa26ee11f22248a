// A Playwright reporter (playwright.config.ts) that prints, at the end of a run, what each spec file cost, slowest first:
// the sum of its tests' durations (worker time, both layouts together) and its share of all of it, so the next person
// who speeds the suite up starts from the real costs (docs/architecture.md#quality).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SpecTimesReporter implements Reporter {
  private readonly perFile = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*\/e2e\//, 'e2e/');
    const entry = this.perFile.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.perFile.set(file, entry);
  }

  onEnd(_result: FullResult): void {
    const all = [...this.perFile.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const total = all.reduce((sum, [, { ms }]) => sum + ms, 0);
    if (total === 0) return;
    const lines = all.map(([file, { ms, tests }]) => {
      const share = ((ms / total) * 100).toFixed(1).padStart(5);
      return `${(ms / 1000).toFixed(1).padStart(7)} s ${share} %  ${String(tests).padStart(3)} tests  ${file}`;
    });
    console.log(
      `\nEvery spec file, slowest first (worker time; ${all.length} files: ${(total / 60_000).toFixed(1)} min):\n${lines.join('\n')}`,
    );
  }
}

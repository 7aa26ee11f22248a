#!/usr/bin/env node
// `npm run qa`: replays every machine's model paths (tests/model) with recording on, then the report step
// (scripts/qa/report.ts) checks coverage and writes reports/qa/index.html + qa.json. scripts/test.mjs reuses
// the pieces below so `npm test` runs the model tests once and only adds the report step.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { npx } from './lib.mjs';

/** Where the model tests leave one JSON record per machine and test file (the harness reads QA_OUT). */
export const QA_RAW = 'reports/qa/raw';

/** Environment for a vitest run that records coverage; stale records of an earlier run are removed first. */
export function qaRecordingEnv() {
  rmSync(QA_RAW, { recursive: true, force: true });
  return { ...process.env, QA_OUT: QA_RAW };
}

/** The report step, as [command, args] for lib.mjs run(). */
export const qaReportCommand = [npx('tsx'), ['scripts/qa/report.ts', QA_RAW, 'reports/qa']];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tests = spawnSync(npx('vitest'), ['run', 'tests/model'], { stdio: 'inherit', env: qaRecordingEnv() });
  // The report is written even when a replay failed: it shows which path failed and why.
  const report = spawnSync(qaReportCommand[0], qaReportCommand[1], { stdio: 'inherit' });
  if (tests.status !== 0) console.error(`✗ model tests failed (exit ${tests.status ?? tests.signal})`);
  process.exit(tests.status !== 0 ? (tests.status ?? 1) : (report.status ?? 1));
}

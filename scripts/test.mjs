#!/usr/bin/env node
// `npm test`: everything CI checks, in order of cost (docs/architecture.md#quality): typecheck, lint,
// unit/model/API/server tests, production build + size budget + CPU guard, browser tests against the built app and a
// fresh database.
import { ensureChromium } from './ensure-chromium.mjs';
import { buildApp, npx, run } from './lib.mjs';
import { qaRecordingEnv, qaReportCommand } from './qa.mjs';

const started = Date.now();
ensureChromium();
run(npx('panda'), ['codegen', '--silent']);
run('node', ['scripts/typecheck.mjs']);
run(npx('biome'), ['check', '.']);
// The model tests record machine coverage as they run; the QA report step then checks it (npm run qa).
run(npx('vitest'), ['run'], { env: qaRecordingEnv() });
run(...qaReportCommand);
// The budget is the build players get; the browser tests then run on one with the machine visualizer
// (VITE_INSPECT=1) for e2e/inspect.spec.ts (tests/app/inspect-build.test.ts checks that a build without it ships none
// of it).
buildApp();
run('node', ['scripts/size.mjs']);
// What a cheap phone feels: the main-thread work of the first screens and the first tap (scripts/cpu-guard.mjs).
run('node', ['scripts/cpu-guard.mjs']);
buildApp({ VITE_INSPECT: '1' });
run(npx('playwright'), ['test']);
console.log(`All checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);

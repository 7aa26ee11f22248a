#!/usr/bin/env node
// The initial JavaScript of / (scripts/initial-js.mjs says which files count): what hydrating the server's HTML of
// / needs, in the build players get (npm test measures it before building the one with the visualizer). The target is
// 100 KB gzip (docs/architecture.md "Performance"); today's 125.7 KB is mostly libraries hydration needs (react-dom
// alone ~62 KB), so the check fails at 127 KB: nothing may grow while the gap is closed.
// SIZE_BUDGET_KB overrides it for experiments.
import { initialJavaScript } from './initial-js.mjs';

const TARGET_KB = 100;
const BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? 127);
const { initial, later, totalBytes } = initialJavaScript('dist');
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
for (const chunk of initial) console.log(`  ${kb(chunk.gzipBytes)} KB  ${chunk.file}`);
for (const chunk of later)
  console.log(`  ${kb(chunk.gzipBytes)} KB  ${chunk.file} (loaded after the first render, not counted)`);
const total = totalBytes / 1024;
console.log(
  `initial JavaScript of /: ${total.toFixed(1)} KB gzip (fails above ${BUDGET_KB} KB; target ${TARGET_KB} KB)`,
);
if (total > TARGET_KB) console.warn(`Above the ${TARGET_KB} KB target by ${(total - TARGET_KB).toFixed(1)} KB`);
if (total > BUDGET_KB) {
  console.error(`Over budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}

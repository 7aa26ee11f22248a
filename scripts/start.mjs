#!/usr/bin/env node
// `npm start`: build the app if it is missing or stale, then serve app + API on http://127.0.0.1:8080
// with the embedded PostgreSQL in .data/ (created and seeded on first start), and the demo world's stand-in pages
// (STAND_INS=demo: docs/architecture.md#stand-ins; `STAND_INS=none npm start` serves none).
import { buildApp, buildHasInspection, buildIsStale, npx, run } from './lib.mjs';
import { spawn } from 'node:child_process';

// npm test leaves a build with the machine visualizer (VITE_INSPECT=1): npm start serves one without, unless asked.
if (buildIsStale() || buildHasInspection() !== (process.env.VITE_INSPECT === '1')) {
  console.log('Building the app…');
  run(npx('panda'), ['codegen', '--silent']);
  buildApp();
}
const server = spawn(npx('tsx'), ['server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STAND_INS: process.env.STAND_INS ?? 'demo' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

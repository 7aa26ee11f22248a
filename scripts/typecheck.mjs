#!/usr/bin/env node
// `npm run typecheck` and the first step of `npm test`: one TypeScript config per side, each file in exactly one
// (docs/architecture.md "Dependencies"): the app with the DOM, the server and contract/ without it, then the
// tests, browser tests, scripts and tool configs. tsconfig.json only references the three.
import { npx, run } from './lib.mjs';

for (const project of ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.tools.json']) {
  run(npx('tsc'), ['-p', project, '--noEmit']);
}

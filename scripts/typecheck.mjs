#!/usr/bin/env node
// `npm run typecheck` and the first step of `npm test`: one TypeScript config per side, each file in exactly one
// (docs/architecture.md "Dependencies"): the app with the DOM, the server and contract/ without it, then the
// tests, browser tests, scripts and tool configs. tsconfig.json only references the three.
// The three run side by side: tsc uses one core, and on the 2-core machine the three one after another took 83 s
// where side by side they take about the longest one.
import { spawn } from 'node:child_process';
import { npx } from './lib.mjs';

const PROJECTS = ['tsconfig.app.json', 'tsconfig.server.json', 'tsconfig.tools.json'];

/** One tsc run, its output kept until it ends (three interleaved outputs would be unreadable). */
function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npx('tsc'), ['-p', project, '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (output) process.stdout.write(output);
      if (code === 0) console.log(`✓ tsc -p ${project} --noEmit (${seconds}s)`);
      else console.error(`✗ tsc -p ${project} --noEmit failed (exit ${code ?? signal}) after ${seconds}s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(PROJECTS.map(check));
if (results.includes(false)) process.exit(1);

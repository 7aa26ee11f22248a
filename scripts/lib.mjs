// Small helpers shared by the run and test scripts (no dependencies: they run before anything is built).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${command} ${args.join(' ')} (${seconds}s)`);
}

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
};

/** The built app is stale when any input is newer than dist/index.html. */
export function buildIsStale() {
  const built = Math.min(newest('dist/index.html'), newest('dist-ssr/entry-server.js'));
  if (!built) return true;
  const inputs = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'panda.config.ts', 'package-lock.json'];
  return inputs.some((input) => newest(input) > built);
}

/** Whether the built app carries the machine visualizer: made with VITE_INSPECT=1, as npm test's build is. */
export function buildHasInspection() {
  return existsSync('dist/assets') && readdirSync('dist/assets').some((name) => name.startsWith('inspect-reporter-'));
}

export const npx = (bin) => join('node_modules', '.bin', bin);

/**
 * The production build: the browser's bundle into dist/, the server renderer into dist-ssr/ (src/entry-server.tsx).
 * `env` adds build-time variables: npm test's build sets VITE_INSPECT=1 (the machine visualizer, for its browser
 * tests); without it a build ships no inspection at all (src/app/inspect.ts).
 */
export function buildApp(env = {}) {
  const options = { env: { ...process.env, ...env } };
  run(npx('vite'), ['build', '--logLevel', 'warn'], options);
  run(npx('vite'), ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], options);
}

export function startBackground(command, args, env) {
  return spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

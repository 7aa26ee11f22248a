// A production build without VITE_INSPECT ships no inspection (docs/architecture.md#security): the app's real Vite
// build, into a temporary folder, holds neither the reporter that posts actor snapshots, nor the machine visualizer,
// nor Stately's inspector (which would send every event to a third-party window). npm test's own build sets
// VITE_INSPECT=1 so that e2e/inspect.spec.ts can use the visualizer; this is the build an operator deploys.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INSPECT_CHANNEL } from '../../src/app/inspect-protocol';

/** Text that only the inspection code carries, each checked against its source so the search cannot miss. */
const MARKERS = [
  { text: INSPECT_CHANNEL, source: 'src/app/inspect-protocol.ts' },
  { text: 'Machine visualizer', source: 'src/dev/inspect/inspect-page.tsx' },
  { text: 'visualizer.hello', source: 'src/app/inspect-reporter.ts' },
  { text: 'stately.ai/inspect', source: 'node_modules/@statelyai/inspect/dist/index.mjs' },
];

const out = mkdtempSync(join(tmpdir(), 'build-no-inspect-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('a production build without VITE_INSPECT', () => {
  it('holds no inspection code, no visualizer and no Stately inspector', () => {
    for (const marker of MARKERS) expect(readFileSync(marker.source, 'utf8'), marker.source).toContain(marker.text);
    const { VITE_INSPECT: _asked, ...inherited } = process.env;
    const env = { ...inherited, NODE_ENV: 'production' };
    execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', out, '--emptyOutDir'], {
      env,
      stdio: 'pipe',
    });
    const built = files(out);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(built.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(20);
    const found = built.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return MARKERS.filter((marker) => text.includes(marker.text)).map((marker) => `${file}: ${marker.text}`);
    });
    expect(found).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(manifest).filter((id) => /inspect|stately/i.test(id))).toEqual([]);
  }, 300_000);
});

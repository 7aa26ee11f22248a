// The build's compile hints (scripts/vite/compile-hints.ts, docs/architecture.md#performance): each chunk of the app
// starts with V8's magic comment, on its first line, once; the libraries a single feature calls in part, the
// catalogues and the bundler's runtime do not.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileHints } from '../../scripts/vite/compile-hints';

type WriteBundle = (options: { dir?: string }, bundle: Record<string, unknown>) => void;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const chunk = (fileName: string, moduleIds: string[], code: string) => {
  writeFileSync(join(dir, fileName), code);
  return { type: 'chunk', fileName, moduleIds };
};

function writeBundle(bundle: Record<string, unknown>) {
  (compileHints().writeBundle as unknown as WriteBundle).call({}, { dir }, bundle);
}

describe('compile hints', () => {
  it("puts V8's magic comment on the first line of the app's chunks, and only once", () => {
    const bundle = {
      app: chunk('index-a1.js', ['/app/src/main.tsx', '/app/src/app/app.tsx'], 'const __vite__mapDeps=1;\nexport{}'),
      libs: chunk('shell-libs-b2.js', ['/app/node_modules/react-dom/cjs/react-dom-client.production.js'], 'var n=1;'),
      css: { type: 'asset', fileName: 'index.css' },
    };
    writeFileSync(join(dir, 'index.css'), 'a{}');
    writeBundle(bundle);
    writeBundle(bundle);
    expect(readFileSync(join(dir, 'index-a1.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=1;\nexport{}',
    );
    expect(readFileSync(join(dir, 'shell-libs-b2.js'), 'utf8')).toBe('//# allFunctionsCalledOnLoad\nvar n=1;');
    expect(readFileSync(join(dir, 'index.css'), 'utf8')).toBe('a{}');
  });

  it('leaves out MapLibre, the Ethereum libraries, the catalogues and the runtime', () => {
    const untouched = {
      map: chunk(
        'club-map-gl-c3.js',
        ['/app/src/features/clubs/map.tsx', '/app/node_modules/maplibre-gl/dist/maplibre-gl.js'],
        'm',
      ),
      wallet: chunk('verifySiweMessage-d4.js', ['/app/node_modules/viem/_esm/utils/siwe/verifySiweMessage.js'], 'v'),
      hashes: chunk('sha3-e5.js', ['/app/node_modules/@noble/hashes/esm/sha3.js'], 's'),
      texts: chunk('en-f6.js', ['\0virtual:catalogue/en'], 't'),
      runtime: chunk('rolldown-runtime-g7.js', ['\0rolldown/runtime.js'], 'r'),
    };
    writeBundle(untouched);
    expect(readFileSync(join(dir, 'club-map-gl-c3.js'), 'utf8')).toBe('m');
    expect(readFileSync(join(dir, 'verifySiweMessage-d4.js'), 'utf8')).toBe('v');
    expect(readFileSync(join(dir, 'sha3-e5.js'), 'utf8')).toBe('s');
    expect(readFileSync(join(dir, 'en-f6.js'), 'utf8')).toBe('t');
    expect(readFileSync(join(dir, 'rolldown-runtime-g7.js'), 'utf8')).toBe('r');
  });
});

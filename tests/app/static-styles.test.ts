// The build's static-styles step (scripts/vite/static-styles.ts): a Panda call with literal arguments becomes the
// class names Panda's own runtime gives for it, anything else is left to run in the browser, imports that are no
// longer used go, and every line stays on its line. Then the whole of src/ goes through it and still parses.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticStyles } from '../../scripts/vite/static-styles';
import { css, cx } from '../../styled-system/css';
import { button, field } from '../../styled-system/recipes';

type Transform = (code: string, id: string) => { code: string } | undefined;
let transform: Transform;

beforeAll(async () => {
  const plugin = staticStyles();
  await (plugin.buildStart as () => Promise<void>).call({});
  transform = (code, id) => (plugin.transform as unknown as Transform).call({}, code, id);
});

const ID = '/app/src/features/example.tsx';
const run = (code: string) => transform(code, ID)?.code;

describe('static styles', () => {
  it('writes the class names of a call with literal arguments, as the runtime gives them', () => {
    const code = [
      "import { css } from 'styled-system/css';",
      "export const a = css({ display: 'flex', gap: { base: '2', md: '4' }, _hover: { color: 'accent' } });",
    ].join('\n');
    const out = run(code);
    expect(out).toContain(
      JSON.stringify(css({ display: 'flex', gap: { base: '2', md: '4' }, _hover: { color: 'accent' } })),
    );
    expect(out).not.toContain('styled-system/css');
  });

  it('folds nested calls, recipes and a choice between two literal variants', () => {
    const code = [
      "import { css, cx } from 'styled-system/css';",
      "import { button } from 'styled-system/recipes';",
      "export const a = cx(css({ p: '4' }), button({ size: 'sm' }));",
      "export const b = (on: boolean) => button(on ? { variant: 'primary' } : { variant: 'ghost', size: 'sm' });",
    ].join('\n');
    const out = run(code) ?? '';
    expect(out).toContain(JSON.stringify(cx(css({ p: '4' }), button({ size: 'sm' }))));
    expect(out).toContain(
      `(on ? ${JSON.stringify(button({ variant: 'primary' }))} : ${JSON.stringify(button({ variant: 'ghost', size: 'sm' }))})`,
    );
    expect(out).not.toContain('styled-system');
  });

  it('folds one slot of a slot recipe called with literals, alone or inside cx()', () => {
    const code = [
      "import { css, cx } from 'styled-system/css';",
      "import { field } from 'styled-system/recipes';",
      'export const a = field({ invalid: true }).control;',
      "export const b = cx(field().control, css({ h: '11' }));",
      'export const c = field().missing;',
    ].join('\n');
    const out = run(code) ?? '';
    expect(out).toContain(`export const a = ${JSON.stringify(field({ invalid: true }).control)};`);
    expect(out).toContain(`export const b = ${JSON.stringify(cx(field().control, css({ h: '11' })))};`);
    // A slot the recipe does not have stays a runtime read, with its import.
    expect(out).toContain('export const c = field().missing;');
    expect(out).toContain("from 'styled-system/recipes'");
  });

  it('leaves calls with anything but literals to the runtime, and keeps their imports', () => {
    const code = [
      "import { css, cx } from 'styled-system/css';",
      "import { field } from 'styled-system/recipes';",
      "export const a = (x: string) => cx(css({ color: 'text' }), x);",
      'export const b = (invalid: boolean) => field({ invalid });',
      "export const c = (w: string) => css({ width: w, display: 'flex' });",
    ].join('\n');
    const out = run(code) ?? '';
    expect(out).toContain(`cx(${JSON.stringify(css({ color: 'text' }))}, x)`);
    expect(out).toContain('field({ invalid })');
    expect(out).toContain("css({ width: w, display: 'flex' })");
    expect(out).toContain("from 'styled-system/recipes'");
    expect(out).toContain("import { css, cx } from 'styled-system/css';");
  });

  it('takes cx from its own module when it is all that is left of styled-system/css', () => {
    const code = [
      "import { css, cx } from 'styled-system/css';",
      "export const a = (x: string) => cx(css({ color: 'text' }), x);",
    ].join('\n');
    expect(run(code)).toContain("import { cx as cx } from 'styled-system/css/cx.mjs';");
  });

  it('leaves a name alone where the file declares it again', () => {
    const code = [
      "import { css } from 'styled-system/css';",
      "export const a = css({ display: 'flex' });",
      "export function b(css: (s: object) => string) { return css({ display: 'grid' }); }",
    ].join('\n');
    expect(run(code)).toBeUndefined();
  });

  it('keeps every line on its line', () => {
    const code = [
      "import { css } from 'styled-system/css';",
      'export const a = css({',
      "  display: 'flex',",
      "  gap: '2',",
      '});',
      'export const marker = 1;',
    ].join('\n');
    const out = run(code) ?? '';
    expect(out.split('\n').length).toBe(code.split('\n').length);
    expect(out.split('\n')[5]).toBe('export const marker = 1;');
  });

  it('turns all of src/ into code that parses', () => {
    const root = new URL('../../src/', import.meta.url).pathname;
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
    let changed = 0;
    for (const file of files) {
      const path = join(root, file);
      const out = transform(readFileSync(path, 'utf8'), path);
      if (!out) continue;
      changed++;
      expect(parseSync(path, out.code).errors, file).toEqual([]);
    }
    expect(changed).toBeGreaterThan(50);
  });
});

// The repo explains itself (docs/architecture.md#quality): code and config cite this repo's docs only
// (docs/product.md, docs/architecture.md, docs/api.md), never documents that live outside it, and every
// `docs/<doc>.md#anchor` they cite exists in that doc. The samples below show what the checker flags, so a
// checker that flags nothing fails too. Forbidden strings are built from pieces, so this file passes its own scan.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EquivalentMutant } from '../../src/machines/oracle';

const ROOT = join(import.meta.dirname, '../..');
const SECTION = '\u00a7';

/** Folders whose every text file is checked, and the top-level files (configs, the HTML entry). */
const DIRS = ['src', 'server', 'contract', 'tests', 'e2e', 'scripts', '.ci'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|sql|sh|css|html|txt|ya?ml)$|^run$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'styled-system', '.data', 'reports', 'test-results']);

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIP_DIRS.has(name)) out.push(...filesUnder(path));
    } else if (TEXT.test(name)) out.push(path);
  }
  return out;
}

function checkedFiles(): string[] {
  const top = readdirSync(ROOT).filter(
    (name) => statSync(join(ROOT, name)).isFile() && TEXT.test(name) && name !== 'package-lock.json',
  );
  return [...top.map((name) => join(ROOT, name)), ...DIRS.flatMap((dir) => filesUnder(join(ROOT, dir)))];
}

/** Citations of documents that are not part of this repo. */
const FORBIDDEN: Array<[RegExp, string]> = [
  [new RegExp(`\\bspec\\s*${SECTION}`, 'i'), 'cites the operator specification'],
  [/\bDESIGN\.md\b/i, 'cites the design document outside the repo (use docs/architecture.md)'],
  [/\bSTYLE\.md\b/i, 'cites the style notes outside the repo (use docs/architecture.md)'],
  [/\.\.\/shared\b/i, 'points outside the repo'],
  [/\bissue\s+#?\d+\b/i, 'cites an issue number (say the reason, or cite the doc section that gives it)'],
];

const DOC_LINK = /\bdocs\/(product|architecture|api)\.md#([A-Za-z0-9_-]+)/g;

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(doc: string): Set<string> {
  const text = readFileSync(join(ROOT, 'docs', `${doc}.md`), 'utf8');
  const ids = [...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1] ?? '');
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1] ?? ''));
  return new Set([...ids, ...headings]);
}

const ANCHORS: Record<'product' | 'architecture' | 'api', Set<string>> = {
  product: anchorsOf('product'),
  architecture: anchorsOf('architecture'),
  api: anchorsOf('api'),
};

/** Whether docs/<doc>.md has the anchor. */
function hasAnchor(doc: string | undefined, id: string | undefined): boolean {
  return (ANCHORS as Record<string, Set<string> | undefined>)[doc ?? '']?.has(id ?? '') ?? false;
}

/** What is wrong with one text: each problem with its line number. */
function problemsIn(text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    // A quoted relative module path ('../shared', '../../shared/x': src/machines/shared.ts, a shared folder of
    // features) is code, not a citation.
    const probe = line.replace(/(['"])(?:\.\.?\/)+shared(?:\/[^'"]*)?\1/g, '');
    for (const [re, why] of FORBIDDEN) {
      const m = re.exec(probe);
      if (m) problems.push(`${i + 1}: "${m[0]}" ${why}`);
    }
    for (const m of line.matchAll(DOC_LINK)) {
      if (!hasAnchor(m[1], m[2])) problems.push(`${i + 1}: docs/${m[1]}.md has no anchor #${m[2]}`);
    }
  });
  return problems;
}

describe('the checker', () => {
  const S = SECTION;
  it.each([
    [`// spec ${S}4 Session: loaded on open`],
    [`/** (spec ${S}7 retries, ${S}9 timeouts) */`],
    [`// the SPEC${S}5 rule`],
    [`// ${['DESIGN', 'md'].join('.')} ${S}5 stand-in`],
    [`// see ${['STYLE', 'md'].join('.')}`],
    [`// as ${['..', 'shared', 'spec.md'].join('/')} says`],
    [`// read ${['..', 'shared'].join('/')} first`],
    [`// the rules are in \`${['..', 'shared', 'spec.md'].join('/')}\``],
    [`// UI path tests (${['issue', '7'].join(' ')})`],
    [`// ${['Issue', '9'].join(' ')} "Faults"`],
    [`// ${['ISSUE', '#12'].join(' ')}: the reason`],
    [`// see ${['docs/product.md', 'no-such-anchor'].join('#')}`],
    [`// see ${['docs/architecture.md', 'no-such-section'].join('#')}`],
    [`// see ${['docs/api.md', 'no-such-heading'].join('#')}`],
  ])('flags %s', (sample) => {
    expect(problemsIn(sample)).toHaveLength(1);
  });

  it.each([
    [`import { errorOf, notProvided } from '${['..', 'shared'].join('/')}';`],
    [`import { useClipboardCopy } from '${['..', 'shared', 'use-clipboard-copy'].join('/')}';`],
    [`const m = await import("${['..', '..', 'shared', 'x'].join('/')}");`],
    ['// e2e/history.spec.ts walks the filter'],
    [`// RFC 9110 ${S}13.1.2 weak comparison`],
    ['// the token is issued 3 times; a tissue 4'],
    ['// docs/product.md#flows-session, docs/product.md#calls-policy'],
    ['// docs/architecture.md#security and docs/architecture.md#performance'],
    ['// docs/api.md#calls'],
  ])('lets %s through', (sample) => {
    expect(problemsIn(sample)).toEqual([]);
  });
});

describe('the repo', () => {
  it('checks a real set of files (code, tests, e2e, scripts, configs)', () => {
    const files = checkedFiles().map((f) => relative(ROOT, f));
    for (const expected of ['src/main.tsx', 'server/app.ts', 'e2e/fixtures.ts', 'vite.config.ts', 'package.json']) {
      expect(files).toContain(expected);
    }
    expect(files.length).toBeGreaterThan(300);
  });

  it('cites only its own docs, and only anchors that exist', () => {
    const problems = checkedFiles().flatMap((file) =>
      problemsIn(readFileSync(file, 'utf8')).map((p) => `${relative(ROOT, file)}:${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('links between its docs land on existing anchors', () => {
    const problems: string[] = [];
    const docs = [
      'README.md',
      ...readdirSync(join(ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    for (const doc of docs) {
      const text = readFileSync(join(ROOT, doc), 'utf8');
      const prefix = doc.startsWith('docs/') ? '' : 'docs/';
      const re = new RegExp(`\\]\\(${prefix}(product|architecture|api)\\.md#([A-Za-z0-9_-]+)\\)`, 'g');
      for (const m of text.matchAll(re)) {
        if (!hasAnchor(m[1], m[2])) problems.push(`${doc}: ${m[1]}.md has no anchor #${m[2]}`);
      }
      if (doc === 'docs/product.md' || doc === 'docs/architecture.md') {
        for (const m of text.matchAll(/\]\(#([A-Za-z0-9_-]+)\)/g)) {
          const own = doc === 'docs/product.md' ? 'product' : 'architecture';
          if (!hasAnchor(own, m[1])) problems.push(`${doc}: no anchor #${m[1]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every machine file opens with a comment saying what its flow is for, citing its flow in product.md', () => {
    const machinesDir = join(ROOT, 'src/machines');
    const folders = readdirSync(machinesDir).filter((name) => statSync(join(machinesDir, name)).isDirectory());
    expect(folders.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const folder of folders) {
      const file = join(machinesDir, folder, `${folder}.machine.ts`);
      const [first = '', second = ''] = readFileSync(file, 'utf8').split('\n');
      const opening = second.startsWith('//') ? `${first} ${second}` : first;
      if (!first.startsWith('// Purpose: ')) problems.push(`${folder}: does not open with "// Purpose: "`);
      const cite = ['docs/product.md', `flows-${folder}`].join('#');
      if (!opening.includes(cite)) problems.push(`${folder}: its opening comment does not cite ${cite}`);
    }
    expect(problems).toEqual([]);
  });

  it('every listed equivalent mutant has its four fields and sits on a line of code (moved comments move the numbers)', () => {
    const machinesDir = join(ROOT, 'src/machines');
    // The lists scripts/mutation.mjs reads: each machine's <machine>.equivalents.json (files relative to src/machines)
    // and the server's (files relative to the repo).
    const lists = readdirSync(machinesDir)
      .map((folder) => ({ json: join(machinesDir, folder, `${folder}.equivalents.json`), base: machinesDir }))
      .concat({ json: join(ROOT, 'server/mutation-equivalents.json'), base: ROOT })
      .filter(({ json }) => existsSync(json));
    const problems: string[] = [];
    let entries = 0;
    for (const { json, base } of lists) {
      const list = JSON.parse(readFileSync(json, 'utf8')) as EquivalentMutant[];
      for (const entry of list) {
        entries++;
        const where = `${json.replace(`${ROOT}/`, '')}: ${entry.file}:${entry.line} (${entry.mutator})`;
        const shaped =
          Object.keys(entry).sort().join() === 'file,line,mutator,reason' &&
          typeof entry.file === 'string' &&
          Number.isInteger(entry.line) &&
          typeof entry.mutator === 'string' &&
          typeof entry.reason === 'string' &&
          entry.reason.length > 20;
        if (!shaped) {
          problems.push(`${where} is not {file, line, mutator, reason} with a reason`);
          continue;
        }
        const line = readFileSync(join(base, entry.file), 'utf8').split('\n')[entry.line - 1]?.trim();
        const noCode = !line || /^(\/\/|\/\*|\*)/.test(line) || /^[)\]}]+[;,]?$/.test(line);
        if (noCode) problems.push(`${where} is ${JSON.stringify(line ?? 'past the end')}`);
      }
    }
    expect(entries).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('product.md has the anchors code cites by section', () => {
    for (const id of ['purpose', 'routes', 'entities', 'flows', 'rules', 'roles', 'calls', 'errors', 'constants']) {
      expect(ANCHORS.product.has(id), id).toBe(true);
    }
  });

  it('product.md cites nothing outside the repo', () => {
    expect(problemsIn(readFileSync(join(ROOT, 'docs/product.md'), 'utf8'))).toEqual([]);
    expect(readFileSync(join(ROOT, 'docs/product.md'), 'utf8')).not.toMatch(/\bspec\b|\u00a7/i);
  });
});

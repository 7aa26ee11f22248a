// The import graph of the app, the server and their shared contract, and the rules its edges follow
// (docs/architecture.md "Dependencies"). A small scanner of our own: it reads every static import and
// export-from, `import '…'`, `import('…')` and `typeof import('…')` (type-only imports included: they tie the
// type-check of one side to the other's files too), skipping comments, strings, template literals and
// regular expressions, and resolves relative specifiers and the `styled-system` alias to files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface ImportEdge {
  /** Importing file, relative to the repository root with `/` separators. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The resolved file relative to the root, `package:<name>` for a package, or `virtual:` / `unresolved:`. */
  to: string;
  line: number;
}

const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

/** Tokens after which a `/` divides; after anything else it opens a regular expression. */
const ENDS_EXPRESSION = new Set([')', ']', '}', 'identifier', 'number', 'string', 'template']);
/** Keywords after which an expression starts (so `/` opens a regular expression). */
const EXPRESSION_KEYWORDS = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

type Token = { kind: 'identifier' | 'string' | 'punct' | 'number' | 'template' | 'regex'; text: string; line: number };

/** Splits TypeScript source into the tokens the import search needs. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  // Template literals nest through `${ … }`: the brace depth at which each open template resumes.
  const templateDepths: number[] = [];
  let braceDepth = 0;
  const previousEndsExpression = () => {
    const last = tokens[tokens.length - 1];
    if (!last) return false;
    if (last.kind === 'identifier') return !EXPRESSION_KEYWORDS.has(last.text);
    if (last.kind === 'punct') return ENDS_EXPRESSION.has(last.text);
    return ENDS_EXPRESSION.has(last.kind);
  };
  const readTemplateTail = () => {
    // From just after '`' or a closing '}' of a substitution: to the closing '`' or the next '${'.
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === '\n') line++;
      if (c === '`') {
        i++;
        tokens.push({ kind: 'template', text: '`', line });
        return;
      }
      if (c === '$' && source[i + 1] === '{') {
        i += 2;
        templateDepths.push(braceDepth);
        braceDepth++;
        return;
      }
      i++;
    }
  };
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      for (let k = i; k < stop; k++) if (source[k] === '\n') line++;
      i = stop;
    } else if (c === '"' || c === "'") {
      let value = '';
      i++;
      while (i < source.length && source[i] !== c) {
        if (source[i] === '\\') {
          value += source[i + 1];
          i += 2;
        } else {
          if (source[i] === '\n') line++;
          value += source[i];
          i++;
        }
      }
      i++;
      tokens.push({ kind: 'string', text: value, line });
    } else if (c === '`') {
      i++;
      readTemplateTail();
    } else if (c === '{') {
      braceDepth++;
      i++;
      tokens.push({ kind: 'punct', text: c, line });
    } else if (c === '}') {
      braceDepth--;
      i++;
      if (templateDepths.length > 0 && templateDepths[templateDepths.length - 1] === braceDepth) {
        templateDepths.pop();
        readTemplateTail();
      } else {
        tokens.push({ kind: 'punct', text: c, line });
      }
    } else if (c === '/' && !previousEndsExpression()) {
      // A regular expression: to the closing '/' outside a character class, then its flags.
      let inClass = false;
      i++;
      while (i < source.length && source[i] !== '\n') {
        const r = source[i];
        if (r === '\\') i += 2;
        else {
          if (r === '[') inClass = true;
          else if (r === ']') inClass = false;
          else if (r === '/' && !inClass) break;
          i++;
        }
      }
      i++;
      while (i < source.length && /[a-z]/i.test(source[i] as string)) i++;
      tokens.push({ kind: 'regex', text: '/', line });
    } else if (/[A-Za-z_$\u0080-\uffff]/.test(c)) {
      let j = i + 1;
      while (j < source.length && /[\w$\u0080-\uffff]/.test(source[j] as string)) j++;
      tokens.push({ kind: 'identifier', text: source.slice(i, j), line });
      i = j;
    } else if (/\d/.test(c)) {
      let j = i + 1;
      while (j < source.length && /[\w.]/.test(source[j] as string)) j++;
      tokens.push({ kind: 'number', text: source.slice(i, j), line });
      i = j;
    } else {
      tokens.push({ kind: 'punct', text: c, line });
      i++;
    }
  }
  return tokens;
}

/** Every module specifier the source imports or re-exports, with its line. */
export function importSpecifiers(source: string): Array<{ specifier: string; line: number }> {
  const tokens = tokenize(source);
  const found: Array<{ specifier: string; line: number }> = [];
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k] as Token;
    if (token.kind !== 'identifier') continue;
    const before = tokens[k - 1];
    // A property named import/export (`foo.import`) is not a statement.
    if (before?.kind === 'punct' && before.text === '.') continue;
    if (token.text === 'import') {
      const next = tokens[k + 1];
      if (next?.kind === 'string') {
        found.push({ specifier: next.text, line: next.line });
        continue;
      }
      if (next?.kind === 'punct' && next.text === '(') {
        const argument = tokens[k + 2];
        if (argument?.kind === 'string') found.push({ specifier: argument.text, line: argument.line });
        continue;
      }
      if (next?.kind === 'punct' && next.text === '.') continue; // import.meta
    }
    if (token.text === 'import' || token.text === 'export') {
      // import … from '…' / export … from '…': the first `from` + string before the statement ends.
      for (let m = k + 1; m < tokens.length; m++) {
        const t = tokens[m] as Token;
        if (t.kind === 'punct' && t.text === ';') break;
        if (t.kind === 'identifier' && (t.text === 'import' || t.text === 'export') && m > k + 1) {
          const previous = tokens[m - 1] as Token;
          if (!(previous.kind === 'punct' && previous.text === '.')) break;
        }
        const next = tokens[m + 1];
        if (t.kind === 'identifier' && t.text === 'from' && next?.kind === 'string') {
          found.push({ specifier: next.text, line: next.line });
          break;
        }
        // `export const x = …`, `export function …`: no specifier follows.
        if (
          m === k + 1 &&
          t.kind === 'identifier' &&
          /^(const|let|var|function|class|interface|enum|default|declare|abstract|async|namespace)$/.test(t.text)
        ) {
          break;
        }
        if (
          m === k + 1 &&
          t.kind === 'identifier' &&
          t.text === 'type' &&
          tokens[m + 1]?.kind === 'identifier' &&
          tokens[m + 2]?.text === '='
        ) {
          break; // export type X = …
        }
      }
    }
  }
  return found;
}

function resolveFile(base: string): string | null {
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of CODE_EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  // `./x.js` written for `./x.ts`.
  const withoutJs = base.replace(/\.(m?js|jsx)$/, '');
  if (withoutJs !== base)
    for (const extension of CODE_EXTENSIONS) if (existsSync(withoutJs + extension)) return withoutJs + extension;
  for (const extension of CODE_EXTENSIONS) {
    const index = join(base, `index${extension}`);
    if (existsSync(index)) return index;
  }
  return null;
}

const toPosix = (path: string) => path.split(sep).join('/');

/** Where a specifier of `fromFile` (absolute) leads, as in ImportEdge.to. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string {
  const clean = specifier.replace(/\?.*$/, '');
  if (clean.startsWith('.') || clean.startsWith('/')) {
    const target = clean.startsWith('/') ? join(root, clean) : resolve(dirname(fromFile), clean);
    const file = resolveFile(target);
    // An asset or a generated file that is not there yet still names its place.
    return file ? toPosix(relative(root, file)) : `unresolved:${toPosix(relative(root, target))}`;
  }
  if (clean === 'styled-system' || clean.startsWith('styled-system/')) return toPosix(clean);
  if (clean.startsWith('virtual:') || clean.startsWith('\0')) return `virtual:${clean}`;
  if (clean.startsWith('node:')) return `package:${clean}`;
  const parts = clean.split('/');
  return `package:${clean.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
}

function sourceFiles(root: string, folder: string): string[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The import edges of every source file under the given folders. */
export function importGraph(root: string, folders: readonly string[]): ImportEdge[] {
  return folders.flatMap((folder) =>
    sourceFiles(root, folder).flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8')).map(({ specifier, line }) => ({
        from: toPosix(relative(root, file)),
        specifier,
        to: resolveSpecifier(root, file, specifier),
        line,
      })),
    ),
  );
}

// ---- The rules (docs/architecture.md "Dependencies") ----

/**
 * Modules of a feature that another feature's page may show (docs/architecture.md "Dependencies": a feature uses
 * another only for a page that shows its public component). Anything else in a feature folder is private to it.
 */
export const PUBLIC_FEATURE_MODULES: readonly string[] = [
  'src/features/content/blog-carousel.tsx',
  'src/features/games/popular-carousel.tsx',
  'src/features/bonus/convert-bonus-dialog.tsx',
  'src/features/errors/not-found-page.tsx',
  'src/features/protection/limits-and-breaks.tsx',
  'src/features/protection/limit-prompt.tsx',
  'src/features/protection/game-protection.tsx',
  'src/features/protection/play-time-screens.tsx',
  'src/features/protection/net-deposits.tsx',
];

/** A page module of a feature: the only kind of feature module that may show another feature's public component. */
const isPageModule = (path: string) => /^src\/features\/[^/]+\/([^/]+\/)*[^/]+-pages?\.tsx$/.test(path);

const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];

/** src/features/shared: components and hooks several features use (copy, carousel, date range picker); every feature may use it, it uses none. */
const SHARED_FEATURE_FOLDER = 'shared';

const under = (path: string, ...folders: string[]) => folders.some((folder) => path.startsWith(`${folder}/`));

/**
 * Packages the contract may use: it runs in the browser and on the server alike (zod for the schemas, the audited
 * encodings and hashes the crypto address checks need).
 */
const CONTRACT_PACKAGES = new Set(['package:zod', 'package:@scure/base', 'package:@noble/hashes']);

export interface ImportRule {
  name: string;
  /** Why, in one line (printed with each violation). */
  because: string;
  breaks: (edge: { from: string; to: string }) => boolean;
}

export const IMPORT_RULES: readonly ImportRule[] = [
  {
    name: 'contract-alone',
    because:
      'contract/ is shared by the browser and the server: it imports only contract/, zod, @scure/base and @noble/hashes',
    breaks: ({ from, to }) => under(from, 'contract') && !under(to, 'contract') && !CONTRACT_PACKAGES.has(to),
  },
  {
    name: 'server-not-src',
    because: 'the server shares only contract/ with the app: nothing of src/',
    breaks: ({ from, to }) => under(from, 'server') && under(to, 'src'),
  },
  {
    name: 'src-not-server',
    because: 'the app never imports the reference server',
    breaks: ({ from, to }) => under(from, 'src') && under(to, 'server'),
  },
  {
    name: 'ui-primitives',
    because: 'src/ui is presentational: data and app state come in as props or through its own contexts',
    breaks: ({ from, to }) =>
      under(from, 'src/ui') && under(to, 'src/api', 'src/app', 'src/machines', 'src/features', 'src/dev'),
  },
  {
    name: 'machines-below-views',
    because: 'machines know no React, views or app wiring: actors are injected where they are mounted',
    breaks: ({ from, to }) =>
      under(from, 'src/machines') &&
      (under(to, 'src/features', 'src/ui', 'src/app', 'src/dev', 'src/i18n') || to === 'package:react'),
  },
  {
    name: 'api-below-machines',
    because: 'the API layer knows nothing above it (a 401 handler is set from src/app, not imported)',
    breaks: ({ from, to }) =>
      under(from, 'src/api') && under(to, 'src/machines', 'src/features', 'src/ui', 'src/app', 'src/dev', 'src/i18n'),
  },
  {
    name: 'feature-public-only',
    because:
      "a feature's page may show another feature's public component (PUBLIC_FEATURE_MODULES); features/shared is for all; nothing else crosses",
    breaks: ({ from, to }) => {
      const source = featureOf(from);
      const target = featureOf(to);
      if (!source || !target || source === target) return false;
      if (target === SHARED_FEATURE_FOLDER) return false;
      return !(isPageModule(from) && PUBLIC_FEATURE_MODULES.includes(to));
    },
  },
];

/** The rules an edge breaks (its target with any `unresolved:` prefix removed). */
export function brokenRules(edge: { from: string; to: string }): string[] {
  const to = edge.to.replace(/^unresolved:/, '');
  return IMPORT_RULES.filter((rule) => rule.breaks({ from: edge.from, to })).map((rule) => rule.name);
}

/** Folders whose files the rules govern. */
export const GOVERNED_FOLDERS = ['src', 'server', 'contract'] as const;

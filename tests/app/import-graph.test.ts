// Dependencies run one way (docs/architecture.md "Dependencies"): every import of src/, server/ and contract/
// follows the rules of ./import-graph.ts. The sample tables show the checker itself can fail: each forbidden
// import written below must be flagged with the rule named beside it, and each allowed one must pass.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  brokenRules,
  GOVERNED_FOLDERS,
  IMPORT_RULES,
  importGraph,
  importSpecifiers,
  PUBLIC_FEATURE_MODULES,
  resolveSpecifier,
} from './import-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The rules one import line of `file` breaks, through the same scanner and resolver as the real tree. */
function check(file: string, source: string): string[] {
  const specifiers = importSpecifiers(source);
  return specifiers.flatMap(({ specifier }) =>
    brokenRules({ from: file, to: resolveSpecifier(root, `${root}${file}`, specifier) }),
  );
}

describe('the real tree', () => {
  const edges = importGraph(root, GOVERNED_FOLDERS);

  it('is scanned: the files and imports are there', () => {
    // Known edges, written down: if the scanner missed imports these would be gone.
    const has = (from: string, to: string) => edges.some((edge) => edge.from === from && edge.to === to);
    expect(has('server/routes/clubs.ts', 'contract/map-view.ts')).toBe(true);
    expect(has('src/ui/responsive-image.tsx', 'contract/schemas/common.ts')).toBe(true);
    expect(has('src/api/site.ts', 'contract/schemas/site.ts')).toBe(true); // import('…') of a schema loader
    expect(has('src/features/games/home-page.tsx', 'src/features/content/blog-carousel.tsx')).toBe(true);
    expect(has('src/app/app.tsx', 'src/features/layout/app-layout.tsx')).toBe(true);
    expect(edges.length).toBeGreaterThan(2000);
  });

  it('resolves every relative import to a file', () => {
    expect(edges.filter((edge) => edge.to.startsWith('unresolved:')).map((e) => `${e.from}: ${e.specifier}`)).toEqual(
      [],
    );
  });

  it('breaks no rule', () => {
    const broken = edges.flatMap((edge) =>
      brokenRules(edge).map((rule) => `${edge.from}:${edge.line} imports '${edge.specifier}' (${rule})`),
    );
    expect(broken).toEqual([]);
  });

  it('lists only public feature modules that exist', () => {
    const targets = new Set(edges.map((edge) => edge.to));
    for (const module of PUBLIC_FEATURE_MODULES) expect(targets.has(module), module).toBe(true);
  });
});

/** Imports that must be flagged, each with the one rule it breaks (written down, not computed). */
const forbidden: Array<[file: string, source: string, rule: string]> = [
  ['server/routes/x.ts', "import { LOCALES } from '../../src/config/constants';", 'server-not-src'],
  ['server/routes/x.ts', "import type { ApiError } from '../../src/api/errors';", 'server-not-src'],
  ['server/routes/x.ts', "const m = await import('../../src/features/clubs/club-map');", 'server-not-src'],
  ['server/db/seed/x.ts', "export { GAME_FRAME } from '../../../src/ui/page';", 'server-not-src'],
  ['src/features/games/x.tsx', "import { db } from '../../../server/db/db';", 'src-not-server'],
  ['contract/x.ts', "import { ApiError } from '../src/api/errors';", 'contract-alone'],
  ['contract/x.ts', "import { readFileSync } from 'node:fs';", 'contract-alone'],
  ['contract/schemas/x.ts', "import { useState } from 'react';", 'contract-alone'],
  ['contract/x.ts', "import { isAddress } from 'viem';", 'contract-alone'],
  ['src/ui/x.tsx', "import { http } from '../api/http';", 'ui-primitives'],
  ['src/ui/x.tsx', "import type { ApiError } from '../api/errors';", 'ui-primitives'],
  ['src/ui/x.tsx', "import { useDataSaver } from '../app/data-saver';", 'ui-primitives'],
  ['src/ui/x.tsx', "import { loginMachine } from '../machines/login/login.machine';", 'ui-primitives'],
  ['src/ui/x.tsx', "import { Footer } from '../features/layout/site-footer';", 'ui-primitives'],
  ['src/ui/theme/x.ts', "export * from '../../app/services';", 'ui-primitives'],
  ['src/machines/login/x.ts', "import { useT } from '../../i18n/use-t';", 'machines-below-views'],
  ['src/machines/login/x.ts', "import { useState } from 'react';", 'machines-below-views'],
  ['src/machines/login/x.ts', "import { Page } from '../../ui/page';", 'machines-below-views'],
  ['src/api/x.ts', "import { services } from '../app/services';", 'api-below-machines'],
  ['src/api/x.ts', "import type { SessionContext } from '../machines/session/session.machine';", 'api-below-machines'],
  // A feature's private module, even from a page.
  ['src/features/blog/x-page.tsx', "import { MenuBalances } from '../menu/menu-balances';", 'feature-public-only'],
  // A public component, but not from a page.
  [
    'src/features/menu/menu-balances.tsx',
    "import { ConvertBonusDialog } from '../bonus/convert-bonus-dialog';",
    'feature-public-only',
  ],
  [
    'src/features/layout/app-layout.tsx',
    "import { StartupExtras } from '../startup/startup-mount';",
    'feature-public-only',
  ],
  // features/shared uses no feature.
  ['src/features/shared/x.ts', "import { OwnId } from '../menu/own-id';", 'feature-public-only'],
];

describe('the checker flags forbidden imports', () => {
  it.each(forbidden)('%s: %s', (file, source, rule) => {
    expect(check(file, source)).toEqual([rule]);
  });

  it('reads the import forms the tree uses', () => {
    const source = [
      'import {',
      '  a,',
      '  type B,',
      "} from '../api/multi-line';",
      "import type { C } from '../api/type-only';",
      "import '../api/side-effect';",
      "export * from '../api/star';",
      "export { d as e } from '../api/named';",
      "export type { F } from '../api/type-export';",
      "const lazy = () => import('../api/dynamic');",
      "type G = typeof import('../api/type-query');",
    ].join('\n');
    expect(importSpecifiers(source).map((found) => [found.specifier, found.line])).toEqual([
      ['../api/multi-line', 4],
      ['../api/type-only', 5],
      ['../api/side-effect', 6],
      ['../api/star', 7],
      ['../api/named', 8],
      ['../api/type-export', 9],
      ['../api/dynamic', 10],
      ['../api/type-query', 11],
    ]);
    expect(check('src/ui/x.tsx', source)).toEqual(Array(8).fill('ui-primitives'));
  });
});

describe('the checker lets allowed imports through', () => {
  const allowed: Array<[file: string, source: string]> = [
    ['server/routes/x.ts', "import { LOCALES } from '../../contract/constants';"],
    ['server/routes/x.ts', "import { Hono } from 'hono';"],
    ['src/features/games/x.tsx', "import { GAME_FRAME } from '../../../contract/frame-policy';"],
    ['contract/schemas/x.ts', "import * as z from 'zod/mini';"],
    ['contract/schemas/x.ts', "import { httpUrl } from './common';"],
    ['contract/x.ts', "import { bech32 } from '@scure/base';"],
    ['contract/x.ts', "import { sha256 } from '@noble/hashes/sha256';"],
    ['src/ui/x.tsx', "import { useT } from '../i18n/use-t';"],
    ['src/ui/x.tsx', "import { css } from 'styled-system/css';"],
    ['src/ui/x.tsx', "import type { Image } from '../../contract/schemas/common';"],
    ['src/features/games/home-page.tsx', "import { BlogCarousel } from '../content/blog-carousel';"],
    ['src/features/widgets/widget-pages.tsx', "import { PopularCarousel } from '../games/popular-carousel';"],
    ['src/features/menu/menu-page.tsx', "import { ConvertBonusDialog } from '../bonus/convert-bonus-dialog';"],
    ['src/features/menu/menu-page.tsx', "import { MenuBalances } from './menu-balances';"],
    ['src/features/history/payment-row.tsx', "import { useClipboardCopy } from '../shared/use-clipboard-copy';"],
    ['src/app/x.tsx', "import { AppLayout } from '../features/layout/app-layout';"],
    ['src/machines/login/x.ts', "import { session } from '../../api/session';"],
    // Import-like text that is not an import.
    ['src/ui/x.tsx', "// import { http } from '../api/http';"],
    ['src/ui/x.tsx', "/* export * from '../app/services'; */"],
    ['src/ui/x.tsx', 'const text = "import { http } from \'../api/http\'";'],
    ['src/ui/x.tsx', "const text = `import('../api/http') $" + "{value} import('../app/services')`;"],
    ['src/ui/x.tsx', "const pattern = /import '..\\/api\\/http'/; const other = import.meta.env;"],
  ];
  it.each(allowed)('%s: %s', (file, source) => {
    expect(check(file, source)).toEqual([]);
  });

  it('has a forbidden sample for every rule', () => {
    expect(new Set(forbidden.map(([, , rule]) => rule))).toEqual(new Set(IMPORT_RULES.map((rule) => rule.name)));
    expect(IMPORT_RULES.map((rule) => rule.name)).toEqual([
      'contract-alone',
      'server-not-src',
      'src-not-server',
      'ui-primitives',
      'machines-below-views',
      'api-below-machines',
      'feature-public-only',
    ]);
  });
});

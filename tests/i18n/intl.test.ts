// src/i18n/intl.ts: the app's intl object behind react-intl's useIntl, on the catalogues' precompiled messages as the
// build makes them (vite.config.ts compiles each message with @formatjs/icu-messageformat-parser's parse). The expected
// texts are written out here; the app's components may only use what the object has (checked on the sources).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import { createAppIntl, type IntlProblem } from '../../src/i18n/intl';

const compile = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));

const MESSAGES = compile({
  plain: 'Deposit',
  greeting: 'Hello, {name}!',
  games: '{count, plural, =0 {No games} one {# game} other {# games}}',
  chosen: '{kind, select, cash {Cash at a club} other {Crypto}}',
});

function intlFor(locale: string, messages = MESSAGES) {
  const problems: IntlProblem[] = [];
  const intl = createAppIntl({
    locale,
    messages,
    timeZone: 'America/Port-au-Prince',
    onError: (problem) => problems.push(problem),
  });
  return { intl, problems };
}

describe('createAppIntl', () => {
  it('formats plain, argument, plural and select messages', () => {
    const { intl, problems } = intlFor('en');
    expect(intl.formatMessage({ id: 'plain' })).toBe('Deposit');
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Jean' })).toBe('Hello, Jean!');
    expect(intl.formatMessage({ id: 'games' }, { count: 0 })).toBe('No games');
    expect(intl.formatMessage({ id: 'games' }, { count: 1 })).toBe('1 game');
    expect(intl.formatMessage({ id: 'games' }, { count: 1200 })).toBe('1,200 games');
    expect(intl.formatMessage({ id: 'chosen' }, { kind: 'cash' })).toBe('Cash at a club');
    expect(intl.formatMessage({ id: 'chosen' }, { kind: 'usdt' })).toBe('Crypto');
    expect(problems).toEqual([]);
  });

  it('puts text-and-argument messages together without asking ICU; plurals still go through it', () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      const { intl, problems } = intlFor('fr-HT');
      expect(intl.formatMessage({ id: 'greeting' }, { name: 'Jean' })).toBe('Hello, Jean!');
      // A number given to a plain argument is shown as is, as intl-messageformat shows it.
      expect(intl.formatMessage({ id: 'greeting' }, { name: 12500 })).toBe('Hello, 12500!');
      expect(intl.formatMessage({ id: 'plain' }, { unused: 'x' })).toBe('Deposit');
      expect(asked).not.toHaveBeenCalled();
      expect(intl.formatMessage({ id: 'games' }, { count: 2 })).toBe('2 games');
      expect(asked).toHaveBeenCalled();
      expect(problems).toEqual([]);
    } finally {
      asked.mockRestore();
    }
  });

  it("uses the locale's plural rules and digits (Kreyòl formats as fr-HT)", () => {
    const { intl } = intlFor('fr-HT');
    expect(intl.formatMessage({ id: 'games' }, { count: 1200 })).toBe('1\u202f200 games');
    expect(intl.formatNumber(12500.5, { maximumFractionDigits: 2 })).toBe('12\u202f500,5');
  });

  it('shows the key of a missing message and reports it as react-intl does', () => {
    const { intl, problems } = intlFor('de');
    expect(intl.formatMessage({ id: 'nope.missing' })).toBe('nope.missing');
    expect(problems).toEqual([
      {
        code: 'MISSING_TRANSLATION',
        message:
          '[@formatjs/intl Error MISSING_TRANSLATION] Missing message: "nope.missing" for locale: "de", using id as fallback.',
      },
    ]);
  });

  it('reports a message that cannot be formatted and shows its key instead of failing the page', () => {
    const { intl, problems } = intlFor('en');
    expect(intl.formatMessage({ id: 'greeting' }, {})).toBe('greeting');
    expect(problems).toHaveLength(1);
    expect(problems[0]?.code).toBe('FORMAT_ERROR');
    expect(problems[0]?.message).toContain('"greeting"');
  });

  it("shows dates in the site's time zone unless a call names another", () => {
    const { intl } = intlFor('en');
    // 03:30 UTC on 1 March is still 28 February in Port-au-Prince (UTC−5).
    const at = '2026-03-01T03:30:00Z';
    expect(intl.formatDate(at, { day: 'numeric', month: 'long', year: 'numeric' })).toBe('February 28, 2026');
    expect(intl.formatDate(at, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(
      'March 1, 2026',
    );
    expect(intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })).toBe('Feb 28, 2026, 10:30 PM');
  });

  it('reports an impossible date and shows it as given', () => {
    const { intl, problems } = intlFor('en');
    expect(intl.formatDate('not a date', { dateStyle: 'long' })).toBe('not a date');
    expect(problems.map((problem) => problem.code)).toEqual(['FORMAT_ERROR']);
  });

  it('keeps the locale it was made for', () => {
    expect(intlFor('fr-HT').intl.locale).toBe('fr-HT');
    expect(intlFor('en').intl.timeZone).toBe('America/Port-au-Prince');
  });
});

/** Every source file of src. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("the app's use of react-intl", () => {
  it('takes from useIntl only what the intl object has, and never renders react-intl components', () => {
    const allowed = new Set(['locale', 'timeZone', 'formatMessage', 'formatNumber', 'formatDate']);
    const used = new Set<string>();
    for (const file of sources('src')) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes("from 'react-intl'")) continue;
      const imported = /import\s+(?:type\s+)?\{([^}]*)\}\s+from 'react-intl'/.exec(text)?.[1] ?? '';
      for (const name of imported.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
        if (name && !['useIntl', 'RawIntlProvider', 'IntlShape', 'MessageFormatElement'].includes(name)) {
          used.add(`import ${name} (${file})`);
        }
      }
      // What a component reads off the object useIntl gave it.
      if (!text.includes('useIntl()')) continue;
      for (const match of text.matchAll(/\bintl\.(\w+)\(/g)) used.add(match[1] ?? '');
      for (const match of text.matchAll(/const \{([^}]*)\} = useIntl\(\)/g)) {
        for (const name of (match[1] ?? '').split(',')) used.add(name.trim());
      }
    }
    expect([...used].filter((name) => !allowed.has(name))).toEqual([]);
    // The scan sees the app's real uses (a scan that found nothing would prove nothing).
    expect([...used].sort()).toEqual(['formatDate', 'formatMessage', 'formatNumber', 'locale']);
  });
});

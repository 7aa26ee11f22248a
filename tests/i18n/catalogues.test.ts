import { existsSync, readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/constants';
import { argumentSignature } from './icu-arguments';

type Catalogue = Record<string, unknown>;

const MESSAGES_DIR = new URL('../../src/i18n/messages/', import.meta.url);
const BRAND = 'Bèl Chans';
// Share of translatable messages a catalogue may leave equal to English ("Blog", "Menu", "Bonus" are fine).
const MAX_IDENTICAL_SHARE = 0.15;
// Values that must read the same in every language: brand, age mark, error code.
const VERBATIM_KEYS = ['brand.name', 'footer.age', 'notFound.title'] as const;

function catalogueUrl(locale: Locale): URL {
  return new URL(`${locale}.json`, MESSAGES_DIR);
}

function readRaw(locale: Locale): string {
  const url = catalogueUrl(locale);
  if (!existsSync(url)) throw new Error(`missing catalogue src/i18n/messages/${locale}.json`);
  return readFileSync(url, 'utf8');
}

function readCatalogue(locale: Locale): Catalogue {
  return JSON.parse(readRaw(locale)) as Catalogue;
}

const english = readCatalogue(DEFAULT_LOCALE) as Record<string, string>;
const englishKeys = Object.keys(english);
const translatedLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** English messages with words to translate: not "404", "18+", the brand alone or placeholders alone. */
function isTranslatable(englishMessage: string): boolean {
  const words = englishMessage.replace(/\{[^{}]*\}/g, '').replaceAll(BRAND, '');
  return /\p{L}/u.test(words);
}

function identicalToEnglish(catalogue: Catalogue): string[] {
  return englishKeys.filter((key) => isTranslatable(english[key]!) && catalogue[key] === english[key]);
}

function identicalShare(catalogue: Catalogue): number {
  const translatable = englishKeys.filter((key) => isTranslatable(english[key]!)).length;
  return identicalToEnglish(catalogue).length / translatable;
}

describe('catalogue helpers', () => {
  it('reads argument names and kinds, including those nested in plural options', () => {
    expect(argumentSignature('Hi {name}, {count, plural, one {# bet} other {# bets by {who}}}')).toEqual([
      'count:plural',
      'name:argument',
      'who:argument',
    ]);
  });

  it('treats the brand, the age mark and placeholder-only messages as not translatable', () => {
    expect([BRAND, '18+', '404', '{amount}'].map(isTranslatable)).toEqual([false, false, false, false]);
    expect(isTranslatable('© {year} Bèl Chans. All rights reserved.')).toBe(true);
  });

  it('scores a copy of English as fully identical', () => {
    expect(identicalShare(english)).toBe(1);
  });
});

describe.each(LOCALES)('%s catalogue', (locale) => {
  it('exists', () => {
    expect(existsSync(catalogueUrl(locale))).toBe(true);
  });

  it('has exactly the keys of en.json', () => {
    const keys = Object.keys(readCatalogue(locale));
    const missing = englishKeys.filter((key) => !keys.includes(key));
    const extra = keys.filter((key) => !(key in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('lists its keys in the order of en.json', () => {
    expect(Object.keys(readCatalogue(locale))).toEqual(englishKeys);
  });

  it('declares no key twice', () => {
    const declared = [...readRaw(locale).matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*:/gm)].map((match) => match[1]);
    const duplicates = declared.filter((key, index) => declared.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
  });

  it('has a non-empty string for every message', () => {
    const empty = Object.entries(readCatalogue(locale))
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('is valid ICU MessageFormat', () => {
    const invalid: string[] = [];
    for (const [key, value] of Object.entries(readCatalogue(locale))) {
      try {
        parse(String(value));
      } catch (error) {
        invalid.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('uses the same placeholders as English in every message', () => {
    const catalogue = readCatalogue(locale);
    const mismatches = englishKeys
      .filter((key) => typeof catalogue[key] === 'string')
      .map((key) => ({
        key,
        english: argumentSignature(english[key]!),
        translated: argumentSignature(catalogue[key] as string),
      }))
      .filter(({ english: expected, translated }) => expected.join() !== translated.join());
    expect(mismatches).toEqual([]);
  });

  it('keeps the brand, "18+" and "404" verbatim', () => {
    const catalogue = readCatalogue(locale);
    expect(VERBATIM_KEYS.map((key) => catalogue[key])).toEqual(VERBATIM_KEYS.map((key) => english[key]));
  });

  it('keeps the brand name wherever English mentions it', () => {
    const catalogue = readCatalogue(locale);
    const lost = englishKeys.filter(
      (key) => english[key]!.includes(BRAND) && !String(catalogue[key] ?? '').includes(BRAND),
    );
    expect(lost).toEqual([]);
  });
});

describe.each(translatedLocales)('%s translation', (locale) => {
  it(`leaves under ${MAX_IDENTICAL_SHARE * 100}% of translatable messages equal to English`, () => {
    const catalogue = readCatalogue(locale);
    const share = identicalShare(catalogue);
    expect(share, `identical to English: ${identicalToEnglish(catalogue).join(', ')}`).toBeLessThan(
      MAX_IDENTICAL_SHARE,
    );
  });
});

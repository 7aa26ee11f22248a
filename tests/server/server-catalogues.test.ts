// The server's own catalogues (docs/architecture.md#server-texts): every domain of server/i18n has, in each of the 8
// languages, exactly English's keys; every message parses as ICU and names the same arguments as English; and no
// message is left in English, except the few that read the same everywhere (names, a bare argument).
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/constants';
import { SERVER_CATALOGUES } from '../../server/i18n/catalogues';
import { text, translate } from '../../server/i18n/text';
import { argumentNames } from '../i18n/icu-arguments';

const I18N_DIR = new URL('../../server/i18n/', import.meta.url);

/**
 * Messages that may equal English in another language: a bare argument (a text given as is), brand, payment and game
 * names, and sport and game words these languages take from English.
 */
const SAME_AS_ENGLISH = new Set([
  'reply.verbatim',
  'page.moncash.range',
  'page.moncash.documentTitle',
  'page.game.documentTitle',
  'page.google.name',
  'page.sport.home',
  'page.sport.live',
  'page.sport.football',
  'page.sport.basketball',
  'page.sport.tennis',
  'page.sport.baseball',
  'art.promo.cashback',
  'art.promo.borlette',
  'art.groups.slots',
  'art.groups.borlette',
  'art.groups.sport',
  'art.groups.arcade',
]);

const domains = readdirSync(I18N_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const translated = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

function readDomain(domain: string, locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`${domain}/${locale}.json`, I18N_DIR), 'utf8')) as Record<string, string>;
}

describe('server catalogues', () => {
  it('has the three domains, each in every language', () => {
    expect(domains).toEqual(expect.arrayContaining(['replies', 'pages', 'google']));
    for (const domain of domains) {
      for (const locale of LOCALES) expect(() => readDomain(domain, locale), `${domain}/${locale}`).not.toThrow();
    }
  });

  describe.each(domains)('%s', (domain) => {
    const english = readDomain(domain, DEFAULT_LOCALE);

    it('English messages parse as ICU', () => {
      for (const [key, message] of Object.entries(english)) {
        expect(() => parse(message), key).not.toThrow();
      }
    });

    it.each(translated)('%s has exactly the English keys', (locale) => {
      const messages = readDomain(domain, locale);
      const missing = Object.keys(english).filter((key) => !(key in messages));
      const extra = Object.keys(messages).filter((key) => !(key in english));
      expect({ missing, extra }, `${domain}/${locale}.json`).toEqual({ missing: [], extra: [] });
    });

    it.each(translated)('%s messages parse and name the same arguments as English', (locale) => {
      const messages = readDomain(domain, locale);
      for (const [key, message] of Object.entries(messages)) {
        const source = english[key];
        if (source === undefined) continue;
        expect(typeof message, `${locale} ${key}`).toBe('string');
        expect(() => parse(message), `${locale} ${key}`).not.toThrow();
        expect(argumentNames(message), `${locale} ${key}`).toEqual(argumentNames(source));
      }
    });

    it.each(translated)('%s leaves no message in English', (locale) => {
      const messages = readDomain(domain, locale);
      const untranslated = Object.keys(english).filter(
        (key) => !SAME_AS_ENGLISH.has(key) && messages[key] !== undefined && messages[key] === english[key],
      );
      expect(untranslated, `${domain}/${locale}.json`).toEqual([]);
    });
  });

  it('the merged catalogues are what translate reads, English first', () => {
    for (const locale of LOCALES) {
      const merged = Object.keys(SERVER_CATALOGUES[locale]).sort();
      expect(merged, locale).toEqual(Object.keys(SERVER_CATALOGUES[DEFAULT_LOCALE]).sort());
    }
    expect(translate('en', text('reply.retryAfter', { seconds: 57 }))).toBe('Retry after 57s');
    expect(translate('ht', text('cashier.insufficient'))).toBe('Ou pa gen ase kòb');
    expect(translate('en', text('field.minChars', { min: 2 }))).toBe('Must be at least 2 characters');
    expect(translate('ru', text('field.minChars', { min: 5 }))).toBe('Не меньше 5 символов');
  });
});

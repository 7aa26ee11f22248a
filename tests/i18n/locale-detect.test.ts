import { describe, expect, it } from 'vitest';
import { isLocale } from '../../contract/constants';
import { acceptedLanguages, localeFromCountry, pickRequestLocale } from '../../contract/locale-detect';

describe('isLocale', () => {
  // The 8 languages of docs/product.md#constants-locales, written down here rather than read from the code under test.
  it.each(['en', 'ru', 'ht', 'de', 'fr', 'es', 'tr', 'zh'])('accepts the supported locale %s', (locale) => {
    expect(isLocale(locale)).toBe(true);
  });

  it.each(['', 'EN', 'pt', 'fr-FR', 'zh-CN', 'kreyol', ' en'])('rejects %j', (value) => {
    expect(isLocale(value)).toBe(false);
  });

  it.each([null, undefined, 1, {}, ['en']])('rejects the non-string %j', (value) => {
    expect(isLocale(value)).toBe(false);
  });
});

describe('localeFromCountry (docs/product.md#constants-locales)', () => {
  it.each([
    ['RU', 'ru'],
    ['BY', 'ru'],
    ['KZ', 'ru'],
    ['DE', 'de'],
    ['AT', 'de'],
    ['CH', 'de'],
    ['FR', 'fr'],
    ['BE', 'fr'],
    ['ES', 'es'],
    ['MX', 'es'],
    ['AR', 'es'],
    ['TR', 'tr'],
    ['CY', 'tr'],
    ['CN', 'zh'],
    ['TW', 'zh'],
    ['SG', 'zh'],
    ['HT', 'ht'],
    ['TC', 'ht'],
  ])('maps %s to %s', (country, locale) => {
    expect(localeFromCountry(country)).toBe(locale);
  });

  it.each(['US', 'GB', 'CA', 'AU'])('maps %s to English as docs/product.md#constants-locales lists', (country) => {
    expect(localeFromCountry(country)).toBe('en');
  });

  it.each(['DO', 'BS', 'GP', 'MQ', 'GF', 'JM', 'BR', 'IT'])('maps the unlisted country %s to English', (country) => {
    expect(localeFromCountry(country)).toBe('en');
  });

  it('ignores case and surrounding spaces in the country code', () => {
    expect([localeFromCountry('ht'), localeFromCountry(' Ru '), localeFromCountry('cn')]).toEqual(['ht', 'ru', 'zh']);
  });

  it.each([null, undefined, '', '   ', 'XX', 'HTI', 'constructor'])('falls back to English for %j', (country) => {
    expect(localeFromCountry(country)).toBe('en');
  });
});

describe('acceptedLanguages (the Accept-Language header, best first)', () => {
  it.each([
    [null, []],
    ['', []],
    ['fr', ['fr']],
    ['fr-HT,fr;q=0.9,en;q=0.5', ['fr-HT', 'fr', 'en']],
    ['en;q=0.2, ht;q=0.8, de', ['de', 'ht', 'en']],
    ['es;q=0.5,ru;q=0.5', ['es', 'ru']],
    ['*, tr;q=0.1', ['tr']],
    ['zh;q=0, ru', ['ru']],
    ['de;q=abc, fr', ['fr']],
  ])('%j → %j', (header, tags) => {
    expect(acceptedLanguages(header)).toEqual(tags);
  });
});

describe('pickRequestLocale (the language a page is rendered in on the server)', () => {
  it.each([
    // The lang cookie wins over everything.
    [{ langCookie: 'de', countryCode: 'HT', acceptLanguage: 'fr' }, 'de'],
    [{ langCookie: ' RU ', acceptLanguage: 'en' }, 'ru'],
    // An unknown cookie is ignored.
    [{ langCookie: 'pt', acceptLanguage: 'es' }, 'es'],
    // Then a country with a language of its own: Haiti's phones set to French or English start in Kreyòl.
    [{ countryCode: 'HT', acceptLanguage: 'fr-FR,fr' }, 'ht'],
    [{ countryCode: 'ht', acceptLanguage: 'en-US' }, 'ht'],
    [{ acceptLanguage: 'fr-HT,fr;q=0.9' }, 'ht'],
    [{ acceptLanguage: 'en-TC' }, 'ht'],
    [{ acceptLanguage: 'de-AT,de;q=0.9' }, 'de'],
    // A country without a language of its own leaves it to the browser's languages.
    [{ countryCode: 'US', acceptLanguage: 'es-US,es;q=0.9' }, 'es'],
    [{ acceptLanguage: 'pt-BR,es;q=0.8,en;q=0.5' }, 'es'],
    [{ acceptLanguage: 'en-US,en;q=0.9' }, 'en'],
    [{ acceptLanguage: 'zh-Hans;q=0.9, tr;q=0.95' }, 'tr'],
    // Then English.
    [{ acceptLanguage: 'pt-BR' }, 'en'],
    [{}, 'en'],
  ])('%j → %s', (sources, locale) => {
    expect(pickRequestLocale(sources)).toBe(locale);
  });
});

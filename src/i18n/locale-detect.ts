import { DEFAULT_LOCALE, LOCALES, type Locale } from '../config/constants';

// spec §9 "Country-to-language": ISO 3166-1 alpha-2 code → catalogue; any country not listed gets English.
const COUNTRY_LOCALES: ReadonlyMap<string, Locale> = new Map<string, Locale>([
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
  // Kreyòl: Haiti, plus Turks and Caicos, where Haitians are roughly a third of residents. Not GP/MQ/GF (their
  // Creoles are not Haitian and French is read by all), nor BS/DO (Haitians are a minority there), nor US (spec: en).
  ['HT', 'ht'],
  ['TC', 'ht'],
]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** spec §9: the catalogue for a visitor's country code, English when the country is unknown or unlisted. */
export function localeFromCountry(countryCode2: string | null | undefined): Locale {
  const code = countryCode2?.trim().toUpperCase() ?? '';
  return COUNTRY_LOCALES.get(code) ?? DEFAULT_LOCALE;
}

export interface StartupLocaleSources {
  /** The locale the player chose earlier, as stored on the device. */
  storedLang?: string | null;
  /** The visitor's ISO 3166-1 alpha-2 country code, as reported by the server. */
  countryCode?: string | null;
}

/** spec §4: at startup the stored lang wins, else the visitor's country decides, else English. */
export function pickStartupLocale({ storedLang, countryCode }: StartupLocaleSources): Locale {
  const stored = storedLang?.trim().toLowerCase();
  if (isLocale(stored)) return stored;
  return localeFromCountry(countryCode);
}

// Countries of docs/product.md#entities-account for registration: id (3 letters), id2, name, phone_code, icon,
// currency, plus the default country and the ids that may not skip the phone step (disabled_skip), all from the seed.
import { asc } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import type { Country } from '../../contract/schemas/session';
import type { Db } from '../db/client';
import { countries } from '../db/schema';
import { intlLocale } from '../i18n/text';
import { mediaUrl } from '../media/images';

/**
 * Kreyòl names of the seeded countries: the platform's region names (CLDR) have no Kreyòl, and French ones would not
 * be the player's words.
 */
const KREYOL_NAMES: Readonly<Record<string, string>> = {
  HT: 'Ayiti',
  DO: 'Repiblik Dominikèn',
  US: 'Etazini',
  CA: 'Kanada',
  FR: 'Lafrans',
  RU: 'Larisi',
  DE: 'Almay',
  ES: 'Espay',
  TR: 'Latiki',
  CN: 'Lachin',
  BR: 'Brezil',
  JM: 'Jamayik',
  CU: 'Kiba',
  MX: 'Meksik',
  BS: 'Bahamas',
  TC: 'Zile Tik ak Kayik',
  GP: 'Gwadloup',
  MQ: 'Matinik',
  GF: 'Giyàn franse',
  PA: 'Panama',
  CL: 'Chili',
  AR: 'Ajantin',
  GB: 'Wayòm Ini',
  BE: 'Bèljik',
  CH: 'Laswis',
};

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in `locale` (docs/api.md#server-language): English is the seeded name; another language names it
 * by its ISO code, Kreyòl from its own list, the others from the platform's region names; the seeded name when
 * neither knows the code.
 */
export function countryName(id2: string, seeded: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return seeded;
  if (locale === 'ht') return KREYOL_NAMES[id2] ?? seeded;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(id2) ?? seeded;
  } catch {
    return seeded;
  }
}

export interface CountryList {
  countries: Country[];
  default_country: string;
  disabled_skip: string[];
}

/**
 * The countries, named in `locale`, with the visitor's own (ISO 3166-1 alpha-2, server/http/visitor-country.ts) as the default when
 * it is among them, else the seeded default (docs/api.md#visitor-country).
 */
export async function listCountries(
  db: Db,
  visitorCountry: string | null = null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<CountryList> {
  const rows = await db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id));
  return {
    countries: rows.map((row) => ({
      id: row.id,
      id2: row.id2,
      name: countryName(row.id2, row.name, locale),
      phone_code: row.phoneCode,
      icon: mediaUrl('flags', row.id2.toLowerCase(), 40, 30),
      currency: row.currency,
    })),
    default_country:
      rows.find((row) => visitorCountry !== null && row.id2 === visitorCountry)?.id ??
      rows.find((row) => row.isDefault)?.id ??
      rows[0]?.id ??
      '',
    disabled_skip: rows.filter((row) => row.skipDisabled).map((row) => row.id),
  };
}

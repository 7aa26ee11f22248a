// Countries of docs/product.md#entities-account for registration: id (3 letters), id2, name, phone_code, icon,
// currency, plus the default country and the ids that may not skip the phone step (disabled_skip), all from the seed.
import { asc } from 'drizzle-orm';
import type { Country } from '../../contract/schemas/session';
import type { Db } from '../db/client';
import { countries } from '../db/schema';
import { mediaUrl } from '../media/images';

export interface CountryList {
  countries: Country[];
  default_country: string;
  disabled_skip: string[];
}

/**
 * The countries, with the visitor's own (ISO 3166-1 alpha-2, server/http/visitor-country.ts) as the default when
 * it is among them, else the seeded default (docs/api.md#visitor-country).
 */
export async function listCountries(db: Db, visitorCountry: string | null = null): Promise<CountryList> {
  const rows = await db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id));
  return {
    countries: rows.map((row) => ({
      id: row.id,
      id2: row.id2,
      name: row.name,
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

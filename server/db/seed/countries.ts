// Countries for registration (docs/product.md#entities-account): Haiti is the default and may not skip the phone step
// of social sign-in (disabled_skip); the rest are where the Haitian diaspora and visitors come from.
import { countries } from '../schema';
import type { SeedContext } from './context';

type Row = [id: string, id2: string, name: string, phoneCode: number, currency: string];

export const COUNTRIES: readonly Row[] = [
  ['HTI', 'HT', 'Haiti', 509, 'HTG'],
  ['DOM', 'DO', 'Dominican Republic', 1809, 'DOP'],
  ['USA', 'US', 'United States', 1, 'USD'],
  ['CAN', 'CA', 'Canada', 1, 'CAD'],
  ['FRA', 'FR', 'France', 33, 'EUR'],
  ['RUS', 'RU', 'Russia', 7, 'RUB'],
  ['DEU', 'DE', 'Germany', 49, 'EUR'],
  ['ESP', 'ES', 'Spain', 34, 'EUR'],
  ['TUR', 'TR', 'Türkiye', 90, 'TRY'],
  ['CHN', 'CN', 'China', 86, 'CNY'],
  ['BRA', 'BR', 'Brazil', 55, 'BRL'],
  ['JAM', 'JM', 'Jamaica', 1876, 'JMD'],
  ['CUB', 'CU', 'Cuba', 53, 'CUP'],
  ['MEX', 'MX', 'Mexico', 52, 'MXN'],
  ['BHS', 'BS', 'Bahamas', 1242, 'BSD'],
  ['TCA', 'TC', 'Turks and Caicos Islands', 1649, 'USD'],
  ['GLP', 'GP', 'Guadeloupe', 590, 'EUR'],
  ['MTQ', 'MQ', 'Martinique', 596, 'EUR'],
  ['GUF', 'GF', 'French Guiana', 594, 'EUR'],
  ['PAN', 'PA', 'Panama', 507, 'PAB'],
  ['CHL', 'CL', 'Chile', 56, 'CLP'],
  ['ARG', 'AR', 'Argentina', 54, 'ARS'],
  ['GBR', 'GB', 'United Kingdom', 44, 'GBP'],
  ['BEL', 'BE', 'Belgium', 32, 'EUR'],
  ['CHE', 'CH', 'Switzerland', 41, 'CHF'],
];

export const DEFAULT_COUNTRY = 'HTI';
export const DISABLED_SKIP = ['HTI'];

export async function seedCountries({ db }: SeedContext): Promise<void> {
  await db.insert(countries).values(
    COUNTRIES.map(([id, id2, name, phoneCode, currency], sort) => ({
      id,
      id2,
      name,
      phoneCode,
      currency,
      isDefault: id === DEFAULT_COUNTRY,
      skipDisabled: DISABLED_SKIP.includes(id),
      sort,
    })),
  );
}

// Partner clubs in Haiti (docs/product.md#entities-content club): cash deposits and withdrawals. Limits are HTG; a
// negative limit means unlimited (docs/product.md#entities-content), and one club has no coordinates (the map skips it,
// the list shows it).
import { clubs } from '../schema';
import { toMinor } from '../../wallet/money';
import type { SeedContext } from './context';

type Row = [name: string, address: string, lat: number | null, lon: number | null, limit: number, min: number];

const CLUBS: readonly Row[] = [
  ['Club Delmas 33', 'Delmas 33, angle Rue Louverture, Port-au-Prince', 18.5512, -72.3058, 100_000, 500],
  ['Club Champ de Mars', '12 Rue Capois, Champ de Mars, Port-au-Prince', 18.5435, -72.3387, 50_000, 250],
  ['Club Pétion-Ville', '45 Rue Grégoire, Pétion-Ville', 18.5125, -72.2853, -1, 1_000],
  ['Club Carrefour', 'Route de Carrefour, Mariani, Carrefour', 18.5411, -72.3992, 25_000, 0],
  ['Club Cap-Haïtien', 'Rue 24 B, Cap-Haïtien', 19.7593, -72.2014, 75_000, 500],
  ['Club Les Cayes', 'Avenue des Quatre Chemins, Les Cayes', 18.1933, -73.746, 40_000, -1],
  ['Club Gonaïves', "Place d'Armes, Gonaïves", 19.45, -72.6833, 30_000, 0],
  ['Club Jacmel', 'Rue du Commerce, Jacmel', 18.2342, -72.5347, 20_000, 250],
  ['Club Saint-Marc', 'Rue Louverture, Saint-Marc', 19.1082, -72.6938, -1, 0],
  ['Club Hinche', 'Rue Charlemagne Péralte, Hinche', null, null, 15_000, 0],
];

export async function seedClubs({ db }: SeedContext): Promise<void> {
  await db.insert(clubs).values(
    CLUBS.map(([name, address, lat, lon, limit, min], sort) => ({
      name,
      address,
      lat,
      lon,
      withdrawalLimitMinor: limit < 0 ? -1 : toMinor(limit),
      withdrawalMinMinor: min < 0 ? -1 : toMinor(min),
      acceptsDeposit: sort !== 8,
      sort,
    })),
  );
}

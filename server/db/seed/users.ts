// The demo player and the admin (README / docs/api.md print these). Opening balances go through the
// ledger like any other movement, so balance == sum of ledger entries from the first day.
import { bonusPrograms, users } from '../schema';
import { hashPassword } from '../../auth/passwords';
import { openAccounts, post } from '../../wallet/ledger';
import { toMinor } from '../../wallet/money';
import type { SeedContext } from './context';

export const DEMO_PLAYER = { phone: '50937000001', password: 'demo1234' } as const;
export const DEMO_ADMIN = { phone: '50937000002', password: 'admin1234' } as const;

export interface SeededUsers {
  playerId: number;
  adminId: number;
}

export async function seedUsers({ db }: SeedContext): Promise<SeededUsers> {
  const [player, admin] = await db
    .insert(users)
    .values([
      {
        phone: DEMO_PLAYER.phone,
        passwordHash: await hashPassword(DEMO_PLAYER.password),
        name: 'Jean Baptiste',
        surname: 'Pierre',
        email: 'jean.baptiste@example.ht',
        instagram: null,
        facebook: 'jeanbaptiste.pierre',
        dateBirth: '1990-05-18',
        gender: 0,
        countryId: 'HTI',
        city: 'Port-au-Prince',
      },
      {
        phone: DEMO_ADMIN.phone,
        passwordHash: await hashPassword(DEMO_ADMIN.password),
        name: 'Marie Claire',
        surname: 'Joseph',
        email: 'admin@example.ht',
        dateBirth: '1985-11-02',
        gender: 1,
        countryId: 'HTI',
        city: 'Pétion-Ville',
        isAdmin: true,
      },
    ])
    .returning({ id: users.id });
  if (!player || !admin) throw new Error('seed: users not created');

  await openAccounts(db, player.id);
  await openAccounts(db, admin.id);
  await post(
    db,
    player.id,
    [
      { kind: 'regular', amountMinor: toMinor(12_500) },
      { kind: 'bonus', amountMinor: toMinor(850) },
      { kind: 'sport', amountMinor: toMinor(300) },
    ],
    { reason: 'opening_balance', ref: 'seed' },
  );
  await post(db, admin.id, [{ kind: 'regular', amountMinor: toMinor(1_000) }], {
    reason: 'opening_balance',
    ref: 'seed',
  });
  // docs/product.md#entities-money bonus info type 1: the bonus unlocks after wagering; the player is part way there.
  await db.insert(bonusPrograms).values([
    { userId: player.id, type: 1, wageredMinor: toMinor(4_250), wagerTotalMinor: toMinor(10_000) },
    { userId: admin.id, type: 2, convertCoefficient: 0.5 },
  ]);
  return { playerId: player.id, adminId: admin.id };
}

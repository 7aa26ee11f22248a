// Player calls of docs/product.md#calls-list: GET user/profile/info (version 2) and GET user/balance/info.
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { balance, profileReply } from '../../contract/schemas/session';
import { BALANCE_REFRESH_DEFAULT_MS } from '../../contract/constants';
import { countries, linkedServices, users } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { currentLocale } from '../http/locale';
import { authOf, requireAuth } from '../http/session-middleware';
import { hasNoPromotions } from '../protection/blocks';
import { shape } from '../http/reply';
import { countryName } from '../site/countries';
import { getBalances } from '../wallet/ledger';
import { CURRENCY, toMajor } from '../wallet/money';

const GENDERS = ['male', 'female'] as const;

export function userRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(`${V1}/user/*`, requireAuth);

  app.get(`${V1}/user/profile/info`, async (c) => {
    const auth = authOf(c);
    const [row] = await db
      .select({ user: users, countryName: countries.name, countryCode: countries.id2 })
      .from(users)
      .leftJoin(countries, eq(countries.id, users.countryId))
      .where(eq(users.id, auth.userId));
    if (!row) return c.json(shape(profileReply, null));
    // docs/product.md#entities-account list_linked_services: the provider id and its display name, e.g. {id:'google',
    // name:'Google'}.
    const linked = await db
      .select({ id: linkedServices.provider, name: linkedServices.name })
      .from(linkedServices)
      .where(eq(linkedServices.userId, auth.userId))
      .orderBy(asc(linkedServices.id));
    const { user } = row;
    const gender = user.gender === 0 || user.gender === 1 ? GENDERS[user.gender] : null;
    return c.json(
      shape(profileReply, {
        user_id: user.id,
        phone: user.phone,
        email: user.email,
        instagram: user.instagram,
        facebook: user.facebook,
        surname: user.surname,
        name: user.name,
        date_birth: user.dateBirth,
        gender,
        // Named in the caller's language (docs/api.md#server-language).
        country:
          row.countryName === null || row.countryCode === null
            ? row.countryName
            : countryName(row.countryCode, row.countryName, currentLocale(c)),
        city: user.city,
        user_city: user.city,
        user_gender: user.gender,
        user_date_birth: user.dateBirth,
        is_admin: user.isAdmin,
        lang: auth.lang ?? user.lang,
        list_linked_services: linked,
        no_promotions: await hasNoPromotions(db, auth.userId),
      }),
    );
  });

  app.get(`${V1}/user/balance/info`, async (c) => {
    const balances = await getBalances(db, authOf(c).userId);
    return c.json(
      shape(balance, {
        balance: toMajor(balances.regular),
        bonus_balance: toMajor(balances.bonus),
        sport_balance: toMajor(balances.sport),
        currency: CURRENCY,
        // docs/product.md#flows-cashier: the app refreshes the balance on this period (ms);
        // docs/product.md#constants-timing default is the same 10 s.
        update_rate: BALANCE_REFRESH_DEFAULT_MS,
      }),
    );
  });

  return app;
}

// Bonus calls of docs/product.md#calls-list (docs/product.md#flows-cashier): GET user/balance/bonus/info (validated
// bonus info), GET and POST user/balance/bonus/convert (check; convert the bonus to real money, refused with a
// message).
import { Hono } from 'hono';
import {
  bonusInfo as bonusInfoSchema,
  convertCheck as checkSchema,
  convertResult,
} from '../../contract/schemas/wallet';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { currentLocale, say } from '../http/locale';
import { shape } from '../http/reply';
import { authOf, requireAuth } from '../http/session-middleware';
import { bonusInfo, convertBonus, convertCheck } from '../wallet/bonus';
import { answerOnce } from '../wallet/idempotency';

export function bonusRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  const base = `${V1}/user/balance/bonus`;

  app.get(`${base}/info`, requireAuth, async (c) =>
    c.json(shape(bonusInfoSchema, await bonusInfo(db, authOf(c).userId, currentLocale(c)))),
  );
  app.get(`${base}/convert`, requireAuth, async (c) => {
    const check = await convertCheck(db, authOf(c).userId);
    return c.json(shape(checkSchema, check.message ? { ...check, message: say(c, check.message) } : check));
  });
  // Keyed: a retried conversion converts once (docs/api.md#idempotency).
  app.post(`${base}/convert`, requireAuth, async (c) => {
    const { userId } = authOf(c);
    return answerOnce(c, db, { userId, fields: {} }, async (tx) => {
      const result = await convertBonus(tx, userId);
      return shape(convertResult, { ...result, message: say(c, result.message) });
    });
  });

  return app;
}

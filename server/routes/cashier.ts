// Payment system calls of docs/product.md#calls-list (docs/product.md#flows-cashier): GET payment_deposits /
// payment_withdrawals (version 3), GET payment_system/{id} (version 3). All need a session (docs/product.md#roles); an
// unknown id is a 200 failure wrapper with a reason (docs/product.md#errors-screens "payment lists with status other
// than success fail with the reason"). Names and texts are in the caller's language (docs/api.md#server-language).
import { type Context, Hono } from 'hono';
import { paymentSystemList, paymentSystemReply } from '../../contract/schemas/wallet';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { currentLocale } from '../http/locale';
import { say } from '../http/locale';
import { shape } from '../http/reply';
import { text } from '../i18n/text';
import { requireAuth } from '../http/session-middleware';
import {
  findPaymentSystem,
  listPaymentSystems,
  paymentSystemDetail,
  paymentSystemItem,
} from '../wallet/payment-systems';

export const CASHIER_TEXTS = { unknownSystem: text('cashier.systemNotFound') } as const;

export function cashierRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  const list = (direction: 1 | 2) => async (c: Context<AppEnv>) => {
    const rows = await listPaymentSystems(db, direction, currentLocale(c));
    return c.json(shape(paymentSystemList, { status: 'success', list: rows.map(paymentSystemItem) }));
  };
  app.get(`${V1}/payment_deposits`, requireAuth, list(1));
  app.get(`${V1}/payment_withdrawals`, requireAuth, list(2));

  app.get(`${V1}/payment_system/:id`, requireAuth, async (c) => {
    const raw = c.req.param('id');
    const row = /^\d{1,9}$/.test(raw) ? await findPaymentSystem(db, Number(raw), currentLocale(c)) : undefined;
    if (!row) {
      const reason = say(c, CASHIER_TEXTS.unknownSystem);
      return c.json({ status: 'error', reason, message: reason });
    }
    return c.json(shape(paymentSystemReply, { status: 'success', data: await paymentSystemDetail(db, row) }));
  });

  return app;
}

// Money-moving payment calls (docs/product.md#calls-list): POST payments/submit/:slug, the server-supplied
// endpoint of every payment system (multipart, urlencoded or JSON), and POST payments/actions, the
// history action endpoint (rollback of a pending withdrawal). Refusals are 200 {status:'error', message,
// reason?, errors:{field:[message]}}; a session is required (401 otherwise). A post that carries an Idempotency-Key
// header moves money once per key and player, however often it arrives (docs/api.md#idempotency).
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody, readBody } from '../http/body';
import { currentLocale, say } from '../http/locale';
import { requestOrigin } from '../http/query';
import { authOf, requireAuth } from '../http/session-middleware';
import { PAYMENT_TEXTS, PaymentRefused } from '../wallet/payment-rules';
import { answerOnce } from '../wallet/idempotency';
import { findPaymentSystemBySlug } from '../wallet/payment-systems';
import { ROLLBACK_TEXTS, rollbackWithdrawal } from '../wallet/payments';
import { submitPayment } from '../wallet/submit';

const actionBody = z.object({
  action: z.string(),
  payment_id: z.optional(z.union([z.number(), z.string()])),
});

export function paymentRoutes({ db, mode, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(`${V1}/payments/submit/:slug`, requireAuth, async (c) => {
    const system = await findPaymentSystemBySlug(db, c.req.param('slug'), currentLocale(c));
    const body = await readBody(c);
    try {
      if (!system) throw new PaymentRefused({}, PAYMENT_TEXTS.unknownSystem, PAYMENT_TEXTS.unknownSystem);
      const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
      const ctx = { db, mode, userId: authOf(c).userId, system, body: fields as Record<string, unknown>, now: clock() };
      // A keyed post moves money once however often it arrives (server/wallet/idempotency.ts).
      return await answerOnce(c, db, { userId: ctx.userId, fields: ctx.body }, async (tx) => {
        const done = await submitPayment({ ...ctx, db: tx, origin: requestOrigin(c) });
        return { ...done, message: say(c, done.message) };
      });
    } catch (error) {
      if (error instanceof PaymentRefused) return c.json(error.renderRefusal(currentLocale(c)));
      throw error;
    }
  });

  app.post(`${V1}/payments/actions`, requireAuth, async (c) => {
    const body = await parseBody(c, actionBody);
    if (body.action !== 'rollback') return c.json({ status: 'error', message: say(c, ROLLBACK_TEXTS.unknownAction) });
    const id = Number(body.payment_id);
    const { userId } = authOf(c);
    return answerOnce(c, db, { userId, fields: body }, async (tx) => {
      const outcome = Number.isSafeInteger(id) && id > 0 ? await rollbackWithdrawal(tx, userId, id) : 'notFound';
      if (outcome === 'done') return { status: 'success', message: say(c, ROLLBACK_TEXTS.done) };
      return { status: 'error', message: say(c, ROLLBACK_TEXTS[outcome]) };
    });
  });

  return app;
}

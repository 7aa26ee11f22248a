// Wallet stand-ins (docs/architecture.md#stand-ins), mounted only when mode !== 'production':
// POST /dev/players {balance?, bonus?, bonusType?, country?}  a fresh player for money and sign-in tests
// (e2e/models/players.ts)
// GET  /dev/moncash?payment_system=  the MonCash-like payment page the app embeds (docs/product.md#calls-payment-bodies
// MonCash page) GET  /dev/moncash/checkout/:token, POST the same  "confirm payment": completes the pending deposit once,
// or rejects it with the refusal of a deposit limit or a break (docs/api.md#player-protection)
// GET  /dev/static/moncash.js  the page's script (no inline script)
// The pages speak the request's language (server/dev/html.ts pageLocale).
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { pageLocale } from '../dev/html';
import { MONCASH_SCRIPT, MONCASH_SCRIPT_PATH, checkoutPage, moncashPage } from '../dev/moncash-page';
import type { AppDeps, AppEnv } from '../env';
import { parseBody } from '../http/body';
import { requestOrigin } from '../http/query';
import { createDevPlayer, UnknownDevCountry } from '../wallet/dev-players';
import { completeMoncashDeposit, findMoncashCheckout } from '../wallet/moncash';
import { findPaymentSystem } from '../wallet/payment-systems';

const htg = z.optional(z.number().check(z.minimum(0), z.maximum(100_000_000)));
const devPlayerBody = z.object({
  balance: htg,
  bonus: htg,
  bonusType: z.optional(z.union([z.literal(1), z.literal(2)])),
  wagered: htg,
  wagerTotal: htg,
  coefficient: z.optional(z.number().check(z.minimum(0), z.maximum(10))),
  country: z.optional(z.string().check(z.length(3))),
});

const script = (c: Context<AppEnv>, source: string) =>
  c.body(source, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });

export function devWalletRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/dev/players', async (c) => {
    const setup = await parseBody(c, devPlayerBody);
    try {
      return c.json(await createDevPlayer(db, setup));
    } catch (err) {
      if (err instanceof UnknownDevCountry) return c.json({ success: false, message: err.message }, 400);
      throw err;
    }
  });

  app.get('/dev/moncash', async (c) => {
    const id = Number(c.req.query('payment_system'));
    const system = Number.isInteger(id) ? await findPaymentSystem(db, id) : undefined;
    return c.html(moncashPage(pageLocale(c), system?.slug === 'moncash' ? system : undefined));
  });
  app.get(MONCASH_SCRIPT_PATH, (c) => script(c, MONCASH_SCRIPT));

  app.get('/dev/moncash/checkout/:token', async (c) => {
    const locale = pageLocale(c);
    const checkout = await findMoncashCheckout(db, c.req.param('token'), locale);
    return c.html(checkoutPage(locale, checkout, requestOrigin(c)));
  });
  app.post('/dev/moncash/checkout/:token', async (c) => {
    const locale = pageLocale(c);
    const checkout = await completeMoncashDeposit(db, c.req.param('token'), clock(), locale);
    return c.html(checkoutPage(locale, checkout, requestOrigin(c)));
  });

  return app;
}

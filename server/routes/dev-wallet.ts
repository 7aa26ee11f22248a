// Wallet stand-ins (docs/architecture.md#stand-ins), mounted with the stand-ins (demo, development, tests); POST
// /dev/players is a dev tool (./dev-tools.ts):
// GET  /dev/moncash?payment_system=  the MonCash-like payment page the app embeds (docs/product.md#calls-payment-bodies
// MonCash page) GET  /dev/moncash/checkout/:token, POST the same  "confirm payment": completes the pending deposit once,
// or rejects it with the refusal of a deposit limit or a break (docs/api.md#player-protection)
// GET  /dev/static/moncash.js  the page's script (no inline script)
// The pages speak the request's language (server/dev/html.ts pageLocale).
import { type Context, Hono } from 'hono';
import { pageLocale } from '../dev/html';
import { MONCASH_SCRIPT, MONCASH_SCRIPT_PATH, checkoutPage, moncashPage } from '../dev/moncash-page';
import type { AppDeps, AppEnv } from '../env';
import { requestOrigin } from '../http/query';
import { completeMoncashDeposit, findMoncashCheckout } from '../wallet/moncash';
import { findPaymentSystem } from '../wallet/payment-systems';

const script = (c: Context<AppEnv>, source: string) =>
  c.body(source, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });

export function devWalletRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/dev/moncash', async (c) => {
    const id = Number(c.req.query('payment_system'));
    // Ids are PostgreSQL integers: a larger number names no system (asking would fail the query).
    const system = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await findPaymentSystem(db, id) : undefined;
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

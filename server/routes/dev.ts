// Stand-ins for outside services (DESIGN.md §5), mounted only when mode !== 'production':
// GET /dev/sms-outbox?phone= lists the SMS the server "sent"; GET /dev/game/{alias} is a demo game.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { normalizePhone } from '../auth/phone';
import { games, smsOutbox } from '../db/schema';
import type { AppDeps, AppEnv } from '../env';
import { invalidData, notFound } from '../http/errors';
import { demoGamePage } from '../dev/game-page';

const OUTBOX_LIMIT = 20;

export function devRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/dev/sms-outbox', async (c) => {
    const phone = normalizePhone(c.req.query('phone') ?? '');
    if (phone === '') throw invalidData({ phone: [{ message: 'This field is required' }] });
    const rows = await db
      .select({ id: smsOutbox.id, phone: smsOutbox.phone, body: smsOutbox.body, created_at: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(OUTBOX_LIMIT);
    return c.json({ list: rows });
  });

  app.get('/dev/game/:alias', async (c) => {
    const alias = c.req.param('alias');
    const [game] = await db.select({ name: games.name, alias: games.alias }).from(games).where(eq(games.alias, alias));
    if (!game) throw notFound();
    return c.html(demoGamePage(game.name, game.alias, c.req.query('balanceType') ?? c.req.query('balance_type')));
  });

  return app;
}

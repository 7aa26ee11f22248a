// Stand-ins for outside services (docs/architecture.md#stand-ins), mounted with the stand-ins (demo, development,
// tests): GET /dev/sms-outbox?phone= lists the SMS the server "sent". The game stand-ins are in dev-games.ts.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { normalizePhone } from '../auth/phone';
import { smsOutbox } from '../db/schema';
import type { AppDeps, AppEnv } from '../env';
import { fieldError, invalidData } from '../http/errors';
import { text } from '../i18n/text';

const OUTBOX_LIMIT = 20;

export function devRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/dev/sms-outbox', async (c) => {
    const phone = normalizePhone(c.req.query('phone') ?? '');
    if (phone === '') throw invalidData(fieldError('phone', text('field.required')));
    const rows = await db
      .select({ id: smsOutbox.id, phone: smsOutbox.phone, body: smsOutbox.body, created_at: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(OUTBOX_LIMIT);
    return c.json({ list: rows });
  });

  return app;
}

// POST client/error (docs/product.md#calls-list client error report): the app reports critical errors here; they are
// kept in client_errors for whoever looks after the site.
import { Hono } from 'hono';
import { okReply } from '../../contract/schemas/common';
import { clientErrorReport } from '../../contract/schemas/site';
import { clientErrors } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { shape } from '../http/reply';

export function clientErrorRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(`${V1}/client/error`, async (c) => {
    const report = await parseBody(c, clientErrorReport);
    await db.insert(clientErrors).values({
      sessionId: report.session_id,
      userId: report.user_id === null ? null : String(report.user_id),
      authUserId: c.get('auth')?.userId ?? null,
      explanation: report.explanation,
      error: report.error,
      tags: report.tags,
      clientTimestamp: Math.trunc(report.timestamp),
      version: report.version,
      userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
    });
    return c.json(shape(okReply, { success: true }));
  });
  return app;
}

// POST client/error (docs/product.md#calls-list client error report): the app reports critical errors here; they are
// kept in client_errors for whoever looks after the site. Anyone may post (a guest's page can fail too), so the
// reports a session and a client address may send are counted in the database like every other limit
// (server/auth/rate-limit.ts, docs/architecture.md#stateless: every instance agrees): 429 with Retry-After beyond.
import { Hono } from 'hono';
import { okReply } from '../../contract/schemas/common';
import { clientErrorReport } from '../../contract/schemas/site';
import { clientAddress } from '../auth/client-address';
import { consume, type Window } from '../auth/rate-limit';
import { clientErrors } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { shape } from '../http/reply';

const TEN_MINUTES = 10 * 60 * 1000;
/**
 * docs/api.md#calls: a signed-in tab reports a crash once, a crash loop a few times a minute; an address may stand for
 * many players behind one operator's NAT, so it gets more.
 */
export const CLIENT_ERROR_LIMITS = {
  perSession: { limit: 20, windowMs: TEN_MINUTES },
  perAddress: { limit: 60, windowMs: TEN_MINUTES },
} as const satisfies Record<string, Window>;

export function clientErrorRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(`${V1}/client/error`, async (c) => {
    // Counted before the body is read: a malformed report costs the sender as much as a good one.
    const session = c.get('auth');
    if (session) await consume(db, `client-error:session:${session.tokenHash}`, CLIENT_ERROR_LIMITS.perSession);
    await consume(db, `client-error:address:${clientAddress(c)}`, CLIENT_ERROR_LIMITS.perAddress);
    const report = await parseBody(c, clientErrorReport);
    await db.insert(clientErrors).values({
      sessionId: report.session_id,
      userId: report.user_id === null ? null : String(report.user_id),
      authUserId: session?.userId ?? null,
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

// The account statement of docs/api.md#statement: GET user/statement (12 months of the ledger and the audit trail, the
// sums, the lifetime net deposits), GET user/statement.csv (the same as a download) and GET user/net-deposits (what
// /personal shows). Each needs a session and is never stored by a cache (Cache-Control: private, no-store).
import { Hono } from 'hono';
import { netDepositsReply, statementReply } from '../../contract/schemas/protection';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { currentLocale } from '../http/locale';
import { shape } from '../http/reply';
import { authOf, requireAuth } from '../http/session-middleware';
import { haitiDate, lifetimeNetDepositsMinor, statementCsv, statementOf } from '../protection/statement';
import { CURRENCY, toMajor } from '../wallet/money';

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

export function statementRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(`${V1}/user/statement`, requireAuth, async (c) => {
    const reply = await statementOf(db, authOf(c).userId, clock(), currentLocale(c));
    return c.json(shape(statementReply, reply), 200, PRIVATE);
  });

  app.get(`${V1}/user/statement.csv`, requireAuth, async (c) => {
    const now = clock();
    const locale = currentLocale(c);
    const reply = shape(statementReply, await statementOf(db, authOf(c).userId, now, locale));
    return c.body(statementCsv(reply, locale), 200, {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="statement-${haitiDate(now)}.csv"`,
    });
  });

  app.get(`${V1}/user/net-deposits`, requireAuth, async (c) => {
    const minor = await lifetimeNetDepositsMinor(db, authOf(c).userId);
    return c.json(shape(netDepositsReply, { lifetime_net_deposits: toMajor(minor), currency: CURRENCY }), 200, PRIVATE);
  });

  return app;
}

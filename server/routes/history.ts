// History calls of docs/product.md#calls-list (docs/product.md#flows-cashier): GET payments (version 2) and GET bets
// (version 3) with the docs/product.md#rules-history query rules (optional filters, empty dates ignored, pages at least
// 1); 400 field errors for a malformed one. Both are no-store (app.ts default for /api/*): they are about money.
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { historyQuery, betsReply, paymentsReply } from '../../contract/schemas/wallet';
import { BETS_PAGE_SIZE, PAGE_SIZE } from '../../contract/constants';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { fieldError, invalidData } from '../http/errors';
import { fieldErrorsOf } from '../http/field-errors';
import { currentLocale } from '../http/locale';
import { shape } from '../http/reply';
import { text } from '../i18n/text';
import { authOf, requireAuth } from '../http/session-middleware';
import { betHistory, paymentHistory } from '../wallet/history';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An empty date is no bound; anything else must be a real YYYY-MM-DD day. */
function day(value: string | undefined, field: string): string | undefined {
  const given = value?.trim() ?? '';
  if (given === '') return undefined;
  if (!DAY.test(given) || Number.isNaN(Date.parse(`${given}T00:00:00Z`))) {
    throw invalidData(fieldError(field, text('field.dateFormat')));
  }
  return given;
}

function readQuery(c: Context<AppEnv>, defaultLimit: number) {
  const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v.trim() !== ''));
  const parsed = z.safeParse(historyQuery, raw);
  if (!parsed.success) throw invalidData(fieldErrorsOf(parsed.error.issues, raw));
  const q = parsed.data;
  return {
    q,
    range: { start: day(q.start_date, 'start_date'), finish: day(q.finish_date, 'finish_date') },
    page: { page: q.page ?? 1, limit: q.limit ?? defaultLimit },
  };
}

export function historyRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(`${V1}/payments`, requireAuth, async (c) => {
    const { q, range, page } = readQuery(c, PAGE_SIZE);
    // pay_in / pay_out = '1' include that direction; with neither given, both.
    const given = q.pay_in !== undefined || q.pay_out !== undefined;
    const directions = given
      ? ([q.pay_in === '1' ? 1 : null, q.pay_out === '1' ? 2 : null].filter((d) => d !== null) as (1 | 2)[])
      : ([1, 2] as (1 | 2)[]);
    // The method column in the caller's language (payment_system_translations, docs/api.md#server-language).
    const data = await paymentHistory(db, authOf(c).userId, directions, range, page, currentLocale(c));
    return c.json(shape(paymentsReply, { data }));
  });

  app.get(`${V1}/bets`, requireAuth, async (c) => {
    const { q, range, page } = readQuery(c, BETS_PAGE_SIZE);
    const gameId = q.game_id === undefined ? undefined : Number(q.game_id);
    if (gameId !== undefined && (!Number.isSafeInteger(gameId) || gameId < 1)) {
      throw invalidData(fieldError('game_id', text('field.gameIdExpected')));
    }
    const data = await betHistory(db, authOf(c).userId, gameId, range, page);
    return c.json(shape(betsReply, { data }));
  });

  return app;
}

// Payments and bets history (docs/product.md#routes-payments /payments and /bets, docs/product.md#entities-money
// transaction and bet item, docs/product.md#rules-history history queries, docs/product.md#constants-display tx id
// shortening): the player's own rows only, newest first, filtered by direction or game and by an inclusive range of UTC
// days, paged.
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import type { BetItem, Transaction } from '../../contract/schemas/wallet';
import type { Db } from '../db/client';
import { bets, games, paymentSystems, paymentSystemTranslations, payments } from '../db/schema';
import { text, translate } from '../i18n/text';
import { shortTxId } from './crypto';
import { toMajor } from './money';

export const ROLLBACK_ENDPOINT = '/api/v1/payments/actions';
const DAY_MS = 86_400_000;

export interface DayRange {
  /** YYYY-MM-DD, inclusive; undefined = open. */
  start?: string | undefined;
  finish?: string | undefined;
}

export interface Page {
  page: number;
  limit: number;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

function rangeOf(column: typeof payments.createdAt | typeof bets.createdAt, range: DayRange): SQL[] {
  const out: SQL[] = [];
  if (range.start) out.push(gte(column, dayStart(range.start)));
  if (range.finish) out.push(lt(column, new Date(dayStart(range.finish).getTime() + DAY_MS)));
  return out;
}

const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

type PaymentRow = typeof payments.$inferSelect & { method: string };

/** A crypto withdrawal's payout as the server stored it (server/wallet/submit-crypto.ts); nothing for other rows. */
function payoutOf(row: PaymentRow): { amount_output: number; currency: string } | Record<string, never> {
  const output = row.details?.amount_output;
  const currency = row.details?.currency;
  return typeof output === 'number' && typeof currency === 'string' ? { amount_output: output, currency } : {};
}

/** A history row; its action's name in `locale` (docs/api.md#server-language). */
export function transactionOf(row: PaymentRow, locale: Locale = DEFAULT_LOCALE): Transaction {
  const pendingWithdrawal = row.direction === 2 && row.status === 'pending';
  const chain = typeof row.details?.chain === 'string' ? row.details.chain : null;
  return {
    id: row.id,
    direction: row.direction,
    amount: { value: toMajor(row.amountMinor), currency: row.currency },
    date: row.createdAt.toISOString(),
    date_time: row.createdAt.toISOString(),
    method: chain ? `${row.method} (${chain})` : row.method,
    status: row.status,
    pin: row.pin,
    tx: row.txId
      ? { id: row.txId, id_short: shortTxId(row.txId), link: row.txLink, rate: row.rate, ...payoutOf(row) }
      : null,
    actions: pendingWithdrawal
      ? [
          {
            type: 'request',
            data: {
              endpoint: ROLLBACK_ENDPOINT,
              name: translate(locale, text('cashier.rollbackAction')),
              payload: { action: 'rollback', payment_id: row.id },
            },
          },
        ]
      : [],
    balance_source: row.balanceSource,
  };
}

const t = paymentSystemTranslations;

/** The player's payments, the method named in `locale` (payment_system_translations, English where missing). */
export async function paymentHistory(
  db: Db,
  userId: number,
  directions: (1 | 2)[],
  range: DayRange,
  page: Page,
  locale: Locale = DEFAULT_LOCALE,
) {
  const where = and(
    eq(payments.userId, userId),
    inArray(payments.direction, directions),
    ...rangeOf(payments.createdAt, range),
  );
  const [total] = await db.select({ n: count() }).from(payments).where(where);
  const rows = await db
    .select({ payment: payments, method: sql<string>`coalesce(${t.name}, ${paymentSystems.name})` })
    .from(payments)
    .innerJoin(paymentSystems, eq(paymentSystems.id, payments.paymentSystemId))
    .leftJoin(t, and(eq(t.paymentSystemId, paymentSystems.id), eq(t.locale, locale)))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const n = total?.n ?? 0;
  return {
    items: rows.map((r) => transactionOf({ ...r.payment, method: r.method }, locale)),
    pagination: { page: page.page, limit: page.limit, count: pages(n, page.limit), total: n },
  };
}

export async function betHistory(db: Db, userId: number, gameId: number | undefined, range: DayRange, page: Page) {
  const where = and(
    eq(bets.userId, userId),
    ...(gameId === undefined ? [] : [eq(bets.gameId, gameId)]),
    ...rangeOf(bets.createdAt, range),
  );
  const [total] = await db.select({ n: count() }).from(bets).where(where);
  const rows = await db
    .select({ bet: bets, game: games.name })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const n = total?.n ?? 0;
  const items: BetItem[] = rows.map(({ bet, game }) => ({
    id: bet.id,
    game,
    amount: { value: toMajor(bet.amountMinor), currency: bet.currency },
    date: bet.createdAt.toISOString(),
    rate_action: bet.rateAction,
    balance_type: bet.balanceType,
  }));
  return { items, pagination: { page: page.page, limit: page.limit, count: pages(n, page.limit), total: n } };
}

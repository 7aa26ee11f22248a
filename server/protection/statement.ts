// The account statement (docs/api.md#statement): the last 12 months of the player's ledger on the regular and bonus
// balances, with the balance after each movement as the ledger wrote it, and the player's audit trail of protection
// changes (server/protection/audit.ts), newest first, described in the reader's language; the sums of those months per
// kind of movement; and the net deposits since the account was opened. Also its CSV rendering.
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Locale } from '../../contract/constants';
import type { StatementReply, StatementRow, StatementTotals, StatementType } from '../../contract/schemas/protection';
import type { Db } from '../db/client';
import { accounts, ledgerEntries } from '../db/schema';
import { type Text, type TextKey, text, translate } from '../i18n/text';
import { CURRENCY, toMajor } from '../wallet/money';
import { formatHtg } from '../wallet/payment-rules';
import { type AuditActor, type AuditRow, auditOf } from './audit';
import { HAITI_TIME_ZONE, haitiDateTime, haitiTime } from './haiti-time';

export { haitiDateTime };

/** How far back the statement goes: calendar months before now. */
export const STATEMENT_MONTHS = 12;

/**
 * The balances the statement covers: the player's own money and bonus. The sport balance is the sportsbook's wallet,
 * which the reference server never moves after its opening (docs/api.md#statement).
 */
const STATEMENT_KINDS = ['regular', 'bonus'] as const;

/** What a ledger reason is on the statement; a reason not listed (opening_balance, any new one) is 'other'. */
const REASON_TYPES: ReadonlyMap<string, StatementType> = new Map([
  ['deposit', 'deposit'],
  ['withdrawal', 'withdrawal'],
  // A cancelled withdrawal gives the money back: a withdrawal row with a positive amount, counted back.
  ['withdrawal_rollback', 'withdrawal'],
  ['bet', 'stake'],
  ['win', 'win'],
  ['refund', 'refund'],
  ['bet_refund', 'refund'],
  ['promo_code', 'bonus'],
  ['bonus_conversion', 'bonus'],
]);

export const typeOfReason = (reason: string): StatementType => REASON_TYPES.get(reason) ?? 'other';

/** Reasons whose description says more than their type. */
const REASON_TEXTS: ReadonlyMap<string, Text> = new Map([
  ['withdrawal_rollback', text('statement.withdrawalCancelled')],
  ['promo_code', text('statement.promoCode')],
  ['bonus_conversion', text('statement.bonusConversion')],
  ['opening_balance', text('statement.openingBalance')],
]);

const typeText = (type: StatementType): Text => text(`statement.type.${type}`);

/** `now` less `months` calendar months (UTC calendar, as a self-exclusion's end; a missing day rolls over). */
export function monthsBefore(now: Date, months: number): Date {
  return new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth() - months,
      now.getUTCDate(),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

export interface LedgerLine {
  id: number;
  kind: 'regular' | 'bonus';
  reason: string;
  amountMinor: number;
  balanceAfterMinor: number;
  at: Date;
}

/** The player's ledger lines on the statement's balances from `from` to `to` (both included), newest first. */
async function ledgerOf(db: Db, userId: number, from: Date, to: Date): Promise<LedgerLine[]> {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: accounts.kind,
      reason: ledgerEntries.reason,
      amountMinor: ledgerEntries.amountMinor,
      balanceAfterMinor: ledgerEntries.balanceAfterMinor,
      at: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(accounts.userId, userId),
        inArray(accounts.kind, [...STATEMENT_KINDS]),
        gte(ledgerEntries.createdAt, from),
        lte(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id));
  return rows as LedgerLine[];
}

/**
 * The sums per kind in minor units: deposits credited; withdrawals debited less those cancelled (a cancelled
 * withdrawal counts back); stakes taken; wins paid; stakes refunded; bonus moves as they changed the two balances
 * together (a promo code's credit, a conversion's credit less the bonus it used up); net deposits = deposits −
 * withdrawals.
 */
export function totalsOf(lines: readonly { reason: string; amountMinor: number }[]): StatementTotals {
  const sums = { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, refunds: 0, bonus: 0 };
  for (const { reason, amountMinor } of lines) {
    const type = typeOfReason(reason);
    if (type === 'deposit') sums.deposits += amountMinor;
    else if (type === 'withdrawal') sums.withdrawals -= amountMinor;
    else if (type === 'stake') sums.stakes -= amountMinor;
    else if (type === 'win') sums.wins += amountMinor;
    else if (type === 'refund') sums.refunds += amountMinor;
    else if (type === 'bonus') sums.bonus += amountMinor;
  }
  return {
    deposits: toMajor(sums.deposits),
    withdrawals: toMajor(sums.withdrawals),
    stakes: toMajor(sums.stakes),
    wins: toMajor(sums.wins),
    refunds: toMajor(sums.refunds),
    bonus: toMajor(sums.bonus),
    net_deposits: toMajor(sums.deposits - sums.withdrawals),
  };
}

/** Deposits credited less withdrawals not cancelled, since the account was opened, in minor units. */
export async function lifetimeNetDepositsMinor(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerEntries.amountMinor})` })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(accounts.userId, userId),
        inArray(accounts.kind, [...STATEMENT_KINDS]),
        inArray(ledgerEntries.reason, ['deposit', 'withdrawal', 'withdrawal_rollback']),
      ),
    );
  return Number(row?.total ?? 0);
}

const ACTOR_TEXTS: Readonly<Record<AuditActor, Text>> = {
  player: text('statement.actorPlayer'),
  operator: text('statement.actorOperator'),
  system: text('statement.actorSystem'),
};

const LIMIT_ACTION_TEXTS: ReadonlyMap<string, TextKey> = new Map<string, TextKey>([
  ['limit.set', 'statement.limitSet'],
  ['limit.pending', 'statement.limitPending'],
  ['limit.confirm', 'statement.limitConfirm'],
  ['limit.cancel', 'statement.limitCancel'],
]);

/** A value of the trail as the player reads it: an amount, minutes, a moment in Haiti's time, 'permanent', 'none'. */
function changeValue(locale: Locale, value: string | null, unit: 'money' | 'minutes' | 'moment'): string {
  if (value === null) return translate(locale, text('statement.none'));
  if (value === 'permanent') return translate(locale, text('statement.permanent'));
  if (unit === 'minutes') return translate(locale, text('statement.minutes', { minutes: Number(value) }));
  if (unit === 'moment') return haitiTime(new Date(value));
  return `${formatHtg(Number(value))} ${CURRENCY}`;
}

/** One change of the audit trail as a statement row. */
export function auditRow(locale: Locale, row: AuditRow): StatementRow {
  const say = (t: Text) => translate(locale, t);
  let type: StatementType;
  let description: string;
  let unit: 'money' | 'minutes' | 'moment';
  const limitText = LIMIT_ACTION_TEXTS.get(row.action);
  if (limitText) {
    const [kind = '', period = ''] = (row.subject ?? '').split('.');
    type = 'limit';
    unit = kind === 'time' ? 'minutes' : 'money';
    description = say(text(limitText, { limit: say(text('statement.limitName', { kind, period })) }));
  } else if (row.action === 'break.cool_off' || row.action === 'break.self_exclusion') {
    type = 'break';
    unit = 'moment';
    description = say(text(row.action === 'break.cool_off' ? 'statement.coolOff' : 'statement.selfExclusion'));
  } else {
    type = 'setting';
    unit = 'minutes';
    description = say(text('statement.realityCheck'));
  }
  return {
    at: row.at.toISOString(),
    type,
    description,
    amount: null,
    balance: null,
    actor: say(ACTOR_TEXTS[row.actor]),
    change: { old: changeValue(locale, row.old, unit), new: changeValue(locale, row.new, unit) },
  };
}

/** One ledger line as a statement row: `balance` is the balance it moved (regular or bonus) right after it. */
export function ledgerRow(locale: Locale, line: LedgerLine): StatementRow {
  const type = typeOfReason(line.reason);
  const what = translate(locale, REASON_TEXTS.get(line.reason) ?? typeText(type));
  return {
    at: line.at.toISOString(),
    type,
    description: line.kind === 'bonus' ? translate(locale, text('statement.onBonusBalance', { what })) : what,
    amount: toMajor(line.amountMinor),
    balance: toMajor(line.balanceAfterMinor),
  };
}

/** The statement of `userId` at `now` in `locale` (docs/api.md#statement). */
export async function statementOf(db: Db, userId: number, now: Date, locale: Locale): Promise<StatementReply> {
  const from = monthsBefore(now, STATEMENT_MONTHS);
  const [lines, changes, lifetimeMinor] = await Promise.all([
    ledgerOf(db, userId, from, now),
    auditOf(db, userId, from, now),
    lifetimeNetDepositsMinor(db, userId),
  ]);
  const rows = [
    ...lines.map((line) => ({ ms: line.at.getTime(), row: ledgerRow(locale, line) })),
    ...changes.map((change) => ({ ms: change.at.getTime(), row: auditRow(locale, change) })),
  ];
  // Newest first; at the same moment the order each source gave (ledger before trail) stays.
  rows.sort((a, b) => b.ms - a.ms);
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    currency: CURRENCY,
    time_zone: HAITI_TIME_ZONE,
    rows: rows.map(({ row }) => row),
    totals: totalsOf(lines),
    lifetime_net_deposits: toMajor(lifetimeMinor),
  };
}

// ---- CSV (GET user/statement.csv) ----

/** The Haiti calendar date of `at`: the CSV's file name. */
export const haitiDate = (at: Date): string => haitiDateTime(at).slice(0, 10);

/** A signed decimal number: safe in a spreadsheet although it starts with + or -. */
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

/**
 * One CSV field: a text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return,
 * and not a plain number) gets a leading apostrophe; then a field with a quote, a comma, a line break or outer spaces
 * is quoted, its quotes doubled (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const money = (major: number | null) => (major === null ? '' : major.toFixed(2));

/**
 * The statement as CSV: a UTF-8 byte order mark (so spreadsheets read the accents), a header row in the reader's
 * language, one line per row (date in Haiti's time with seconds, type, description, amount and balance in HTG with 2
 * decimals; a trail row's description carries the change and who made it), an empty line, then the totals, one per
 * line with the label in the description column and the sum in the amount column. Lines end with CRLF.
 */
export function statementCsv(reply: StatementReply, locale: Locale): string {
  const say = (t: Text) => translate(locale, t);
  const lines: string[][] = [
    [
      say(text('statement.csvDate')),
      say(text('statement.csvType')),
      say(text('statement.csvDescription')),
      say(text('statement.csvAmount')),
      say(text('statement.csvBalance')),
    ],
  ];
  for (const row of reply.rows) {
    const description = row.change
      ? say(
          text('statement.changeLine', {
            description: row.description,
            old: row.change.old ?? say(text('statement.none')),
            new: row.change.new ?? say(text('statement.none')),
            actor: row.actor ?? '',
          }),
        )
      : row.description;
    lines.push([
      haitiDateTime(new Date(row.at)),
      say(typeText(row.type)),
      description,
      money(row.amount),
      money(row.balance),
    ]);
  }
  const total = say(text('statement.csvTotal'));
  const totals: [Text, number][] = [
    [typeText('deposit'), reply.totals.deposits],
    [typeText('withdrawal'), reply.totals.withdrawals],
    [typeText('stake'), reply.totals.stakes],
    [typeText('win'), reply.totals.wins],
    [typeText('refund'), reply.totals.refunds],
    [typeText('bonus'), reply.totals.bonus],
    [text('statement.netDeposits'), reply.totals.net_deposits],
    [text('statement.lifetimeNetDeposits'), reply.lifetime_net_deposits],
  ];
  const body = lines.map((cells) => cells.map(csvField).join(','));
  body.push('');
  for (const [label, sum] of totals) body.push(['', total, say(label), money(sum), ''].map(csvField).join(','));
  return `\uFEFF${body.join('\r\n')}\r\n`;
}

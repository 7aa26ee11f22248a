// The ledger's invariants read straight from the database (docs/architecture.md#ledger): every balance equals
// the sum of its entries and is never negative, the running balance of every entry follows from the one
// before it (so no balance was ever negative on the way), and every payment left exactly the entries its
// status calls for: a withdrawal one debit (plus one refund once cancelled), a deposit one credit once
// completed and none before. Used by the property test and the SIGKILL restart test.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

type Row = Record<string, unknown>;

/** Rows of a raw query on either driver (PGlite answers {rows}, postgres.js an array). */
export async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** Everything that breaks an invariant, as readable lines; empty when the ledger is sound. */
export async function ledgerViolations(db: Db, paymentUserIds: number[] = []): Promise<string[]> {
  const problems: string[] = [];
  const accounts = await rowsOf(
    db,
    sql`SELECT a.id, a.user_id, a.kind, a.balance_minor::text AS balance,
          coalesce(sum(e.amount_minor), 0)::text AS total
        FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        GROUP BY a.id
        HAVING a.balance_minor <> coalesce(sum(e.amount_minor), 0) OR a.balance_minor < 0`,
  );
  for (const a of accounts) {
    problems.push(`account ${a.id} (user ${a.user_id} ${a.kind}): balance ${a.balance} but entries sum to ${a.total}`);
  }
  const chain = await rowsOf(
    db,
    sql`SELECT id::text, account_id, amount_minor::text AS amount, balance_after_minor::text AS after, before::text
        FROM (SELECT e.*, coalesce(lag(e.balance_after_minor) OVER (PARTITION BY e.account_id ORDER BY e.id), 0) AS before
              FROM ledger_entries e) x
        WHERE balance_after_minor <> before + amount_minor OR balance_after_minor < 0`,
  );
  for (const e of chain) {
    problems.push(`entry ${e.id} (account ${e.account_id}): ${e.before} + ${e.amount} recorded as ${e.after}`);
  }
  if (paymentUserIds.length === 0) return problems;
  const ids = sql.join(
    paymentUserIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const payments = await rowsOf(
    db,
    sql`SELECT p.id, p.user_id, p.direction, p.status, p.amount_minor::text AS amount,
          count(e.id)::int AS entries,
          count(e.id) FILTER (WHERE e.reason = 'withdrawal' AND e.amount_minor = -p.amount_minor
            AND a.user_id = p.user_id AND a.kind = 'regular')::int AS debits,
          count(e.id) FILTER (WHERE e.reason = 'withdrawal_rollback' AND e.amount_minor = p.amount_minor
            AND a.user_id = p.user_id AND a.kind = 'regular')::int AS refunds,
          count(e.id) FILTER (WHERE e.reason = 'deposit' AND e.amount_minor = p.amount_minor
            AND a.user_id = p.user_id AND a.kind = 'regular')::int AS credits
        FROM payments p
          LEFT JOIN ledger_entries e ON e.ref = 'payment:' || p.id
          LEFT JOIN accounts a ON a.id = e.account_id
        WHERE p.user_id IN (${ids})
        GROUP BY p.id`,
  );
  for (const p of payments) {
    const [entries, debits, refunds, credits] = [p.entries, p.debits, p.refunds, p.credits].map(Number);
    const expected =
      Number(p.direction) === 2
        ? { debits: 1, refunds: p.status === 'cancelled' ? 1 : 0, credits: 0 }
        : { debits: 0, refunds: 0, credits: p.status === 'completed' ? 1 : 0 };
    const total = expected.debits + expected.refunds + expected.credits;
    if (
      debits !== expected.debits ||
      refunds !== expected.refunds ||
      credits !== expected.credits ||
      entries !== total
    ) {
      problems.push(
        `payment ${p.id} (user ${p.user_id}, direction ${p.direction}, ${p.status}, ${p.amount}): ` +
          `${debits} debits, ${refunds} refunds, ${credits} credits, ${entries} entries; expected ${JSON.stringify(expected)}`,
      );
    }
  }
  return problems;
}

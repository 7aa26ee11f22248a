// What the soak reads from the database (scripts/soak/run.ts): every table's rows and size, the ledger's invariants
// (tests/server/ledger-invariants.ts, docs/architecture.md#ledger), and each simulated player's money, payments and
// bets against what the replies told it. Plus the markdown helpers of the report.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { ledgerViolations, rowsOf } from '../../tests/server/ledger-invariants';
import type { Player } from './player';

export interface TableSize {
  rows: number;
  bytes: number;
}

/** Rows (exact count) and pg_total_relation_size of every table of the public schema. */
export async function tableSizes(db: Db): Promise<Map<string, TableSize>> {
  const tables = await rowsOf(db, sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const out = new Map<string, TableSize>();
  for (const { tablename } of tables) {
    const name = String(tablename);
    const [row] = await rowsOf(
      db,
      sql`SELECT (SELECT count(*) FROM ${sql.identifier(name)})::bigint::text AS rows,
                 pg_total_relation_size(${`public.${name}`}::regclass)::bigint::text AS bytes`,
    );
    out.set(name, { rows: Number(row?.rows ?? 0), bytes: Number(row?.bytes ?? 0) });
  }
  return out;
}

export interface MoneyCheck {
  violations: string[];
  /** Players whose every operation had a definite reply: balances compared to the cent. */
  exact: number;
  mismatches: string[];
  /** Players with an operation of unknown outcome: their bets and payments must lie within what was possible. */
  uncertain: number;
  uncertainProblems: string[];
  paymentsChecked: number;
}

/** User ids of the newcomers (registered during the run: the reply carries no id) by their phone. */
export async function resolveUserIds(db: Db, players: Player[]): Promise<Map<Player, number>> {
  const ids = new Map<Player, number>();
  const phones = players.filter((player) => player.userId === null).map((player) => player.phone);
  const byPhone = new Map<string, number>();
  if (phones.length > 0) {
    const rows = await rowsOf(
      db,
      sql`SELECT id, phone FROM users WHERE phone IN (${sql.join(
        phones.map((phone) => sql`${phone}`),
        sql`, `,
      )})`,
    );
    for (const row of rows) byPhone.set(String(row.phone), Number(row.id));
  }
  for (const player of players) {
    const id = player.userId ?? byPhone.get(player.phone);
    if (id !== undefined) ids.set(player, id);
  }
  return ids;
}

export async function checkMoney(db: Db, players: Player[]): Promise<MoneyCheck> {
  const ids = await resolveUserIds(db, players);
  const violations = await ledgerViolations(db, [...ids.values()]);
  const check: MoneyCheck = {
    violations,
    exact: 0,
    mismatches: [],
    uncertain: 0,
    uncertainProblems: [],
    paymentsChecked: 0,
  };
  for (const [player, id] of ids) {
    const [row] = await rowsOf(
      db,
      sql`SELECT
            (SELECT balance_minor FROM accounts WHERE user_id = ${id} AND kind = 'regular')::text AS regular,
            (SELECT balance_minor FROM accounts WHERE user_id = ${id} AND kind = 'bonus')::text AS bonus,
            (SELECT count(*) FROM payments WHERE user_id = ${id})::int AS payments,
            (SELECT count(*) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
               WHERE a.user_id = ${id} AND e.reason = 'bet')::int AS bets`,
    );
    const regular = Number(row?.regular);
    const bonus = Number(row?.bonus);
    const payments = Number(row?.payments);
    const bets = Number(row?.bets);
    check.paymentsChecked += payments;
    const who = `user ${id} (${player.phone})`;
    if (player.uncertain === 0) {
      check.exact++;
      if (regular !== player.regular || bonus !== player.bonus) {
        check.mismatches.push(
          `${who}: regular ${regular} bonus ${bonus} in the database, the replies say ${player.regular} / ${player.bonus}`,
        );
      }
      if (payments !== player.paymentsAcked) {
        check.mismatches.push(`${who}: ${payments} payments, ${player.paymentsAcked} acknowledged`);
      }
      if (bets !== player.spinsAcked)
        check.mismatches.push(`${who}: ${bets} bets, ${player.spinsAcked} spins acknowledged`);
    } else {
      check.uncertain++;
      // Keyed posts are never uncertain unless their retries all failed; spins may be: each lost reply one bet or none.
      if (bets < player.spinsAcked || bets > player.spinsAcked + player.spinsUnknown) {
        check.uncertainProblems.push(
          `${who}: ${bets} bets for ${player.spinsAcked} acknowledged and ${player.spinsUnknown} unknown spins`,
        );
      }
      if (payments < player.paymentsAcked) {
        check.uncertainProblems.push(`${who}: ${payments} payments, ${player.paymentsAcked} acknowledged`);
      }
    }
  }
  return check;
}

export const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((cell) => String(cell).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

// Shared by the cashier server tests: fresh players through POST /dev/players, signed in like a browser
// tab, and the money checks every test repeats (balance, ledger sum, payment rows).
import { and, eq, sum } from 'drizzle-orm';
import { expect } from 'vitest';
import * as s from '../../server/db/schema';
import { browser, type TestServer } from './harness';

export type Tab = ReturnType<typeof browser>;

export interface Player {
  user_id: number;
  phone: string;
  national: string;
  password: string;
  tab: Tab;
}

export async function newPlayer(
  server: TestServer,
  setup: { balance?: number; bonus?: number; bonusType?: 1 | 2; wagered?: number; wagerTotal?: number } = {},
): Promise<Player> {
  const tab = browser(server.url);
  const res = await tab.call('/dev/players', { method: 'POST', json: setup });
  expect(res.status).toBe(200);
  const player = (await res.json()) as Omit<Player, 'tab'>;
  const login = await tab.call('/api/v1/authorize', {
    method: 'POST',
    json: { login: player.phone, password: player.password },
  });
  expect(login.status).toBe(200);
  return { ...player, tab };
}

export const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

/** A multipart post as the app sends payment forms. */
export function postForm(tab: Tab, path: string, fields: Record<string, string | number>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  return tab.call(path, { method: 'POST', body });
}

/** A cash withdrawal at a club posted as the app sends it, identity ids empty unless given. */
export function postCashWithdrawal(tab: Tab, paymentSystem: number, fields: Record<string, string | number>) {
  return postForm(tab, submitPath('cash-withdrawal'), {
    payment_system: paymentSystem,
    fiscal_id: '',
    national_id: '',
    national_card_id: '',
    ...fields,
  });
}

export async function balances(server: TestServer, userId: number) {
  const rows = await server.db.select().from(s.accounts).where(eq(s.accounts.userId, userId));
  const out = { regular: 0, bonus: 0, sport: 0 };
  for (const row of rows) out[row.kind] = row.balanceMinor;
  return out;
}

/** Sum of the ledger entries of one account: must always equal its balance. */
export async function ledgerSum(server: TestServer, userId: number, kind: s.BalanceKind): Promise<number> {
  const [row] = await server.db
    .select({ total: sum(s.ledgerEntries.amountMinor) })
    .from(s.ledgerEntries)
    .innerJoin(s.accounts, eq(s.accounts.id, s.ledgerEntries.accountId))
    .where(and(eq(s.accounts.userId, userId), eq(s.accounts.kind, kind)));
  return Number(row?.total ?? 0);
}

export async function expectLedgerExact(server: TestServer, userId: number) {
  const b = await balances(server, userId);
  for (const kind of s.BALANCE_KINDS) {
    expect(await ledgerSum(server, userId, kind)).toBe(b[kind]);
    expect(b[kind]).toBeGreaterThanOrEqual(0);
  }
  return b;
}

export const paymentsOf = (server: TestServer, userId: number) =>
  server.db.select().from(s.payments).where(eq(s.payments.userId, userId));

export async function systemId(server: TestServer, slug: string): Promise<number> {
  const [row] = await server.db.select().from(s.paymentSystems).where(eq(s.paymentSystems.slug, slug));
  if (!row) throw new Error(`no payment system ${slug}`);
  return row.id;
}

/** The ids of several payment systems, by slug. */
export async function systemIds(server: TestServer, slugs: readonly string[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const slug of slugs) ids[slug] = await systemId(server, slug);
  return ids;
}

export const submitPath = (slug: string) => `/api/v1/payments/submit/${slug}`;

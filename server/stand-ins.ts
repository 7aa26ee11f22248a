// What the reference server invents where a real operator has providers (docs/architecture.md#stand-ins). The dev
// pages are not served in production, but the code and data below still are: in production mode the server starts
// with one warning naming each of them (server/main.ts), in demo mode (STAND_INS=demo) with the same warning naming
// the stand-in pages too, and REQUIRE_REAL_PROVIDERS=1 makes it refuse to start instead, before it opens the
// database. This server has no real provider, nor a hook for one, for the built-in stand-ins, so with that variable
// it never starts: an operator's build that replaces one removes its entry here.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { verifyPassword } from './auth/passwords';
import type { Db } from './db/client';
import { paymentSystems, users } from './db/schema';
import { DEMO_ADMIN, DEMO_PLAYER } from './db/seed/users';

export interface StandIn {
  /** Short name, for logs and the docs (docs/api.md). */
  id: string;
  /** What it does instead of a real provider, and what that means for players. */
  what: string;
}

/** In the code: always in use. */
export const BUILT_IN_STAND_INS: readonly StandIn[] = [
  {
    id: 'sms',
    what: 'SMS are only written to the sms_outbox table; no gateway sends them (registration codes and new passwords never reach a phone)',
  },
  {
    id: 'crypto-deposit-addresses',
    what: "crypto deposit addresses are random strings in each chain's format with no wallet behind them (coins sent there are lost)",
  },
  {
    id: 'crypto-rates',
    what: 'crypto rates are the seeded rate of each chain with a ±0.2 % drift per minute, not a market rate',
  },
  {
    id: 'jackpots',
    what: "jackpot amounts are the seeded values growing with the server's uptime, not a game provider's pools",
  },
  {
    id: 'telegram',
    what: 'Telegram sign-in has no bot: only the /dev/telegram page approves its tokens, and production does not serve it',
  },
];

/** Served with STAND_INS=demo (and in development): the /dev pages of docs/architecture.md#stand-ins. */
export const STAND_IN_PAGES: StandIn = {
  id: 'stand-in-pages',
  what:
    'the /dev stand-in pages are served: the Telegram approve page and the Google consent page sign anyone in by ' +
    "phone number or e-mail, the SMS outbox shows any phone's codes, the MonCash checkout credits deposits nobody " +
    'paid, and the demo games and sportsbook play',
};

/** In the database: the demo world's payment pages and accounts, while they are there. */
export async function standInsInData(db: Db): Promise<StandIn[]> {
  const found: StandIn[] = [];
  const devPages = await db
    .select({ slug: paymentSystems.slug })
    .from(paymentSystems)
    .where(
      and(
        eq(paymentSystems.active, true),
        or(sql`${paymentSystems.config}::text LIKE '%/dev/%'`, sql`${paymentSystems.href} LIKE '%/dev/%'`),
      ),
    )
    .orderBy(paymentSystems.slug);
  if (devPages.length > 0) {
    found.push({
      id: 'payment-pages',
      what: `payment systems ${devPages.map((row) => row.slug).join(', ')} open the /dev stand-in pages, which production does not serve (a MonCash deposit stays pending)`,
    });
  }
  const demo = await db
    .select({ phone: users.phone, hash: users.passwordHash })
    .from(users)
    .where(inArray(users.phone, [DEMO_PLAYER.phone, DEMO_ADMIN.phone]));
  const open: string[] = [];
  for (const account of [DEMO_PLAYER, DEMO_ADMIN]) {
    const row = demo.find((user) => user.phone === account.phone);
    if (row?.hash && (await verifyPassword(account.password, row.hash))) open.push(account.phone);
  }
  if (open.length > 0) {
    found.push({
      id: 'demo-accounts',
      what: `the demo accounts ${open.join(', ')} sign in with the passwords the README prints (the admin included)`,
    });
  }
  return found;
}

/** The one warning of a production or demo start (several lines, one write). */
export function standInWarning(standIns: readonly StandIn[], demo = false): string {
  const mode = demo ? 'demo mode (STAND_INS=demo)' : 'production mode';
  return [
    `[server] WARNING: ${mode} with ${standIns.length} stand-ins for real providers:`,
    ...standIns.map((standIn) => `[server]   - ${standIn.id}: ${standIn.what}`),
    '[server] Fine for a demo; not for real players or money. REQUIRE_REAL_PROVIDERS=1 refuses to start instead.',
  ].join('\n');
}

/** Why REQUIRE_REAL_PROVIDERS=1 stops the start. */
export function standInRefusal(standIns: readonly StandIn[]): string {
  return [
    `[server] REQUIRE_REAL_PROVIDERS=1, but this server has stand-ins instead of real providers for:`,
    ...standIns.map((standIn) => `[server]   - ${standIn.id}: ${standIn.what}`),
    '[server] Not starting.',
  ].join('\n');
}

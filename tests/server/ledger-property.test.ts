// Ledger invariants under random concurrent load (docs/architecture.md#ledger), property-based with fast-check
// against the real server over HTTP. Each run opens a few fresh players with random balances and bonus
// programs, then plays random waves of concurrent operations on all of them at once: MonCash deposits
// confirmed one to three times at once, withdrawals (MonCash form, cash at a club, crypto) posted once or
// double-submitted with one Idempotency-Key, rollbacks of a pending withdrawal repeated concurrently (and
// tried by another player), bonus conversions and promo-code redemptions repeated concurrently.
// After each run, from the database: every balance is the sum of its ledger entries and the running
// balance never went negative; every payment has exactly the entries its status calls for; and each
// player's balances equal the opening ones plus exactly what the server acknowledged (each deposit
// credited once, each keyed withdrawal debited once however often it was sent, each rollback refunded
// once, nothing for a refusal). The seed is logged; LEDGER_PROPERTY_SEED and LEDGER_PROPERTY_RUNS
// replay or widen a run, and fast-check prints the shrunk counterexample of a failure.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { balances, json, newPlayer, type Player, postForm, submitPath, systemId } from './cashier-harness';
import { startTestServer, type TestServer } from './harness';
import { ledgerViolations } from './ledger-invariants';

const PLAYERS = 3;
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 12);
const SEED = Number(process.env.LEDGER_PROPERTY_SEED ?? Date.now() % 2 ** 31);
const TRX_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const MONCASH_PHONE = '37123456';
const PROMO_BONUS_MINOR = 10_000; // WELCOME100: 100 HTG, once per player

type Via = 'moncash' | 'cash' | 'crypto';
type Op =
  | { t: 'deposit'; p: number; amount: number; confirms: number }
  | { t: 'withdraw'; p: number; via: Via; amount: number; copies: number; keyed: boolean }
  | { t: 'rollback'; p: number; pick: number; copies: number; by: number }
  | { t: 'convert'; p: number; copies: number }
  | { t: 'promo'; p: number; copies: number };

interface Setup {
  balance: number;
  bonus: number;
  program: 0 | 1 | 2;
  coefficient: 0.5 | 1;
  unlocked: boolean;
}

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const copies = fc.integer({ min: 1, max: 3 });
const MIN_WITHDRAWAL: Record<Via, number> = { moncash: 100, cash: 250, crypto: 1_000 };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('deposit' as const),
      p: player,
      amount: fc.integer({ min: 50, max: 3_000 }),
      confirms: copies,
    }),
  },
  {
    weight: 4,
    arbitrary: fc
      .record({
        p: player,
        via: fc.constantFrom<Via>('moncash', 'cash', 'crypto'),
        extra: fc.integer({ min: 0, max: 2_500 }),
        copies,
        keyed: fc.boolean(),
      })
      .map(({ p, via, extra, copies: n, keyed }) => ({
        t: 'withdraw' as const,
        p,
        via,
        amount: MIN_WITHDRAWAL[via] + extra,
        // Without a key every post is a withdrawal of its own, so only keyed posts are repeated.
        copies: keyed ? n : 1,
        keyed,
      })),
  },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('rollback' as const), p: player, pick: fc.nat(20), copies, by: player }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('convert' as const), p: player, copies }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('promo' as const), p: player, copies: fc.integer({ min: 1, max: 2 }) }),
  },
);
const setupArb: fc.Arbitrary<Setup> = fc.record({
  balance: fc.integer({ min: 0, max: 6_000 }),
  bonus: fc.integer({ min: 0, max: 1_500 }),
  program: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
  coefficient: fc.constantFrom<0.5 | 1>(0.5, 1),
  unlocked: fc.boolean(),
});
/** Waves run one after another; the operations of a wave run all at once. */
const scenarioArb = fc.record({
  setups: fc.array(setupArb, { minLength: PLAYERS, maxLength: PLAYERS }),
  waves: fc.array(fc.array(opArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }),
});

let server: TestServer;
let systems: Record<string, number>;
let clubId: number;
beforeAll(async () => {
  server = await startTestServer();
  systems = {};
  for (const slug of ['moncash', 'moncash-withdrawal', 'cash-withdrawal', 'crypto-withdrawal']) {
    systems[slug] = await systemId(server, slug);
  }
  const [club] = await server.db.select().from(s.clubs).where(eq(s.clubs.name, 'Club Saint-Marc'));
  if (!club) throw new Error('no Club Saint-Marc');
  clubId = club.id; // pays out any amount
});
afterAll(async () => {
  await server?.close();
});

const minor = (htg: number) => Math.round(htg * 100);
/** "1 250.50 HTG moved to your balance" → 125 050. */
const creditOf = (message: string) => minor(Number(message.replace(/[\s\u2009]/g, '').replace(/HTG.*$/, '')));

/** What the server acknowledged for one player during a run, and what that must have done. */
interface Tally {
  regular: number;
  bonus: number;
  withdrawals: number;
  deposits: number;
  promos: number;
}

class Run {
  readonly problems: string[] = [];
  readonly tally: Tally[];
  /** Successful rollbacks per payment id over the whole run: never more than one. */
  readonly refunds = new Map<number, number>();
  constructor(
    readonly players: Player[],
    readonly setups: Setup[],
  ) {
    this.tally = players.map(() => ({ regular: 0, bonus: 0, withdrawals: 0, deposits: 0, promos: 0 }));
  }

  /** The reply's JSON; anything but a 200 (a 500 from a lost race, say) is a problem of its own. */
  private async ok(res: Response, what: string): Promise<Record<string, unknown>> {
    if (res.status !== 200) {
      this.problems.push(`${what} answered HTTP ${res.status}: ${await res.text()}`);
      return {};
    }
    return json(res);
  }

  private who(p: number): Player {
    const found = this.players[p];
    if (!found) throw new Error(`no player ${p}`);
    return found;
  }
  private count(p: number): Tally {
    const found = this.tally[p];
    if (!found) throw new Error(`no tally ${p}`);
    return found;
  }

  /** `wave`: the operations running at the same time as `op`. */
  async apply(op: Op, wave: Op[]): Promise<void> {
    const me = this.who(op.p);
    const tally = this.count(op.p);
    if (op.t === 'deposit') {
      const reply = await this.ok(
        await postForm(me.tab, submitPath('moncash'), {
          payment_system: systems.moncash ?? 0,
          amount: op.amount,
          purseId: MONCASH_PHONE,
        }),
        'deposit',
      );
      if (reply.status !== 'success') return void this.problems.push(`deposit refused: ${JSON.stringify(reply)}`);
      tally.deposits++;
      const checkout = new URL(String(reply.redirect)).pathname;
      const pages = await Promise.all(
        Array.from({ length: op.confirms }, () =>
          fetch(new URL(checkout, server.url), { method: 'POST' }).then(async (r) => {
            if (r.status !== 200) this.problems.push(`checkout answered HTTP ${r.status}`);
            return r.text();
          }),
        ),
      );
      const credited = pages.filter((page) => page.includes('Payment completed.')).length;
      if (credited !== 1) this.problems.push(`deposit confirmed ${op.confirms}× answered "completed" ${credited}×`);
      tally.regular += minor(op.amount) * credited;
      return;
    }
    if (op.t === 'withdraw') {
      const key = op.keyed ? randomUUID() : undefined;
      const replies = await Promise.all(
        Array.from({ length: op.copies }, () => this.withdraw(me, op.via, op.amount, key)),
      );
      const ok = replies.filter((r) => r.status === 'success');
      // A double-submitted keyed post gets the first one's reply again (same PIN), never a second payment.
      if (ok.some((r) => JSON.stringify(r) !== JSON.stringify(ok[0]))) {
        this.problems.push(`one key, different success replies: ${JSON.stringify(ok)}`);
      }
      if (ok.length > 0) {
        tally.regular -= minor(op.amount);
        tally.withdrawals++;
      }
      return;
    }
    if (op.t === 'rollback') {
      const mine = await server.db
        .select({ id: s.payments.id, amountMinor: s.payments.amountMinor })
        .from(s.payments)
        .where(and(eq(s.payments.userId, me.user_id), eq(s.payments.direction, 2)))
        .orderBy(asc(s.payments.id));
      const target = mine[op.pick % Math.max(1, mine.length)];
      if (!target) return;
      const actor = this.who(op.by);
      const replies = await Promise.all(
        Array.from({ length: op.copies }, () =>
          actor.tab
            .call('/api/v1/payments/actions', { method: 'POST', json: { action: 'rollback', payment_id: target.id } })
            .then((res) => this.ok(res, 'rollback')),
        ),
      );
      const done = replies.filter((r) => r.status === 'success').length;
      if (op.by !== op.p) {
        if (done > 0) this.problems.push(`player ${op.by} rolled back payment ${target.id} of player ${op.p}`);
        return;
      }
      if (done > 1) this.problems.push(`${done} of ${op.copies} concurrent rollbacks of ${target.id} succeeded`);
      this.refunds.set(target.id, (this.refunds.get(target.id) ?? 0) + done);
      tally.regular += target.amountMinor * done;
      return;
    }
    if (op.t === 'convert') {
      const replies = await Promise.all(
        Array.from({ length: op.copies }, () =>
          me.tab
            .call('/api/v1/user/balance/bonus/convert', { method: 'POST' })
            .then((res) => this.ok(res, 'conversion')),
        ),
      );
      const ok = replies.filter((r) => r.success === true);
      // Two conversions may both succeed only when a promo code credited new bonus between them.
      const topUp = wave.some((other) => other.t === 'promo' && other.p === op.p);
      if (ok.length > 1 && !topUp) this.problems.push(`${ok.length} of ${op.copies} concurrent conversions succeeded`);
      const coefficient = this.setups[op.p]?.coefficient ?? 1;
      for (const r of ok) {
        const credit = creditOf(String(r.message));
        tally.regular += credit;
        tally.bonus -= Math.round(credit / coefficient); // whole-HTG bonuses: exact at 0.5 and 1
      }
      return;
    }
    const replies = await Promise.all(
      Array.from({ length: op.copies }, () =>
        me.tab
          .call('/api/v1/promo/code', { method: 'POST', json: { code: 'WELCOME100' } })
          .then((res) => this.ok(res, 'promo code')),
      ),
    );
    const ok = replies.filter((r) => r.success === true).length;
    tally.promos += ok;
    tally.bonus += PROMO_BONUS_MINOR * ok;
  }

  private async withdraw(me: Player, via: Via, amount: number, key: string | undefined) {
    const headers: Record<string, string> = key ? { 'Idempotency-Key': key } : {};
    const post = async (slug: string, fields: Record<string, string | number>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
      return this.ok(await me.tab.call(submitPath(slug), { method: 'POST', body, headers }), `${slug} withdrawal`);
    };
    if (via === 'moncash') {
      return post('moncash-withdrawal', {
        payment_system: systems['moncash-withdrawal'] ?? 0,
        amount,
        purseId: MONCASH_PHONE,
      });
    }
    if (via === 'cash') {
      return post('cash-withdrawal', {
        payment_system: systems['cash-withdrawal'] ?? 0,
        amount,
        purseId: clubId,
        fiscal_id: '',
        national_id: '',
        national_card_id: '',
      });
    }
    const rates = (await json(await me.tab.call('/api/v1/crypto/rates'))).rates as Record<string, number>;
    return post('crypto-withdrawal', {
      payment_system: systems['crypto-withdrawal'] ?? 0,
      chain: 'TRX',
      currency: 'USDT',
      address: TRX_ADDRESS,
      amount_native: amount,
      amount_output: amount * (rates.USDT ?? 0),
    });
  }

  /** Database against acknowledgements, player by player. */
  async check(): Promise<void> {
    for (const [p, me] of this.players.entries()) {
      const setup = this.setups[p];
      const tally = this.count(p);
      if (!setup) continue;
      const now = await balances(server, me.user_id);
      const expected = { regular: minor(setup.balance) + tally.regular, bonus: minor(setup.bonus) + tally.bonus };
      if (now.regular !== expected.regular || now.bonus !== expected.bonus) {
        this.problems.push(`player ${p}: balances ${JSON.stringify(now)}, acknowledged ${JSON.stringify(expected)}`);
      }
      if (tally.promos > 1) this.problems.push(`player ${p}: WELCOME100 redeemed ${tally.promos}×`);
      const rows = await server.db.select().from(s.payments).where(eq(s.payments.userId, me.user_id));
      const withdrawals = rows.filter((r) => r.direction === 2);
      if (withdrawals.length !== tally.withdrawals) {
        this.problems.push(`player ${p}: ${withdrawals.length} withdrawals stored, ${tally.withdrawals} acknowledged`);
      }
      if (rows.length - withdrawals.length !== tally.deposits) {
        this.problems.push(`player ${p}: ${rows.length - withdrawals.length} deposits stored, ${tally.deposits} made`);
      }
      for (const w of withdrawals) {
        const refunded = this.refunds.get(w.id) ?? 0;
        if ((w.status === 'cancelled') !== (refunded === 1)) {
          this.problems.push(`payment ${w.id}: ${w.status} after ${refunded} acknowledged rollbacks`);
        }
      }
    }
    const violations = await ledgerViolations(
      server.db,
      this.players.map((me) => me.user_id),
    );
    this.problems.push(...violations);
  }
}

async function openPlayer(setup: Setup): Promise<Player> {
  const program =
    setup.program === 0
      ? {}
      : {
          bonusType: setup.program,
          coefficient: setup.coefficient,
          wagerTotal: 1_000,
          wagered: setup.unlocked ? 1_000 : 400,
        };
  return newPlayer(server, { balance: setup.balance, bonus: setup.bonus, ...program });
}

describe('ledger invariants under random concurrent load', () => {
  it('keeps every balance equal to its ledger, never negative, and moves acknowledged money exactly once', async () => {
    console.log(`[ledger-property] seed ${SEED}, ${RUNS} runs (LEDGER_PROPERTY_SEED / LEDGER_PROPERTY_RUNS)`);
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ setups, waves }) => {
        const players = await Promise.all(setups.map(openPlayer));
        const run = new Run(players, setups);
        for (const wave of waves) {
          const settled = await Promise.allSettled(wave.map((op) => run.apply(op, wave)));
          for (const r of settled) if (r.status === 'rejected') run.problems.push(`operation threw: ${r.reason}`);
        }
        await run.check();
        expect(run.problems).toEqual([]);
      }),
      // A slow machine must not hide a counterexample behind the test timeout: fast-check stops
      // first and reports the smallest failing case found so far.
      { numRuns: RUNS, seed: SEED, interruptAfterTimeLimit: 150_000, markInterruptAsFailure: true },
    );
  }, 180_000);
});

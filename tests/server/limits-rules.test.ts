// Player limits' arithmetic and rules (docs/api.md#player-protection) on a server whose clock stands still at a known
// moment: Wednesday 18 November 2026, 15:00 in Haiti (20:00 UTC), so today is from Wednesday midnight, the week from
// Monday 16 and the month from Sunday 1 November. Bets and deposits are written straight into the database at chosen
// moments of those periods (and of the month before), and GET user/limits must count them as the docs say:
// deposits credited per period; wagers = stakes less refunds; losses = wagers less wins, never below zero. Then the
// rules of a change: the same amount again is no increase, removing a limit that does not exist changes nothing, and
// the audit trail names every change with its values (HTG or minutes). Last, which allowance a refused deposit names
// when two periods leave the same or when the day binds under a looser week. Every expected figure is written here.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsReply } from '../../contract/schemas/protection';
import * as s from '../../server/db/schema';
import { type Player, newPlayer } from './cashier-harness';
import { startTestServer, type TestServer } from './harness';
import { askMoncash } from './protection-harness';

const NOW = new Date('2026-11-18T20:00:00.000Z');
// Moved only by the last test, to a Monday whose week ends after its month.
let nowMs = NOW.getTime();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(nowMs) });
});
afterAll(async () => {
  await server?.close();
});

const getLimits = async (player: Player) => {
  const res = await player.tab.call('/api/v1/user/limits');
  expect(res.status).toBe(200);
  return limitsReply.parse(await res.json());
};
const setLimit = async (player: Player, kind: string, period: string, amount: number | null) => {
  const res = await player.tab.call('/api/v1/user/limits', { method: 'POST', json: { kind, period, amount } });
  expect(res.status).toBe(200);
  return limitsReply.parse(await res.json());
};
const auditOf = async (userId: number) =>
  (
    await server.db
      .select({
        action: s.protectionAudit.action,
        subject: s.protectionAudit.subject,
        old: s.protectionAudit.oldValue,
        new: s.protectionAudit.newValue,
      })
      .from(s.protectionAudit)
      .where(and(eq(s.protectionAudit.userId, userId), eq(s.protectionAudit.actor, 'player')))
      .orderBy(asc(s.protectionAudit.id))
  ).filter((row) => row.action.startsWith('limit.'));

describe('what GET user/limits counts, per period', () => {
  it('counts stakes less refunds as wagered and that less wins as lost, never below zero', async () => {
    const player = await newPlayer(server);
    const [game] = await server.db.select({ id: s.games.id }).from(s.games).limit(1);
    const bet = (at: string, action: 'bet' | 'win' | 'refund', htg: number) => ({
      userId: player.user_id,
      gameId: game!.id,
      amountMinor: htg * 100,
      currency: 'HTG',
      rateAction: action,
      balanceType: 0 as const,
      createdAt: new Date(at),
    });
    await server.db.insert(s.bets).values([
      // Today, Wednesday.
      bet('2026-11-18T15:00:00.000Z', 'bet', 100),
      bet('2026-11-18T15:01:00.000Z', 'win', 30),
      bet('2026-11-18T15:02:00.000Z', 'refund', 10),
      // Tuesday: this week, not today.
      bet('2026-11-17T15:00:00.000Z', 'bet', 200),
      bet('2026-11-17T15:01:00.000Z', 'win', 50),
      bet('2026-11-17T15:02:00.000Z', 'refund', 20),
      // The 5th: this month, not this week; won more than staked.
      bet('2026-11-05T15:00:00.000Z', 'bet', 400),
      bet('2026-11-05T15:01:00.000Z', 'win', 600),
      bet('2026-11-05T15:02:00.000Z', 'refund', 40),
      // October: counted nowhere.
      bet('2026-10-30T15:00:00.000Z', 'bet', 1_000),
      bet('2026-10-30T15:01:00.000Z', 'refund', 5),
    ]);
    const limits = await getLimits(player);
    expect([limits.wager.day.used, limits.wager.week.used, limits.wager.month.used]).toEqual([90, 270, 630]);
    // Month: 630 wagered, 680 won: no loss, not a negative one.
    expect([limits.loss.day.used, limits.loss.week.used, limits.loss.month.used]).toEqual([60, 190, 0]);
  });

  it('counts deposits credited in each period, not pending ones, withdrawals or last month', async () => {
    const player = await newPlayer(server);
    const [system] = await server.db.select({ id: s.paymentSystems.id }).from(s.paymentSystems).limit(1);
    const payment = (direction: 1 | 2, status: 'completed' | 'pending', htg: number, completedAt: string | null) => ({
      userId: player.user_id,
      paymentSystemId: system!.id,
      direction,
      amountMinor: htg * 100,
      currency: 'HTG',
      status,
      completedAt: completedAt === null ? null : new Date(completedAt),
    });
    expect((await getLimits(player)).deposit.month.used).toBe(0);
    await server.db
      .insert(s.payments)
      .values([
        payment(1, 'completed', 500, '2026-11-18T14:00:00.000Z'),
        payment(1, 'completed', 300, '2026-11-16T14:00:00.000Z'),
        payment(1, 'completed', 700, '2026-11-02T14:00:00.000Z'),
        payment(1, 'completed', 900, '2026-10-31T14:00:00.000Z'),
        payment(1, 'pending', 111, null),
        payment(2, 'completed', 222, '2026-11-18T14:00:00.000Z'),
      ]);
    const { deposit } = await getLimits(player);
    expect([deposit.day.used, deposit.week.used, deposit.month.used]).toEqual([500, 800, 1_500]);
  });
});

describe('the rules of a change, and its audit rows', () => {
  it('takes the same amount again at once, with no pending change', async () => {
    const player = await newPlayer(server);
    await setLimit(player, 'loss', 'week', 500);
    const again = await setLimit(player, 'loss', 'week', 500);
    expect(again.loss.week).toEqual({ amount: 500, used: 0, resets_at: '2026-11-23T05:00:00.000Z' });
    expect(await auditOf(player.user_id)).toEqual([
      { action: 'limit.set', subject: 'loss.week', old: null, new: '500' },
      { action: 'limit.set', subject: 'loss.week', old: '500', new: '500' },
    ]);
  });

  it('changes nothing and writes nothing when a limit that does not exist is removed', async () => {
    const player = await newPlayer(server);
    const reply = await setLimit(player, 'wager', 'month', null);
    expect(reply.wager.month).toEqual({ amount: null, used: 0, resets_at: '2026-12-01T05:00:00.000Z' });
    expect(await auditOf(player.user_id)).toEqual([]);
  });

  it('writes a raise, its confirmation and a cancelled removal with their values; minutes stay minutes', async () => {
    const player = await newPlayer(server);
    await setLimit(player, 'time', 'day', 30);
    await setLimit(player, 'time', 'day', 90);
    // The pending raise is confirmed 24 h later: straight in the table, as the clock here does not move.
    await server.db
      .update(s.playerLimits)
      .set({ pendingEffectiveAt: new Date('2026-11-18T19:00:00.000Z') })
      .where(and(eq(s.playerLimits.userId, player.user_id), eq(s.playerLimits.kind, 'time')));
    const confirm = await player.tab.call('/api/v1/user/limits/confirm', {
      method: 'POST',
      json: { kind: 'time', period: 'day' },
    });
    expect(confirm.status).toBe(200);
    await setLimit(player, 'deposit', 'day', 250.5);
    await setLimit(player, 'deposit', 'day', null);
    const cancel = await player.tab.call('/api/v1/user/limits/cancel', {
      method: 'POST',
      json: { kind: 'deposit', period: 'day' },
    });
    expect(cancel.status).toBe(200);
    expect(await auditOf(player.user_id)).toEqual([
      { action: 'limit.set', subject: 'time.day', old: null, new: '30' },
      { action: 'limit.pending', subject: 'time.day', old: '30', new: '90' },
      { action: 'limit.confirm', subject: 'time.day', old: '30', new: '90' },
      { action: 'limit.set', subject: 'deposit.day', old: null, new: '250.5' },
      { action: 'limit.pending', subject: 'deposit.day', old: '250.5', new: null },
      { action: 'limit.cancel', subject: 'deposit.day', old: null, new: '250.5' },
    ]);
    const limits = await getLimits(player);
    expect(limits.time.day.amount).toBe(90);
    expect(limits.deposit.day).toEqual({ amount: 250.5, used: 0, resets_at: '2026-11-19T05:00:00.000Z' });
  });
});

describe('the allowance a refused deposit names', () => {
  const refusal = async (player: Player, htg: number) => {
    const { reply, checkout } = await askMoncash(server, player, htg);
    expect(checkout).toBeNull();
    return reply.reason;
  };

  it('refuses by the one limited period among rows that hold no limit', async () => {
    const player = await newPlayer(server);
    // Removing a week limit that never was leaves an empty week row beside the day's limit.
    await setLimit(player, 'deposit', 'week', null);
    await setLimit(player, 'deposit', 'day', 1_000);
    expect(await refusal(player, 1_500)).toBe('Deposit limit reached: 1\u2009000 HTG left until 2026-11-19 00:00');
  });

  it('names the later end when two periods leave the same, and the day when it binds under a looser week', async () => {
    const tied = await newPlayer(server);
    await setLimit(tied, 'deposit', 'day', 1_000);
    await setLimit(tied, 'deposit', 'week', 1_000);
    expect(await refusal(tied, 1_500)).toBe('Deposit limit reached: 1\u2009000 HTG left until 2026-11-23 00:00');
    const daily = await newPlayer(server);
    await setLimit(daily, 'deposit', 'day', 500);
    await setLimit(daily, 'deposit', 'week', 5_000);
    await setLimit(daily, 'deposit', 'month', 8_000);
    expect(await refusal(daily, 600)).toBe('Deposit limit reached: 500 HTG left until 2026-11-19 00:00');
  });

  it('names the week, not the month, when both leave the same and the week ends later (Monday 30 November)', async () => {
    nowMs = new Date('2026-11-30T20:00:00.000Z').getTime();
    try {
      const player = await newPlayer(server);
      await setLimit(player, 'deposit', 'week', 1_000);
      await setLimit(player, 'deposit', 'month', 1_000);
      // The week runs to Monday 7 December, the month to Tuesday 1 December.
      expect(await refusal(player, 1_500)).toBe('Deposit limit reached: 1\u2009000 HTG left until 2026-12-07 00:00');
    } finally {
      nowMs = NOW.getTime();
    }
  });
});

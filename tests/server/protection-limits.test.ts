// Deposit limits (docs/api.md#player-protection) over real HTTP: a first or lower limit at once, a higher one only
// after 24 h AND the player's confirmation (the server's clock is moved by the test), cancel; a deposit over the
// smallest allowance left refused with nothing recorded or credited, for every way a deposit is asked for (MonCash,
// cash at a club, a server form) and where it is credited (the MonCash checkout), also when confirmations race.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsReply } from '../../contract/schemas/protection';
import * as s from '../../server/db/schema';
import { periodBounds } from '../../server/protection/haiti-time';
import {
  balances,
  expectLedgerExact,
  json,
  newPlayer,
  type Player,
  paymentsOf,
  postForm,
  submitPath,
  systemId,
} from './cashier-harness';
import { type MovableClock, movableClock, startTestServer, type TestServer } from './harness';
import { askMoncash, CREDITED, confirmMoncash, daysToNextMonday, haitiDatePlus, haitiText } from './protection-harness';

let server: TestServer;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  server = await startTestServer({ clock: clock.now });
});
afterAll(async () => {
  await server?.close();
});

const HOUR = 3_600_000;
const NO_PENDING = 'No change is waiting for confirmation';
const reached = (left: string, until: string) => `Deposit limit reached: ${left} left until ${until}`;

const getLimits = async (player: Player) => {
  const res = await player.tab.call('/api/v1/user/limits');
  expect(res.status).toBe(200);
  return limitsReply.parse(await res.json()).deposit;
};
const post = (player: Player, path: string, body: unknown) =>
  player.tab.call(`/api/v1/user/${path}`, { method: 'POST', json: body });
const setLimit = async (player: Player, period: string, amount: unknown) => {
  const res = await post(player, 'limits', { period, amount });
  expect(res.status).toBe(200);
  return limitsReply.parse(await res.json()).deposit;
};

describe('GET and POST user/limits', () => {
  it('starts with no limits, each period ending at the next Haiti midnight, Monday or 1st', async () => {
    const player = await newPlayer(server);
    const limits = await getLimits(player);
    for (const period of ['day', 'week', 'month'] as const) {
      expect(limits[period]).toEqual({ amount: null, used: 0, resets_at: expect.any(String) });
      expect(haitiText(new Date(limits[period].resets_at)).slice(11)).toBe('00:00');
    }
    const now = clock.now();
    expect(haitiText(new Date(limits.day.resets_at))).toBe(`${haitiDatePlus(now, 1)} 00:00`);
    expect(haitiText(new Date(limits.week.resets_at))).toBe(`${haitiDatePlus(now, daysToNextMonday(now))} 00:00`);
    expect(haitiText(new Date(limits.month.resets_at)).slice(8, 10)).toBe('01');
  });

  it('applies a first and a lower limit at once; a higher one and a removal wait 24 h as the pending change', async () => {
    const player = await newPlayer(server);
    expect((await setLimit(player, 'day', 1_000)).day).toMatchObject({ amount: 1_000 });
    expect((await setLimit(player, 'day', 400.5)).day).toMatchObject({ amount: 400.5 });
    expect((await getLimits(player)).day.pending).toBeUndefined();

    const asked = clock.now().getTime();
    const raised = (await setLimit(player, 'day', 5_000)).day;
    expect(raised.amount).toBe(400.5);
    expect(raised.pending?.amount).toBe(5_000);
    const due = new Date(raised.pending?.effective_at ?? '').getTime();
    expect(due - asked).toBeGreaterThanOrEqual(24 * HOUR);
    expect(due - asked).toBeLessThan(24 * HOUR + 60_000);

    // Back at or below the current limit: applies at once and the pending change is gone.
    const lowered = (await setLimit(player, 'day', 300)).day;
    expect(lowered).toMatchObject({ amount: 300 });
    expect(lowered.pending).toBeUndefined();

    const removal = (await setLimit(player, 'day', null)).day;
    expect(removal.amount).toBe(300);
    expect(removal.pending?.amount).toBeNull();
    // The other periods are untouched.
    const all = await getLimits(player);
    expect(all.week).toMatchObject({ amount: null });
    expect(all.month).toMatchObject({ amount: null });
  });

  it('refuses a malformed amount or period with field errors and changes nothing', async () => {
    const player = await newPlayer(server);
    await setLimit(player, 'week', 2_000);
    const badAmount = 'Enter an amount in HTG with at most 2 decimals';
    for (const amount of [0, -5, 10.555]) {
      const res = await post(player, 'limits', { period: 'week', amount });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({
        success: false,
        error: { message: 'Invalid data', fields: { amount: [{ message: badAmount }] } },
      });
    }
    const notNumber = await post(player, 'limits', { period: 'week', amount: '500' });
    expect(notNumber.status).toBe(400);
    expect(Object.keys((await json(notNumber)).error as object)).toContain('fields');
    expect((await post(player, 'limits', { period: 'year', amount: 500 })).status).toBe(400);
    expect((await post(player, 'limits/confirm', { period: 'hour' })).status).toBe(400);
    expect((await getLimits(player)).week).toMatchObject({ amount: 2_000 });
    expect((await getLimits(player)).week.pending).toBeUndefined();
  });
});

describe('an increase: 24 h, then the player confirms', () => {
  it('is not in force before 24 h nor without confirmation; cancel drops it', async () => {
    const player = await newPlayer(server);
    await setLimit(player, 'month', 1_000);
    const pending = (await setLimit(player, 'month', 3_000)).month.pending;
    const due = new Date(pending?.effective_at ?? '');

    // Before its time: refused with the moment it can be confirmed, and deposits keep to the old limit.
    const early = await json(await post(player, 'limits/confirm', { period: 'month' }));
    expect(early).toEqual({ success: false, message: `This change can be confirmed from ${haitiText(due)}` });
    const over = await askMoncash(server, player, 1_500);
    expect(over.reply).toMatchObject({ status: 'error', reason: expect.stringMatching(/^Deposit limit reached: /) });

    clock.advance(23 * HOUR);
    expect(await json(await post(player, 'limits/confirm', { period: 'month' }))).toEqual(early);

    // 24 h passed, not confirmed: the old limit still holds.
    clock.advance(HOUR + 60_000);
    expect((await askMoncash(server, player, 1_500)).reply).toMatchObject({ status: 'error' });
    expect((await getLimits(player)).month).toMatchObject({ amount: 1_000, pending: { amount: 3_000 } });

    // Confirmed: in force.
    const confirmed = await post(player, 'limits/confirm', { period: 'month' });
    expect(limitsReply.parse(await confirmed.json()).deposit.month).toEqual({
      amount: 3_000,
      used: 0,
      resets_at: expect.any(String),
    });
    const deposit = await askMoncash(server, player, 1_500);
    expect(deposit.reply.status).toBe('success');
    expect(await confirmMoncash(server, deposit.checkout)).toContain(CREDITED);
    expect((await getLimits(player)).month).toMatchObject({ amount: 3_000, used: 1_500 });
    expect(await json(await post(player, 'limits/confirm', { period: 'month' }))).toEqual({
      success: false,
      message: NO_PENDING,
    });

    // A removal asked for and cancelled: the limit stays, nothing waits.
    expect((await setLimit(player, 'month', null)).month.pending).toEqual({
      amount: null,
      effective_at: expect.any(String),
    });
    const cancelled = limitsReply.parse(await (await post(player, 'limits/cancel', { period: 'month' })).json());
    expect(cancelled.deposit.month).toMatchObject({ amount: 3_000 });
    expect(cancelled.deposit.month.pending).toBeUndefined();
    expect(await json(await post(player, 'limits/cancel', { period: 'month' }))).toEqual({
      success: false,
      message: NO_PENDING,
    });
    clock.advance(25 * HOUR);
    expect(await json(await post(player, 'limits/confirm', { period: 'month' }))).toEqual({
      success: false,
      message: NO_PENDING,
    });
  });

  it('starts the 24 h again when a pending increase is changed', async () => {
    const player = await newPlayer(server);
    await setLimit(player, 'day', 100);
    await setLimit(player, 'day', 200);
    clock.advance(20 * HOUR);
    const again = (await setLimit(player, 'day', 90_000)).day.pending;
    const due = new Date(again?.effective_at ?? '').getTime();
    expect(due - clock.now().getTime()).toBeGreaterThan(23 * HOUR);
    clock.advance(5 * HOUR);
    expect(await json(await post(player, 'limits/confirm', { period: 'day' }))).toMatchObject({ success: false });
  });
});

describe('deposits over the limit', () => {
  it('refuses a MonCash, cash or form deposit over the daily limit when asked for, recording nothing', async () => {
    const player = await newPlayer(server, { balance: 100 });
    await setLimit(player, 'day', 1_000);
    const bound = periodBounds('day', clock.now()).end;
    const message = reached('1\u2009000 HTG', haitiText(bound));

    expect((await askMoncash(server, player, 1_000.01)).reply).toEqual({
      status: 'error',
      message,
      reason: message,
      errors: {},
    });
    const club = await server.db.select({ id: s.clubs.id }).from(s.clubs).where(eq(s.clubs.acceptsDeposit, true));
    const cash = await json(
      await postForm(player.tab, submitPath('cash-deposit'), {
        payment_system: await systemId(server, 'cash-deposit'),
        amount: 2_000,
        purseId: club[0]?.id ?? 0,
      }),
    );
    expect(cash).toMatchObject({ status: 'error', message, reason: message });
    const form = await json(
      await postForm(player.tab, submitPath('natcash'), {
        payment_system: await systemId(server, 'natcash'),
        channel: 'web',
        amount: 1_500,
        reference: 'NC-1',
      }),
    );
    expect(form).toMatchObject({ status: 'error', message, reason: message });
    expect(await paymentsOf(server, player.user_id)).toHaveLength(0);
    expect((await expectLedgerExact(server, player.user_id)).regular).toBe(10_000);

    // Up to the limit is fine.
    expect((await askMoncash(server, player, 1_000)).reply.status).toBe('success');
  });

  it('refuses at the checkout a deposit that no longer fits: rejected, nothing credited', async () => {
    const player = await newPlayer(server);
    await setLimit(player, 'day', 1_000);
    // Both fit when asked for: nothing is credited yet.
    const first = await askMoncash(server, player, 600);
    const second = await askMoncash(server, player, 600);
    expect(await confirmMoncash(server, first.checkout)).toContain(CREDITED);
    const page = await confirmMoncash(server, second.checkout);
    const message = reached('400 HTG', haitiText(periodBounds('day', clock.now()).end));
    expect(page).toContain(message);
    expect(page).not.toContain(CREDITED);
    // Confirming again changes nothing: the refusal stays on the page.
    expect(await confirmMoncash(server, second.checkout)).toContain(message);
    const rows = await paymentsOf(server, player.user_id);
    expect(rows.map((p) => p.status).sort()).toEqual(['completed', 'rejected']);
    expect((await expectLedgerExact(server, player.user_id)).regular).toBe(60_000);
    expect((await getLimits(player)).day).toMatchObject({ used: 600 });
  });

  it('names the smallest allowance left and when it grows: a weekly one binding before the daily one', async () => {
    const player = await newPlayer(server);
    await setLimit(player, 'day', 5_000);
    await setLimit(player, 'week', 800);
    const now = clock.now();
    const deposit = await askMoncash(server, player, 900);
    const weekEnd = `${haitiDatePlus(now, daysToNextMonday(now))} 00:00`;
    expect(deposit.reply.message).toBe(reached('800 HTG', weekEnd));
  });

  it('lets exactly two of ten racing 400 HTG confirmations through a 1 000 HTG daily limit', async () => {
    const player = await newPlayer(server);
    await setLimit(player, 'day', 1_000);
    const asked = [];
    for (let i = 0; i < 10; i++) asked.push(await askMoncash(server, player, 400));
    const pages = await Promise.all(asked.map((a) => confirmMoncash(server, a.checkout)));
    expect(pages.filter((p) => p.includes(CREDITED))).toHaveLength(2);
    expect(pages.filter((p) => p.includes('Deposit limit reached: 200 HTG left until '))).toHaveLength(8);
    const b = await expectLedgerExact(server, player.user_id);
    expect(b.regular).toBe(80_000);
    expect((await balances(server, player.user_id)).regular).toBe(80_000);
    const rows = await paymentsOf(server, player.user_id);
    expect(rows.filter((p) => p.status === 'completed')).toHaveLength(2);
    expect(rows.filter((p) => p.status === 'rejected')).toHaveLength(8);
  });

  it('counts a new day from Haiti midnight: yesterday’s deposits no longer use the daily limit', async () => {
    const player = await newPlayer(server);
    await setLimit(player, 'day', 500);
    const first = await askMoncash(server, player, 500);
    expect(await confirmMoncash(server, first.checkout)).toContain(CREDITED);
    expect((await askMoncash(server, player, 1)).reply.status).toBe('error');
    clock.advance(periodBounds('day', clock.now()).end.getTime() - clock.now().getTime() + 1_000);
    const next = await askMoncash(server, player, 500);
    expect(await confirmMoncash(server, next.checkout)).toContain(CREDITED);
    expect((await getLimits(player)).day).toMatchObject({ amount: 500, used: 500 });
  });
});

describe('Haiti calendar periods', () => {
  // Haiti keeps summer time: 2025-03-09 02:00 EST became 03:00 EDT (UTC−5 → UTC−4).
  it('starts days, weeks (Monday) and months at local midnight across a clock change', () => {
    const sunday = new Date('2025-03-09T12:00:00Z');
    expect(periodBounds('day', sunday)).toEqual({
      start: new Date('2025-03-09T05:00:00Z'),
      end: new Date('2025-03-10T04:00:00Z'),
    });
    expect(periodBounds('week', sunday)).toEqual({
      start: new Date('2025-03-03T05:00:00Z'),
      end: new Date('2025-03-10T04:00:00Z'),
    });
    expect(periodBounds('month', sunday)).toEqual({
      start: new Date('2025-03-01T05:00:00Z'),
      end: new Date('2025-04-01T04:00:00Z'),
    });
    // 23:30 in Haiti on Sunday night is still Sunday, though UTC has moved on to Monday.
    expect(periodBounds('day', new Date('2025-03-10T03:30:00Z')).start).toEqual(new Date('2025-03-09T05:00:00Z'));
    expect(periodBounds('week', new Date('2025-03-10T04:00:00Z')).start).toEqual(new Date('2025-03-10T04:00:00Z'));
    expect(periodBounds('month', new Date('2025-12-31T23:00:00Z')).end).toEqual(new Date('2026-01-01T05:00:00Z'));
  });
});

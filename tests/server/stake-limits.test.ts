// Loss, stake (wager) and play-time limits (docs/api.md#player-protection) over real HTTP on the real server and
// database: each limit holds exactly at its boundary (a stake landing one unit under, or on, the limit passes; the
// stake that crosses it is refused with the limit's name and reset time, and nothing is debited), also when two stakes
// are sent at once; the play-time limit counts launches, stakes and beats on the server's clock, gaps of over two
// minutes not counted, and refuses stakes, beats and launches once reached. Expected amounts are written down here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitsReply, playTime, sessionSummary } from '../../contract/schemas/protection';
import * as s from '../../server/db/schema';
import { purgeExpired } from '../../server/db/housekeeping';
import { periodBounds } from '../../server/protection/haiti-time';
import { expectLedgerExact, json, newPlayer, type Player } from './cashier-harness';
import { startTestServer, type TestServer } from './harness';
import { haitiText, nextHaitiHour } from './protection-harness';

let server: TestServer;
// A clock that moves only when the test moves it, so play time is measured to the millisecond. It starts at Haiti's
// next noon: started from the real time, a run a few minutes before Haiti's midnight counted the play time of one test
// over two days (130 s of today's 150).
let nowMs = nextHaitiHour(new Date(), 12);
const clock = {
  now: () => new Date(nowMs),
  advance: (ms: number) => {
    nowMs += ms;
  },
};
beforeAll(async () => {
  server = await startTestServer({ clock: clock.now });
});
afterAll(async () => {
  await server?.close();
});

const GAME = 'tortuga-pirates';
const post = (player: Player, path: string, body: unknown) =>
  player.tab.call(`/api/v1/user/${path}`, { method: 'POST', json: body });
const setLimit = async (player: Player, kind: string, period: string, amount: number | null) => {
  const res = await post(player, 'limits', { kind, period, amount });
  expect(res.status).toBe(200);
  return limitsReply.parse(await res.json());
};

/** A launch of the demo game, its token. */
async function launch(player: Player): Promise<string> {
  const body = (await json(await player.tab.call(`/api/v1/games/url?game_alias=${GAME}`))) as { url?: string };
  if (!body.url) throw new Error(`no launch: ${JSON.stringify(body)}`);
  return new URL(body.url).searchParams.get('launch') as string;
}

type Spin = { ok: true; stake: number; win: number; balance: number } | { ok: false; message: string };
async function spin(token: string, stake: number): Promise<Spin> {
  const res = await fetch(`${server.url}/dev/game/${GAME}/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ launch: token, stake }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Spin;
}

const regular = async (player: Player) => (await expectLedgerExact(server, player.user_id)).regular;
const dayEnd = () => haitiText(periodBounds('day', clock.now()).end);

describe('a stake limit (what the player wagers)', () => {
  it('lets stakes reach the limit to the cent and refuses the one that crosses it, debiting nothing', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    const limits = await setLimit(player, 'wager', 'day', 20);
    expect(limits.wager.day).toMatchObject({ amount: 20, used: 0 });
    const token = await launch(player);
    expect(await spin(token, 10)).toMatchObject({ ok: true, stake: 10 });
    expect(await spin(token, 9.99)).toMatchObject({ ok: true, stake: 9.99 }); // 19.99: one unit under
    const before = await regular(player);
    expect(await spin(token, 0.02)).toEqual({
      ok: false,
      message: `Daily stake limit reached: 0.01 HTG left until ${dayEnd()}`,
    });
    expect(await regular(player)).toBe(before);
    expect(await spin(token, 0.01)).toMatchObject({ ok: true, stake: 0.01 }); // exactly on the limit
    expect(await spin(token, 0.01)).toMatchObject({ ok: false });
    const after = limitsReply.parse(await json(await player.tab.call('/api/v1/user/limits')));
    expect(after.wager.day).toMatchObject({ amount: 20, used: 20 });
    expect(after.wager.week).toMatchObject({ amount: null, used: 20 });
  });

  it('lets only one of two stakes sent at once through when both would cross it', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    await setLimit(player, 'wager', 'week', 25);
    const token = await launch(player);
    expect(await spin(token, 10)).toMatchObject({ ok: true });
    const both = await Promise.all([spin(token, 10), spin(token, 10)]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    const refused = both.find((r) => !r.ok);
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Weekly stake limit reached: 5 HTG left/),
    });
    const stakes = await server.db.select().from(s.bets).where(eq(s.bets.userId, player.user_id));
    expect(stakes.filter((b) => b.rateAction === 'bet').map((b) => b.amountMinor)).toEqual([1_000, 1_000]);
  });

  it('applies the lowest of the periods and names the one that leaves the least', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    await setLimit(player, 'wager', 'day', 50);
    await setLimit(player, 'wager', 'month', 30);
    const token = await launch(player);
    expect(await spin(token, 30)).toMatchObject({ ok: true });
    expect(await spin(token, 0.01)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Monthly stake limit reached: 0 HTG left until \d{4}-\d\d-01 00:00$/),
    });
  });
});

describe('the period a refusal names', () => {
  it('names the day, not the week, when both leave the same and end together at Monday midnight (a Sunday)', async () => {
    // The smallest allowance's latest end decides; on a Sunday the day and the week end at the same moment, and the
    // refusal keeps the shorter period, whose reset it names (docs/api.md#player-protection).
    const saved = nowMs;
    nowMs = new Date('2026-12-06T20:00:00.000Z').getTime(); // Sunday 6 December, 15:00 in Haiti
    try {
      const player = await newPlayer(server, { balance: 1_000 });
      await setLimit(player, 'wager', 'day', 40);
      await setLimit(player, 'wager', 'week', 40);
      const token = await launch(player);
      expect(await spin(token, 50)).toEqual({
        ok: false,
        message: 'Daily stake limit reached: 40 HTG left until 2026-12-07 00:00',
      });
    } finally {
      nowMs = saved;
    }
  });
});

describe('a loss limit (stakes less wins)', () => {
  it('counts wins back, lets a stake land on the limit and refuses the one over it', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    await setLimit(player, 'loss', 'day', 30);
    const token = await launch(player);
    // The first stake is one unit under the limit: it passes whatever the reels show.
    const first = await spin(token, 29.99);
    expect(first).toMatchObject({ ok: true, stake: 29.99 });
    const won = first.ok ? first.win : 0;
    // What is left of the limit after it: 30 − max(0, 29.99 − win), written out per outcome below.
    const lossMinor = Math.max(0, 2_999 - Math.round(won * 100));
    const leftMinor = 3_000 - lossMinor;
    const before = await regular(player);
    const over = await spin(token, (leftMinor + 1) / 100);
    expect(over).toMatchObject({ ok: false, message: expect.stringMatching(/^Daily loss limit reached: /) });
    expect(await regular(player)).toBe(before);
    expect(await spin(token, leftMinor / 100)).toMatchObject({ ok: true });
    if (won === 0) expect(leftMinor).toBe(1); // a lost spin leaves exactly 0.01 HTG
  });

  it('refuses at once when the loss has reached the limit, in the player language', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    await setLimit(player, 'loss', 'week', 0.01);
    const token = await launch(player);
    const res = await fetch(`${server.url}/dev/game/${GAME}/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ht' },
      body: JSON.stringify({ launch: token, stake: 0.02 }),
    });
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^Ou rive nan limit pèt pa semèn a: rete 0[.,]01 HTG jiska /,
    );
  });
});

describe('limits keep the deposit rules', () => {
  it('applies a lower loss limit at once and makes a higher one wait 24 h and a confirmation', async () => {
    const player = await newPlayer(server);
    await setLimit(player, 'loss', 'month', 100);
    const higher = await setLimit(player, 'loss', 'month', 500);
    expect(higher.loss.month.amount).toBe(100);
    expect(higher.loss.month.pending).toMatchObject({ amount: 500 });
    const early = await json(await post(player, 'limits/confirm', { kind: 'loss', period: 'month' }));
    expect(early).toMatchObject({
      success: false,
      message: expect.stringMatching(/^This change can be confirmed from /),
    });
    clock.advance(24 * 3_600_000);
    const confirmed = limitsReply.parse(
      await json(await post(player, 'limits/confirm', { kind: 'loss', period: 'month' })),
    );
    expect(confirmed.loss.month).toMatchObject({ amount: 500 });
    expect(confirmed.deposit.month.amount).toBeNull(); // kinds never mix
    const lower = await setLimit(player, 'wager', 'day', 40);
    expect(lower.wager.day.amount).toBe(40);
  });

  it('refuses a time limit for a week, and minutes out of 1 to 1440 or not whole', async () => {
    const player = await newPlayer(server);
    for (const body of [
      { kind: 'time', period: 'week', amount: 60 },
      { kind: 'time', period: 'day', amount: 0 },
      { kind: 'time', period: 'day', amount: 1441 },
      { kind: 'time', period: 'day', amount: 30.5 },
      { kind: 'loss', period: 'day', amount: 10.001 },
      { kind: 'stake', period: 'day', amount: 10 },
    ]) {
      expect((await post(player, 'limits', body)).status).toBe(400);
    }
    const limits = limitsReply.parse(await json(await player.tab.call('/api/v1/user/limits')));
    expect(limits.time.day.amount).toBeNull();
    expect(limits.loss.day.amount).toBeNull();
  });
});

describe('the play-time limit', () => {
  it('counts from the launch on the server clock and stops stakes, beats and launches at the limit', async () => {
    const player = await newPlayer(server, { balance: 1_000 });
    await setLimit(player, 'time', 'day', 2);
    const token = await launch(player); // the clock starts
    clock.advance(60_000);
    expect(await spin(token, 1)).toMatchObject({ ok: true }); // 1 min
    clock.advance(59_000);
    const beat = playTime.parse(await json(await post(player, 'play-time', {})));
    expect(beat).toMatchObject({ limit_minutes: 2, used_seconds: 119, playing: true });
    clock.advance(999);
    expect(await spin(token, 1)).toMatchObject({ ok: true }); // 119.999 s: under the limit
    clock.advance(1);
    const before = await regular(player);
    expect(await spin(token, 1)).toEqual({
      ok: false,
      message: `Daily play time limit reached: you can play again from ${dayEnd()}`,
    });
    expect(await regular(player)).toBe(before);
    const refusedBeat = await json(await post(player, 'play-time', {}));
    expect(refusedBeat).toMatchObject({ used_seconds: 120, message: expect.stringMatching(/^Daily play time limit/) });
    const relaunch = await json(await player.tab.call(`/api/v1/games/url?game_alias=${GAME}`));
    expect(relaunch).toMatchObject({ success: false, message: expect.stringMatching(/^Daily play time limit/) });
    const summary = sessionSummary.parse(await json(await player.tab.call('/api/v1/user/session/summary')));
    expect(summary.play_time).toMatchObject({ limit_minutes: 2, used_seconds: 120, playing: true });
  });

  it('does not count a gap of over two minutes, and counts one of two minutes', async () => {
    const player = await newPlayer(server);
    await launch(player);
    clock.advance(120_000); // exactly the gap: counts
    await post(player, 'play-time', {});
    clock.advance(120_001); // longer: the player was away
    await post(player, 'play-time', {});
    clock.advance(30_000);
    const beat = await json(await post(player, 'play-time', {}));
    expect(beat).toMatchObject({ limit_minutes: null, used_seconds: 150, playing: true });
    clock.advance(200_000);
    const summary = sessionSummary.parse(await json(await player.tab.call('/api/v1/user/session/summary')));
    expect(summary.play_time).toMatchObject({ used_seconds: 150, playing: false });
    const limits = limitsReply.parse(await json(await player.tab.call('/api/v1/user/limits')));
    expect(limits.time.day).toMatchObject({ amount: null, used: 2 });
    expect(Object.keys(limits.time)).toEqual(['day']);
  });
});

describe('housekeeping of play time', () => {
  it('keeps two days of play time and drops older days', async () => {
    const player = await newPlayer(server);
    const day = 24 * 3_600_000;
    const now = clock.now();
    const rows = [3, 2, 1, 0].map((daysAgo) => ({
      userId: player.user_id,
      dayStart: new Date(now.getTime() - daysAgo * day - 1000),
      playedMs: daysAgo,
      lastAt: now,
    }));
    await server.db.insert(s.playTime).values(rows);
    await purgeExpired(server.db, now);
    const kept = await server.db.select().from(s.playTime).where(eq(s.playTime.userId, player.user_id));
    expect(kept.map((row) => row.playedMs).sort()).toEqual([0, 1]);
  });
});

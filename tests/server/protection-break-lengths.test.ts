// Breaks of every usual length (docs/api.md#player-protection) over real HTTP: a cool-off of 24 hours, 7 days, 30 days
// or 6 weeks ends that many days of 24 hours after it was asked for; a self-exclusion of 6 months, 1, 2 or 5 years ends
// that many calendar months later (the same UTC day and time), 'permanent' never. Any other length is refused with 400
// and changes nothing. Each break writes its row in the audit trail (docs/api.md#audit-trail): the player, no running
// block before it, its end after it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { json, newPlayer, type Player } from './cashier-harness';
import { type MovableClock, movableClock, startTestServer, type TestServer } from './harness';

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
const DAY = 24 * HOUR;

/** Asks for a break and returns the moments around the request and the reply's end. */
async function ask(player: Player, path: string, body: Record<string, unknown>) {
  const before = clock.now();
  const res = await player.tab.call(path, { method: 'POST', json: { ...body, password: player.password } });
  const after = clock.now();
  expect(res.status).toBe(200);
  const reply = (await json(res)) as { success: boolean; until: string | null };
  expect(reply.success).toBe(true);
  return { before, after, until: reply.until };
}

async function auditOf(player: Player) {
  return server.db
    .select({
      actor: s.protectionAudit.actor,
      action: s.protectionAudit.action,
      subject: s.protectionAudit.subject,
      old: s.protectionAudit.oldValue,
      new: s.protectionAudit.newValue,
    })
    .from(s.protectionAudit)
    .where(eq(s.protectionAudit.userId, player.user_id));
}

describe('a cool-off of every length', () => {
  it.each([
    ['24 hours', 1, 24 * HOUR],
    ['7 days', 7, 7 * DAY],
    ['30 days', 30, 30 * DAY],
    ['6 weeks', 42, 42 * DAY],
  ])('%s ends that long after it was asked for, and is in the audit trail', async (_label, days, length) => {
    const player = await newPlayer(server);
    const { before, after, until } = await ask(player, '/api/v1/user/cool-off', { days });
    expect(until).not.toBeNull();
    const end = new Date(until as string).getTime();
    expect(end).toBeGreaterThanOrEqual(before.getTime() + length);
    expect(end).toBeLessThanOrEqual(after.getTime() + length);
    expect(await auditOf(player)).toEqual([
      { actor: 'player', action: 'break.cool_off', subject: null, old: null, new: until },
    ]);
    const [row] = await server.db
      .select()
      .from(s.playerProtection)
      .where(eq(s.playerProtection.userId, player.user_id));
    expect(row).toMatchObject({ blockKind: 'cool_off', noPromotions: false });
    expect(row?.blockedUntil?.toISOString()).toBe(until);
  });
});

describe('a self-exclusion of every length', () => {
  /** Runs `fn` with the server's clock at `at` (then back to the real time). */
  async function at<T>(iso: string, fn: () => Promise<T>): Promise<T> {
    clock.advance(new Date(iso).getTime() - clock.now().getTime());
    try {
      return await fn();
    } finally {
      clock.advance(Date.now() - clock.now().getTime());
    }
  }

  it.each([
    ['6 months', 6, '2026-03-15T10:00', '2026-09-15T10:00'],
    ['1 year', 12, '2026-03-15T10:00', '2027-03-15T10:00'],
    ['2 years', 24, '2026-03-15T10:00', '2028-03-15T10:00'],
    ['2 years', 24, '2026-11-29T14:30', '2028-11-29T14:30'],
    // A leap day has no twin two years later: the calendar runs on to 1 March.
    ['2 years', 24, '2028-02-29T23:00', '2030-03-01T23:00'],
    ['5 years', 60, '2026-03-15T10:00', '2031-03-15T10:00'],
  ])('%s (%i months) from %s UTC ends %s UTC, and is in the audit trail', async (_label, months, from, to) => {
    // Signed in at that moment too: a session opened at the real time would be long over.
    const { player, until } = await at(`${from}:00.000Z`, async () => {
      const player = await newPlayer(server);
      return { player, ...(await ask(player, '/api/v1/user/self-exclusion', { months })) };
    });
    expect(until?.slice(0, 16)).toBe(to);
    expect(await auditOf(player)).toEqual([
      { actor: 'player', action: 'break.self_exclusion', subject: null, old: null, new: until },
    ]);
  });

  it('permanent has no end, in the reply and in the audit trail', async () => {
    const player = await newPlayer(server);
    const { until } = await ask(player, '/api/v1/user/self-exclusion', { months: 'permanent' });
    expect(until).toBeNull();
    expect(await auditOf(player)).toEqual([
      { actor: 'player', action: 'break.self_exclusion', subject: null, old: null, new: 'permanent' },
    ]);
  });
});

describe('a length not offered', () => {
  it('is refused with 400; the player stays signed in, unblocked, with no audit row', async () => {
    const player = await newPlayer(server);
    const bodies: Array<[string, Record<string, unknown>]> = [
      ['/api/v1/user/cool-off', { days: 2 }],
      ['/api/v1/user/cool-off', { days: 14 }],
      ['/api/v1/user/cool-off', { days: 43 }],
      ['/api/v1/user/cool-off', { days: 0 }],
      ['/api/v1/user/cool-off', { days: '42' }],
      ['/api/v1/user/cool-off', { weeks: 6 }],
      ['/api/v1/user/self-exclusion', { months: 36 }],
      ['/api/v1/user/self-exclusion', { months: 3 }],
      ['/api/v1/user/self-exclusion', { months: 120 }],
      ['/api/v1/user/self-exclusion', { months: '24' }],
      ['/api/v1/user/self-exclusion', { months: 'forever' }],
    ];
    for (const [path, body] of bodies) {
      const res = await player.tab.call(path, { method: 'POST', json: { ...body, password: player.password } });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await player.tab.call('/api/v1/user/profile/info')).status).toBe(200);
    const blocked = await server.db
      .select()
      .from(s.playerProtection)
      .where(eq(s.playerProtection.userId, player.user_id));
    expect(blocked.filter((row) => row.blockKind !== null)).toEqual([]);
    expect(await auditOf(player)).toEqual([]);
  });
});

// How a new break meets a running one (docs/api.md#player-protection): a running block is never shortened, a
// self-exclusion never turns into a cool-off, a permanent self-exclusion stays permanent, a block whose end has passed
// is no longer in force, and each request leaves its audit row (docs/api.md#audit-trail) with the running end and the
// end now in force. Straight against the protection code on a fresh seeded database of its own; every expected date
// is written here.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { playerProtection, protectionAudit } from '../../server/db/schema';
import { activeBlock, hasNoPromotions, placeBlock } from '../../server/protection/blocks';
import { stakeRefusal } from '../../server/protection/stake-limits';
import { insertBareUser, seededDatabase } from './harness';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A user with no accounts yet. */
const newUser = () => insertBareUser(database.db, '5095');

const at = (iso: string) => new Date(iso);
const NOW = at('2026-03-01T10:00:00.000Z');

async function trail(userId: number) {
  const rows = await database.db
    .select({ action: protectionAudit.action, old: protectionAudit.oldValue, new: protectionAudit.newValue })
    .from(protectionAudit)
    .where(eq(protectionAudit.userId, userId))
    .orderBy(asc(protectionAudit.id));
  return rows;
}

describe('placing a break over a running one', () => {
  it('extends a cool-off, never shortens it, and turns it into a self-exclusion when one is asked for', async () => {
    const userId = await newUser();
    const cool = (until: string) => placeBlock(database.db, userId, { kind: 'cool_off', until: at(until) }, NOW);
    expect(await cool('2026-03-02T10:00:00.000Z')).toEqual({ kind: 'cool_off', until: at('2026-03-02T10:00:00.000Z') });
    expect(await cool('2026-03-08T10:00:00.000Z')).toEqual({ kind: 'cool_off', until: at('2026-03-08T10:00:00.000Z') });
    expect(await cool('2026-03-03T10:00:00.000Z')).toEqual({ kind: 'cool_off', until: at('2026-03-08T10:00:00.000Z') });
    expect(await activeBlock(database.db, userId, NOW)).toEqual({
      kind: 'cool_off',
      until: at('2026-03-08T10:00:00.000Z'),
    });
    expect(await hasNoPromotions(database.db, userId)).toBe(false);
    // The stake gate refuses a stake on a break, naming its end in Haiti's time.
    expect(await database.db.transaction((tx) => stakeRefusal(tx, userId, 100, NOW))).toEqual({
      key: 'protection.coolOff',
      // 10:00 UTC on 8 March 2026 is past that morning's change to summer time (UTC−4).
      values: { until: '2026-03-08 06:00' },
    });
    const excluded = await placeBlock(
      database.db,
      userId,
      { kind: 'self_exclusion', until: at('2026-03-05T10:00:00.000Z') },
      NOW,
    );
    expect(excluded).toEqual({ kind: 'self_exclusion', until: at('2026-03-08T10:00:00.000Z') });
    expect(await hasNoPromotions(database.db, userId)).toBe(true);
    expect(await trail(userId)).toEqual([
      { action: 'break.cool_off', old: null, new: '2026-03-02T10:00:00.000Z' },
      { action: 'break.cool_off', old: '2026-03-02T10:00:00.000Z', new: '2026-03-08T10:00:00.000Z' },
      { action: 'break.cool_off', old: '2026-03-08T10:00:00.000Z', new: '2026-03-08T10:00:00.000Z' },
      { action: 'break.self_exclusion', old: '2026-03-08T10:00:00.000Z', new: '2026-03-08T10:00:00.000Z' },
    ]);
  });

  it('keeps a permanent self-exclusion permanent, and a self-exclusion a self-exclusion', async () => {
    const userId = await newUser();
    const permanent = await placeBlock(database.db, userId, { kind: 'self_exclusion', until: null }, NOW);
    expect(permanent).toEqual({ kind: 'self_exclusion', until: null });
    expect(
      await placeBlock(database.db, userId, { kind: 'cool_off', until: at('2026-04-01T10:00:00.000Z') }, NOW),
    ).toEqual({ kind: 'self_exclusion', until: null });
    expect(await activeBlock(database.db, userId, at('2036-03-01T10:00:00.000Z'))).toEqual({
      kind: 'self_exclusion',
      until: null,
    });
    expect(await trail(userId)).toEqual([
      { action: 'break.self_exclusion', old: null, new: 'permanent' },
      { action: 'break.cool_off', old: 'permanent', new: 'permanent' },
    ]);

    const other = await newUser();
    await placeBlock(database.db, other, { kind: 'self_exclusion', until: at('2026-06-01T10:00:00.000Z') }, NOW);
    expect(
      await placeBlock(database.db, other, { kind: 'cool_off', until: at('2026-09-01T10:00:00.000Z') }, NOW),
    ).toEqual({ kind: 'self_exclusion', until: at('2026-09-01T10:00:00.000Z') });
    // A running self-exclusion, then a permanent one.
    expect(await placeBlock(database.db, other, { kind: 'self_exclusion', until: null }, NOW)).toEqual({
      kind: 'self_exclusion',
      until: null,
    });
    expect(await trail(other)).toEqual([
      { action: 'break.self_exclusion', old: null, new: '2026-06-01T10:00:00.000Z' },
      { action: 'break.cool_off', old: '2026-06-01T10:00:00.000Z', new: '2026-09-01T10:00:00.000Z' },
      { action: 'break.self_exclusion', old: '2026-09-01T10:00:00.000Z', new: 'permanent' },
    ]);
  });

  it('no longer holds a block whose end has passed, and starts a new one afresh after it', async () => {
    const userId = await newUser();
    await placeBlock(database.db, userId, { kind: 'cool_off', until: at('2026-03-02T10:00:00.000Z') }, NOW);
    expect(await activeBlock(database.db, userId, at('2026-03-02T09:59:59.999Z'))).toEqual({
      kind: 'cool_off',
      until: at('2026-03-02T10:00:00.000Z'),
    });
    expect(await activeBlock(database.db, userId, at('2026-03-02T10:00:00.000Z'))).toBeNull();
    // Asked for at the very moment the last one ends: nothing runs any more, the trail has no running end.
    await placeBlock(
      database.db,
      userId,
      { kind: 'cool_off', until: at('2026-03-03T10:00:00.000Z') },
      at('2026-03-02T10:00:00.000Z'),
    );
    expect((await trail(userId)).at(-1)).toEqual({
      action: 'break.cool_off',
      old: null,
      new: '2026-03-03T10:00:00.000Z',
    });
    const later = at('2026-03-05T10:00:00.000Z');
    // Nothing runs once the end has passed: the new break is taken as asked, started now.
    expect(
      await placeBlock(database.db, userId, { kind: 'cool_off', until: at('2026-03-06T10:00:00.000Z') }, later),
    ).toEqual({ kind: 'cool_off', until: at('2026-03-06T10:00:00.000Z') });
    const [row] = await database.db
      .select({ at: playerProtection.blockedAt })
      .from(playerProtection)
      .where(eq(playerProtection.userId, userId));
    expect(row?.at).toEqual(later);
    expect((await trail(userId)).at(-1)).toEqual({
      action: 'break.cool_off',
      old: null,
      new: '2026-03-06T10:00:00.000Z',
    });
  });
});

// A player who has ever self-excluded gets no promotions or offers (docs/api.md#no-promotions), over real HTTP on the
// real app: once the self-exclusion is over and they are back, every promotion call answers them with nothing (no
// actions, no offers, no offer page, no events, no promo code, no joining an offer), and their profile says so, while
// their own bonus balance still answers. A guest, a player who never took a break and one whose cool-off ended get
// the promotions as before.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { json, newPlayer, type Player, type Tab } from './cashier-harness';
import { browser, type MovableClock, movableClock, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  server = await startTestServer({ clock: clock.now });
});
afterAll(async () => {
  await server?.close();
});

const DAY = 24 * 3_600_000;
const CLOSED = 'Promotions and offers are not available on your account';
const OFFER = 'welcome-bonus';

const post = (tab: Tab, path: string, body: unknown) => tab.call(path, { method: 'POST', json: body });
const signIn = (player: Player) =>
  post(player.tab, '/api/v1/authorize', { login: player.phone, password: player.password });
const profileOf = async (tab: Tab) => json(await tab.call('/api/v1/user/profile/info?version=2'));
const listOf = async (tab: Tab, path: string) => ((await json(await tab.call(path))) as { list: unknown[] }).list;

/** What the promotion calls give `tab`: the number of actions, offers and events, and the offer page's status. */
async function promotionsSeenBy(tab: Tab) {
  return {
    actions: (await listOf(tab, '/api/v1/promo/list')).length,
    offers: (await listOf(tab, '/api/v1/promo/offers/current')).length,
    events: (await listOf(tab, '/api/v1/promo/events/current')).length,
    offer: (await tab.call(`/api/v1/promo/offers/offer/${OFFER}`)).status,
  };
}

/** The seeded promotions: counted from the database, not from the calls under test. */
async function seeded() {
  const now = new Date();
  const actions = await server.db.select().from(s.promoActions);
  const offers = await server.db.select().from(s.promoOffers).where(eq(s.promoOffers.active, true));
  const events = (await server.db.select().from(s.promoEvents)).filter((e) => e.startsAt <= now && e.endsAt > now);
  return { actions: actions.length, offers: offers.length, events: events.length, offer: 200 };
}

describe('a player who self-excluded', () => {
  it('gets no promotions or offers once back, their own bonus balance still shown; others get them', async () => {
    const all = await seeded();
    expect(all.actions).toBeGreaterThan(0);
    expect(all.offers).toBeGreaterThan(0);
    expect(all.events).toBeGreaterThan(0);

    const excluded = await newPlayer(server, { bonus: 40, bonusType: 2 });
    const never = await newPlayer(server);
    const cooled = await newPlayer(server);
    const guest = browser(server.url);
    // Before: the player sees the promotions like everyone.
    expect(await promotionsSeenBy(excluded.tab)).toEqual(all);
    expect(await profileOf(excluded.tab)).toMatchObject({ no_promotions: false });

    const started = await post(excluded.tab, '/api/v1/user/self-exclusion', {
      months: 6,
      password: excluded.password,
    });
    expect(await json(started)).toMatchObject({ success: true });
    const coolOff = await post(cooled.tab, '/api/v1/user/cool-off', { days: 1, password: cooled.password });
    expect(await json(coolOff)).toMatchObject({ success: true });

    // Seven months later both breaks are over: both players sign in again.
    clock.advance(214 * DAY);
    try {
      for (const player of [excluded, cooled, never]) {
        expect(await json(await signIn(player))).toMatchObject({ success: true });
      }
      expect(await profileOf(excluded.tab)).toMatchObject({ no_promotions: true });
      expect(await promotionsSeenBy(excluded.tab)).toEqual({ actions: 0, offers: 0, events: 0, offer: 404 });
      // No promo code and no joining an offer: nothing credited, nothing stored.
      expect(await json(await post(excluded.tab, '/api/v1/promo/code', { code: 'WELCOME100' }))).toEqual({
        success: false,
        message: CLOSED,
      });
      expect((await post(excluded.tab, `/api/v1/promo/offers/${OFFER}/members`, {})).status).toBe(404);
      const members = await server.db
        .select()
        .from(s.promoOfferMembers)
        .where(eq(s.promoOfferMembers.userId, excluded.user_id));
      expect(members).toEqual([]);
      // Their own bonus is theirs to see: 40 HTG, the promo code added nothing.
      const balance = await json(await excluded.tab.call('/api/v1/user/balance/info'));
      expect(balance).toMatchObject({ bonus_balance: 40 });
      const bonus = await excluded.tab.call('/api/v1/user/balance/bonus/info');
      expect(bonus.status).toBe(200);

      // Everyone else: as before (the cool-off did not close anything).
      for (const tab of [never.tab, cooled.tab, guest]) expect(await promotionsSeenBy(tab)).toEqual(all);
      expect(await profileOf(never.tab)).toMatchObject({ no_promotions: false });
      expect(await profileOf(cooled.tab)).toMatchObject({ no_promotions: false });
      expect(await json(await post(never.tab, '/api/v1/promo/code', { code: 'WELCOME100' }))).toMatchObject({
        success: true,
      });

      // Signed out, the same browser is a guest again and sees what any guest sees.
      await excluded.tab.call('/api/v1/logout');
      expect(await promotionsSeenBy(excluded.tab)).toEqual(all);
    } finally {
      clock.advance(Date.now() - clock.now().getTime());
    }
  });

  it('a later cool-off does not bring the promotions back', async () => {
    const player = await newPlayer(server);
    expect(
      await json(await post(player.tab, '/api/v1/user/self-exclusion', { months: 6, password: player.password })),
    ).toMatchObject({ success: true });
    clock.advance(190 * DAY);
    try {
      expect(await json(await signIn(player))).toMatchObject({ success: true });
      expect(
        await json(await post(player.tab, '/api/v1/user/cool-off', { days: 1, password: player.password })),
      ).toMatchObject({ success: true });
      clock.advance(2 * DAY);
      expect(await json(await signIn(player))).toMatchObject({ success: true });
      expect(await profileOf(player.tab)).toMatchObject({ no_promotions: true });
      expect(await promotionsSeenBy(player.tab)).toEqual({ actions: 0, offers: 0, events: 0, offer: 404 });
      const [row] = await server.db
        .select()
        .from(s.playerProtection)
        .where(eq(s.playerProtection.userId, player.user_id));
      expect(row).toMatchObject({ blockKind: 'cool_off', noPromotions: true });
    } finally {
      clock.advance(Date.now() - clock.now().getTime());
    }
  });
});

describe('POST /dev/players selfExcludedDaysAgo', () => {
  it('makes a player whose 6-month self-exclusion ended that many days ago, placed as a player places one', async () => {
    const tab = browser(server.url);
    const made = await post(tab, '/dev/players', { selfExcludedDaysAgo: 3 });
    expect(made.status).toBe(200);
    const player = { ...((await made.json()) as Omit<Player, 'tab'>), tab };
    expect(await json(await signIn(player))).toMatchObject({ success: true });
    expect(await profileOf(tab)).toMatchObject({ no_promotions: true });
    expect(await promotionsSeenBy(tab)).toEqual({ actions: 0, offers: 0, events: 0, offer: 404 });
    const [row] = await server.db
      .select()
      .from(s.playerProtection)
      .where(eq(s.playerProtection.userId, player.user_id));
    const ended = row?.blockedUntil?.getTime() ?? 0;
    expect(Date.now() - ended).toBeGreaterThanOrEqual(3 * DAY - 60_000);
    expect(Date.now() - ended).toBeLessThanOrEqual(3 * DAY + 60_000);
    const audit = await server.db
      .select({ action: s.protectionAudit.action, new: s.protectionAudit.newValue })
      .from(s.protectionAudit)
      .where(eq(s.protectionAudit.userId, player.user_id));
    expect(audit).toEqual([{ action: 'break.self_exclusion', new: row?.blockedUntil?.toISOString() }]);
  });
});

// Promo calls of docs/product.md#calls-list over real HTTP: promo codes credited once per player through the ledger
// (even when the same code is sent concurrently), idempotent offer membership, offers, actions, SEO and
// current events with the player's own progress, in the caller's language.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { browser, DEMO, startTestServer, type TestServer } from './harness';
import { expectLedgerExact, json, newPlayer } from './cashier-harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const code = (tab: ReturnType<typeof browser>, value: string) =>
  tab.call('/api/v1/promo/code', { method: 'POST', json: { code: value } });

describe('POST promo/code', () => {
  it('credits the bonus of a valid code once and refuses a second use', async () => {
    const player = await newPlayer(server, { balance: 0 });
    const first = await code(player.tab, ' welcome100 ');
    expect(first.status).toBe(200);
    const body = await json(first);
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/100\s?HTG/);
    expect((await expectLedgerExact(server, player.user_id)).bonus).toBe(10_000);
    // The bonus account's entry says where it came from: the code, as stored (upper case, no spaces).
    const entries = await server.db
      .select({ amountMinor: s.ledgerEntries.amountMinor, reason: s.ledgerEntries.reason, ref: s.ledgerEntries.ref })
      .from(s.ledgerEntries)
      .innerJoin(s.accounts, eq(s.accounts.id, s.ledgerEntries.accountId))
      .where(and(eq(s.accounts.userId, player.user_id), eq(s.accounts.kind, 'bonus')));
    expect(entries).toEqual([{ amountMinor: 10_000, reason: 'promo_code', ref: 'WELCOME100' }]);
    const [welcome] = await server.db.select().from(s.promoCodes).where(eq(s.promoCodes.code, 'WELCOME100'));
    expect(welcome?.redemptions).toBe(1);

    const again = await code(player.tab, 'WELCOME100');
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ success: false, message: 'You have already used this promo code' });
    expect((await expectLedgerExact(server, player.user_id)).bonus).toBe(10_000);
  });

  it('refuses unknown, expired and inactive codes with 200 {success:false, message}', async () => {
    const player = await newPlayer(server);
    for (const value of ['NOPE', 'FETE2024', 'PAUSED']) {
      const res = await code(player.tab, value);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ success: false, message: 'Unknown promo code' });
    }
    expect((await expectLedgerExact(server, player.user_id)).bonus).toBe(0);
    // A refused code left the counter where it was.
    const [fete] = await server.db.select().from(s.promoCodes).where(eq(s.promoCodes.code, 'FETE2024'));
    expect(fete?.redemptions).toBe(0);
  });

  it('redeems a code once under concurrent requests of the same player', async () => {
    const player = await newPlayer(server);
    const replies = await Promise.all(Array.from({ length: 6 }, () => code(player.tab, 'KOMPA50').then(json)));
    expect(replies.filter((r) => r.success === true)).toHaveLength(1);
    expect(replies.filter((r) => r.success === false)).toHaveLength(5);
    expect((await expectLedgerExact(server, player.user_id)).bonus).toBe(5_000);
    const rows = await server.db
      .select()
      .from(s.promoCodeRedemptions)
      .where(and(eq(s.promoCodeRedemptions.code, 'KOMPA50'), eq(s.promoCodeRedemptions.userId, player.user_id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a code that reached its cap, for a player who never used it, and leaves its counter alone', async () => {
    const [kompa] = await server.db.select().from(s.promoCodes).where(eq(s.promoCodes.code, 'KOMPA50'));
    const used = kompa?.redemptions ?? 0;
    await server.db.update(s.promoCodes).set({ maxRedemptions: used }).where(eq(s.promoCodes.code, 'KOMPA50'));
    try {
      const player = await newPlayer(server);
      expect(await json(await code(player.tab, 'kompa50'))).toEqual({ success: false, message: 'Unknown promo code' });
      expect((await expectLedgerExact(server, player.user_id)).bonus).toBe(0);
      const [after] = await server.db.select().from(s.promoCodes).where(eq(s.promoCodes.code, 'KOMPA50'));
      expect(after?.redemptions).toBe(used);
      // One redemption below its cap, the same code is credited again.
      await server.db
        .update(s.promoCodes)
        .set({ maxRedemptions: used + 1 })
        .where(eq(s.promoCodes.code, 'KOMPA50'));
      expect(await json(await code(player.tab, 'KOMPA50'))).toMatchObject({ success: true });
      expect((await expectLedgerExact(server, player.user_id)).bonus).toBe(5_000);
    } finally {
      await server.db.update(s.promoCodes).set({ maxRedemptions: 100 }).where(eq(s.promoCodes.code, 'KOMPA50'));
    }
  });

  it('answers in the session language', async () => {
    const player = await newPlayer(server);
    await player.tab.call('/api/v1/setlocale', { method: 'POST', json: { locale: 'fr' } });
    expect(await json(await code(player.tab, 'NOPE'))).toEqual({ success: false, message: 'Code promo inconnu' });
  });

  it('rejects an empty code with 400 field errors', async () => {
    const player = await newPlayer(server);
    const res = await code(player.tab, '   ');
    expect(res.status).toBe(400);
  });

  it('needs a session', async () => {
    const res = await code(browser(server.url), 'WELCOME100');
    expect(res.status).toBe(401);
  });
});

describe('POST promo/offers/{offerId}/members', () => {
  const join = (tab: ReturnType<typeof browser>, id: string) =>
    tab.call(`/api/v1/promo/offers/${id}/members`, { method: 'POST', json: { options: { source: 'test' } } });

  it('makes the player a member, idempotently', async () => {
    const player = await newPlayer(server);
    const offerBefore = await json(await player.tab.call('/api/v1/promo/offers/offer/weekend-cashback'));
    expect(offerBefore.is_member).toBe(false);
    for (let i = 0; i < 3; i++) {
      const res = await join(player.tab, 'weekend-cashback');
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ success: true, message: 'You take part in this offer' });
    }
    const rows = await server.db
      .select()
      .from(s.promoOfferMembers)
      .where(eq(s.promoOfferMembers.userId, player.user_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.options).toEqual({ source: 'test' });
    const offerAfter = await json(await player.tab.call('/api/v1/promo/offers/offer/weekend-cashback'));
    expect(offerAfter.is_member).toBe(true);
  });

  it('is idempotent under concurrent requests', async () => {
    const player = await newPlayer(server);
    const replies = await Promise.all(Array.from({ length: 4 }, () => join(player.tab, 'borlette-boost')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await server.db
      .select()
      .from(s.promoOfferMembers)
      .where(eq(s.promoOfferMembers.userId, player.user_id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown offer and needs a session', async () => {
    const player = await newPlayer(server);
    const unknown = await join(player.tab, 'no-such-offer');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ success: false, message: 'Offer not found' });
    expect((await join(browser(server.url), 'welcome-bonus')).status).toBe(401);
  });
});

describe('promo reads', () => {
  it('lists the current offers without bodies, in order', async () => {
    const body = await json(await browser(server.url).call('/api/v1/promo/offers/current'));
    const list = body.list as Array<Record<string, unknown>>;
    expect(list.map((o) => o.id)).toEqual([
      'welcome-bonus',
      'weekend-cashback',
      'borlette-boost',
      'refer-a-friend',
      'crash-tournament',
    ]);
    expect(list[0]).toMatchObject({
      title: 'Welcome bonus 100%',
      image: { url: expect.stringMatching(/^\/media\/promo\//) },
    });
    expect(list[0]?.body).toBeUndefined();
    expect(list[0]?.preview_body).toContain('<strong>');
  });

  it('serves one offer with its body; guests get no membership flag; unknown is a 404 refusal', async () => {
    const tab = browser(server.url);
    const offer = await json(await tab.call('/api/v1/promo/offers/offer/welcome-bonus'));
    expect(offer).toMatchObject({ id: 'welcome-bonus', title: 'Welcome bonus 100%' });
    expect(offer.body).toContain('WELCOME100');
    expect(offer.is_member).toBeUndefined();
    const missing = await tab.call('/api/v1/promo/offers/offer/nope');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ success: false, message: 'Offer not found' });
  });

  it('serves offer SEO', async () => {
    const tab = browser(server.url);
    const seo = await json(await tab.call('/api/v1/promo/offers/seo/borlette-boost'));
    expect(seo).toEqual({
      pageTitle: 'Borlette boost | Bèl Chans',
      pageDescription: 'Maryaj pays more on Wednesdays.',
      pageUrl: '/promo/borlette-boost',
      image: expect.stringMatching(/^\/media\/promo\/borlette-boost\.webp/),
      robots: 'index, follow',
    });
    expect((await tab.call('/api/v1/promo/offers/seo/nope')).status).toBe(404);
  });

  it('lists the promo actions', async () => {
    const body = await json(await browser(server.url).call('/api/v1/promo/list'));
    const list = body.list as Array<Record<string, unknown>>;
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({
      title: 'Welcome bonus',
      text: '100% on your first deposit',
      prefix: 'Up to',
      imageLink: '/promo/welcome-bonus',
      image: expect.stringMatching(/^\/media\/promo\/welcome\.webp/),
    });
  });

  it('serves content in each of the 8 languages', async () => {
    const titles = new Set<unknown>();
    for (const locale of ['en', 'ru', 'ht', 'de', 'fr', 'es', 'tr', 'zh']) {
      const tab = browser(server.url);
      tab.jar.set('lang', locale);
      const offer = await json(await tab.call('/api/v1/promo/offers/offer/welcome-bonus'));
      const actions = (await json(await tab.call('/api/v1/promo/list'))).list as Array<Record<string, unknown>>;
      const events = (await json(await tab.call('/api/v1/promo/events/current'))).list as Array<
        Record<string, unknown>
      >;
      titles.add(`${offer.title}|${actions[0]?.title}|${events[0]?.title}`);
    }
    expect(titles.size).toBe(8);
  });

  it('gives guests the current events without progress', async () => {
    const body = await json(await browser(server.url).call('/api/v1/promo/events/current'));
    const list = body.list as Array<Record<string, unknown>>;
    expect(list.map((e) => e.title)).toEqual(['Crash challenge', 'Borlette marathon']);
    for (const event of list) {
      expect(event.progress).toBeUndefined();
      expect(event.ticket_id).toBeUndefined();
    }
  });

  it('gives a player their own progress and ticket', async () => {
    const demo = browser(server.url);
    expect((await demo.call('/api/v1/authorize', { method: 'POST', json: DEMO })).status).toBe(200);
    const list = (await json(await demo.call('/api/v1/promo/events/current'))).list as Array<Record<string, unknown>>;
    expect(list).toEqual([
      expect.objectContaining({
        title: 'Crash challenge',
        progress: { current: 2000, total: 2000, currency: 'HTG' },
        ticket_id: 'TCK-7F3A-2291',
      }),
      expect.objectContaining({
        title: 'Borlette marathon',
        progress: { current: 1875, total: 5000, currency: 'HTG' },
        ticket_id: null,
      }),
    ]);
    // A fresh player has not started: 0 of the total.
    const fresh = await newPlayer(server);
    const mine = (await json(await fresh.tab.call('/api/v1/promo/events/current'))).list as Array<
      Record<string, unknown>
    >;
    expect(mine[0]).toMatchObject({ progress: { current: 0, total: 2000, currency: 'HTG' }, ticket_id: null });
  });
});

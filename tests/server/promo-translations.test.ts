// Promotions are operator content (docs/architecture.md#content-translations, migration 0015): offers, one offer, its
// SEO, the promo actions and the current events come in the `lang` cookie's language from their translation rows, in
// English without one, and in English again, field by field, where a language has no row or a row no text. The
// replies keep their shape in every language, and the promo art names its language in its address (English names
// none), so no cache hands a picture in one language to another (docs/api.md#server-language).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../contract/constants';
import { promoEvents, promoList, promoOffer, promoOffers } from '../../contract/schemas/content';
import { seo } from '../../contract/schemas/site';
import * as s from '../../server/db/schema';
import { ACTIONS, OFFERS } from '../../server/db/seed/promo';
import {
  ACTION_TRANSLATIONS,
  EVENT_TRANSLATIONS,
  OFFER_TRANSLATIONS,
  type OtherLocale,
} from '../../server/db/seed/promo-translations';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A guest's tab with its `lang` cookie (none: English). */
function tab(lang?: Locale) {
  const t = browser(server.url);
  if (lang) t.jar.set('lang', lang);
  return t;
}

const call = async (lang: Locale | undefined, path: string) => {
  const res = await tab(lang).call(path);
  expect(res.status, path).toBe(200);
  return res.json();
};

/** Everything the promo calls answer a guest in `lang` (none: no cookie). */
async function promo(lang?: Locale) {
  return {
    offers: promoOffers.parse(await call(lang, '/api/v1/promo/offers/current')).list,
    offer: promoOffer.parse(await call(lang, '/api/v1/promo/offers/offer/welcome-bonus')),
    seo: seo.parse(await call(lang, '/api/v1/promo/offers/seo/borlette-boost')),
    actions: promoList.parse(await call(lang, '/api/v1/promo/list')).list,
    events: promoEvents.parse(await call(lang, '/api/v1/promo/events/current')).list,
  };
}

/** The JSON's shape: every string the same placeholder, so two languages compare equal when only texts differ. */
const skeleton = (value: unknown): unknown =>
  typeof value === 'string'
    ? '…'
    : Array.isArray(value)
      ? value.map(skeleton)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v)]))
        : value;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function seededOffer(id: string) {
  const offer = OFFERS.find((o) => o.id === id);
  if (!offer) throw new Error(`seed: no offer ${id}`);
  return offer;
}
const welcome = seededOffer('welcome-bonus');
const boost = seededOffer('borlette-boost');

/** The texts a caller in `lang` should get, from the seed. */
function expected(lang: OtherLocale | 'en') {
  const offerText = (o: (typeof OFFERS)[number]) => {
    const t = lang === 'en' ? undefined : OFFER_TRANSLATIONS[o.id]?.[lang];
    return { title: t?.title ?? o.title, preview_body: t?.preview ?? o.preview, body: t?.body ?? o.body };
  };
  const actionText = (a: (typeof ACTIONS)[number]) => {
    const t = lang === 'en' ? undefined : ACTION_TRANSLATIONS[a.slug]?.[lang];
    return { title: t?.title ?? a.title, text: t?.text ?? a.text, prefix: t ? t.prefix : a.prefix };
  };
  const eventTitle = (title: string) => (lang === 'en' ? title : (EVENT_TRANSLATIONS[title]?.[lang] ?? title));
  return {
    offers: OFFERS.map((o) => ({ id: o.id, title: offerText(o).title, preview_body: offerText(o).preview_body })),
    offer: { id: welcome.id, ...offerText(welcome) },
    seoTitle: `${offerText(boost).title} | Bèl Chans`,
    seoDescription: plain(offerText(boost).preview_body),
    actions: ACTIONS.map(actionText),
    events: ['Crash challenge', 'Borlette marathon'].map(eventTitle),
  };
}

function expectTexts(got: Awaited<ReturnType<typeof promo>>, lang: OtherLocale | 'en') {
  const want = expected(lang);
  expect(got.offers.map((o) => ({ id: o.id, title: o.title, preview_body: o.preview_body }))).toEqual(want.offers);
  for (const o of got.offers) expect(o.body).toBeUndefined();
  expect(got.offer).toMatchObject(want.offer);
  expect(got.seo).toMatchObject({
    pageTitle: want.seoTitle,
    pageDescription: want.seoDescription,
    pageUrl: '/promo/borlette-boost',
  });
  expect(got.actions.map((a) => ({ title: a.title, text: a.text, prefix: a.prefix }))).toEqual(want.actions);
  expect(got.events.map((e) => e.title)).toEqual(want.events);
}

describe('promotions in the caller’s language', () => {
  it('are English without a lang cookie, as the promo rows hold them', async () => {
    const en = await promo();
    expectTexts(en, 'en');
    expect(en.offer.title).toBe('Welcome bonus 100%');
    expect(en.actions[0]).toMatchObject({ title: 'Welcome bonus', prefix: 'Up to' });
    expect(en.events.map((e) => e.title)).toEqual(['Crash challenge', 'Borlette marathon']);
  });

  it.each(['ht', 'zh', 'de'] as const)(
    'come in the lang cookie’s language (%s), in the English shape',
    async (lang) => {
      const got = await promo(lang);
      expectTexts(got, lang);
      expect(skeleton(got)).toEqual(skeleton(await promo()));
      // Different words from English (the seed has every language).
      expect(got.offer.title).not.toBe(welcome.title);
      expect(got.actions[0]?.title).not.toBe(ACTIONS[0]?.title);
      expect(got.events[0]?.title).not.toBe('Crash challenge');
    },
  );

  it('reads Kreyòl from the database', async () => {
    const ht = await promo('ht');
    expect(ht.offer.title).toBe('Bonis byenveni 100%');
    expect(ht.seo.pageTitle).toBe('Bourad bòlèt | Bèl Chans');
    expect(ht.actions[0]).toMatchObject({ title: 'Bonis byenveni', text: '100% sou premye depo ou', prefix: 'Jiska' });
    // An action without a prefix in English has none in Kreyòl either.
    expect(ht.actions[1]?.prefix).toBeNull();
    expect(ht.events.map((e) => e.title)).toEqual(['Defi crash', 'Maraton bòlèt']);
    // What the operator writes is what is served.
    const kreyolWelcome = and(
      eq(s.promoOfferTranslations.offerId, 'welcome-bonus'),
      eq(s.promoOfferTranslations.locale, 'ht'),
    );
    await server.db.update(s.promoOfferTranslations).set({ title: 'Bonis byenveni 200%' }).where(kreyolWelcome);
    try {
      expect((await promo('ht')).offer.title).toBe('Bonis byenveni 200%');
    } finally {
      await server.db
        .update(s.promoOfferTranslations)
        .set({ title: OFFER_TRANSLATIONS['welcome-bonus']?.ht.title })
        .where(kreyolWelcome);
    }
  });

  it('gives a player the event titles in their language with their progress', async () => {
    const demo = tab('zh');
    expect((await demo.call('/api/v1/authorize', { method: 'POST', json: DEMO })).status).toBe(200);
    const events = promoEvents.parse(await (await demo.call('/api/v1/promo/events/current')).json()).list;
    expect(events).toEqual([
      expect.objectContaining({
        title: EVENT_TRANSLATIONS['Crash challenge']?.zh,
        progress: { current: 2000, total: 2000, currency: 'HTG' },
      }),
      expect.objectContaining({ title: EVENT_TRANSLATIONS['Borlette marathon']?.zh, ticket_id: null }),
    ]);
  });
});

describe('a language without translation rows', () => {
  it('falls back to English, and a row without a text to English for that text', async () => {
    const offers = await server.db
      .select()
      .from(s.promoOfferTranslations)
      .where(eq(s.promoOfferTranslations.locale, 'de'));
    const actions = await server.db
      .select()
      .from(s.promoActionTranslations)
      .where(eq(s.promoActionTranslations.locale, 'de'));
    const events = await server.db
      .select()
      .from(s.promoEventTranslations)
      .where(eq(s.promoEventTranslations.locale, 'de'));
    expect([offers.length, actions.length, events.length]).toEqual([OFFERS.length, ACTIONS.length, 2]);
    const restore = async () => {
      await server.db.delete(s.promoOfferTranslations).where(eq(s.promoOfferTranslations.locale, 'de'));
      await server.db.delete(s.promoActionTranslations).where(eq(s.promoActionTranslations.locale, 'de'));
      await server.db.delete(s.promoEventTranslations).where(eq(s.promoEventTranslations.locale, 'de'));
      await server.db.insert(s.promoOfferTranslations).values(offers);
      await server.db.insert(s.promoActionTranslations).values(actions);
      await server.db.insert(s.promoEventTranslations).values(events);
    };
    try {
      await server.db.delete(s.promoOfferTranslations).where(eq(s.promoOfferTranslations.locale, 'de'));
      await server.db.delete(s.promoActionTranslations).where(eq(s.promoActionTranslations.locale, 'de'));
      await server.db.delete(s.promoEventTranslations).where(eq(s.promoEventTranslations.locale, 'de'));
      const de = await promo('de');
      expectTexts(de, 'en');
      // The texts are English; the pictures still name the caller's language.
      const en = await promo();
      const withoutImage = <T extends { image: unknown }>({ image, ...rest }: T) => rest;
      expect(de.offers.map(withoutImage)).toEqual(en.offers.map(withoutImage));
      expect(de.actions.map(withoutImage)).toEqual(en.actions.map(withoutImage));
      expect(de.offer.image.url).toContain('&lang=de');
      for (const action of de.actions) expect(action.image).toContain('&lang=de');
      // Other languages keep theirs.
      expectTexts(await promo('zh'), 'zh');

      // A row with only some texts: the others stay English, field by field.
      await server.db
        .insert(s.promoOfferTranslations)
        .values({ offerId: 'welcome-bonus', locale: 'de', title: 'Nur Titel' });
      await server.db.insert(s.promoActionTranslations).values([
        { actionSlug: 'welcome', locale: 'de', text: 'Nur Text' },
        { actionSlug: 'cashback', locale: 'de', prefix: 'Kein Präfix auf Englisch' },
      ]);
      const partial = await promo('de');
      expect(partial.offer).toMatchObject({ title: 'Nur Titel', preview_body: welcome.preview, body: welcome.body });
      expect(partial.actions[0]).toMatchObject({ title: 'Welcome bonus', text: 'Nur Text', prefix: 'Up to' });
      // A prefix English lacks stays absent whatever a row holds: the reply keeps its shape.
      expect(partial.actions[1]).toMatchObject({ title: 'Cashback', prefix: null });
    } finally {
      await restore();
    }
    expectTexts(await promo('de'), 'de');
  });
});

describe('promo art', () => {
  it('names Kreyòl in its address, and no language in English', async () => {
    const ht = await promo('ht');
    const en = await promo();
    const pictures = (p: Awaited<ReturnType<typeof promo>>) => [
      ...p.offers.map((o) => o.image.url),
      p.offer.image.url,
      p.seo.image ?? '',
      ...p.actions.map((a) => a.image),
    ];
    for (const url of pictures(ht)) expect(url).toMatch(/^\/media\/promo\/[\w-]+\.webp\?w=\d+&h=\d+&lang=ht$/);
    for (const url of pictures(en)) expect(url).toMatch(/^\/media\/promo\/[\w-]+\.webp\?w=\d+&h=\d+$/);
    // Apart from the language, the same pictures.
    expect(pictures(ht).map((url) => url.replace('&lang=ht', ''))).toEqual(pictures(en));
    expect(ht.offer.image.url).toBe('/media/promo/welcome-bonus.webp?w=600&h=315&lang=ht');
    expect(ht.seo.image).toBe('/media/promo/borlette-boost.webp?w=1200&h=630&lang=ht');
    expect(en.seo.image).toBe('/media/promo/borlette-boost.webp?w=1200&h=630');
    // The address is served, whatever the cookie of who asks.
    const res = await fetch(new URL(ht.offer.image.url, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/webp');
  });
});

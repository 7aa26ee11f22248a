// Promotions (docs/product.md#entities-content): offers with string ids (docs/product.md#routes-promo
// /promo/{offerId}), banner actions, promo codes (WELCOME100 grants a bonus) and current events with the demo player's
// progress. English here, the other languages in ./promo-translations.ts (migration 0015,
// docs/architecture.md#content-translations).
import {
  promoActions,
  promoActionTranslations,
  promoCodes,
  promoEventProgress,
  promoEvents,
  promoEventTranslations,
  promoOffers,
  promoOfferTranslations,
} from '../schema';
import { toMinor } from '../../wallet/money';
import { type SeedContext, daysAgo } from './context';
import { ACTION_TRANSLATIONS, EVENT_TRANSLATIONS, OFFER_TRANSLATIONS, type OtherLocale } from './promo-translations';
import type { SeededUsers } from './users';

/** The rows of one translation table: one per key and locale. */
const rowsOf = <T, R>(byKey: Record<string, Record<OtherLocale, T>>, row: (key: string, locale: string, t: T) => R) =>
  Object.entries(byKey).flatMap(([key, byLocale]) =>
    Object.entries(byLocale).map(([locale, t]) => row(key, locale, t)),
  );

export const OFFERS = [
  {
    id: 'welcome-bonus',
    title: 'Welcome bonus 100%',
    preview: '<p>Double your <strong>first deposit</strong> up to 5 000 HTG.</p>',
    body: '<p>Make your first deposit, then enter the code <strong>WELCOME100</strong> on the promo page.</p><ul><li>Bonus up to 5 000 HTG</li><li>Wager the bonus 10 times in casino games to unlock it</li></ul>',
  },
  {
    id: 'weekend-cashback',
    title: 'Weekend cashback 10%',
    preview: '<p>10% of your weekend losses back every Monday.</p>',
    body: '<p>Every losing bet from Friday 18:00 to Sunday 23:59 counts. Cashback is paid to the bonus balance.</p>',
  },
  {
    id: 'borlette-boost',
    title: 'Borlette boost',
    preview: '<p>Maryaj pays <em>more</em> on Wednesdays.</p>',
    body: '<p>All maryaj bets placed on Wednesday pay 10% more on a win.</p>',
  },
  {
    id: 'refer-a-friend',
    title: 'Bring a friend',
    preview: '<p>500 HTG bonus for you and your friend.</p>',
    body: '<p>Your friend registers with your phone number as promo code and deposits at least 1 000 HTG: you both receive 500 HTG bonus.</p>',
  },
  {
    id: 'crash-tournament',
    title: 'Crash tournament',
    preview: '<p>Highest multiplier of the week wins 25 000 HTG.</p>',
    body: '<p>Play any crash game; the ten highest cash-out multipliers of the week share 25 000 HTG.</p>',
  },
];

export const ACTIONS = [
  {
    slug: 'welcome',
    title: 'Welcome bonus',
    text: '100% on your first deposit',
    prefix: 'Up to',
    imageLink: '/promo/welcome-bonus',
  },
  {
    slug: 'cashback',
    title: 'Cashback',
    text: '10% back every weekend',
    prefix: null,
    imageLink: '/promo/weekend-cashback',
  },
  {
    slug: 'borlette',
    title: 'Borlette boost',
    text: 'Wednesday maryaj +10%',
    prefix: 'Every week',
    imageLink: '/promo/borlette-boost',
  },
  { slug: 'tournament', title: 'Crash tournament', text: '25 000 HTG prize pool', prefix: null, imageLink: null },
];

export async function seedPromo({ db, now }: SeedContext, users: SeededUsers): Promise<void> {
  await db
    .insert(promoOffers)
    .values(OFFERS.map((o, sort) => ({ id: o.id, title: o.title, previewBody: o.preview, body: o.body, sort })));
  await db.insert(promoActions).values(ACTIONS.map((a, sort) => ({ ...a, sort })));
  await db.insert(promoOfferTranslations).values(
    rowsOf(OFFER_TRANSLATIONS, (offerId, locale, t) => ({
      offerId,
      locale,
      title: t.title,
      previewBody: t.preview,
      body: t.body,
    })),
  );
  await db
    .insert(promoActionTranslations)
    .values(rowsOf(ACTION_TRANSLATIONS, (actionSlug, locale, t) => ({ actionSlug, locale, ...t })));
  await db.insert(promoCodes).values([
    { code: 'WELCOME100', bonusMinor: toMinor(100) },
    { code: 'KOMPA50', bonusMinor: toMinor(50), maxRedemptions: 100 },
    { code: 'FETE2024', bonusMinor: toMinor(200), expiresAt: daysAgo(now, 30) },
    { code: 'PAUSED', bonusMinor: toMinor(25), active: false },
  ]);
  const events = await db
    .insert(promoEvents)
    .values([
      {
        title: 'Borlette marathon',
        totalMinor: toMinor(5_000),
        currency: 'HTG',
        startsAt: daysAgo(now, 5),
        endsAt: daysAgo(now, -9),
      },
      {
        title: 'Crash challenge',
        totalMinor: toMinor(2_000),
        currency: 'HTG',
        startsAt: daysAgo(now, 2),
        endsAt: daysAgo(now, -5),
      },
    ])
    .returning({ id: promoEvents.id, title: promoEvents.title });
  const [marathon, challenge] = events;
  if (!marathon || !challenge) throw new Error('seed: events not created');
  const eventIds = new Map(events.map((e) => [e.title, e.id]));
  await db.insert(promoEventTranslations).values(
    rowsOf(EVENT_TRANSLATIONS, (title, locale, translated) => {
      const eventId = eventIds.get(title);
      if (eventId === undefined) throw new Error(`seed: no event titled ${title}`);
      return { eventId, locale, title: translated };
    }),
  );
  await db.insert(promoEventProgress).values([
    { eventId: marathon.id, userId: users.playerId, currentMinor: toMinor(1_875), ticketId: null },
    { eventId: challenge.id, userId: users.playerId, currentMinor: toMinor(2_000), ticketId: 'TCK-7F3A-2291' },
  ]);
}

// Rows of the promo tables in the reply shapes of docs/product.md#entities-content (contract/schemas/content.ts), in
// the caller's language: the queries here lay the translation rows of migration 0015 over the English of the promo
// rows, field by field, a missing row or a null column falling back to English
// (docs/architecture.md#content-translations). The replies have the same shape in every language.
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PromoAction, PromoEvent, PromoOffer } from '../../contract/schemas/content';
import type { Seo } from '../../contract/schemas/site';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import type { Db } from '../db/client';
import {
  promoActions,
  promoActionTranslations,
  type promoEventProgress,
  promoEvents,
  promoEventTranslations,
  promoOffers,
  promoOfferTranslations,
} from '../db/schema';
import { mediaUrl } from '../media/images';
import { BRAND } from '../site/seo';
import { toMajor } from '../wallet/money';

type OfferRow = typeof promoOffers.$inferSelect;
type ActionRow = typeof promoActions.$inferSelect;
type EventRow = typeof promoEvents.$inferSelect;

/** A text in the language of the joined translation row, English where the row or its column has none. */
const translated = (english: AnyPgColumn, own: AnyPgColumn) => sql<string>`coalesce(${own}, ${english})`;
/** The same for a text English may lack (an action's prefix): absent in English, absent in every language. */
const translatedOptional = (english: AnyPgColumn, own: AnyPgColumn) =>
  sql<string | null>`CASE WHEN ${english} IS NOT NULL THEN coalesce(${own}, ${english}) END`;

/** Offers with their texts in `lang`, in the promo_offers row's shape; add where/order as needed. */
export const selectOffers = (db: Db, lang: Locale) =>
  db
    .select({
      id: promoOffers.id,
      title: translated(promoOffers.title, promoOfferTranslations.title),
      previewBody: translated(promoOffers.previewBody, promoOfferTranslations.previewBody),
      body: translated(promoOffers.body, promoOfferTranslations.body),
      sort: promoOffers.sort,
      active: promoOffers.active,
    })
    .from(promoOffers)
    .leftJoin(
      promoOfferTranslations,
      and(eq(promoOfferTranslations.offerId, promoOffers.id), eq(promoOfferTranslations.locale, lang)),
    )
    .$dynamic();

/** One offer, active or not, with its texts in `lang`. */
export async function findOffer(db: Db, lang: Locale, id: string): Promise<OfferRow | undefined> {
  const [row] = await selectOffers(db, lang).where(eq(promoOffers.id, id));
  return row;
}

/** Promo actions with their texts in `lang`, in the promo_actions row's shape. */
export const selectActions = (db: Db, lang: Locale) =>
  db
    .select({
      id: promoActions.id,
      slug: promoActions.slug,
      title: translated(promoActions.title, promoActionTranslations.title),
      text: translated(promoActions.text, promoActionTranslations.text),
      prefix: translatedOptional(promoActions.prefix, promoActionTranslations.prefix),
      imageLink: promoActions.imageLink,
      sort: promoActions.sort,
    })
    .from(promoActions)
    .leftJoin(
      promoActionTranslations,
      and(eq(promoActionTranslations.actionSlug, promoActions.slug), eq(promoActionTranslations.locale, lang)),
    )
    .$dynamic();

/** Promo events with their titles in `lang`, in the promo_events row's shape. */
export const selectEvents = (db: Db, lang: Locale) =>
  db
    .select({
      id: promoEvents.id,
      title: translated(promoEvents.title, promoEventTranslations.title),
      totalMinor: promoEvents.totalMinor,
      currency: promoEvents.currency,
      startsAt: promoEvents.startsAt,
      endsAt: promoEvents.endsAt,
    })
    .from(promoEvents)
    .leftJoin(
      promoEventTranslations,
      and(eq(promoEventTranslations.eventId, promoEvents.id), eq(promoEventTranslations.locale, lang)),
    )
    .$dynamic();

/**
 * The language a promo picture's address names (server/media/images.ts): the art carries the promotion's words, so
 * each language has its own address and no cache (the app's service worker keeps media whatever the cookie) shows
 * one language's picture in another. English addresses name none.
 */
const artLang = (lang: Locale): Locale | undefined => (lang === DEFAULT_LOCALE ? undefined : lang);

/** Card picture of an offer (the SEO image is the 1200x630 one). */
export const offerImageUrl = (id: string, lang: Locale) => mediaUrl('promo', id, 600, 315, artLang(lang));

/** `row` holds the texts in `lang` (selectOffers, findOffer); `lang` names the picture's language. */
export function offerOf(row: OfferRow, lang: Locale): PromoOffer {
  return {
    id: row.id,
    title: row.title,
    preview_body: row.previewBody,
    image: { url: offerImageUrl(row.id, lang) },
    body: row.body,
  };
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function offerSeo(row: OfferRow, lang: Locale): Seo {
  const offer = offerOf(row, lang);
  return {
    pageTitle: `${offer.title} | ${BRAND}`,
    pageDescription: plainText(offer.preview_body),
    pageUrl: `/promo/${row.id}`,
    image: mediaUrl('promo', row.id, 1200, 630, artLang(lang)),
    robots: 'index, follow',
  };
}

/** `row` holds the texts in `lang` (selectActions). */
export function actionOf(row: ActionRow, lang: Locale): PromoAction {
  return {
    id: row.id,
    imageLink: row.imageLink,
    image: mediaUrl('promo', row.slug, 1200, 480, artLang(lang)),
    title: row.title,
    text: row.text,
    prefix: row.prefix,
  };
}

/**
 * `event` holds its title in the caller's language (selectEvents). progress: a row (player), null (player without
 * progress yet: 0 of total), undefined (guest: none).
 */
export function eventOf(
  event: EventRow,
  progress: typeof promoEventProgress.$inferSelect | null | undefined,
): PromoEvent {
  return {
    id: event.id,
    title: event.title,
    ...(progress === undefined
      ? {}
      : {
          progress: {
            current: toMajor(progress?.currentMinor ?? 0),
            total: toMajor(event.totalMinor),
            currency: event.currency,
          },
          ticket_id: progress?.ticketId ?? null,
        }),
  };
}

// Rows of the promo tables in the reply shapes of docs/product.md#entities-content (contract/schemas/content.ts), in
// the caller's language.
import type { PromoAction, PromoEvent, PromoOffer } from '../../contract/schemas/content';
import type { Seo } from '../../contract/schemas/site';
import type { Locale } from '../../contract/constants';
import type { promoActions, promoEventProgress, promoEvents, promoOffers } from '../db/schema';
import { mediaUrl } from '../media/images';
import { BRAND } from '../site/seo';
import { toMajor } from '../wallet/money';
import { actionText, eventTitle, offerText } from './texts';

type OfferRow = typeof promoOffers.$inferSelect;

/** Card picture of an offer (the SEO image is the 1200x630 one). */
export const offerImageUrl = (id: string) => mediaUrl('promo', id, 600, 315);

export function offerOf(row: OfferRow, lang: Locale): PromoOffer {
  const text = offerText(row.id, lang);
  return {
    id: row.id,
    title: text?.title ?? row.title,
    preview_body: text?.preview ?? row.previewBody,
    image: { url: offerImageUrl(row.id) },
    body: text?.body ?? row.body,
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
    image: mediaUrl('promo', row.id, 1200, 630),
    robots: 'index, follow',
  };
}

export function actionOf(row: typeof promoActions.$inferSelect, lang: Locale): PromoAction {
  const text = actionText(row.slug, lang);
  return {
    id: row.id,
    imageLink: row.imageLink,
    image: mediaUrl('promo', row.slug, 1200, 480),
    title: text?.title ?? row.title,
    text: text?.text ?? row.text,
    prefix: text ? text.prefix : row.prefix,
  };
}

/** progress: a row (player), null (player without progress yet: 0 of total), undefined (guest: none). */
export function eventOf(
  event: typeof promoEvents.$inferSelect,
  lang: Locale,
  progress: typeof promoEventProgress.$inferSelect | null | undefined,
): PromoEvent {
  return {
    id: event.id,
    title: eventTitle(event.title, lang),
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

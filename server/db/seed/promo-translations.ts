// Promotions in the 7 other interface languages (docs/architecture.md#content-translations, migration 0015): offers
// by id, actions by slug and events by their English title (events have serial ids), as ./promo.ts seeds them in
// English. ./promo.ts inserts them as promo_offer_translations, promo_action_translations and
// promo_event_translations rows; the server serves them in the caller's language (server/promo/shapes.ts). The texts
// are data, in ./promo-translations.json; the types here hold every language to the same fields.
import type { Locale } from '../../../contract/constants';
import texts from './promo-translations.json';

export interface OfferText {
  title: string;
  preview: string;
  body: string;
}
export interface ActionText {
  title: string;
  text: string;
  /** Null where the English action has no prefix. */
  prefix: string | null;
}
export type OtherLocale = Exclude<Locale, 'en'>;
type Translated<T> = Record<OtherLocale, T>;

const TEXTS: {
  offers: Record<string, Translated<OfferText>>;
  actions: Record<string, Translated<ActionText>>;
  /** Keyed by the seeded English title (events have serial ids). */
  events: Record<string, Translated<string>>;
} = texts;

export const OFFER_TRANSLATIONS = TEXTS.offers;
export const ACTION_TRANSLATIONS = TEXTS.actions;
export const EVENT_TRANSLATIONS = TEXTS.events;

-- 0015: promotions in the 8 interface languages (docs/architecture.md#content-translations), as the blog, payment
-- systems, the FAQ, game groups and games have theirs: English stays in the promo rows, a translation row overrides
-- them for one locale, and a missing row, or a null column of one, falls back to English. Seeded with the demo world
-- (server/db/seed/promo-translations.ts).
--
-- An offer's title, preview and body (promo/offers/current, promo/offers/offer/{id}, promo/offers/seo/{id}).
CREATE TABLE promo_offer_translations (
  offer_id text NOT NULL REFERENCES promo_offers (id) ON DELETE CASCADE ON UPDATE CASCADE,
  locale text NOT NULL,
  title text,
  preview_body text,
  body text,
  PRIMARY KEY (offer_id, locale)
);
--> statement-breakpoint
-- A promo action's (banner's) title, text and prefix (promo/list), keyed by the action's slug. A prefix the action
-- lacks in English stays absent in every language, whatever a row holds.
CREATE TABLE promo_action_translations (
  action_slug text NOT NULL REFERENCES promo_actions (slug) ON DELETE CASCADE ON UPDATE CASCADE,
  locale text NOT NULL,
  title text,
  text text,
  prefix text,
  PRIMARY KEY (action_slug, locale)
);
--> statement-breakpoint
-- A current event's title (promo/events/current).
CREATE TABLE promo_event_translations (
  event_id integer NOT NULL REFERENCES promo_events (id) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  PRIMARY KEY (event_id, locale)
);

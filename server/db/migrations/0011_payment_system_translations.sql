-- 0011: operator content in the 8 interface languages (docs/product.md#constants-locales languages), as the blog (0004)
-- and SEO rows (0006) already are: English stays in the base row, a translation row overrides its texts for one locale,
-- and a missing row (or a missing part of one) falls back to English. Seeded with the demo world
-- (server/db/seed/payment-translations.ts, faq-translations.ts, site.ts, group-translations.ts).
--
-- A payment system's name and the texts of its `config` (form title, header, footer, confirm messages, field labels,
-- placeholders, option labels, block html, widget descriptions, limit messages). `texts` mirrors the shape of the
-- config with only those text parts in it (a field list keeps its positions); the server lays them over the config
-- when it serves the system, so endpoints, limits, values and links always come from payment_systems.
CREATE TABLE payment_system_translations (
  payment_system_id integer NOT NULL REFERENCES payment_systems (id) ON DELETE CASCADE,
  locale text NOT NULL,
  name text NOT NULL,
  texts jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (payment_system_id, locale)
);
--> statement-breakpoint
-- The home page's FAQ.
CREATE TABLE faq_translations (
  faq_id integer NOT NULL REFERENCES faq (id) ON DELETE CASCADE,
  locale text NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  PRIMARY KEY (faq_id, locale)
);
--> statement-breakpoint
-- A site setting's texts (site_info: the About page's support hours), laid over its value like a payment system's.
CREATE TABLE site_setting_translations (
  key text NOT NULL REFERENCES site_settings (key) ON DELETE CASCADE,
  locale text NOT NULL,
  texts jsonb NOT NULL,
  PRIMARY KEY (key, locale)
);
--> statement-breakpoint
-- A game group's name, title and preview (the lobby's row headings and the group page), for the catalogue's replies.
CREATE TABLE game_group_translations (
  group_id integer NOT NULL REFERENCES game_groups (id) ON DELETE CASCADE,
  locale text NOT NULL,
  name text NOT NULL,
  title text NOT NULL,
  preview_body text NOT NULL,
  PRIMARY KEY (group_id, locale)
);

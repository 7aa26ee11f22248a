-- 0006: SEO rows in the 8 interface languages (docs/product.md#constants-locales languages). English stays in
-- seo_pages; a translation row overrides its title and description for one locale, a missing row falls back to
-- English. Seeded with the demo world (server/db/seed/site.ts, seo-translations.ts).
CREATE TABLE seo_page_translations (
  path text NOT NULL REFERENCES seo_pages (path) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (path, locale)
);

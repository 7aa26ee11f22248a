-- 0004: blog in the 8 interface languages (docs/product.md#constants-locales languages). English stays in
-- blog_categories/articles; a translation row overrides the texts for one locale, and a missing row
-- falls back to English. Seeded with the demo world (server/db/seed/blog.ts).
CREATE TABLE blog_category_translations (
  category_id integer NOT NULL REFERENCES blog_categories (id) ON DELETE CASCADE,
  locale text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (category_id, locale)
);
--> statement-breakpoint
CREATE TABLE article_translations (
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  preview_body text NOT NULL,
  body text NOT NULL,
  seo_description text NOT NULL,
  PRIMARY KEY (article_id, locale)
);

-- 0013: a game's own texts in the 8 interface languages (docs/architecture.md#content-translations), as game groups
-- have theirs since 0011: English stays in the games row, a translation row overrides it for one locale, and a
-- missing row, or a null column of one, falls back to English. Game names are brands and are never translated.
-- Seeded with the demo world (server/db/seed/game-translations.ts).
--
-- The game page's titled block and footnote (content_title, content_text, footer) and the HTML description behind
-- game-description/{id}. A text the games row lacks stays absent in every language, whatever a row holds.
CREATE TABLE game_translations (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  locale text NOT NULL,
  content_title text,
  content_text text,
  footer text,
  description text,
  PRIMARY KEY (game_id, locale)
);
--> statement-breakpoint
-- A multiple-group game's short title for one of its children (game_entries.alternate_title) when it is a word, the
-- kind of game ("Baccarat", "Domino"), rather than a name or an abbreviation, which stay as they are.
CREATE TABLE game_entry_translations (
  parent_game_id integer NOT NULL,
  child_game_id integer NOT NULL,
  locale text NOT NULL,
  alternate_title text NOT NULL,
  PRIMARY KEY (parent_game_id, child_game_id, locale),
  FOREIGN KEY (parent_game_id, child_game_id) REFERENCES game_entries (parent_game_id, child_game_id) ON DELETE CASCADE
);

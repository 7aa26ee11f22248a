-- 0003: games calls (docs/product.md#calls-list games/*, jackpots).
-- Search (docs/product.md#flows-game-search game search) is case- and accent-insensitive. PGlite has no unaccent
-- extension, so the folding is a plain SQL function: NFD, drop the combining marks (U+0300..U+036F), lower case.
-- It is IMMUTABLE (normalize, regexp_replace and lower are), so a stored generated column can use it
-- and every existing row gets its value now; searches fold the typed name with the same function.
CREATE FUNCTION search_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(regexp_replace(normalize(t, NFD), '[\u0300-\u036f]', '', 'g')) $$;
--> statement-breakpoint
ALTER TABLE games ADD COLUMN search_name text GENERATED ALWAYS AS (search_fold(name)) STORED;
--> statement-breakpoint
-- A game launch (games/groups/{g}/games/{id}, games/url): the token in the provider URL stands for
-- who launched which game with which balance (0 regular, 1 bonus). user_id is null for a guest on a
-- demo game. Only the token's sha256 is stored; a launch lives one hour.
CREATE TABLE game_launches (
  token_hash text PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  balance_type smallint NOT NULL CHECK (balance_type IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX game_launches_expires_idx ON game_launches (expires_at);
--> statement-breakpoint
-- docs/product.md#constants-display: the jackpot strip shows 6 digits. The first seed had a 1 250 000.00 maximum; bring
-- it under.
UPDATE jackpots SET value_minor = 87500000 WHERE label = 'jackpot.maximum' AND value_minor > 90000000;

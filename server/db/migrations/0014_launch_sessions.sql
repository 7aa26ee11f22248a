-- 0014: a game launch belongs to the session that made it (docs/api.md#player-protection, docs/architecture.md#stateless):
-- when that session ends (logout, a sign-in that replaces it, a break, expiry removed at start) its launches go with it,
-- so a token handed to a game page stops playing at once. Null for a guest's launch of a demo game, which has no session.
ALTER TABLE game_launches ADD COLUMN session_hash text REFERENCES sessions (token_hash) ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX game_launches_session_idx ON game_launches (session_hash);
--> statement-breakpoint
-- A player's launch made before today knows no session: it could outlive a logout, so it ends now (at most an hour of
-- play; the player launches the game again).
DELETE FROM game_launches WHERE user_id IS NOT NULL;

-- 0010: player protection and lobby memory (docs/api.md#player-protection). Everything lives here, nothing in a
-- server's memory, so any instance sharing the database enforces the same limits and breaks
-- (docs/architecture.md#stateless).
--
-- A deposit limit per player and period. amount_minor null = no limit. A higher limit or a removal waits as the
-- pending change (pending = true, its amount, null for "no limit") until pending_effective_at (24 h after it was
-- asked for) AND the player's confirmation; a lower or first limit is written straight into amount_minor.
CREATE TABLE deposit_limits (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_minor bigint CHECK (amount_minor > 0),
  pending boolean NOT NULL DEFAULT false,
  pending_amount_minor bigint CHECK (pending_amount_minor > 0),
  pending_effective_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, period),
  CHECK (pending = (pending_effective_at IS NOT NULL)),
  CHECK (pending OR pending_amount_minor IS NULL)
);
--> statement-breakpoint
-- The reality check's interval (kept across sessions) and the player's break: a cool-off (always with an end) or a
-- self-exclusion (blocked_until null = permanent). A block stays in the row after it ended; it is active while
-- blocked_until is null or in the future.
CREATE TABLE player_protection (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  reality_check_minutes smallint CHECK (reality_check_minutes IN (15, 30, 60)),
  block_kind text CHECK (block_kind IN ('cool_off', 'self_exclusion')),
  blocked_at timestamptz,
  blocked_until timestamptz,
  CHECK ((block_kind IS NULL) = (blocked_at IS NULL)),
  CHECK (block_kind IS NOT NULL OR blocked_until IS NULL),
  CHECK (block_kind IS DISTINCT FROM 'cool_off' OR blocked_until IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE favourite_games (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);
--> statement-breakpoint
CREATE INDEX favourite_games_user_idx ON favourite_games (user_id, created_at DESC);
--> statement-breakpoint
-- The games a player launched, one row per game, at most 12 per player (older ones are deleted on each launch).
CREATE TABLE recent_games (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  launched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);
--> statement-breakpoint
CREATE INDEX recent_games_user_idx ON recent_games (user_id, launched_at DESC);
--> statement-breakpoint
-- When a deposit was credited: what a period's deposit limit counts (a deposit asked for yesterday and confirmed today
-- counts today). Deposits completed before this migration count from their creation.
ALTER TABLE payments ADD COLUMN completed_at timestamptz;
--> statement-breakpoint
UPDATE payments SET completed_at = created_at WHERE direction = 1 AND status = 'completed';
--> statement-breakpoint
CREATE INDEX payments_deposits_idx ON payments (user_id, completed_at) WHERE direction = 1 AND status = 'completed';

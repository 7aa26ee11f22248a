-- 0017: loss, wager and play-time limits beside the deposit limits (docs/api.md#player-protection). One table holds
-- every kind under the same rules (a lower limit at once, a higher one after 24 h and a confirmation); a play-time
-- limit is whole minutes of a day (its amount_minor column holds minutes). play_time keeps each Haiti day's play time
-- of a player: the milliseconds counted so far and the last activity (a launch, a stake or a beat of an open game).
ALTER TABLE deposit_limits RENAME TO player_limits;
--> statement-breakpoint
ALTER TABLE player_limits
  ADD COLUMN kind text NOT NULL DEFAULT 'deposit' CHECK (kind IN ('deposit', 'loss', 'wager', 'time'));
--> statement-breakpoint
ALTER TABLE player_limits DROP CONSTRAINT deposit_limits_pkey;
--> statement-breakpoint
ALTER TABLE player_limits ADD PRIMARY KEY (user_id, kind, period);
--> statement-breakpoint
ALTER TABLE player_limits ADD CONSTRAINT player_limits_time_day CHECK (
  kind <> 'time'
  OR (period = 'day' AND coalesce(amount_minor, 1) <= 1440 AND coalesce(pending_amount_minor, 1) <= 1440)
);
--> statement-breakpoint
CREATE TABLE play_time (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day_start timestamptz NOT NULL,
  played_ms bigint NOT NULL DEFAULT 0 CHECK (played_ms >= 0),
  last_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, day_start)
);

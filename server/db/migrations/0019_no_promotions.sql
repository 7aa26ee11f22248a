-- 0019: a player who has ever self-excluded gets no promotions or offers, during the self-exclusion and after it ends
-- (docs/api.md#no-promotions). The flag is set with the self-exclusion and never cleared by the app. Players whose
-- last block is a self-exclusion (running or ended) get it now; an ended self-exclusion that a later cool-off
-- replaced in the row left no trace to read it from.
ALTER TABLE player_protection ADD COLUMN no_promotions boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE player_protection SET no_promotions = true WHERE block_kind = 'self_exclusion';

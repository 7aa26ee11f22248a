-- 0016: a player without a password confirms a cool-off or a self-exclusion with their own way in
-- (docs/api.md#player-protection). One who has neither a password nor a phone confirms with a fresh Google or wallet
-- sign-in: the session keeps when such a sign-in opened it (the server's clock), null for any other way in (password,
-- Telegram, registration by SMS) and for the sessions opened before this migration.
ALTER TABLE sessions ADD COLUMN social_sign_in_at timestamptz;

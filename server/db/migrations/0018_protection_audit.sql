-- 0018: the audit trail of every player protection change (docs/api.md#audit-trail, docs/architecture.md#audit-trail):
-- who made it (the player, an operator or the system), when, the old value and the new. Rows are only ever added:
-- the triggers below refuse UPDATE, DELETE and TRUNCATE in the database itself, whoever asks. Each row carries the
-- SHA-256 of its content and of the player's previous row (prev_hash, null for the first), so a row changed or
-- removed behind the triggers' back (by someone who can disable them) breaks the player's chain where it was touched.
-- No foreign key to users: a player's trail outlives anything done to the account and is never cascaded away.
CREATE TABLE protection_audit (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL,
  actor text NOT NULL CHECK (actor IN ('player', 'operator', 'system')),
  action text NOT NULL,
  subject text,
  old_value text,
  new_value text,
  at timestamptz NOT NULL,
  prev_hash text,
  hash text NOT NULL
);
--> statement-breakpoint
CREATE INDEX protection_audit_user_idx ON protection_audit (user_id, id);
--> statement-breakpoint
CREATE FUNCTION protection_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'protection_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER protection_audit_no_change BEFORE UPDATE OR DELETE ON protection_audit
  FOR EACH ROW EXECUTE FUNCTION protection_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER protection_audit_no_truncate BEFORE TRUNCATE ON protection_audit
  FOR EACH STATEMENT EXECUTE FUNCTION protection_audit_append_only();

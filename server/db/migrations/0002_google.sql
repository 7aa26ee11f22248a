-- 0002: Google sign-in (docs/product.md#flows-google-oauth Google flow, docs/product.md#rules-social social-login
-- completion, docs/product.md#calls-list auth/google/*). A player created by a social sign-in may skip the phone step
-- (docs/product.md#rules-social) and never has a password (they sign in with Google, or restore one by SMS once they
-- have a phone), so both become nullable. UNIQUE (phone) stays: PostgreSQL never counts NULLs as equal, so any number
-- of players may lack one.
ALTER TABLE users ALTER COLUMN phone DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
--> statement-breakpoint
-- The OAuth `state` of a link (GET auth/google/link), bound to the redirect_uri it was issued for;
-- only its sha256 is stored. The dev consent page accepts a consent only for a live state and its uri.
CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
-- Authorization codes of the dev consent page carry the whole fake identity and the redirect_uri the
-- exchange must present again (as at a real provider). Rows are deleted when exchanged (single use).
ALTER TABLE oauth_codes ADD COLUMN email text;
--> statement-breakpoint
ALTER TABLE oauth_codes ADD COLUMN phone text;
--> statement-breakpoint
ALTER TABLE oauth_codes ADD COLUMN redirect_uri text NOT NULL DEFAULT '';
--> statement-breakpoint
-- Registration tickets: the `code` of an authorize reply for an identity not linked to anyone yet.
-- POST auth/google/registration turns it into a player; single use, only the sha256 is stored.
CREATE TABLE oauth_tickets (
  ticket_hash text PRIMARY KEY,
  provider text NOT NULL,
  subject text NOT NULL,
  email text,
  display_name text,
  phone text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

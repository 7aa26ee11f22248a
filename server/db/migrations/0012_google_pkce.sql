-- 0012: Google sign-in with PKCE (RFC 7636, S256) and the state bound to the browser (docs/product.md#flows-google-oauth
-- Google flow, docs/api.md Google sign-in). The link's state row keeps the code_verifier the code exchange sends; the
-- state itself also goes to the browser in a short-lived HttpOnly cookie, and the return is let in only when the two
-- agree. Nullable so that a state issued before this migration (none is older than 10 minutes) is simply refused.
ALTER TABLE oauth_states ADD COLUMN code_verifier text;
--> statement-breakpoint
-- A code of the dev consent page keeps the code_challenge of the link it answered; the dev exchange gives the identity
-- only for the code_verifier whose S256 is that challenge, as Google does.
ALTER TABLE oauth_codes ADD COLUMN code_challenge text;

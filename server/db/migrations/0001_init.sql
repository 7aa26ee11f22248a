-- 0001: the whole demo world and the server's state tables (docs/architecture.md#reference-server).
-- Statements are separated by the breakpoint marker so the migrator can run them one by one through
-- drizzle on both PGlite and PostgreSQL (the extended protocol takes one statement at a time).
-- Money is integer minor units (cents of HTG) everywhere: *_minor columns.

CREATE TABLE countries (
  id char(3) PRIMARY KEY,
  id2 char(2) NOT NULL UNIQUE,
  name text NOT NULL,
  phone_code integer NOT NULL,
  currency text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  skip_disabled boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE users (
  id serial PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  name text,
  surname text,
  email text,
  instagram text,
  facebook text,
  date_birth date,
  gender smallint CHECK (gender IN (0, 1)),
  country_id char(3) REFERENCES countries (id),
  city text,
  lang text,
  is_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE linked_services (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  subject text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject),
  UNIQUE (user_id, provider)
);
--> statement-breakpoint
-- One account per user and balance kind; the CHECK is the last line of defence, the ledger code
-- never lets a debit through that would trip it (conditional UPDATE, see server/wallet/ledger.ts).
CREATE TABLE accounts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('regular', 'bonus', 'sport')),
  currency text NOT NULL,
  balance_minor bigint NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind)
);
--> statement-breakpoint
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  balance_after_minor bigint NOT NULL CHECK (balance_after_minor >= 0),
  reason text NOT NULL,
  ref text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
--> statement-breakpoint
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lang text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX sessions_user_idx ON sessions (user_id);
--> statement-breakpoint
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
--> statement-breakpoint
CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, purpose, created_at DESC);
--> statement-breakpoint
-- Dev stand-in for an SMS gateway: every message "sent" lands here (GET /dev/sms-outbox).
CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX sms_outbox_phone_idx ON sms_outbox (phone, id DESC);
--> statement-breakpoint
CREATE TABLE auth_nonces (
  nonce text PRIMARY KEY,
  purpose text NOT NULL,
  subject text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
--> statement-breakpoint
CREATE TABLE telegram_tokens (
  token_hash text PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  approved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE oauth_codes (
  code_hash text PRIMARY KEY,
  provider text NOT NULL,
  subject text NOT NULL,
  display_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
--> statement-breakpoint
CREATE TABLE client_errors (
  id serial PRIMARY KEY,
  session_id text,
  user_id text,
  auth_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  explanation text NOT NULL,
  error text NOT NULL,
  tags jsonb NOT NULL,
  client_timestamp bigint NOT NULL,
  version text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Key/value documents for the few singletons (site info, download info).
CREATE TABLE site_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE seo_pages (
  path text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  image text,
  robots text NOT NULL DEFAULT 'index, follow'
);
--> statement-breakpoint
CREATE TABLE game_groups (
  id serial PRIMARY KEY,
  alias text NOT NULL UNIQUE,
  name text NOT NULL,
  view_variant text NOT NULL CHECK (view_variant IN ('card', 'arbitrary', 'square')),
  view_image text NOT NULL CHECK (view_image IN ('cover', 'contain')),
  title text NOT NULL,
  preview_body text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE games (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES game_groups (id),
  alias text NOT NULL UNIQUE,
  name text NOT NULL,
  game_type smallint NOT NULL CHECK (game_type IN (0, 1, 2)),
  is_demo boolean NOT NULL DEFAULT false,
  is_modal_balance_type boolean NOT NULL DEFAULT false,
  allow_portrait boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  content_title text,
  content_text text,
  footer text,
  description text,
  info jsonb,
  popular_rank integer,
  online integer NOT NULL DEFAULT 0,
  recent_win_minor bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX games_group_idx ON games (group_id, sort);
--> statement-breakpoint
-- Children of a multiple-group game (game_type 2): docs/product.md#entities-games multi-group entries.
CREATE TABLE game_entries (
  parent_game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  child_game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  alternate_title text,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (parent_game_id, child_game_id)
);
--> statement-breakpoint
CREATE TABLE jackpots (
  id serial PRIMARY KEY,
  label text NOT NULL UNIQUE,
  value_minor bigint NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE ratings (
  id serial PRIMARY KEY,
  user_mask text NOT NULL,
  game_id integer NOT NULL REFERENCES games (id),
  points text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE faq (
  id serial PRIMARY KEY,
  question text NOT NULL,
  answer text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE blog_categories (
  id serial PRIMARY KEY,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE articles (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES blog_categories (id),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  preview_body text NOT NULL,
  body text NOT NULL,
  seo_description text NOT NULL,
  published_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE promo_offers (
  id text PRIMARY KEY,
  title text NOT NULL,
  preview_body text NOT NULL,
  body text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
CREATE TABLE promo_offer_members (
  offer_id text NOT NULL REFERENCES promo_offers (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  options jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (offer_id, user_id)
);
--> statement-breakpoint
CREATE TABLE promo_actions (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  text text NOT NULL,
  prefix text,
  image_link text,
  sort integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE promo_codes (
  code text PRIMARY KEY,
  bonus_minor bigint NOT NULL CHECK (bonus_minor > 0),
  max_redemptions integer,
  redemptions integer NOT NULL DEFAULT 0,
  expires_at timestamptz,
  active boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
CREATE TABLE promo_code_redemptions (
  code text NOT NULL REFERENCES promo_codes (code),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, user_id)
);
--> statement-breakpoint
CREATE TABLE promo_events (
  id serial PRIMARY KEY,
  title text NOT NULL,
  total_minor bigint NOT NULL,
  currency text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE promo_event_progress (
  event_id integer NOT NULL REFERENCES promo_events (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  current_minor bigint NOT NULL DEFAULT 0,
  ticket_id text,
  PRIMARY KEY (event_id, user_id)
);
--> statement-breakpoint
-- Bonus conversion rules per user (docs/product.md#entities-money bonus info: type 1 wagering progress or type 2
-- coefficient).
CREATE TABLE bonus_programs (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  type smallint NOT NULL CHECK (type IN (1, 2)),
  wagered_minor bigint NOT NULL DEFAULT 0,
  wager_total_minor bigint NOT NULL DEFAULT 0,
  convert_coefficient double precision NOT NULL DEFAULT 1
);
--> statement-breakpoint
-- withdrawal_limit / withdrawal_min are minor units; a negative value means unlimited
-- (docs/product.md#entities-cashier).
CREATE TABLE clubs (
  id serial PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  lat double precision,
  lon double precision,
  withdrawal_limit_minor bigint NOT NULL,
  withdrawal_min_minor bigint NOT NULL,
  accepts_deposit boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE crypto_chains (
  value text PRIMARY KEY,
  name text NOT NULL,
  currency text,
  background_color text NOT NULL,
  address_pattern text,
  rate_htg double precision NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE crypto_addresses (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chain text NOT NULL REFERENCES crypto_chains (value),
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, chain)
);
--> statement-breakpoint
-- config holds the type-specific detail of docs/product.md#entities-cashier (page html link, form, widget data).
CREATE TABLE payment_systems (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('link', 'page', 'form', 'widget')),
  direction smallint NOT NULL CHECK (direction IN (1, 2)),
  widget text,
  href text,
  min_amount_minor bigint,
  max_amount_minor bigint,
  withdraw_auto_confirm boolean NOT NULL DEFAULT false,
  day_limit_minor bigint,
  config jsonb NOT NULL DEFAULT '{}'::jsonb,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
CREATE TABLE payments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_system_id integer NOT NULL REFERENCES payment_systems (id),
  direction smallint NOT NULL CHECK (direction IN (1, 2)),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'completed', 'cancelled', 'rejected')),
  pin text,
  tx_id text,
  tx_link text,
  rate double precision,
  balance_source text NOT NULL DEFAULT 'regular',
  details jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);
--> statement-breakpoint
CREATE TABLE bets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id),
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  rate_action text NOT NULL CHECK (rate_action IN ('bet', 'win', 'refund')),
  balance_type smallint NOT NULL CHECK (balance_type IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX bets_user_idx ON bets (user_id, created_at DESC);

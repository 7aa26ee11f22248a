-- 0005: idempotency keys of money-moving posts (docs/architecture.md#security, ledger invariants). A payment post
-- carrying an Idempotency-Key header claims (user_id, key) in the same transaction that moves the money and stores
-- the reply there (JSON text, replayed as it was), so a double-submitted or retried post gets that
-- reply again instead of paying twice (server/wallet/idempotency.ts). Rows older than a day are purged at start (server/db/housekeeping.ts).
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  fingerprint text NOT NULL,
  reply text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
--> statement-breakpoint
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

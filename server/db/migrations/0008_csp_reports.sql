-- 0008: Content-Security-Policy violation reports (docs/architecture.md#security) that browsers post to
-- POST /api/v1/csp-report in either format (report-uri's application/csp-report, report-to's application/reports+json),
-- one row per violation, every text clipped (server/routes/csp-report.ts). Rows older than 30 days are purged at
-- start (server/db/housekeeping.ts). Read them with GET /api/v1/csp-reports (admin session) or plain SQL.
CREATE TABLE csp_reports (
  id serial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  format text NOT NULL,
  document_url text,
  blocked_url text,
  directive text,
  disposition text,
  source_file text,
  line_number integer,
  column_number integer,
  sample text,
  status_code integer,
  user_agent text
);
--> statement-breakpoint
CREATE INDEX csp_reports_received_idx ON csp_reports (received_at);

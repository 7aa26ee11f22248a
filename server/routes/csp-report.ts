// Content-Security-Policy reports (docs/architecture.md#security, docs/api.md#csp-reports): the app's policy names this
// endpoint in `report-uri` and, over https, through the Reporting-Endpoints header in `report-to`
// (server/http/security-headers.ts), so a browser posts every violation it blocks on the app's pages here, in either
// format:
// - `application/csp-report` (report-uri): `{"csp-report": {"document-uri", "blocked-uri", "effective-directive", …}}`;
// - `application/reports+json` (report-to): `[{type: "csp-violation", url, user_agent, body: {documentURL, …}}]`.
// Each violation becomes one csp_reports row. Browsers post on their own, without the page's say: the endpoint
// takes posts from anywhere (no origin guard, no session), so it is capped instead: per client address in the
// database (server/auth/rate-limit.ts; posts beyond the cap are answered 204 and dropped), a small body, a few reports per post, every text clipped, and no query
// string or fragment of any address kept (an OAuth return's `code` would otherwise land in the table).
// GET csp-reports lists the newest for an admin session.
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddress } from '../auth/client-address';
import { hit, type Window } from '../auth/rate-limit';
import { cspReports } from '../db/schema';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { failure } from '../http/errors';
import { sayError } from '../http/locale';
import { text as serverText } from '../i18n/text';
import { CSP_REPORT_PATH } from '../http/security-headers';
import { requireAuth } from '../http/session-middleware';

/** Largest report post; one violation is well under 2 KB, report-to batches a few. */
export const CSP_REPORT_MAX_BYTES = 32 * 1024;
/** Violations kept from one report-to post; the rest are dropped. */
export const CSP_REPORTS_PER_POST = 20;
/** Posts one client address may make per 10 minutes (a page in a violation loop, several tabs). */
export const CSP_REPORT_LIMIT: Window = { limit: 60, windowMs: 10 * 60 * 1000 };
const TEXT_MAX = 1024;
const SAMPLE_MAX = 256;
const LIST_LIMIT = 100;

const REPORT_URI_TYPES = new Set(['application/csp-report', 'application/json']);
const REPORT_TO_TYPE = 'application/reports+json';

type Row = typeof cspReports.$inferInsert;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, max = TEXT_MAX): string | null =>
  typeof value === 'string' && value !== '' ? value.slice(0, max) : null;

const whole = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 2_147_483_647 ? n : null;
};

/** An address without its query and fragment; keywords (`inline`, `eval`, `self`) and bare schemes as they are. */
function address(value: unknown): string | null {
  const raw = text(value);
  if (raw === null) return null;
  try {
    const url = new URL(raw);
    return url.origin === 'null' ? `${url.protocol}` : `${url.origin}${url.pathname}`.slice(0, TEXT_MAX);
  } catch {
    return raw.replace(/[?#].*$/, '');
  }
}

function fromReportUri(body: unknown, userAgent: string | null): Row[] {
  const report = isObject(body) ? body['csp-report'] : undefined;
  if (!isObject(report)) return [];
  return [
    {
      format: 'report-uri',
      documentUrl: address(report['document-uri']),
      blockedUrl: address(report['blocked-uri']),
      directive: text(report['effective-directive'] ?? report['violated-directive'], 128),
      disposition: text(report.disposition, 16),
      sourceFile: address(report['source-file']),
      lineNumber: whole(report['line-number']),
      columnNumber: whole(report['column-number']),
      sample: text(report['script-sample'], SAMPLE_MAX),
      statusCode: whole(report['status-code']),
      userAgent,
    },
  ];
}

function fromReportTo(body: unknown, userAgent: string | null): Row[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter((report): report is Json => isObject(report) && report.type === 'csp-violation' && isObject(report.body))
    .slice(0, CSP_REPORTS_PER_POST)
    .map((report) => {
      const violation = report.body as Json;
      return {
        format: 'report-to',
        documentUrl: address(violation.documentURL ?? report.url),
        blockedUrl: address(violation.blockedURL),
        directive: text(violation.effectiveDirective, 128),
        disposition: text(violation.disposition, 16),
        sourceFile: address(violation.sourceFile),
        lineNumber: whole(violation.lineNumber),
        columnNumber: whole(violation.columnNumber),
        sample: text(violation.sample, SAMPLE_MAX),
        statusCode: whole(violation.statusCode),
        userAgent: text(report.user_agent, 500) ?? userAgent,
      };
    });
}

export function cspReportRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(
    CSP_REPORT_PATH,
    bodyLimit({
      maxSize: CSP_REPORT_MAX_BYTES,
      onError: (c) => c.json(sayError(c, failure(413, serverText('reply.bodyTooLarge'))), 413, { Connection: 'close' }),
    }),
    async (c) => {
      // Over the cap the post is dropped with the same 204: browsers neither retry a report nor read its reply, but
      // they log a refused one as an error in the player's console (a page whose content Chrome reports on every
      // render, docs/architecture.md#security, would otherwise fill it).
      const { hits } = await hit(db, `csp-report:${clientAddress(c)}`, CSP_REPORT_LIMIT.windowMs);
      if (hits > CSP_REPORT_LIMIT.limit) return c.body(null, 204);
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const reportTo = type === REPORT_TO_TYPE;
      if (!reportTo && !REPORT_URI_TYPES.has(type)) throw failure(415, serverText('reply.unsupportedReport'));
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw failure(400, serverText('reply.malformedReport'));
      }
      const userAgent = c.req.header('user-agent')?.slice(0, 500) ?? null;
      const rows = reportTo ? fromReportTo(body, userAgent) : fromReportUri(body, userAgent);
      if (rows.length === 0 && !(reportTo && Array.isArray(body)))
        throw failure(400, serverText('reply.malformedReport'));
      if (rows.length > 0) await db.insert(cspReports).values(rows);
      return c.body(null, 204);
    },
  );

  // The newest reports, for whoever looks after the site (docs/api.md).
  app.get(`${V1}/csp-reports`, requireAuth, async (c) => {
    if (!c.get('auth')?.isAdmin) throw failure(403, serverText('reply.adminsOnly'));
    const rows = await db.select().from(cspReports).orderBy(desc(cspReports.id)).limit(LIST_LIMIT);
    return c.json({
      list: rows.map((row) => ({
        id: row.id,
        received_at: row.receivedAt.toISOString(),
        format: row.format,
        document_url: row.documentUrl,
        blocked_url: row.blockedUrl,
        directive: row.directive,
        disposition: row.disposition,
        source_file: row.sourceFile,
        line_number: row.lineNumber,
        column_number: row.columnNumber,
        sample: row.sample,
        status_code: row.statusCode,
        user_agent: row.userAgent,
      })),
    });
  });
  return app;
}

// docs/product.md#calls-list client error report. Reporting is best effort: it never throws, so a failing report
// cannot crash the app or set off another report.
import type { ClientErrorReport } from '../../contract/schemas/site';
import { type CallOptions, http } from './http';

/** Resolves true when the server accepted the report, false on any failure. */
export async function reportClientError(report: ClientErrorReport, options?: CallOptions): Promise<boolean> {
  // Loaded with the first report (docs/architecture.md "API layer"); a failed load is a failed report.
  const schemas = await Promise.all([
    import('../../contract/schemas/site'),
    import('../../contract/schemas/common'),
  ]).catch(() => null);
  if (!schemas) return false;
  const [{ clientErrorReport, CLIENT_ERROR_BOUNDS: max }, { okReply }] = schemas;
  // The limits of clientErrorReport: clip rather than lose a report to a long stack.
  const clipped = clientErrorReport.safeParse({
    ...report,
    session_id: report.session_id?.slice(0, max.sessionId) ?? null,
    user_id: typeof report.user_id === 'string' ? report.user_id.slice(0, max.userId) : report.user_id,
    explanation: report.explanation.slice(0, max.explanation),
    error: report.error.slice(0, max.error),
    tags: report.tags.slice(0, max.tags).map((tag) => tag.slice(0, max.tag)),
    version: report.version.slice(0, max.version),
  });
  if (!clipped.success) return false;
  try {
    await http.request(okReply, 'client/error', { ...options, method: 'POST', body: clipped.data });
    return true;
  } catch {
    return false;
  }
}

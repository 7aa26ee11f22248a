// docs/product.md#calls-list client error report. Reporting is best effort: it never throws, so a failing report
// cannot crash the app or set off another report.
import type { ClientErrorReport } from '../../contract/schemas/site';
import { type CallOptions, http } from './http';

// The limits of clientErrorReport (schemas/site.ts): clip rather than lose a report to a long stack.
const EXPLANATION_MAX_CHARS = 2_000;
const ERROR_MAX_CHARS = 20_000;
const TAGS_MAX = 20;

/** Resolves true when the server accepted the report, false on any failure. */
export async function reportClientError(report: ClientErrorReport, options?: CallOptions): Promise<boolean> {
  // Loaded with the first report (docs/architecture.md "API layer"); a failed load is a failed report.
  const schemas = await Promise.all([
    import('../../contract/schemas/site'),
    import('../../contract/schemas/common'),
  ]).catch(() => null);
  if (!schemas) return false;
  const [{ clientErrorReport }, { okReply }] = schemas;
  const clipped = clientErrorReport.safeParse({
    ...report,
    explanation: report.explanation.slice(0, EXPLANATION_MAX_CHARS),
    error: report.error.slice(0, ERROR_MAX_CHARS),
    tags: report.tags.slice(0, TAGS_MAX),
  });
  if (!clipped.success) return false;
  try {
    await http.request(okReply, 'client/error', { ...options, method: 'POST', body: clipped.data });
    return true;
  } catch {
    return false;
  }
}

// docs/product.md#calls-list client error report of a crash caught by an error boundary. The reporting code (the call,
// its schemas, the tab's session id of src/app/analytics-ids.ts) loads with the first crash, not with every page:
// crashes are rare, and a report that cannot load is a failed report like any other (best effort).
import type { ClientErrorReport } from '../../../contract/schemas/site';
import { APP_VERSION } from '../../config/constants';

export interface Crash {
  userId: ClientErrorReport['user_id'];
  explanation: string;
  error: string;
  tags: string[];
}

export async function reportCrash(crash: Crash): Promise<void> {
  const timestamp = Date.now();
  const modules = await Promise.all([import('../../api/client-error'), import('../../app/analytics-ids')]).catch(
    () => null,
  );
  if (!modules) return;
  const [{ reportClientError }, { tabSessionId }] = modules;
  await reportClientError({
    session_id: tabSessionId(),
    user_id: crash.userId,
    explanation: crash.explanation,
    error: crash.error,
    tags: crash.tags,
    timestamp,
    version: APP_VERSION,
  });
}

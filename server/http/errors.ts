// Error replies in the shapes the app parses (docs/product.md#calls-list, contract/schemas/common.ts):
// validation -> 400 {success:false, error:{message, fields:{name:[{message}]}}};
// everything else -> {success:false, message}.
import type { FieldErrors } from '../../contract/schemas/common';

export type ErrorBody =
  | { success: false; message: string; [extra: string]: unknown }
  | { success: false; error: { message: string; fields: FieldErrors } };

/** Thrown anywhere in a handler; app.onError turns it into its reply. */
export class ReplyError extends Error {
  constructor(
    /** 200: a business refusal in the failure wrapper, thrown from deep inside (docs/product.md#calls-wrappers). */
    readonly status: 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('message' in body ? body.message : body.error.message);
    this.name = 'ReplyError';
  }
}

export const invalidData = (fields: FieldErrors, message = 'Invalid data') =>
  new ReplyError(400, { success: false, error: { message, fields } });

export const failure = (status: ReplyError['status'], message: string) =>
  new ReplyError(status, { success: false, message });

export const unauthorized = () => failure(401, 'Unauthorized');
export const notFound = () => failure(404, 'Not found');

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ReplyError(
    429,
    { success: false, message: `Retry after ${retryAfterSeconds}s`, retry_after: retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );

// Error replies in the shapes the app parses (docs/product.md#calls-list, contract/schemas/common.ts):
// validation -> 400 {success:false, error:{message, fields:{name:[{message}]}}};
// everything else -> {success:false, message}.
// An error carries server texts, not sentences: whoever throws it names the text, and the edge (app.onError) renders
// it in the request's language with renderError (docs/api.md#server-language, docs/architecture.md#server-texts).
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import type { FieldErrors } from '../../contract/schemas/common';
import { type Text, text, translate } from '../i18n/text';

/** docs/product.md#calls-wrappers field errors before they are put in a language: {name:[{message: Text}]}. */
export type FieldTexts = Record<string, { message: Text }[]>;

export type ErrorBody =
  | { success: false; message: string; [extra: string]: unknown }
  | { success: false; error: { message: string; fields: FieldErrors } };

/** What a ReplyError says: a message with extra members (retry_after), or a validation message with field errors. */
export type ErrorContent =
  | { message: Text; extra?: Readonly<Record<string, unknown>> }
  | { message: Text; fields: FieldTexts };

/** The field errors in `locale`. */
export const renderFields = (locale: Locale, fields: FieldTexts): FieldErrors =>
  Object.fromEntries(
    Object.entries(fields).map(([name, list]) => [
      name,
      list.map(({ message }) => ({ message: translate(locale, message) })),
    ]),
  );

/** Thrown anywhere in a handler; app.onError turns it into its reply. */
export class ReplyError extends Error {
  constructor(
    /** 200: a business refusal in the failure wrapper, thrown from deep inside (docs/product.md#calls-wrappers). */
    readonly status: 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly content: ErrorContent,
    readonly headers: Record<string, string> = {},
  ) {
    // English for logs and stack traces; the reply is rendered per request.
    super(translate(DEFAULT_LOCALE, content.message));
    this.name = 'ReplyError';
  }

  /** The reply body in `locale`. */
  renderError(locale: Locale): ErrorBody {
    const message = translate(locale, this.content.message);
    if ('fields' in this.content) {
      return { success: false, error: { message, fields: renderFields(locale, this.content.fields) } };
    }
    return { success: false, message, ...this.content.extra };
  }
}

/** One field's error: `{[field]: [{message}]}`. */
export const fieldError = (field: string, message: Text): FieldTexts => ({ [field]: [{ message }] });

export const invalidData = (fields: FieldTexts, message: Text = text('reply.invalidData')) =>
  new ReplyError(400, { message, fields });

export const failure = (status: ReplyError['status'], message: Text) => new ReplyError(status, { message });

export const unauthorized = () => failure(401, text('reply.unauthorized'));
export const notFound = () => failure(404, text('reply.notFound'));

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ReplyError(
    429,
    { message: text('reply.retryAfter', { seconds: retryAfterSeconds }), extra: { retry_after: retryAfterSeconds } },
    { 'Retry-After': String(retryAfterSeconds) },
  );

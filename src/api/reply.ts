// Turns a raw reply into a value or an ApiError, in one place (docs/architecture.md#api-layer): non-2xx → http,
// 2xx that is not JSON → invalidData, docs/product.md#calls-wrappers failure wrapper in a 2xx → http, then the call's
// schema. zod itself is not imported here: it comes with the schemas, which load with the first call (http.ts).
import type { ZodMiniType } from 'zod/mini';
import { ApiError } from './errors';
import { isFailureWrapper, readFailure } from './failure';
import type { RawReply } from './transport';

export type Schema<T> = ZodMiniType<T>;

interface Origin {
  method: string;
  url: string;
}

function parseJson(text: string | undefined): { ok: true; value: unknown } | { ok: false; cause: unknown } {
  if (text === undefined || text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (cause) {
    return { ok: false, cause };
  }
}

export function failedReply({ status, text }: RawReply, origin: Origin): ApiError {
  // An error page may be HTML or empty: then there is simply no server message to keep.
  const body = parseJson(text);
  return new ApiError({ kind: 'http', status, ...origin, ...(body.ok ? readFailure(body.value) : {}) });
}

export function decodeReply<T>(schema: Schema<T>, { status, text }: RawReply, origin: Origin): T {
  const body = parseJson(text);
  if (!body.ok) throw new ApiError({ kind: 'invalidData', status, ...origin, cause: body.cause });
  if (isFailureWrapper(body.value)) {
    throw new ApiError({ kind: 'http', status, ...origin, ...readFailure(body.value) });
  }
  const parsed = schema.safeParse(body.value);
  if (parsed.success) return parsed.data;
  // docs/product.md#errors-kinds: invalid data shows the server explanation, so keep whatever the body offered.
  const { explanation, serverMessage } = readFailure(body.value);
  throw new ApiError({
    kind: 'invalidData',
    status,
    ...origin,
    issues: parsed.error.issues,
    explanation: explanation ?? serverMessage,
    cause: parsed.error,
  });
}

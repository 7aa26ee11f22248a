import type { MessageId } from '../i18n/use-t';

/**
 * What errorText reads of a failed call: src/api's ApiError has this shape (src/ui does not import src/api,
 * docs/architecture.md "Dependencies").
 */
export interface ShownError {
  kind: 'invalidData' | 'abort' | 'http' | 'network' | 'timeout' | 'configuration';
  status?: number;
  serverMessage?: string;
  /** A 429's `retry_after` seconds. */
  retryAfter?: number;
}

/**
 * docs/product.md#errors-handling: a 429 (too many requests) says 'Retry after {time}s' with the seconds the reply
 * gives, else 'Please try again later', in the player's language; otherwise the server's message when it sent one,
 * else a text for the error kind.
 */
export function errorText(
  error: ShownError | null,
  t: (id: MessageId, values?: Record<string, string | number>) => string,
  httpFallback: MessageId,
): string | null {
  if (!error || error.kind === 'abort') return null;
  if (error.kind === 'http' && error.status === 429) {
    return error.retryAfter === undefined ? t('errors.tryLater') : t('errors.retryAfter', { time: error.retryAfter });
  }
  if (error.serverMessage) return error.serverMessage;
  switch (error.kind) {
    case 'network':
      return t('errors.network');
    case 'timeout':
      return t('errors.timeout');
    case 'invalidData':
      return t('errors.invalidData');
    default:
      return t(httpFallback);
  }
}

import type { MessageId } from '../i18n/use-t';

/**
 * What errorText reads of a failed call: src/api's ApiError has this shape (src/ui does not import src/api,
 * docs/architecture.md "Dependencies").
 */
export interface ShownError {
  kind: 'invalidData' | 'abort' | 'http' | 'network' | 'timeout' | 'configuration';
  serverMessage?: string;
}

/** docs/product.md#errors-texts: the server's message when it sent one, else a text for the error kind. */
export function errorText(
  error: ShownError | null,
  t: (id: MessageId) => string,
  httpFallback: MessageId,
): string | null {
  if (!error || error.kind === 'abort') return null;
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

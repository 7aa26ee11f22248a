import type { ApiError } from '../api/errors';
import type { MessageId } from '../i18n/use-t';

/** docs/product.md#errors-texts: the server's message when it sent one, else a text for the error kind. */
export function errorText(
  error: ApiError | null,
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

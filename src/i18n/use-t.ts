// Typed message lookup: a key missing from en.json is a compile error, one missing from another
// catalogue fails tests/i18n (react-intl then shows the key and logs a warning, docs/product.md#errors).
import { useIntl } from 'react-intl';
import type en from './messages/en.json';

export type MessageId = keyof typeof en;
export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

export function useT(): Translate {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

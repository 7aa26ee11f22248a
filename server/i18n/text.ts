// A server text and its rendering in a language (docs/architecture.md#server-texts). Code deep in a request names the
// text (`text('reply.notFound')`) and the edge renders it in the request's language (server/http/locale.ts), so a
// refusal thrown from the ledger reads in Kreyòl for a Kreyòl player.
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import { SERVER_CATALOGUES, type TextKey } from './catalogues';

export type { TextKey } from './catalogues';

export type TextValues = Readonly<Record<string, string | number>>;

/** A message of the server's catalogues with its arguments, not yet in a language. */
export interface Text {
  readonly key: TextKey;
  readonly values?: TextValues | undefined;
}

export const text = (key: TextKey, values?: TextValues): Text => (values ? { key, values } : { key });

export const isText = (value: unknown): value is Text =>
  typeof value === 'object' && value !== null && typeof (value as Text).key === 'string';

/** The formatting locale of a language: Kreyòl formats numbers and dates as French in Haiti (src/app/app.tsx). */
export const intlLocale = (locale: Locale): string => (locale === 'ht' ? 'fr-HT' : locale);

const compiled = new Map<string, IntlMessageFormat>();

/** The text in `locale`; a message missing there (the catalogue test forbids it) falls back to English. */
export function translate(locale: Locale, { key, values }: Text): string {
  const id = `${locale}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) {
    const message = SERVER_CATALOGUES[locale][key] ?? SERVER_CATALOGUES[DEFAULT_LOCALE][key] ?? key;
    format = new IntlMessageFormat(message, intlLocale(locale));
    compiled.set(id, format);
  }
  return String(format.format(values));
}

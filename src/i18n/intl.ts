// The app's intl object (docs/architecture.md#i18n). Components use react-intl's `useIntl` and its context as ever;
// the object in that context is made here, with the part of react-intl's IntlShape the app uses: formatMessage over the
// catalogues' precompiled messages (intl-messageformat, no parser), formatNumber, formatDate and the locale.
// react-intl's own IntlProvider builds it with @formatjs/intl's createIntl, which binds every formatter it has (lists,
// durations, relative times, display names...) and checks the locale against ICU before the first render: about
// 4 KB gzip of the first screen's JavaScript and a block of main-thread work during hydration, for none of which the
// app asks (docs/architecture.md#performance).
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { IntlShape } from 'react-intl';

/** What react-intl reports to `onError`: a code (MISSING_TRANSLATION, FORMAT_ERROR) and a readable message. */
export interface IntlProblem {
  code: 'MISSING_TRANSLATION' | 'FORMAT_ERROR';
  message: string;
}

export interface AppIntlConfig {
  /** The formatting locale (BCP 47). */
  locale: string;
  messages: Record<string, string | MessageFormatElement[]>;
  /** Dates are shown in this zone unless a call names another. */
  timeZone: string;
  onError: (problem: IntlProblem) => void;
}

/** The part of react-intl's IntlShape the app uses (src/i18n/use-t.ts and the pages' dates and numbers). */
export type AppIntl = Pick<IntlShape, 'locale' | 'timeZone' | 'formatMessage' | 'formatNumber' | 'formatDate'>;

/** One formatter per locale and options, as react-intl keeps them (building an Intl formatter is the costly part). */
function cached<T>(make: (locale: string, options?: object) => T) {
  const made = new Map<string, T>();
  return (locale?: string | string[], options?: object): T => {
    const key = `${String(locale)}|${JSON.stringify(options ?? {})}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(String(locale), options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/**
 * A message of plain text and `{name}` arguments given as text or numbers, put together without intl-messageformat:
 * the same result, with no formatter built. Building one asks ICU whether the locale is supported, and the first such
 * question of a page loads ICU's data: ~15 ms on this kind of host, ~150 ms on the emulated low-tier phone, in the
 * middle of hydration, for a page that may format no number at all (docs/architecture.md#performance). Anything else
 * (plurals, numbers, dates, selects, tags, a missing or rich value): undefined, and intl-messageformat formats it.
 */
function plainText(message: MessageFormatElement[], values: Record<string, unknown> | undefined): string | undefined {
  let text = '';
  for (const element of message) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.argument) {
      const value = values?.[element.value];
      if (typeof value !== 'string' && typeof value !== 'number') return undefined;
      text += String(value);
    } else return undefined;
  }
  return text;
}

export function createAppIntl({ locale, messages, timeZone, onError }: AppIntlConfig): AppIntl {
  const numberFormat = cached((tag, options) => new Intl.NumberFormat(tag, options));
  const dateTimeFormat = cached((tag, options) => new Intl.DateTimeFormat(tag, options));
  const pluralRules = cached((tag, options) => new Intl.PluralRules(tag, options));
  const formatters = {
    getNumberFormat: (tag?: string | string[], options?: object) => numberFormat(tag, options),
    getDateTimeFormat: (tag?: string | string[], options?: object) => dateTimeFormat(tag, options),
    getPluralRules: (tag?: string | string[], options?: object) => pluralRules(tag, options),
  };
  const compiled = new Map<string, IntlMessageFormat>();

  // react-intl's wording, which the browser tests look for (e2e/fixtures.ts: a missing translation fails them).
  const missing = (id: string): IntlProblem => ({
    code: 'MISSING_TRANSLATION',
    message: `[@formatjs/intl Error MISSING_TRANSLATION] Missing message: "${id}" for locale: "${locale}", using id as fallback.`,
  });
  const failed = (what: string, error: unknown): IntlProblem => ({
    code: 'FORMAT_ERROR',
    message: `[@formatjs/intl Error FORMAT_ERROR] ${what} for locale: "${locale}": ${String(error)}`,
  });

  function formatMessage(descriptor: { id?: string | number }, values?: Record<string, unknown>): string {
    const id = String(descriptor.id);
    const message = messages[id];
    if (message === undefined) {
      onError(missing(id));
      return id;
    }
    if (typeof message === 'string' && !values) return message;
    const plain = typeof message === 'string' ? undefined : plainText(message, values);
    if (plain !== undefined) return plain;
    try {
      let format = compiled.get(id);
      if (!format) {
        format = new IntlMessageFormat(message, locale, undefined, { formatters });
        compiled.set(id, format);
      }
      const out = format.format(values as Record<string, string | number> | undefined);
      return Array.isArray(out) ? out.join('') : String(out);
    } catch (error) {
      onError(failed(`Error formatting message "${id}"`, error));
      return typeof message === 'string' ? message : id;
    }
  }

  function formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string {
    try {
      return numberFormat(locale, options).format(value);
    } catch (error) {
      onError(failed('Error formatting number', error));
      return String(value);
    }
  }

  function formatDate(value: string | number | Date | undefined, options?: Intl.DateTimeFormatOptions): string {
    try {
      return dateTimeFormat(locale, { timeZone, ...options }).format(value === undefined ? undefined : new Date(value));
    } catch (error) {
      onError(failed('Error formatting date', error));
      return String(value);
    }
  }

  return {
    locale,
    timeZone,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatNumber: formatNumber as IntlShape['formatNumber'],
    formatDate: formatDate as IntlShape['formatDate'],
  };
}

// The arguments an ICU message takes, for the tests that hold every language's catalogue to English's (the app's,
// tests/i18n/catalogues.test.ts, and the server's, tests/server/server-catalogues.test.ts).
import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser';

export /** Argument names with their kind (`amount:argument`, `n:plural`, `<b>`), nested options and tags included. */
function argumentSignature(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (isLiteralElement(element) || isPoundElement(element)) continue;
      if (isTagElement(element)) {
        found.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      found.add(`${element.value}:${TYPE[element.type]}`);
      if (isPluralElement(element) || isSelectElement(element)) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/**
 * The argument names alone: a language without plural forms may write `{count, number}` where English has
 * `{count, plural, …}` (the server's catalogues do; the app's keep the plural with its `other` form).
 */
export const argumentNames = (message: string): string[] =>
  [...new Set(argumentSignature(message).map((signature) => signature.split(':')[0] ?? signature))].sort();

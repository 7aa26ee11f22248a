// A phone number as a login (docs/product.md#rules-login): the one rule the browser checks before sending and the
// reference server checks on arrival. People type or paste numbers with a leading +, spaces, dashes, dots or
// brackets; those carry no meaning. What is left must be the full international number: 6 to 15 digits (E.164).

export const PHONE_DIGITS_MIN = 6;
export const PHONE_DIGITS_MAX = 15;

/** Only digits and the separators people type, with at most one + in front. */
export const isPhoneText = (value: string): boolean => /^\s*\+?[\d\s\-().]*$/.test(value);

/** The digits of a number typed with its separators: ' +509 3700-0001 ' → '50937000001'. */
export function normalizePhone(input: string): string {
  return input
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s\-().]/g, '');
}

/** A full international number in digits: 6 to 15 of them, nothing else. */
export const isPhoneDigits = (value: string): boolean =>
  value.length >= PHONE_DIGITS_MIN && value.length <= PHONE_DIGITS_MAX && /^\d+$/.test(value);

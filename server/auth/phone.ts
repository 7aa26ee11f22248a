// The login is the full phone number in digits (country code + number, e.g. 50937000001): the rule of
// contract/phone.ts, the same the browser checks before sending (docs/product.md#rules-login).
export { isPhoneDigits, normalizePhone } from '../../contract/phone';

/** 50937001234 -> 509***1234 (ratings and logs never show a whole number). */
export function maskPhone(phone: string, codeLength = 3): string {
  return `${phone.slice(0, codeLength)}***${phone.slice(-4)}`;
}

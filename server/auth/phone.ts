// The login is the full phone number in digits (country code + number, e.g. 50937000001). People type
// it with '+', spaces, dashes or brackets; those carry no meaning, so they are dropped before lookup.
export function normalizePhone(input: string): string {
  return input
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s\-().]/g, '');
}

export const isPhoneDigits = (value: string): boolean => /^\d{6,15}$/.test(value);

/** 50937001234 -> 509***1234 (ratings and logs never show a whole number). */
export function maskPhone(phone: string, codeLength = 3): string {
  return `${phone.slice(0, codeLength)}***${phone.slice(-4)}`;
}

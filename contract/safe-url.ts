// The one check every address the server hands the app passes before the app navigates to it, frames it,
// loads a script from it or links to it ("Hostile URLs" in docs/architecture.md#security): game and sportsbook URLs,
// payment pages and links, OAuth consent URLs, transaction and explorer links, the MonCash page's message. Only http(s)
// gets through. The schemas of those replies use httpUrl (schemas/common.ts: a reply carrying anything else is
// invalid data, so the caller shows its error state and goes nowhere); views use safeHttpUrl where one bad link
// must not fail a whole list. No zod here: views of the first screen use this module, zod loads with the schemas.

/**
 * What may not appear anywhere in an address: C0 controls, space, DEL, C1 controls, Unicode spaces and
 * invisible format characters (a URL parser silently drops some of them, which is how `java\tscript:`
 * or a zero-width character hide a scheme), and backslashes (`/\evil.example` is `//evil.example` to a
 * browser). Real addresses percent-encode all of them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const HIDDEN = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f\u2060-\u206f\u3000\ufeff\\]/;
/** A scheme at the start (RFC 3986: letter, then letters, digits, + - .). */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const HTTP_SCHEME = /^https?:\/\//i;
/** Longest address accepted; real ones are far shorter. */
const MAX_LENGTH = 8192;
/** Where relative addresses resolve outside a browser (tests): any http origin will do. */
const FALLBACK_BASE = 'http://localhost/';

/** The page's address in a browser; the server (no DOM here: docs/architecture.md "Dependencies") has none. */
const pageHref = () => (globalThis as { location?: { href?: string } }).location?.href;

/**
 * The address as a URL when it is http(s), else null. An absolute address must spell out `http://` or
 * `https://` (no `http:evil.example`, no scheme-relative `//evil.example`); a relative one (`/dev/moncash`)
 * resolves against `base`, the page by default. User names and passwords in an address are refused
 * (`https://bank.example@evil.example/`).
 */
export function safeHttpUrl(raw: unknown, base: string = pageHref() ?? FALLBACK_BASE): URL | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_LENGTH || HIDDEN.test(raw)) return null;
  if (SCHEME.test(raw) ? !HTTP_SCHEME.test(raw) : raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url;
}

/** safeHttpUrl as the string to put in href or src (absolute), or null. */
export function safeHttpHref(raw: unknown, base?: string): string | null {
  return safeHttpUrl(raw, base)?.href ?? null;
}

/** The links (social links, named links) whose `url` is http(s), each with it as `href`; the rest are left out. */
export function withSafeHrefs<T extends { url: string }>(links: readonly T[] | undefined): Array<T & { href: string }> {
  return (links ?? []).flatMap((link) => {
    const href = safeHttpHref(link.url);
    return href ? [{ ...link, href }] : [];
  });
}

/** The issue message of httpUrl (schemas/common.ts). */
export const NOT_HTTP_URL = 'Not an http(s) address';

// docs/product.md#entities-account locally stored values. Storage can be unavailable (private mode, old WebViews):
// never throw.
export const STORAGE_KEYS = {
  lang: 'lang',
  countryCode: 'country_code',
  appShell: 'app_shell',
  /** The analytics (Google Analytics) client id: src/app/analytics-ids.ts. */
  googleClientId: 'google_client_id',
} as const;

export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string) {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the choice simply does not survive a reload.
  }
}

const DAY_S = 24 * 60 * 60;

/** A cookie for the whole site, kept `days` (a year by default: the choices the server renders pages by). */
export function writeCookie(name: string, value: string, days = 365) {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older WebViews and Safari
    document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${days * DAY_S}; path=/; SameSite=Lax`;
  } catch {
    // Cookies disabled: the server falls back to what the request says (languages, Save-Data).
  }
}

/** A cookie of this site as the browser has it (null: none, or cookies unavailable). */
export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const [key, ...value] = part.trim().split('=');
      if (key === name) return decodeURIComponent(value.join('='));
    }
  } catch {
    // Cookies disabled, or a malformed value: as good as none.
  }
  return null;
}

/**
 * The `lang` cookie: the language the server renders pages in (the API sets it too, and `?lang=`). Written only when
 * it says another language: a page reading any cookie after a write waits for the browser's cookie store, a
 * synchronous round trip in the middle of start-up (docs/architecture.md#performance). A year after the last change
 * it lapses, and the next visit writes it again.
 */
export const writeLangCookie = (lang: string) => {
  if (readCookie('lang') !== lang) writeCookie('lang', lang);
};

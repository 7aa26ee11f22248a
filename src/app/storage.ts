// spec §3 locally stored values. Storage can be unavailable (private mode, old WebViews): never throw.
export const STORAGE_KEYS = { lang: 'lang', countryCode: 'country_code', appShell: 'app_shell' } as const;

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

const YEAR_S = 365 * 24 * 60 * 60;

/** The `lang` cookie the server renders pages by (docs/architecture.md "Server rendering"); the API sets it too. */
export function writeLangCookie(lang: string) {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older WebViews and Safari
    document.cookie = `lang=${encodeURIComponent(lang)}; max-age=${YEAR_S}; path=/; SameSite=Lax`;
  } catch {
    // Cookies disabled: the server falls back to the country and the browser's languages.
  }
}

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

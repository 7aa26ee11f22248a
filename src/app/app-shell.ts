// The native app wraps this site in a WebView ("app shell"); a few links make no sense there (docs/product.md#routes).
import { readStored, STORAGE_KEYS, writeStored } from './storage';

export function detectAppShell(): boolean {
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  if (params.get('app_shell') === '1') writeStored(STORAGE_KEYS.appShell, '1');
  return readStored(STORAGE_KEYS.appShell) === '1' || /BelChansApp/i.test(globalThis.navigator?.userAgent ?? '');
}

export const isAppShell = detectAppShell();

/**
 * docs/product.md#routes-header: where the previous design of the site lives. The site config has no field for it, so
 * the build decides: `VITE_OLD_DESIGN_URL` names another address, `none` leaves the link out; unset, the operator's
 * old site. Shown outside the app shell only.
 */
export const DEFAULT_OLD_DESIGN_URL = 'https://old.belchans.example/';

export function oldDesignUrlOf(configured: string | undefined): string | undefined {
  const value = configured?.trim();
  if (!value) return DEFAULT_OLD_DESIGN_URL;
  return value === 'none' ? undefined : value;
}

export const oldDesignUrl: string | undefined = oldDesignUrlOf(import.meta.env.VITE_OLD_DESIGN_URL);

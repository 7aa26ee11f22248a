// The native app wraps this site in a WebView ("app shell"); a few links make no sense there (docs/product.md#routes).
import { readStored, STORAGE_KEYS, writeStored } from './storage';

export function detectAppShell(): boolean {
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  if (params.get('app_shell') === '1') writeStored(STORAGE_KEYS.appShell, '1');
  return readStored(STORAGE_KEYS.appShell) === '1' || /BelChansApp/i.test(globalThis.navigator?.userAgent ?? '');
}

export const isAppShell = detectAppShell();

/** Optional link to the previous site design; shown only when configured and outside the app shell. */
export const oldDesignUrl: string | undefined = import.meta.env.VITE_OLD_DESIGN_URL || undefined;

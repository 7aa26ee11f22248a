// docs/product.md#flows-startup-popup startup popup: when it was last shown lives in localStorage (epoch ms), so a
// reload within 5 minutes does not show it again. Browser tests set this key to "now" to keep it out of their way.
import { readStored, writeStored } from '../../app/storage';

export const STARTUP_POPUP_SHOWN_AT_KEY = 'startup_popup_shown_at';

export function readShownAt(): number | null {
  const stored = readStored(STARTUP_POPUP_SHOWN_AT_KEY);
  const value = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(value) ? value : null;
}

export function writeShownAt(at = Date.now()) {
  writeStored(STARTUP_POPUP_SHOWN_AT_KEY, String(at));
}

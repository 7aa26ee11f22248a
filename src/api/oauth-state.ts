// The `state` of the Google link this tab opened (docs/product.md#flows-google-oauth): kept in sessionStorage when the
// app leaves for Google, read and forgotten on the return page. A code or token that comes back without it was not
// asked for by this tab (a crafted /auth/google?code=… link would sign the player into someone else's account), and
// the machine refuses it. The exchange call takes no state (`auth/google/authorize {code, redirect_uri}`), so the
// check is the app's. Storage can be unavailable (private mode, old WebViews): never throw; without it nothing is
// kept, and the return is refused as unasked, which is the safe side.

/** sessionStorage key of the state of the last Google link this tab opened. */
export const GOOGLE_STATE_KEY = 'google_oauth_state';

/** Keeps the `state` the link carries (or forgets any older one when it carries none). */
export function rememberGoogleState(link: string) {
  try {
    const state = new URL(link, globalThis.location?.href).searchParams.get('state');
    if (state) globalThis.sessionStorage?.setItem(GOOGLE_STATE_KEY, state);
    else globalThis.sessionStorage?.removeItem(GOOGLE_STATE_KEY);
  } catch {
    // A malformed link or no storage: nothing kept, so what comes back is refused.
  }
}

/** The state this tab expects back, or null. */
export function expectedGoogleState(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(GOOGLE_STATE_KEY) || null;
  } catch {
    return null;
  }
}

/** A state is good for one return: once the return page has read it, it is gone. */
export function forgetGoogleState() {
  try {
    globalThis.sessionStorage?.removeItem(GOOGLE_STATE_KEY);
  } catch {
    // No storage: nothing was kept.
  }
}

// Back on /auth/google from Google (docs/product.md#flows-google-oauth): the app exchanges a code or token only when
// it comes back with the state of the link this tab opened, which the app keeps in sessionStorage as it leaves for
// Google (src/api/oauth-state.ts).
import type { Page } from '@playwright/test';
import { GOOGLE_STATE_KEY } from '../../src/api/oauth-state';

/** The state a return address carries: in the query with a code, in the fragment with an access token. */
export function stateOf(address: string): string | null {
  const url = new URL(address, 'http://127.0.0.1');
  return url.searchParams.get('state') ?? new URLSearchParams(url.hash.replace(/^#/, '')).get('state');
}

/** The state this tab keeps for the link it opened (null: none). */
export const keptState = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), GOOGLE_STATE_KEY);

/**
 * Opens a return address as the tab that opened its link would: the link's state is planted in sessionStorage before
 * the page's scripts run, for this one load, as the app would have kept it on leaving for Google. Only for walks about
 * the exchange, whose requests the walk holds from the start (the link fetch of the button would be held too): the
 * real way there, through the button and the consent page, is walked in google.spec.ts, and the refusal of a return
 * this tab did not ask for has its own tests.
 */
export async function openAsReturnOfOwnLink(page: Page, address: string) {
  const state = stateOf(address);
  if (!state) throw new Error(`a return address with a state, not ${address}`);
  const planted = await page.addInitScript(
    ([key, value]) => {
      if (window.location.pathname === '/auth/google') window.sessionStorage.setItem(key, value);
    },
    [GOOGLE_STATE_KEY, state] as const,
  );
  try {
    await page.goto(address);
  } finally {
    await planted.dispose();
  }
}

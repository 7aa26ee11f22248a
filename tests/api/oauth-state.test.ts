// The state of the Google link a tab opened (src/api/oauth-state.ts, docs/product.md#flows-google-oauth): kept from
// the link, read back on the return page, forgotten after one return; without storage nothing is kept (and so a
// return is refused), never an exception. The refusal itself is the machine's (tests/model/google-oauth.model.test.ts)
// and the page's (e2e/google.spec.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  expectedGoogleState,
  forgetGoogleState,
  GOOGLE_STATE_KEY,
  rememberGoogleState,
} from '../../src/api/oauth-state';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const LINK = 'http://127.0.0.1/dev/google/consent?redirect_uri=http%3A%2F%2F127.0.0.1%2Fauth%2Fgoogle&state=st-4f2a';

afterEach(() => vi.unstubAllGlobals());

describe('the Google link state of a tab', () => {
  it('keeps the state the link carries, under its one key, until the return page forgets it', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    rememberGoogleState(LINK);
    expect([...storage.items]).toEqual([['google_oauth_state', 'st-4f2a']]);
    expect(GOOGLE_STATE_KEY).toBe('google_oauth_state');
    expect(expectedGoogleState()).toBe('st-4f2a');
    forgetGoogleState();
    expect(expectedGoogleState()).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("a newer link's state replaces the older one; a link without a state leaves none", () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    rememberGoogleState(LINK);
    rememberGoogleState('https://accounts.google.com/o/oauth2/v2/auth?client_id=x&state=st-9b1c');
    expect(expectedGoogleState()).toBe('st-9b1c');
    rememberGoogleState('https://accounts.google.com/o/oauth2/v2/auth?client_id=x');
    expect(expectedGoogleState()).toBeNull();
    rememberGoogleState('https://accounts.google.com/o/oauth2/v2/auth?state=');
    expect(expectedGoogleState()).toBeNull();
  });

  it('an empty stored value expects nothing', () => {
    const storage = memoryStorage();
    storage.items.set('google_oauth_state', '');
    vi.stubGlobal('sessionStorage', storage);
    expect(expectedGoogleState()).toBeNull();
  });

  it('without storage, or when it throws, nothing is kept and nothing throws', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => rememberGoogleState(LINK)).not.toThrow();
    expect(expectedGoogleState()).toBeNull();
    expect(() => forgetGoogleState()).not.toThrow();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', refusing);
    expect(() => rememberGoogleState(LINK)).not.toThrow();
    expect(() => rememberGoogleState('not a url')).not.toThrow();
    expect(expectedGoogleState()).toBeNull();
    expect(() => forgetGoogleState()).not.toThrow();
  });
});

// @vitest-environment jsdom
// Closing the phone's method list (src/features/cashier/cashier-nav.ts, docs/product.md#routes-other): back to the
// site's page behind, else home, and never back to another site.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveCashier } from '../../src/features/cashier/cashier-nav';

const setReferrer = (referrer: string) =>
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
const setNavigation = (navigation: { canGoBack: boolean } | undefined) =>
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });

/** Leaves the cashier with a history of `entries` entries (the tab's, this site's and others'); says where it went. */
function leave(entries: number): string {
  const length = vi.spyOn(window.history, 'length', 'get').mockReturnValue(entries);
  const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
  const went: string[] = [];
  leaveCashier((to, options) => went.push(`${to} ${options?.replace ? 'replace' : 'push'}`));
  const result = back.mock.calls.length > 0 ? 'back' : (went[0] ?? 'nowhere');
  back.mockRestore();
  length.mockRestore();
  return result;
}

describe('closing the method list', () => {
  afterEach(() => {
    setNavigation(undefined);
    setReferrer('');
  });

  it('goes back when the Navigation API has a page of the site behind', () => {
    setNavigation({ canGoBack: true });
    setReferrer('https://search.example/');
    expect(leave(2)).toBe('back');
  });

  it('goes home, in place of the cashier, when the Navigation API has none', () => {
    setNavigation({ canGoBack: false });
    setReferrer(`${window.location.origin}/`);
    expect(leave(3)).toBe('/ replace');
  });

  describe('without the Navigation API', () => {
    it('goes back when the page came from this site and there is an entry behind', () => {
      setReferrer(`${window.location.origin}/games/slots`);
      expect(leave(2)).toBe('back');
    });

    it('goes home when the entry behind is another site', () => {
      setReferrer('https://search.example/?q=bel+chans');
      expect(leave(2)).toBe('/ replace');
    });

    it('goes home when nothing tells where the page came from', () => {
      setReferrer('');
      expect(leave(2)).toBe('/ replace');
    });

    it("goes home when the cashier is the tab's only entry, even from this site", () => {
      setReferrer(`${window.location.origin}/`);
      expect(leave(1)).toBe('/ replace');
    });
  });
});

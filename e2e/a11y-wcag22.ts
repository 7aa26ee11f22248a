// WCAG 2.2 AA checks that axe cannot make (docs/architecture.md#quality), run inside the route walk of
// e2e/text-fit.spec.ts on the page already there, so each costs an evaluate and not a page load:
// - target size (2.5.8): every visible control is at least 24×24 CSS px, or spaced as the rule allows;
// - focus not obscured (2.4.11): each control focused in tab order is not hidden under the sticky header, the phone
//   tab bar, the floating support button or a dialog that is not its own;
// - consistent help (3.2.6): the help mechanisms come in the same order relative to the page on every route.
// e2e/wcag22.spec.ts holds the checks that act on one page: paste and autocomplete (3.3.8), buttons for what can be
// dragged (2.5.7), nothing asked twice (3.3.7).
import type { Page } from '@playwright/test';

/** What a player can click or tap: links, buttons, fields and anything made focusable. */
export const TARGETS =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option], [tabindex]:not([tabindex="-1"])';

/**
 * Targets under 24×24 CSS px whose 24 px circle (centred on them) meets another target or another small target's
 * circle: the spacing exception of 2.5.8 is not met. A link inside a sentence (an inline link among other text)
 * is exempt, as the criterion says. Each offender is named by its selector, text and size.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const MIN = 24;
    // At the top, where the sticky header sits in its place; what stays put on the screen (the header, the tab bar,
    // the support button) is only compared with what stays put with it, not with the content scrolling under it.
    scrollTo(0, 0);
    const pinned = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
      const test = el.getAttribute('data-testid');
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${test ? `[data-testid=${test}]` : ''} "${label.trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    };
    /** The part of the box that no scrolling or clipping ancestor cuts off (null: none of it shows). */
    const shown = (el: Element, box: DOMRect) => {
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
        if (right <= left || bottom <= top) return false;
      }
      return true;
    };
    /** In a sentence: an inline target whose block holds other text too. */
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own;
    };
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[inert], [aria-hidden=true]'))
      .map((el) => ({ el, box: el.getBoundingClientRect(), pinned: pinned(el) }))
      // Visually hidden controls (a 1 px clipped box whose label is the target) are not targets themselves.
      .filter(({ el, box }) => box.width > 1 && box.height > 1 && shown(el, box));
    const small = targets.filter(
      ({ el, box }) => (box.width < MIN - 0.05 || box.height < MIN - 0.05) && !inSentence(el),
    );
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceTo = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    const problems: string[] = [];
    for (const target of small) {
      const at = centre(target.box);
      const crowding = targets.find((other) => {
        if (other.el === target.el || other.el.contains(target.el) || target.el.contains(other.el)) return false;
        if (other.pinned !== target.pinned) return false;
        if (distanceTo(at, other.box) < MIN / 2) return true;
        const isSmall = small.includes(other);
        if (!isSmall) return false;
        const there = centre(other.box);
        return Math.hypot(at.x - there.x, at.y - there.y) < MIN;
      });
      if (crowding) {
        problems.push(
          `${describe(target.el)} is ${Math.round(target.box.width)}×${Math.round(target.box.height)} px, ${describe(crowding.el)} within its 24 px circle`,
        );
      }
    }
    return problems;
  }, TARGETS);
}

/** What tabbing reaches: focusable controls, in the order Tab visits them. */
export const TABBABLE =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, iframe, [contenteditable=""], [contenteditable=true], [tabindex]';

/**
 * Focuses every control of the page in tab order (element.focus(), which scrolls the way a Tab press does:
 * e2e/wcag22.spec.ts compares them) and returns those that end up hidden under something fixed or sticky or under a
 * dialog that is not theirs. The sticky header and the phone tab bar may hide no part of it (the page's scroll padding
 * keeps focus clear of them); a floating button (`floating`: the support button) may cover a corner of it, as the
 * content scrolls under it, but not all of it (2.4.11 AA).
 */
export function obscuredFocus(page: Page, floating = '[data-testid=support-chat]'): Promise<string[]> {
  return page.evaluate(
    ({ selector, floating }) => {
      const describe = (el: Element) => {
        const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
        const test = el.getAttribute('data-testid');
        return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${test ? `[data-testid=${test}]` : ''} "${label.trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
      };
      const tabbable = [...document.querySelectorAll<HTMLElement>(selector)].filter(
        (el) =>
          el.tabIndex >= 0 &&
          !(el as HTMLButtonElement).disabled &&
          !el.closest('[inert]') &&
          el.checkVisibility({ visibilityProperty: true }),
      );
      // Tab's order: positive tabindex first, in their order, then the document's order.
      const ordered = [
        ...tabbable.filter((el) => el.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex),
        ...tabbable.filter((el) => el.tabIndex === 0),
      ];
      // What stays in place over the content as it scrolls, and dialogs.
      const overlays = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => {
        const { position } = getComputedStyle(el);
        return (
          ((position === 'fixed' || position === 'sticky') && el.checkVisibility()) ||
          el.matches('dialog[open], [role=dialog], [role=alertdialog]')
        );
      });
      const problems: string[] = [];
      for (const el of ordered) {
        el.focus({ focusVisible: true } as FocusOptions);
        if (document.activeElement !== el) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const left = Math.max(box.left, 0);
        const right = Math.min(box.right, innerWidth);
        const top = Math.max(box.top, 0);
        const bottom = Math.min(box.bottom, innerHeight);
        if (right <= left || bottom <= top) {
          // A carousel brings a focused slide in on the next frame, with its move's animation (e2e/wcag22.spec.ts tabs
          // into one); anything else focused out of sight is a fault.
          if (!el.closest('.swiper-slide')) problems.push(`${describe(el)} is focused outside the window`);
          continue;
        }
        // Only what overlaps the control's box now (the sticky header moves with the page until it sticks).
        const covers = overlays.filter((over) => {
          if (over.contains(el) || el.contains(over)) return false;
          const at = over.getBoundingClientRect();
          return at.left < right && at.right > left && at.top < bottom && at.bottom > top;
        });
        if (covers.length === 0) continue;
        // A 3×3 grid over the part in the window: a point is hidden when what is drawn there is an overlay's.
        const hiddenBy = new Map<Element, number>();
        for (const fx of [0.1, 0.5, 0.9]) {
          for (const fy of [0.1, 0.5, 0.9]) {
            const x = left + (right - left) * fx;
            const y = top + (bottom - top) * fy;
            const drawn = document.elementFromPoint(x, y);
            const over = drawn && !el.contains(drawn) ? covers.find((c) => c.contains(drawn)) : undefined;
            if (over) hiddenBy.set(over, (hiddenBy.get(over) ?? 0) + 1);
          }
        }
        const hidden = [...hiddenBy.values()].reduce((sum, n) => sum + n, 0);
        const by = [...hiddenBy.keys()].find((over) => hidden === 9 || !over.matches(floating));
        if (by)
          problems.push(`${describe(el)} is ${hidden === 9 ? 'entirely' : 'partly'} hidden under ${describe(by)}`);
      }
      (document.activeElement as HTMLElement | null)?.blur();
      return problems;
    },
    { selector: TABBABLE, floating },
  );
}

/**
 * The help mechanisms of the page (docs/product.md#routes-footer: the footer's support block; the floating support
 * chat button of docs/product.md#flows-app-start; a link to /about, the operator's contacts), in document order among
 * the header, the main content and the footer: 3.2.6 asks that they keep the same order on every page.
 */
export function helpOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kinds: Array<[string, string]> = [
      ['header', '[data-testid=site-header]'],
      ['main', 'main'],
      ['footer', '[role=contentinfo], footer'],
      ['support chat', '[data-testid=support-chat]'],
      ['footer support', '#footer-support'],
      ['contacts link', 'a[href="/about"]'],
    ];
    const found = kinds.flatMap(([kind, selector]) =>
      [...document.querySelectorAll(selector)].filter((el) => el.checkVisibility()).map((el) => ({ kind, el })),
    );
    found.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    // Inside one another (the footer holds its support block): the outer first, as the document says.
    return found.map((entry) => entry.kind).filter((kind, i, all) => kind !== all[i - 1]);
  });
}

/** Whether two pages put the help mechanisms they share in the same order (3.2.6 compares what both have). */
export function sameHelpOrder(a: readonly string[], b: readonly string[]) {
  const shared = (list: readonly string[], other: readonly string[]) => list.filter((kind) => other.includes(kind));
  return shared(a, b).join(' > ') === shared(b, a).join(' > ');
}

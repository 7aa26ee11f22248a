// Text that fits, in every language (src/i18n/README.md; docs/product.md#purpose: 8 interface languages): every route,
// in both layouts and the 8 languages, shows no text that overflows or is cut off, no page that scrolls sideways, and
// no tab bar label on two lines; axe and the WCAG 2.2 checks of e2e/a11y-wcag22.ts pass on each, and the page says its
// language (docs/architecture.md#quality). A language is one test: its visitor's `lang` cookie is set, the first route
// is loaded from the server and the others are reached as a player reaches them, through the app's router, so each
// route costs a render and not a page load.
import type { Page } from '@playwright/test';
import { LOCALES } from '../contract/constants';
import { helpOrder, obscuredFocus, sameHelpOrder, smallTargets } from './a11y-wcag22';
import { axeResults, expect, isMobile, test } from './fixtures';
import { PLAYER_ROUTES, routes, signedInRoutes } from './route-list';

/** Widgets are other sites' frames and load on their own (e2e/routes.spec.ts checks them in English). */
const guestRoutes = routes.filter((route) => !route.startsWith('/widget/') && !PLAYER_ROUTES.has(route));

/**
 * axe over the page (or `include`), as every spec runs it (fixtures.ts), the page's frames included. target-size
 * (wcag22aa) measures the part of a target nothing covers now: the fixed support button and tab bar cover other content
 * at each scroll position, so axe reads the page as it opens, at its top.
 */
async function expectAxeCleanHere(page: Page, include?: string) {
  await page.evaluate(() => scrollTo(0, 0));
  const result = await axeResults(page, { include });
  // A run that checked nothing (no rule applied) would pass whatever the page: it is a failure of its own.
  expect(result.passes.length, 'axe ran a rule that applies to this page').toBeGreaterThan(0);
  const violations = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(violations, 'axe WCAG 2 A/AA violations').toEqual([]);
}

/** What the page shows that does not fit; each problem names the element and its text. */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    }
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!ownText || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // Visually hidden text (a 1 px clipped box for screen readers) overflows by design.
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'contents') continue;
      // A form field's value is read by scrolling it. Operator content shortened by design (a game's or an article's
      // name in a tile, an article's preview) says so with data-truncates, inside a link that carries the whole text.
      if (el.matches('input, textarea, select')) continue;
      if (el.closest('[data-truncates]')) {
        const link = el.closest('a');
        if (!link || !(link.textContent ?? '').includes((el.textContent ?? '').trim())) {
          problems.push(`${describe(el)} is shortened outside a link that holds its whole text`);
        }
        continue;
      }
      const wide = el.scrollWidth > el.clientWidth + 1;
      const tall = el.scrollHeight > el.clientHeight + 1 && style.overflowY !== 'visible';
      if (wide || tall) {
        problems.push(
          `${describe(el)} does not fit: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
        );
      }
    }
    // Rows of controls (the header, the menus, the footer, dialogs and forms) hold their items: one that spills past its
    // box pushes a control out of reach in a longer language. A strip that scrolls on purpose is left alone.
    for (const row of document.querySelectorAll<HTMLElement>(
      'header *, nav *, footer *, [role=dialog] *, form *, [data-testid=mobile-tabs] *',
    )) {
      if (row.closest('[data-truncates]') || !row.checkVisibility() || row.clientWidth <= 1) continue;
      const style = getComputedStyle(row);
      if (style.display === 'inline' || style.display === 'contents' || /auto|scroll/.test(style.overflowX)) continue;
      if (row.matches('input, textarea, select, svg, svg *')) continue;
      if (row.scrollWidth > row.clientWidth + 1) {
        problems.push(`${describe(row)} spills out of its row: ${row.scrollWidth} px in ${row.clientWidth} px`);
      }
    }
    // The tab bar's labels are one line each (docs/product.md#routes-footer), and so are the desktop menu's
    // (docs/product.md#routes-header).
    for (const label of document.querySelectorAll('[data-testid=mobile-tabs] a span, header nav a')) {
      // The lines of the text itself: a flex item's box is one rectangle however many lines it holds.
      const range = document.createRange();
      range.selectNodeContents(label);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push(`label ${describe(label)} wraps onto ${lines.size} lines`);
    }
    return problems;
  });
}

/**
 * Goes to `route` through the app's router (a click on a link does the same) when one is given, then waits until the
 * route's heading is shown, every part that loads when scrolled near has been scrolled to (lists, carousels, the
 * footer) and nothing is busy any more: all its text is on the page. One evaluate that watches the page frame by
 * frame: Playwright's retries of an assertion wait 100, 250, 500 ms between tries, which cost a route about 0.2 s
 * of waiting on a heading drawn a few milliseconds later, 8 languages × both layouts × every route.
 */
async function settle(page: Page, route?: string) {
  const problem = await page.evaluate(async (path) => {
    // A frame, or 250 ms when the browser holds frames back (a busy machine): never a wait without end.
    const frame = () =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, 250);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    // Looked at every 40 ms: a check on every frame would keep the page drawing frames while it loads.
    const until = async (done: () => boolean, ms: number) => {
      for (const end = performance.now() + ms; !done(); await new Promise((resolve) => setTimeout(resolve, 40))) {
        if (performance.now() > end) return false;
      }
      return true;
    };
    // As the app's links go (wouter's navigate): pushState, which wouter follows. Not a popstate on top: React renders
    // an update made in a popstate event as a transition when it suspends (a back button keeps the page it leaves
    // until the next one's code is in), so the walk read the route before while the next one's code loaded: every
    // second route of a language was checked as the page before it. React renders the change in a microtask: until
    // then the page before is still there, heading and all, so the first look waits a frame.
    if (path) {
      history.pushState(null, '', path);
      await frame();
    }
    // The session is known (a route that needs a player waits for it) and the route's heading is on the screen.
    const shown = () => {
      if (path && document.querySelector('[data-session]')?.getAttribute('data-session') === 'checking') return false;
      const heading = document.querySelector('main h1');
      const box = heading?.getBoundingClientRect();
      return !!box && box.width > 0 && box.height > 0 && heading!.checkVisibility({ visibilityProperty: true });
    };
    if (!(await until(shown, 10_000))) return `${location.pathname}: no heading shown in main after 10 s`;
    // A list that loads more as it is scrolled grows under the loop: 60 steps at most. What loads when near starts a
    // screen ahead of the window at least (src/ui/when-visible.tsx, half a screen for src/ui/hydrate-when-near.tsx):
    // steps of 1.5 screens leave no part unseen. Two frames a step: one to scroll, one for what that started.
    for (let y = 0, steps = 0; y < document.documentElement.scrollHeight && steps < 60; steps++) {
      scrollTo(0, y);
      await frame();
      await frame();
      y += Math.round(innerHeight * 1.5);
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    await frame();
    // The footer's content loads when it comes near (src/features/layout/footer-frame.tsx): until then its box holds
    // only a placeholder. It always brings a nav; waited for here, at the end of the page, before axe scrolls back up.
    const footerIn = () => {
      const footer = document.querySelector('footer');
      return !footer?.checkVisibility() || footer.querySelector('nav') !== null;
    };
    if (!(await until(footerIn, 15_000))) return `${location.pathname}: the footer's content not loaded after 15 s`;
    const busy = () => [...document.querySelectorAll('[aria-busy=true]')];
    if (!(await until(() => busy().length === 0, 15_000))) {
      return `${location.pathname}: still busy after 15 s: ${busy()
        .map((el) => el.getAttribute('data-testid') ?? el.tagName.toLowerCase())
        .join(', ')}`;
    }
    return null;
  }, route);
  expect(problem, 'the route shows its heading and finishes loading').toBeNull();
}

async function checkLanguage(page: Page, lang: string, list: readonly string[]) {
  const [first = '/', ...rest] = list;
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? '' }]);
  // The support chat button on (docs/product.md#flows-app-start; the seed has it off): one more help mechanism for 3.2.6,
  // and a floating button that focus must not go under (2.4.11) and that must leave room to other targets (2.5.8). The
  // site config comes in the first page's server data, and from the API when read again.
  const turnOn = (text: string) => text.replace('"support_chat":false', '"support_chat":true');
  const base = test.info().project.use.baseURL ?? '';
  await page.route(
    (url) => url.href === new URL(first, base).href,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: turnOn(await response.text()) });
    },
  );
  await page.route(/\/api\/v1\/config(\?|$)/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: turnOn(await response.text()) });
  });
  await page.goto(first);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('support-chat')).toBeVisible({ timeout: 15_000 });
  const help: Array<{ route: string; order: string[] }> = [];
  const checked = new Set<string>();
  for (const route of [first, ...rest]) {
    await test.step(route, async () => {
      await settle(page, route === first ? undefined : route);
      // A route that sends the visitor to one already checked (a desktop's /menu goes to /) is not checked twice.
      const landed = new URL(page.url());
      if (checked.has(landed.pathname + landed.search)) return;
      checked.add(landed.pathname + landed.search);
      expect.soft(await misfits(page), `${route} in ${lang}`).toEqual([]);
      // The header, the footer and the tab bar change only in their words between the routes of a language: axe reads
      // them on every route in English (e2e/routes.spec.ts leaves axe to this walk) and on the first route of each other
      // language, and the route's own content after it.
      await expectAxeCleanHere(page, route === first || lang === 'en' ? undefined : 'main');
      // WCAG 2.2 beyond axe (e2e/a11y-wcag22.ts): a longer word can shrink or crowd a control, so in every language.
      expect.soft(await smallTargets(page), `2.5.8 target size on ${route} in ${lang}`).toEqual([]);
      expect.soft(await obscuredFocus(page), `2.4.11 focus not obscured on ${route} in ${lang}`).toEqual([]);
      help.push({ route, order: await helpOrder(page) });
      if (isMobile(page)) await expect(page.getByTestId('mobile-tabs')).toBeVisible();
    });
  }
  // 3.2.6 consistent help: the support mechanisms keep their order on every route of the layout.
  const [reference] = help;
  expect(reference?.order, 'the help mechanisms the walk found').toEqual(
    expect.arrayContaining(['support chat', 'footer support']),
  );
  for (const { route, order } of help.slice(1)) {
    expect
      .soft(
        sameHelpOrder(reference?.order ?? [], order),
        `help on ${route} (${order.join(' > ')}) as on ${first} (${reference?.order.join(' > ')})`,
      )
      .toBe(true);
  }
}

for (const lang of LOCALES) {
  test(`${lang}: every route's text fits and passes axe`, async ({ page }) => {
    test.setTimeout(guestRoutes.length * 6_000);
    await checkLanguage(page, lang, guestRoutes);
  });
}

test.describe('the narrowest desktop', () => {
  // The desktop header holds the most at 1024 px, its narrowest (docs/product.md#routes-header).
  test.use({ signedInAs: 'player', viewport: { width: 1024, height: 768 } });
  test('every language fits the header and the home page at 1024 px', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', 'the desktop layout');
    // Eight loads of the whole home page, each scrolled to its end: about 21 s on an idle 2-core machine, and half as
    // much again beside the other worker, which the default 30 s did not always hold.
    test.setTimeout(LOCALES.length * 8_000);
    for (const lang of LOCALES) {
      await test.step(lang, async () => {
        await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? '' }]);
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await settle(page);
        expect.soft(await misfits(page), `/ in ${lang} at 1024 px`).toEqual([]);
      });
    }
  });
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'player' });
  for (const lang of LOCALES) {
    test(`${lang}: a player's routes fit and pass axe`, async ({ page }) => {
      test.setTimeout(signedInRoutes.length * 6_000);
      await checkLanguage(page, lang, signedInRoutes);
    });
  }
});

// Text that fits, in every language (src/i18n/README.md; docs/product.md#purpose: 8 interface languages): every route,
// in both layouts and the 8 languages, shows no text that overflows or is cut off, no page that scrolls sideways, and
// no tab bar label on two lines; axe passes on each, and the page says its language. A language is one test: its
// visitor's `lang` cookie is set, the first route is loaded from the server and the others are reached as a player
// reaches them, through the app's router, so each route costs a render and not a page load.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { LOCALES } from '../contract/constants';
import { AXE_TAGS, expect, isMobile, test } from './fixtures';
import { PLAYER_ROUTES, routes, signedInRoutes } from './route-list';

/** Widgets are other sites' frames and load on their own (e2e/routes.spec.ts checks them in English). */
const guestRoutes = routes.filter((route) => !route.startsWith('/widget/') && !PLAYER_ROUTES.has(route));

/** axe-core's own script: put in the page once, it stays there while the app's router changes the route. */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

/**
 * axe over the page (or `include`), the rules and tags of expectAxeClean (fixtures.ts). @axe-core/playwright puts axe
 * into the page again on every call, ~0.6 s each on the 2-core machine; here the page keeps it between routes.
 */
async function expectAxeCleanHere(page: Page, include?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      // A run that checked nothing (no rule applied) would pass whatever the page: it is a failure of its own.
      if (result.passes.length === 0) return ['axe ran no rule that applies to this page'];
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: AXE_TAGS, include },
  );
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

/** Goes to `route` through the app's router (a click on a link does the same), and waits for its heading. */
async function navigate(page: Page, route: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page.locator('[data-session]')).not.toHaveAttribute('data-session', 'checking');
  await settle(page);
}

/**
 * The route's heading is shown, every part that loads when scrolled near has been scrolled to (lists, carousels, the
 * footer) and nothing is busy any more: all its text is on the page.
 */
async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(async () => {
    // Two frames, or 250 ms when the browser holds frames back (a busy machine): never a wait without end.
    const frame = () =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, 250);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(undefined);
          }),
        );
      });
    // A list that loads more as it is scrolled grows under the loop: 60 screens at most.
    for (let y = 0, screens = 0; y < document.documentElement.scrollHeight && screens < 60; screens++) {
      scrollTo(0, y);
      await frame();
      y += Math.round(innerHeight * 0.8);
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
}

async function checkLanguage(page: Page, lang: string, list: readonly string[]) {
  const [first = '/', ...rest] = list;
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? '' }]);
  await page.goto(first);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  for (const route of [first, ...rest]) {
    await test.step(route, async () => {
      if (route !== first) await navigate(page, route);
      else await settle(page);
      expect.soft(await misfits(page), `${route} in ${lang}`).toEqual([]);
      // The header, the footer and the tab bar are the same on every route of a language: axe reads them whole on the
      // first route, and the route's own content after it.
      await expectAxeCleanHere(page, route === first ? undefined : 'main');
      if (isMobile(page)) await expect(page.getByTestId('mobile-tabs')).toBeVisible();
    });
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

// "Hostile HTML" in docs/architecture.md#security: every sink of server-provided HTML gets each of the known XSS
// payloads of server/dev/xss-payloads.ts from the reference server's dev-only hostile mode (server/dev/xss-replies.ts,
// switched on for this browser context alone by the xss_case cookie), one payload per rendered block.
// For every payload and sink the test asserts: the case rendered (its marker is there), nothing ran
// (window.__xss, alert, confirm, prompt and print are recorders; a javascript: navigation would call them
// too), no Content-Security-Policy violation outside the sanitiser's own inert parse (a surviving inline
// handler the CSP stops still shows up), and the sanitised block holds no on* attribute, no javascript:,
// vbscript: or non-image data: URL in a URL attribute, no script-capable element (script, iframe, object,
// embed, base, meta, link, form, style…) and no link to another window without rel=noopener.
//
// Speed: lists carry one item per payload, so one load renders every case (FAQ, offer cards, cash notes);
// addressed content is walked with in-app navigation (history.pushState, which wouter follows) instead of
// reloads; the site info and the bonus rules, single documents, are fetched again once the page clock has
// moved past the app's stale time and the connection drops and comes back (the app refetches stale data).
// Desktop project only (the sinks and their sanitiser are the same in both layouts). Each sink's findings
// are a soft expectation, so a failing run lists every sink and every case that got through.
import type { Page } from '@playwright/test';
import { XSS_PAYLOADS } from '../server/dev/xss-payloads';
import { XSS_COOKIE, XSS_GROUP_PREFIX, XSS_ID_BASE, XSS_OFFER_PREFIX } from '../server/dev/xss-replies';
import { type ConsoleWatch, expect, test } from './fixtures';
import { createPlayer, logInAs } from './models/players';

const CASES = XSS_PAYLOADS.map((_, n) => n);
/**
 * How far the page clock moves per case: well past the app's query stale time (a minute,
 * src/app/query-client.ts) even when the previous fetch landed seconds after the last move.
 */
const STALE_MS = 10 * 60_000;

interface XssWindow {
  __xss: (n: unknown) => void;
  __xssRecord: (what: string) => void;
  __xssHits: string[];
  __xssCheck: (root: string, n: number, expected: number) => string[];
  __xssVisit: (step: Step) => Promise<string[]>;
  __xssWalk: (steps: Step[]) => Promise<string[]>;
}

interface Step {
  /** The case whose markers to wait for. */
  n: number;
  /** Where to go (in-app navigation) to see the case. */
  path?: string;
  /**
   * Set the xss_case cookie to n, then let the connection drop and come back: the app fetches its stale
   * queries again (single documents take their case from the cookie).
   */
  reconnect?: boolean;
  /** Where the sinks are, and how many blocks of case n must render there. */
  root: string;
  expected: number;
}

/**
 * Runs in every document of the context before its own scripts: the recorders a payload would call,
 * the CSP violation listener, and the checks, so a walk of hundreds of cases is one round trip.
 */
function installHarness() {
  /** The built chunk of DOMPurify (vite names it after the package's module, purify.es.mjs). */
  const SANITISER_CHUNK = /\/assets\/purify[.\w-]*\.js$/;
  const w = window as unknown as XssWindow & Record<string, unknown>;
  if (window !== window.top) {
    // Nested documents (a surviving srcdoc or javascript: frame) report to the top one when they can.
    const report = (what: string) => {
      try {
        (window.top as unknown as XssWindow).__xssRecord(what);
      } catch {
        // Cross-origin: the DOM check on the frame element catches it.
      }
    };
    w.__xss = (n: unknown) => report(`__xss(${String(n)}) in a frame`);
    for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = (arg: unknown) => report(`${name}(${arg})`);
    return;
  }
  // Real time for the harness's own waits: a test may install Playwright's fake clock after this script.
  const realSetTimeout = window.setTimeout.bind(window);
  const realNow = Date.now;
  const hits: string[] = [];
  Object.defineProperty(w, '__xssHits', { value: hits });
  w.__xssRecord = (what: string) => hits.push(what);
  w.__xss = (n: unknown) => hits.push(`__xss(${String(n)}) ran`);
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    w[name] = (arg: unknown) => {
      hits.push(`${name}(${String(arg)}) ran`);
      return name === 'confirm' ? false : null;
    };
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    // Chrome checks the CSP when an inline handler or a <style> is merely parsed, even into the inert
    // document DOMPurify parses the hostile string in: those reports come from the sanitiser's own chunk
    // and mean nothing reached the page. Any other one (React setting unsanitised markup, a live element
    // whose handler the CSP stopped) is a payload that got through.
    if (SANITISER_CHUNK.test(event.sourceFile)) return;
    hits.push(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}) "${event.sample}"`,
    );
  });

  const DANGEROUS_ELEMENTS = new Set([
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'base',
    'meta',
    'link',
    'form',
    'style',
    'template',
    'noscript',
  ]);
  const URL_ATTRIBUTES = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'srcdoc',
    'data',
    'poster',
    'background',
    'ping',
    'srcset',
    'lowsrc',
    'dynsrc',
    'codebase',
    'cite',
    'longdesc',
    'usemap',
    'manifest',
  ]);
  // What a browser ignores around and inside a scheme (control characters, whitespace) is removed first.
  const squeeze = (value: string) =>
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is stripped
    value.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\ufeff]+/g, '').toLowerCase();
  const badUrl = (value: string) =>
    /^(?:javascript|vbscript|livescript|mocha):/.test(value) ||
    (value.startsWith('data:') && !/^data:image\/(?:png|gif|jpe?g|webp|avif);/.test(value));

  /** Problems in one sanitised block (the element the markup was set into). */
  function problemsIn(block: Element, n: number): string[] {
    const found: string[] = [];
    const where = `case ${n}`;
    for (const el of block.querySelectorAll('*')) {
      const tag = el.localName;
      if (DANGEROUS_ELEMENTS.has(tag)) found.push(`${where}: <${tag}> survived`);
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        const value = squeeze(attr.value);
        if (name.startsWith('on')) found.push(`${where}: <${tag} ${name}> survived`);
        else if ((URL_ATTRIBUTES.has(name) || name.endsWith(':href')) && badUrl(value)) {
          found.push(`${where}: <${tag} ${name}="${attr.value.slice(0, 60)}"> survived`);
        } else if (name === 'srcdoc') found.push(`${where}: <${tag} srcdoc> survived`);
        else if (name === 'style' && /javascript:|expression\(|url\(|behavior|@import/.test(value)) {
          found.push(`${where}: <${tag} style="${attr.value.slice(0, 60)}"> survived`);
        }
      }
      const target = el.getAttribute('target');
      const opensWindow = target !== null && !/^(?:_self|_top|_parent)$/i.test(target);
      if ((tag === 'a' || tag === 'area') && opensWindow && !/\bnoopener\b/.test(el.getAttribute('rel') ?? '')) {
        found.push(`${where}: link to another window without rel=noopener`);
      }
    }
    return found;
  }

  const markers = (root: string, n: number) =>
    [...document.querySelectorAll(root)].flatMap((r) => [...r.querySelectorAll(`[data-xss-case="${n}"]`)]);

  w.__xssCheck = (root, n, expected) => {
    const found = markers(root, n);
    const problems = found.length === expected ? [] : [`case ${n}: ${found.length} of ${expected} blocks rendered`];
    // The marker is the first child of the element SafeHtml set the markup into.
    for (const marker of found) problems.push(...(marker.parentElement ? problemsIn(marker.parentElement, n) : []));
    return problems;
  };

  const STEP_TIMEOUT_MS = 10_000;
  w.__xssVisit = async ({ n, path, reconnect, root, expected }) => {
    if (path) window.history.pushState(null, '', path);
    if (reconnect) {
      // biome-ignore lint/suspicious/noDocumentCookie: the test's switch, set before the refetch it picks
      document.cookie = `xss_case=${n}; path=/`;
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    }
    const started = realNow();
    // Case n is on screen once all its blocks are and no other case's is (a single document still shows
    // the previous case until it has been fetched again).
    const others = () =>
      [...document.querySelectorAll(root)].some((r) => r.querySelector(`[data-xss-case]:not([data-xss-case="${n}"])`));
    while (markers(root, n).length < expected || others()) {
      if (realNow() - started > STEP_TIMEOUT_MS) {
        return [`case ${n}: ${markers(root, n).length} of ${expected} blocks rendered at ${location.pathname}`];
      }
      await new Promise((resolve) => realSetTimeout(resolve, 4));
    }
    return w.__xssCheck(root, n, expected);
  };

  w.__xssWalk = async (steps) => {
    const problems: string[] = [];
    for (const step of steps) problems.push(...(await w.__xssVisit(step)));
    return problems;
  };
}

/**
 * The console lines of the sanitiser's own parse (see installHarness): expected, not a failure. Chrome's
 * own line does not say where it came from; the harness's listener (and the fixture's, whose line carries
 * the source file) still fails the test for a violation from anywhere else.
 */
const SANITISER_PARSE_REPORTS = [
  /^CSP violation: \S+ blocked inline \(\S*\/assets\/purify[.\w-]*\.js:\d+\)$/,
  /^Executing inline event handler violates the following Content Security Policy directive/,
  /^Applying inline style violates the following Content Security Policy directive/,
];

/** Makes the page's context hostile; single documents (site info, bonus rules) first show case `first`. */
async function hostileContext(page: Page, consoleWatch: ConsoleWatch, first = 0) {
  for (const pattern of SANITISER_PARSE_REPORTS) consoleWatch.allow(pattern);
  // Payloads point at relative nonsense (<img src=x>, links to "x"): app paths, which the server answers with its
  // 404 page. Missing, not executed: what this file checks is that nothing runs.
  consoleWatch.allow(/^Failed to load resource: the server responded with a status of 404/);
  await page.context().addInitScript(installHarness);
  const { hostname } = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1');
  await page.context().addCookies([{ name: XSS_COOKIE, value: String(first), domain: hostname, path: '/' }]);
}
/** The last case: the single-document walks start from it, so their first step (case 0) is a change. */
const LAST = CASES.length - 1;

const hits = (page: Page) => page.evaluate(() => (window as unknown as XssWindow).__xssHits);
const checkAll = (page: Page, root: string) =>
  page.evaluate(({ root, cases }) => cases.flatMap((n) => (window as unknown as XssWindow).__xssCheck(root, n, 1)), {
    root,
    cases: CASES,
  });
const walk = (page: Page, steps: Step[]) =>
  page.evaluate((steps) => (window as unknown as XssWindow).__xssWalk(steps), steps);

/**
 * Single documents: for each case the page clock moves past the app's stale time, the cookie picks the
 * case and the connection drops and comes back, so the app fetches the document again (docs/product.md#calls-list
 * reconnect).
 */
async function refetchWalk(page: Page, root: string, expected: number) {
  const found: string[] = [];
  let now = Date.now();
  for (const n of CASES) {
    now += STALE_MS;
    await page.clock.setSystemTime(now);
    const step: Step = { n, reconnect: true, root, expected };
    found.push(...(await page.evaluate((step) => (window as unknown as XssWindow).__xssVisit(step), step)));
  }
  return found;
}

/**
 * Times each phase; the numbers land in the report, so the cost of this security test stays known
 * (docs/architecture.md#security).
 */
async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  const description = `${label}: ${Date.now() - started} ms`;
  test.info().annotations.push({ type: 'timing', description });
  if (process.env.XSS_TIMINGS) console.log(description);
  return result;
}

// Five tests of similar cost, so the suite's two workers share them; a step that never renders fails the
// walk after 10 s rather than the test's timeout.
test.describe.configure({ timeout: 180_000 });

const steps = (path: (n: number) => string, expected = 1) =>
  CASES.map((n) => ({ n, path: path(n), root: 'main', expected }));

test(`${XSS_PAYLOADS.length} payloads through the FAQ, the offer cards and the offer bodies`, async ({
  page,
  consoleWatch,
}) => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
  await hostileContext(page, consoleWatch);

  const faq = await timed('FAQ (one load)', async () => {
    await page.goto('/');
    const section = page.locator('section[aria-labelledby="faq-title"]');
    await expect(section.locator('[data-xss-case]')).toHaveCount(CASES.length, { timeout: 20_000 });
    return checkAll(page, 'main');
  });
  expect.soft(faq, 'FAQ answers').toEqual([]);

  const cards = await timed('offer cards (one list)', async () => {
    await page.evaluate(() => window.history.pushState(null, '', '/promo'));
    await expect(page.getByTestId('promo-offer-card').locator('[data-xss-case]')).toHaveCount(CASES.length);
    return checkAll(page, 'main');
  });
  expect.soft(cards, 'promo offer previews').toEqual([]);

  const offers = await timed('offer bodies (walk)', () =>
    walk(
      page,
      steps((n) => `/promo/${XSS_OFFER_PREFIX}${n}`),
    ),
  );
  expect.soft(offers, 'promo offer bodies').toEqual([]);
  expect(await hits(page), 'payloads that ran or hit the CSP').toEqual([]);
});

test(`${XSS_PAYLOADS.length} payloads through the blog bodies, the game texts and the group descriptions`, async ({
  page,
  consoleWatch,
}) => {
  await hostileContext(page, consoleWatch);
  await page.goto('/blog');
  const articles = await timed('blog bodies (walk)', () =>
    walk(
      page,
      steps((n) => `/blog/${XSS_ID_BASE + n}`),
    ),
  );
  expect.soft(articles, 'blog article bodies').toEqual([]);
  // A guest on a game that is not a demo: the page shows the login prompt, the game's text, its description and its
  // footnote.
  const games = await timed('game descriptions, texts and footnotes (walk)', () =>
    walk(
      page,
      steps((n) => `/games/slots/${XSS_ID_BASE + n}`, 3),
    ),
  );
  expect.soft(games, 'game descriptions, texts and footnotes').toEqual([]);
  // A group page's info block.
  const groups = await timed('group descriptions (walk)', () =>
    walk(
      page,
      steps((n) => `/games/${XSS_GROUP_PREFIX}${n}`),
    ),
  );
  expect.soft(groups, 'group descriptions').toEqual([]);
  expect(await hits(page), 'payloads that ran or hit the CSP').toEqual([]);
});

test(`${XSS_PAYLOADS.length} payloads through the site info: about page, footer and support chat`, async ({
  page,
  consoleWatch,
}) => {
  await hostileContext(page, consoleWatch, LAST);
  await page.clock.install();
  await page.goto('/about');
  // The footer loads when the player reaches it; the support chat opens and stays open.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByTestId('support-chat').click();
  const sinks = 'main, footer, [data-testid="support-dialog"]';
  // address and support on the page and in the footer, support in the chat
  const blocks = 5;
  await expect(page.locator(`[data-xss-case="${LAST}"]`)).toHaveCount(blocks);

  const problems = await timed('site info (refetch per case)', () => refetchWalk(page, sinks, blocks));
  expect.soft(problems, 'about, footer and support chat').toEqual([]);
  expect(await hits(page), 'payloads that ran or hit the CSP').toEqual([]);
});

test(`${XSS_PAYLOADS.length} payloads through the cashier: cash notes, form header, footer and blocks`, async ({
  page,
  consoleWatch,
}) => {
  const player = await createPlayer(page.request, { balance: 1000 });
  await hostileContext(page, consoleWatch);

  const notes = await timed('cash notes (one list)', async () => {
    await logInAs(page, player, '/withdraw');
    const cash = page.getByRole('link', { name: /Cash at a club/ });
    const href = await cash.getAttribute('href');
    await page.evaluate((href) => window.history.pushState(null, '', href), href ?? '');
    await expect(page.locator('main [data-xss-case]')).toHaveCount(CASES.length);
    return checkAll(page, 'main');
  });
  expect.soft(notes, 'withdrawal cash notes').toEqual([]);

  // header, footer and one block field of the form
  const forms = await timed('payment forms (walk)', () =>
    walk(
      page,
      steps((n) => `/deposit/${XSS_ID_BASE + n}`, 3),
    ),
  );
  expect.soft(forms, 'payment form header, footer and blocks').toEqual([]);
  expect(await hits(page), 'payloads that ran or hit the CSP').toEqual([]);
});

test(`${XSS_PAYLOADS.length} payloads through the bonus rules`, async ({ page, consoleWatch }) => {
  const player = await createPlayer(page.request, { balance: 1000, bonus: 100, bonusType: 1 });
  await hostileContext(page, consoleWatch, LAST);
  await page.clock.install();
  await logInAs(page, player, '/bonuses');
  const rulesRoot = '[data-testid="bonus-rules"]';
  await expect(page.locator(`${rulesRoot} [data-xss-case="${LAST}"]`)).toHaveCount(1);
  const rules = await timed('bonus rules (refetch per case)', () => refetchWalk(page, rulesRoot, 1));
  expect.soft(rules, 'bonus rules').toEqual([]);
  expect(await hits(page), 'payloads that ran or hit the CSP').toEqual([]);
});

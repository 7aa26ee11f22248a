// "Faults" in docs/architecture.md#security: each query of each route is answered, in turn, with HTTP 500, a timeout, a
// dropped connection and malformed JSON. The page shows its error state with a retry that works, the shell stays
// (never a white screen), and nothing but the browser's own "Failed to load resource" lines reaches the
// console (fixtures' consoleWatch fails the test on an unhandled rejection or an uncaught error). The
// docs/product.md#calls-policy retry policy is measured from the browser: counts and delays of GET retries, none for
// other statuses, network errors and timeouts, and a POST answered 500 is sent once.
//
// One page load per (route, query): 500 → error → retry held until the client's 30 s timer gives up (the page
// clock is fast-forwarded) → error → retry dropped → error → retry malformed → error → retry unfaulted →
// content. Runs in the mobile project only (playwright.config.ts): the error states are the same components
// in both layouts, and /menu exists on phones only.
//
// The shell's own queries are faulted where a page shows them: /api/session (the connection notice) on a page
// that asks for nothing else, config on /about (and silently on /: banners, footer), seo/metadata silently on
// /, profile and balance on /personal. Left alone, as they are not a route's queries: the client error report
// (POST client/error, a report about a failure), the balance refresh timer of the session machine, and the
// Telegram polling (started by a sign-in click, not by a route). Guests' /promo asks for the same events query
// as players', through the same component: the player's case covers it. The cashier widgets' own calls (crypto
// rates and address, which refresh on their countdowns) are their flows' business, covered by the model-based
// tests of those machines.
import type { Locator, Page } from '@playwright/test';
import { expect, recordFetches, test } from './fixtures';
import { CallsInFlight, FAULTS, FaultyCall, PAST_TIMEOUT_MS } from './models/faults.model';
import { createPlayer } from './models/players';

// The browser's own loading of a page's data (after a navigation in the app, or when the server could not render
// the page) is what these tests fault: the server sends the client-rendered shell at once (server/http/pages.ts,
// dev and test only). Faults of the server's rendering are e2e/ssr.spec.ts's.
test.use({ serverRendering: false });

type Who = 'guest' | 'player';
type FetchLog = Awaited<ReturnType<typeof recordFetches>>;

interface QueryCase {
  route: string;
  /** The query's path name; its query string is ignored. */
  api: string;
  /** The error state holding the retry button. */
  failed: (page: Page) => Locator;
  /** Real content, shown once the retry is answered by the server. */
  content: (page: Page) => Locator;
  /** Brings the part that makes the query into view (parts that load near the viewport). */
  reveal?: (page: Page) => Promise<void>;
  /** The error text names the fault (pages that show docs/product.md#errors-kinds kind texts). */
  kindTexts?: boolean;
  /** Once the retry is answered, the page leaves the app for this address (a remote game's provider). */
  leavesTo?: RegExp;
  /**
   * A malformed reply is not an error state here, for this reason: the case is walked without it (and the reason's
   * test shows what happens instead).
   */
  malformedElsewhere?: string;
  /**
   * A query the shell starts before the page (src/app/warm-up.ts): a part that mounts after that first load
   * failed fetches it once more, so the first error can come after 3 or 6 attempts.
   */
  warmedUp?: boolean;
  /**
   * Parts that use the query mount late (the support chat, with the startup extras): what is there once they
   * have mounted. A part that mounts after the failure asks again, with its own retries.
   */
  mountsLate?: (page: Page) => Locator;
}

const RETRY = 'Try again';
/** An alert in the page's main area that offers the retry. */
const mainAlert = (page: Page) =>
  page
    .locator('main#main')
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: RETRY }) });
const byTestId = (id: string) => (page: Page) => page.getByTestId(id).first();
const failedState = (id: string) => (page: Page) => page.locator(`[data-testid="${id}"][data-state="failed"]`);
/** A fresh player's history: the list answered, whether or not it has rows. */
const listShown = (id: string) => (page: Page) =>
  page.locator(`[data-testid="${id}"]:is([data-state="ready"], [data-state="empty"])`);
const scrollTo = (id: string) => async (page: Page) => {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
};

/**
 * docs/product.md#errors-texts texts of the four faults (the 500 has no server message, so the page's own fallback
 * shows).
 */
const KIND_TEXT: Record<Exclude<(typeof FAULTS)[number], '500'>, string> = {
  timeout: 'The server took too long to answer.',
  reset: 'No connection to the server.',
  malformed: 'Unavailable server data format',
};

const guestCases: QueryCase[] = [
  {
    route: '/',
    api: '/api/v1/games/groups',
    failed: byTestId('games-not-loaded'),
    content: byTestId('group-row'),
    warmedUp: true,
  },
  {
    route: '/',
    api: '/api/v1/games/popular',
    reveal: scrollTo('popular-title'),
    failed: failedState('popular-games'),
    content: byTestId('popular-card'),
  },
  {
    route: '/',
    api: '/api/v1/blogs/articles/latest',
    reveal: scrollTo('blog-title'),
    failed: failedState('blog-carousel'),
    content: byTestId('blog-card'),
  },
  {
    route: '/widget/games-popular-games',
    api: '/api/v1/games/popular',
    failed: failedState('popular-games'),
    content: byTestId('popular-card'),
  },
  {
    route: '/widget/blogs-last-articles',
    api: '/api/v1/blogs/articles/latest',
    failed: failedState('blog-carousel'),
    content: byTestId('blog-card'),
  },
  {
    route: '/games/slots',
    api: '/api/v1/games/groups/slots',
    failed: byTestId('games-not-loaded'),
    content: byTestId('game-tile'),
  },
  {
    route: '/games/slots/1',
    api: '/api/v1/games/game/1',
    failed: byTestId('games-not-loaded'),
    content: byTestId('game-frame'),
  },
  {
    route: '/games/slots/1',
    api: '/api/v1/games/groups/slots/games/1',
    failed: byTestId('game-error'),
    content: byTestId('game-frame'),
    malformedElsewhere:
      'invalid data of the game start is only logged and the page goes home (docs/product.md#errors-handling): ' +
      'e2e/games.spec.ts "a game start the app cannot read"',
    kindTexts: true,
  },
  {
    // The redirect route looks the game up, then goes to its page (a guest is asked to log in there).
    route: '/games/remote/tortuga-pirates',
    api: '/api/v1/games/list',
    failed: byTestId('games-not-loaded'),
    content: byTestId('login-to-play'),
  },
  {
    route: '/sport',
    api: '/api/v1/games/url',
    failed: failedState('sport-page'),
    content: (page) => page.locator('[data-testid="sport-page"] iframe'),
  },
  {
    route: '/blog',
    api: '/api/v1/blogs/categories/articles',
    failed: failedState('blog'),
    content: byTestId('blog-category'),
  },
  {
    route: '/blog/category/1',
    api: '/api/v1/blogs/categories/category/1',
    failed: failedState('blog-category-page'),
    content: byTestId('blog-article-card'),
  },
  {
    route: '/blog/1',
    api: '/api/v1/blogs/articles/article/1',
    failed: failedState('blog-article'),
    content: (page) => page.locator('[data-testid="blog-article"][data-state="ready"]'),
  },
  { route: '/clubs', api: '/api/v1/clubs/map/info', failed: byTestId('clubs-failed'), content: byTestId('club-show') },
  {
    route: '/clubs-list',
    api: '/api/v1/clubs/map/info',
    failed: byTestId('clubs-failed'),
    content: byTestId('club-item'),
  },
  { route: '/top', api: '/api/v1/ratings', failed: byTestId('ratings-failed'), content: byTestId('rating-row') },
  {
    route: '/register',
    api: '/api/v1/registration',
    failed: mainAlert,
    content: (page) => page.getByLabel('Phone number', { exact: true }),
  },
  {
    route: '/about',
    api: '/api/v1/config',
    failed: failedState('about'),
    content: (page) => page.locator('[data-testid="about"][data-state="ready"]'),
    warmedUp: true,
    mountsLate: byTestId('startup-popup'),
  },
  {
    route: '/promo',
    api: '/api/v1/promo/offers/current',
    failed: failedState('promo-offers'),
    content: byTestId('promo-offer-card'),
  },
  {
    route: '/promo/welcome-bonus',
    api: '/api/v1/promo/offers/offer/welcome-bonus',
    failed: mainAlert,
    content: (page) => page.locator('[data-testid="promo-offer"][data-state="ready"]'),
  },
  {
    // The session check, on a page that asks for nothing else: the shell says the server cannot be reached,
    // with a retry (docs/product.md#errors), and the player is not taken for a guest in silence.
    route: '/menu/sport-terms',
    api: '/api/session',
    failed: byTestId('connection-notice'),
    content: (page) => page.getByTestId('site-header').getByRole('link', { name: 'Log in' }),
  },
];

const playerCases: QueryCase[] = [
  {
    // A remote game on a phone asks for its URL, then the browser goes to the provider.
    route: '/games/remote/tortuga-pirates',
    api: '/api/v1/games/url',
    failed: mainAlert,
    content: (page) => page.locator('body'),
    leavesTo: /\/dev\/game\//,
    kindTexts: true,
  },
  {
    route: '/promo',
    api: '/api/v1/promo/events/current',
    failed: failedState('promo-events'),
    content: byTestId('promo-event'),
  },
  {
    route: '/promo',
    api: '/api/v1/user/balance/bonus/info',
    failed: failedState('promo-bonuses'),
    content: byTestId('promo-bonus-amount'),
    kindTexts: true,
  },
  {
    route: '/bonuses',
    api: '/api/v1/user/balance/bonus/info',
    failed: mainAlert,
    content: byTestId('bonus-panel-amount'),
    kindTexts: true,
  },
  {
    route: '/bonuses',
    api: '/api/v1/user/balance/bonus/convert',
    failed: mainAlert,
    content: byTestId('bonus-can-convert'),
    kindTexts: true,
  },
  { route: '/bets', api: '/api/v1/bets', failed: byTestId('history-failed'), content: listShown('bets-list') },
  {
    route: '/payments',
    api: '/api/v1/payments',
    failed: byTestId('history-failed'),
    content: listShown('payments-list'),
  },
  {
    route: '/deposit',
    api: '/api/v1/payment_deposits',
    failed: mainAlert,
    content: byTestId('payment-method'),
    kindTexts: true,
  },
  {
    route: '/deposit/2',
    api: '/api/v1/payment_system/2',
    failed: mainAlert,
    content: byTestId('payment-form'),
    kindTexts: true,
  },
  {
    route: '/withdraw',
    api: '/api/v1/payment_withdrawals',
    failed: mainAlert,
    content: byTestId('payment-method'),
    kindTexts: true,
  },
  {
    route: '/withdraw/8',
    api: '/api/v1/payment_system/8',
    failed: mainAlert,
    content: byTestId('payment-form'),
    kindTexts: true,
  },
  {
    route: '/payment_systems/5',
    api: '/api/v1/payment_system/5',
    failed: mainAlert,
    content: byTestId('payment-external-link'),
    kindTexts: true,
  },
  {
    route: '/personal',
    api: '/api/v1/user/profile/info',
    failed: mainAlert,
    content: byTestId('personal-data'),
    kindTexts: true,
  },
  {
    route: '/personal',
    api: '/api/v1/user/balance/info',
    failed: mainAlert,
    content: byTestId('personal-data'),
    kindTexts: true,
  },
];

/**
 * Queries whose failure is deliberately silent: the part they feed is optional and just stays out, and the
 * rest of the page works. Each load answers every listed query with the same fault, once per fault.
 */
interface SilentCase {
  route: string;
  apis: string[];
  /** Why their failure shows nothing. */
  reason: string;
  /** What still works. */
  content: (page: Page) => Locator;
}

const silentCases: Array<SilentCase & { who: Who }> = [
  {
    who: 'guest',
    route: '/',
    apis: ['/api/v1/jackpots', '/api/v1/faq', '/api/v1/seo/metadata', '/api/v1/config'],
    reason:
      'jackpots keep their placeholder and refresh every minute; the FAQ, the banners and the footer blocks are ' +
      'extras that stay out; seo/metadata keeps the default title',
    content: byTestId('group-row'),
  },
  {
    who: 'guest',
    route: '/games/slots',
    apis: ['/api/v1/games/groups'],
    reason: 'the group tabs are a shortcut; the group page lists its games without them',
    content: byTestId('game-tile'),
  },
  {
    who: 'guest',
    route: '/games/slots/1',
    apis: ['/api/v1/game-description/1'],
    reason: 'the description block under the game is optional text',
    content: byTestId('game-frame'),
  },
  {
    who: 'guest',
    route: '/promo/welcome-bonus',
    apis: ['/api/v1/promo/offers/seo/welcome-bonus'],
    reason: 'the offer keeps the route metadata when its own SEO fails',
    content: (page) => page.locator('[data-testid="promo-offer"][data-state="ready"]'),
  },
  {
    who: 'guest',
    route: '/blog/1',
    apis: ['/api/v1/blogs/articles/seo/1'],
    reason: 'the article keeps the route metadata when its own SEO fails',
    content: (page) => page.locator('[data-testid="blog-article"][data-state="ready"]'),
  },
  {
    who: 'player',
    route: '/bets',
    apis: ['/api/v1/games/groups'],
    reason: 'the game list only fills the filter select; "All games" still works',
    content: listShown('bets-list'),
  },
  {
    who: 'player',
    route: '/menu',
    apis: ['/api/v1/application/info', '/api/v1/promo/events/current'],
    reason: 'the download banner and the event progress are extras of the menu',
    content: (page) => page.getByRole('navigation', { name: 'Account' }),
  },
];

/** Signs the context in through the API: the page loads of the cases carry the cookie. */
async function signIn(page: Page) {
  const player = await createPlayer(page.request, { balance: 1000, bonus: 100, bonusType: 1 });
  const reply = await page.request.post('/api/v1/authorize', {
    data: { login: player.phone, password: player.password },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** Never a white screen: the layout (or the widget frame) is there around the page. */
async function expectShell(page: Page, route: string) {
  await expect(page.locator('main#main')).toBeVisible();
  if (route.startsWith('/widget/')) await expect(page.getByTestId('widget')).toBeVisible();
  else await expect(page.getByTestId('site-header')).toBeVisible();
}

async function expectFailed(page: Page, c: QueryCase, fault: (typeof FAULTS)[number]) {
  const failed = c.failed(page);
  const retry = failed.getByRole('button', { name: RETRY });
  await expect(retry, `error state with a retry after ${fault}`).toBeEnabled();
  await expect(retry).not.toHaveAttribute('aria-busy', 'true');
  if (c.kindTexts && fault !== '500') await expect(failed, `text of ${fault}`).toContainText(KIND_TEXT[fault]);
  await expectShell(page, c.route);
  return retry;
}

/**
 * The client pauses 300 ms, then 600 ms, before retrying a 500 (docs/product.md#calls-policy; the retry-policy test
 * below checks exactly when each retry goes). Here the page clock jumps over each pause once the attempt before it has
 * arrived; a jump that comes before the pause has started changes nothing, and the pause then ends on its
 * own (the page clock runs). Done when each call has had at least `attempts` attempts answered 500.
 */
async function throughRetries(page: Page, calls: FaultyCall[], attempts = 3) {
  let seen = 0;
  await expect
    .poll(
      async () => {
        const counts = calls.map((call) => call.count('500'));
        const total = counts.reduce((a, b) => a + b, 0);
        if (total > seen) {
          seen = total;
          await page.clock.fastForward(600);
        }
        return Object.fromEntries(calls.map((call, i) => [call.path, Math.min(counts[i] ?? 0, attempts)]));
      },
      { message: 'attempts answered 500', intervals: [30], timeout: 10_000 },
    )
    .toEqual(Object.fromEntries(calls.map((call) => [call.path, attempts])));
}

/**
 * Lets the page finish the renders it has queued: React runs them, and the effects they start, in tasks it
 * posts on a MessageChannel, which the page clock does not fake; a message posted after them arrives after them.
 */
async function afterQueuedRenders(page: Page) {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** Jumps past the client's 30 s timeout once the held call is the only one left under way. */
async function timeOut(page: Page, inFlight: CallsInFlight, calls: FaultyCall[]) {
  const held = () => calls.reduce((sum, call) => sum + call.count('timeout'), 0);
  await expect.poll(() => inFlight.count - held(), { message: 'other calls under way', intervals: [50] }).toBe(0);
  await page.clock.fastForward(PAST_TIMEOUT_MS);
}

async function faultCycle(page: Page, c: QueryCase, inFlight: CallsInFlight, log: FetchLog) {
  const call = await new FaultyCall(page, c.api, '500').install();
  try {
    await page.goto(c.route);
    await c.reveal?.(page);
    // (a) 500: docs/product.md#calls-policy tries a GET three times before the page hears of the failure.
    await throughRetries(page, [call]);
    let retry = await expectFailed(page, c, '500');
    if (c.mountsLate) {
      // Once the late part is there and its effects have run, the page has made every attempt it will make
      // (each fetch is logged in the page as it starts): a round of three for each part that asked.
      await expect(c.mountsLate(page)).toBeAttached();
      await afterQueuedRenders(page);
      const asked = (await log.fetches()).filter((f) => f.path === c.api).length;
      await throughRetries(page, [call], Math.ceil(asked / 3) * 3);
      retry = await expectFailed(page, c, '500');
    }
    const rounds = call.count('500');
    expect(c.warmedUp ? [3, 6] : [3], 'attempts answered 500').toContain(rounds);
    const faults = FAULTS.slice(1).filter((fault) => !(c.malformedElsewhere && fault === 'malformed'));
    for (const fault of faults) {
      call.fault = fault;
      await retry.click();
      await expect.poll(() => call.count(fault), { message: `a ${fault} attempt`, intervals: [50] }).toBe(1);
      // (b) the client's own timer gives up on the held request (30 s, fast-forwarded).
      if (fault === 'timeout') await timeOut(page, inFlight, [call]);
      retry = await expectFailed(page, c, fault);
    }
    // Timeouts, dropped connections and malformed replies are not retried (docs/product.md#calls-policy).
    expect(call.attempts.slice(rounds).map((a) => a.fault)).toEqual(faults);
    call.fault = 'pass';
    await retry.click();
    if (c.leavesTo) {
      await expect(page).toHaveURL(c.leavesTo);
      return;
    }
    await expect(c.content(page)).toBeVisible();
    await expect(c.failed(page)).toHaveCount(0);
    await expectShell(page, c.route);
  } finally {
    await call.remove();
  }
}

async function silentLoads(page: Page, c: SilentCase, inFlight: CallsInFlight) {
  for (const fault of FAULTS) {
    await test.step(fault, async () => {
      const calls = await Promise.all(c.apis.map((api) => new FaultyCall(page, api, fault).install()));
      try {
        await page.goto(c.route);
        for (const call of calls) {
          await expect
            .poll(() => call.count(), { message: `${call.path} was asked`, intervals: [50] })
            .toBeGreaterThan(0);
        }
        await expect(c.content(page)).toBeVisible();
        // Each call fails for good before the page is checked again. A held call times out when the clock
        // jumps 30 s: only once the rest of the page has arrived, so that no other call is caught by the jump.
        if (fault === 'timeout') await timeOut(page, inFlight, calls);
        if (fault === '500') await throughRetries(page, calls);
        for (const call of calls) await call.settled();
        await expect(c.content(page)).toBeVisible();
        await expectShell(page, c.route);
        // The optional part stays out quietly: no error state in the page.
        await expect(mainAlert(page)).toHaveCount(0);
      } finally {
        for (const call of calls) await call.remove();
      }
    });
  }
}

/**
 * The matrix tests run the page on fake timers that keep real time, so that they can jump over the client's
 * retry pauses and 30 s timeouts; the retry-policy tests keep the browser's own timers, to measure them.
 */
async function onFakeTimers(page: Page) {
  await page.clock.install();
}

test.beforeEach(({ consoleWatch }) => consoleWatch.allowNetworkErrors());

/**
 * The matrix in a few tests of one browser context each (its cache serves the group's page loads), about
 * equal in cost so that both workers stay busy: by who visits and by route.
 */
const GROUPS: Array<{ who: Who; routes: string[] }> = [
  { who: 'guest', routes: ['/', '/menu/sport-terms'] },
  {
    who: 'guest',
    routes: ['/widget/games-popular-games', '/widget/blogs-last-articles', '/games/slots', '/games/slots/1'],
  },
  { who: 'guest', routes: ['/sport', '/blog', '/blog/category/1', '/blog/1', '/clubs', '/clubs-list'] },
  {
    who: 'guest',
    routes: ['/top', '/register', '/about', '/promo', '/promo/welcome-bonus', '/games/remote/tortuga-pirates'],
  },
  { who: 'player', routes: ['/promo', '/bonuses', '/personal', '/menu', '/games/remote/tortuga-pirates'] },
  {
    who: 'player',
    routes: ['/bets', '/payments', '/deposit', '/deposit/2', '/withdraw', '/withdraw/8', '/payment_systems/5'],
  },
];

const allCases = [
  ...guestCases.map((c) => ({ ...c, who: 'guest' as Who })),
  ...playerCases.map((c) => ({ ...c, who: 'player' as Who })),
];
const inGroup = (group: (typeof GROUPS)[number]) => (c: { who: Who; route: string }) =>
  c.who === group.who && group.routes.includes(c.route);
const ungrouped = [...allCases, ...silentCases].filter((c) => !GROUPS.some((group) => inGroup(group)(c)));
if (ungrouped.length > 0) throw new Error(`cases in no group: ${ungrouped.map((c) => c.route).join(', ')}`);

for (const group of GROUPS) {
  const cases = allCases.filter(inGroup(group));
  const silent = silentCases.filter(inGroup(group));
  test(`${group.who} on ${group.routes.join(', ')}: each query fails in turn, the retry works`, async ({ page }) => {
    test.setTimeout(cases.length * 15_000 + silent.length * 30_000);
    await onFakeTimers(page);
    if (group.who === 'player') await signIn(page);
    const inFlight = new CallsInFlight(page);
    const log = await recordFetches(page, /^\/api\//);
    for (const c of cases) {
      await test.step(`${c.route} ← ${c.api}: 500, timeout, dropped, malformed, then retry`, () =>
        faultCycle(page, c, inFlight, log));
    }
    for (const c of silent) {
      await test.step(`${c.route} ← ${c.apis.join(', ')} fail silently: ${c.reason}`, () =>
        silentLoads(page, c, inFlight));
    }
  });
}

/** docs/product.md#calls-policy: the statuses a GET is retried on, twice. */
const RETRIED_STATUSES = [500, 502, 503, 504, 429, 408, 413];
/** docs/product.md#calls-policy: the pause before retry n is 0.3·2^(n-1) s. */
const PAUSES_MS = [300, 600];

const pageNow = (page: Page) => page.evaluate(() => Date.now());

test('docs/product.md#calls-policy retry policy seen from the browser: a GET is retried twice, 300 then 600 ms after the failed answer, only on its statuses', async ({
  page,
}) => {
  await page.clock.install();
  const log = await recordFetches(page, /^\/api\/v1\/ratings$/);
  const ratings = async () => (await log.fetches()).length;
  // The first load is refused with a status that is not retried: the page shows its retry at once.
  const call = await new FaultyCall(page, '/api/v1/ratings', 404).install();
  await page.goto('/top');
  const retry = page.getByTestId('ratings-failed').getByRole('button', { name: RETRY });
  await expect(retry).toBeEnabled();
  expect(call.count(404), 'attempts answered 404').toBe(1);

  for (const status of RETRIED_STATUSES) {
    await test.step(`${status}`, async () => {
      call.fault = status;
      // From here the page's time moves only when the test moves it: a retry can come only within a runFor.
      await page.clock.pauseAt((await pageNow(page)) + 1_000);
      const first = await ratings();
      const timers = (await log.timers()).length;
      await retry.click();
      await expect.poll(() => call.count(status), { message: `first attempt answered ${status}` }).toBe(1);
      for (const [i, pause] of PAUSES_MS.entries()) {
        // The failed answer has reached the client, which has set its pause (every fetch was logged as it started).
        await expect
          .poll(async () => (await log.timers()).slice(timers).filter((t) => t.ms === pause).length, {
            message: `pause before retry ${i + 1} set`,
          })
          .toBe(1);
        await page.clock.runFor(pause - 1);
        expect(await ratings(), `no retry ${i + 1} within ${pause - 1} ms`).toBe(first + i + 1);
        await page.clock.runFor(1);
        expect(await ratings(), `retry ${i + 1} at ${pause} ms`).toBe(first + i + 2);
        await expect.poll(() => call.count(status), { message: `attempts answered ${status}` }).toBe(i + 2);
      }
      const at = (await log.fetches()).slice(first).map((f) => f.at);
      expect(
        at.map((t) => t - (at[0] ?? 0)),
        'page time of each attempt',
      ).toEqual([0, 300, 900]);
      // The client gives up after the second retry: the error state comes back with no fourth attempt.
      await page.clock.resume();
      await expect(retry).toBeEnabled();
      expect(call.count(status), `attempts answered ${status}`).toBe(3);
      expect(await ratings()).toBe(first + 3);
    });
  }

  // Statuses outside the list fail at once: the error state with a single attempt.
  for (const status of [404, 400]) {
    call.fault = status;
    const before = call.count(status);
    await retry.click();
    await expect.poll(() => call.count(status), { intervals: [50] }).toBe(before + 1);
    await expect(retry).toBeEnabled();
    expect(call.count(status), `attempts answered ${status}`).toBe(before + 1);
  }
  call.fault = 'pass';
  await retry.click();
  await expect(page.getByTestId('rating-row').first()).toBeVisible();
});

/** Longer than the two retry pauses together (0.9 s): a repeated POST would have come within it. */
const RETRY_WINDOW_MS = 1_500;

test('a POST answered 500 is sent once, never repeated: login and a payment form', async ({ page }) => {
  await page.clock.install();
  const log = await recordFetches(page, /^\/api\/v1\/(authorize|payments\/submit\/natcash)$/);
  const posts = async (path: string) =>
    (await log.fetches()).filter((f) => f.method === 'POST' && f.path === path).length;
  // Login: the form says it failed and stays usable.
  const login = await new FaultyCall(page, '/api/v1/authorize', '500', 'POST').install();
  const player = await createPlayer(page.request, { balance: 1000 });
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await expect(form).toHaveAttribute('data-state', 'editing');
  await page.getByLabel('Phone number', { exact: true }).fill(player.national);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  // The page's time runs past both retry pauses at once; a repeat would start within it (logged in the page).
  await page.clock.runFor(RETRY_WINDOW_MS);
  expect(await posts('/api/v1/authorize'), 'login posts').toBe(1);
  expect(login.count(), 'login posts').toBe(1);
  login.fault = 'pass';
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('site-header').getByTestId('header-balance').first()).toBeVisible();
  expect(login.count(), 'login posts').toBe(2);

  // A payment form (NatCash deposit): the multipart post to the server-supplied endpoint.
  const payment = await new FaultyCall(page, '/api/v1/payments/submit/natcash', '500', 'POST').install();
  await page.goto('/deposit/2');
  const paymentForm = page.getByTestId('payment-form');
  await expect(paymentForm).toHaveAttribute('data-state', 'editing');
  await paymentForm.getByRole('button', { name: /^1\s500 HTG$/ }).click();
  await paymentForm.getByLabel('Transaction reference').fill('NC-500');
  await paymentForm.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog', { name: 'Confirm the payment' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('payment-form-error')).toBeVisible();
  await page.clock.runFor(RETRY_WINDOW_MS);
  expect(await posts('/api/v1/payments/submit/natcash'), 'payment posts').toBe(1);
  expect(payment.count(), 'payment posts').toBe(1);
});

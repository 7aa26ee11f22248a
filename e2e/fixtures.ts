// Shared fixtures: every test fails on a console error, an uncaught page error or a missing translation.
import { createRequire } from 'node:module';
import { test as base, type BrowserContextOptions, expect, type Frame, type Page } from '@playwright/test';

export interface ConsoleWatch {
  problems: string[];
  /** Stop treating console errors of failed requests as failures (tests that cut the network on purpose). */
  allowNetworkErrors: () => void;
  /** Accept console errors matching this pattern (an error the test provokes on purpose). */
  allow: (pattern: RegExp) => void;
}

/** localStorage key of the startup popup's last-shown time (src/features/startup/startup-storage.ts). */
export const STARTUP_POPUP_SHOWN_AT_KEY = 'startup_popup_shown_at';

/** localStorage keys of "the deposit limit prompt was shown to this player" (src/features/protection/limit-prompt.tsx). */
export const LIMIT_PROMPT_KEY_PREFIX = 'deposit_limit_prompt:';

/**
 * Players that tests share when they only look (nothing they do changes the player: no payment, conversion,
 * code or offer): `player`, a fresh player with 1 000 HTG and no bonus, made once per worker; `demo`, the
 * seeded demo player with its bets and payments history (server/db/seed/history.ts).
 */
export type SharedPlayer = 'player' | 'demo';

/** The seeded demo player's login (POST authorize takes the number with its country code). */
export const DEMO_LOGIN = { login: '50937000001', password: 'demo1234' };

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export const test = base.extend<
  {
    consoleWatch: ConsoleWatch;
    showStartupPopup: boolean;
    showLimitPrompt: boolean;
    serverRendering: boolean;
    signedInAs: SharedPlayer | null;
  },
  { sharedSessions: (kind: SharedPlayer) => Promise<StorageState> }
>({
  // test.use({ signedInAs: 'player' }): the test's browser context starts signed in (its session cookie) as the
  // worker's shared player of that kind, instead of making a player and signing in through the API per test.
  signedInAs: [null, { option: true }],
  storageState: async ({ storageState, signedInAs, sharedSessions }, use) => {
    await use(signedInAs ? await sharedSessions(signedInAs) : storageState);
  },
  // One sign-in per worker and kind, made on first use: the session cookie the server set, as storage state.
  sharedSessions: [
    async ({ playwright }, use, workerInfo) => {
      const made = new Map<SharedPlayer, Promise<StorageState>>();
      const signIn = async (kind: SharedPlayer): Promise<StorageState> => {
        const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
        try {
          let login = DEMO_LOGIN;
          if (kind === 'player') {
            const reply = await request.post('/dev/players', { data: { balance: 1000 } });
            expect(reply.ok(), await reply.text()).toBe(true);
            const player = (await reply.json()) as { phone: string; password: string };
            login = { login: player.phone, password: player.password };
          }
          const reply = await request.post('/api/v1/authorize', { data: login });
          expect(reply.ok(), await reply.text()).toBe(true);
          return await request.storageState();
        } finally {
          await request.dispose();
        }
      };
      await use((kind) => {
        let state = made.get(kind);
        if (!state) {
          state = signIn(kind);
          made.set(kind, state);
        }
        return state;
      });
    },
    { scope: 'worker' },
  ],
  // Pages come rendered from the server with their data (docs/architecture.md "Server rendering"). A test that
  // changes or breaks API replies in the browser (page.route) on a page's first load needs the browser to load
  // that data itself: test.use({ serverRendering: false }) makes the server send the client-rendered shell
  // (the `ssr_api=off` test switch of server/http/pages.ts), as it does when its API is down.
  serverRendering: [true, { option: true }],
  // A page arrives as the server's HTML and becomes live when the browser has hydrated it: a click before that
  // would reach a page without its handlers. goto and reload wait for the app's mark (src/routes.tsx PageLive)
  // on the app's own pages (not on /media or /dev documents, nor when a test cut the network on purpose).
  page: async ({ page }, use) => {
    liveNavigation(page);
    // Other tabs of the test (a second app tab, a popup) wait the same way.
    page.context().on('page', liveNavigation);
    await use(page);
  },
  // docs/product.md#flows-startup-popup: the startup popup opens on / at a first visit and would cover what tests
  // click; every test marks it as just shown unless it opts in with test.use({ showStartupPopup: true }).
  showStartupPopup: [false, { option: true }],
  // docs/product.md#flows-limit-prompt: the deposit limit prompt opens before a fresh player's first deposit and would
  // cover the cashier; every test reads it as already shown (for any player) unless it opts in with
  // test.use({ showLimitPrompt: true }).
  showLimitPrompt: [false, { option: true }],
  consoleWatch: [
    async ({ page, showStartupPopup, showLimitPrompt, serverRendering, baseURL }, use) => {
      if (!serverRendering) await page.context().addCookies([{ name: 'ssr_api', value: 'off', url: baseURL ?? '' }]);
      if (!showStartupPopup || !showLimitPrompt) {
        // The popup reads as shown this very moment, by the page's own clock when it is read: a time written when the
        // document starts can be ahead of a test's page.clock (installed after this script, or held back by pauses),
        // and a last showing in the future shows the popup at once (src/machines/startup-popup: initialWait). The
        // prompt reads as shown for any player.
        await page.context().addInitScript(
          ({ popupKey, promptPrefix }) => {
            const read = Storage.prototype.getItem;
            Storage.prototype.getItem = function getItem(this: Storage, key: string) {
              if (key === popupKey) return String(Date.now());
              if (promptPrefix && key.startsWith(promptPrefix)) return 'shown';
              return read.call(this, key);
            };
          },
          {
            popupKey: showStartupPopup ? null : STARTUP_POPUP_SHOWN_AT_KEY,
            promptPrefix: showLimitPrompt ? null : LIMIT_PROMPT_KEY_PREFIX,
          },
        );
      }
      // Security (docs/architecture.md#security): every test doubles as a Content-Security-Policy check. A violation is
      // recorded in the page (window.__cspViolations, for tests that provoke one on purpose) and reported as a console
      // error, so the watch below fails the test even for violations Chromium itself does not log.
      await page.context().addInitScript(() => {
        const seen: string[] = [];
        Object.defineProperty(window, '__cspViolations', { value: seen });
        document.addEventListener('securitypolicyviolation', (event) => {
          const entry = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`;
          seen.push(entry);
          console.error(`CSP violation: ${entry}`);
        });
      });
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      // A page the server answers 404 (an unknown path: its not-found page) is logged by Chromium as a failed
      // load of the document itself; that status is the point, not an error of the app. The document is then a
      // frame's own address. (Not told apart by watching responses: a listener there costs the test runner a message
      // for every request of every test.)
      page.on('console', (message) => {
        const text = message.text();
        if (/status of 404/.test(text) && page.frames().some((frame) => frame.url() === message.location().url)) return;
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(text))) {
          problems.push(`console.error: ${text}`);
        }
        if (message.type() === 'warning' && /MISSING_TRANSLATION|Missing message/i.test(text)) {
          problems.push(`missing translation: ${text}`);
        }
        // A header the browser cannot read is ignored by it: a policy the server thinks it sets and does not.
        if (/Permissions-Policy/i.test(text)) {
          problems.push(`header: ${text}`);
        }
      });
      page.on('pageerror', (error) => {
        if (!allowed.some((pattern) => pattern.test(error.message))) problems.push(`page error: ${error.message}`);
      });
      await use({
        problems,
        allowNetworkErrors: () => allowed.push(/Failed to load resource|net::ERR/),
        allow: (pattern) => allowed.push(pattern),
      });
      expect(problems, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** goto and reload of `page` resolve once the app's page is live (its server HTML hydrated). */
function liveNavigation(page: Page) {
  // Watched in the page, a few times a frame: Playwright's own waits (a locator's waitFor, an assertion) look again
  // after 0, 20, 50, 100, 100 ms, then every 500 ms, so a page live 300 ms after its load was seen up to half a second
  // later, on every load of the suite (docs/architecture.md#quality). A document that is not the app's (no #root: a
  // /media or /dev page, the parking icon) is not waited for; nor, after 15 s, a page that never becomes live.
  const untilLive = () =>
    page
      .waitForFunction(
        () =>
          !document.getElementById('root') ||
          document.documentElement.hasAttribute('data-live') ||
          // Its route crashed into the router's fallback (src/features/errors/route-error-boundary.tsx), which never
          // becomes live: waiting the whole 15 s there would only slow the crash tests down.
          document.querySelector('[data-testid="route-error"]') !== null,
        null,
        { polling: 10, timeout: 15_000 },
      )
      .then(
        () => undefined,
        () => undefined,
      );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilLive();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await untilLive();
    return response;
  };
}

/**
 * The WCAG levels axe checks (docs/architecture.md#quality): 2.0, 2.1 and 2.2 A and AA (wcag22aa is axe's target-size
 * rule, 2.5.8; the 2.2 criteria axe cannot test are e2e/a11y-wcag22.ts's).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's own script, and the configuration @axe-core/playwright gives it for a run over frames. */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;
const AXE_CONFIGURE =
  "axe.configure({ allowedOrigins: ['<unsafe_all_origins>'], branding: { application: 'playwright' } })";

type AxeWindow = { axe: typeof import('axe-core') };
/** An axe context (include and exclude selectors), as it crosses into the page: its type is too deep to check. */
type AxeContext = unknown;
type AxeOptions = import('axe-core').RunOptions;
/** A frame's partial results as JSON, or null for a frame that could not be run. */
type AxePartialJson = string | null;
type AxeKept = { __axePartial?: import('axe-core').PartialResult };

/** Puts axe into the frame's document unless it is there already (a route change keeps the document, and axe). */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as unknown as Partial<AxeWindow>).axe?.runPartial === 'function'))
    return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(AXE_CONFIGURE);
}

/**
 * Runs axe's rules in the frame and, depth first, in the frames in it that the context reaches, as
 * @axe-core/playwright collects them (a child frame that cannot be run, gone or not loaded, adds a null). The top
 * frame's partial results stay in its page (`keep`) for finishRun there; a child frame's come back as JSON. They are
 * large (1.3 MB for the lobby: every node each rule looked at), and crossing into Node and back as an object cost
 * about 5 s a call on the 2-core machine, against 1 s for the rules themselves.
 */
async function axePartials(
  frame: Frame,
  context: AxeContext,
  options: AxeOptions,
  keep: boolean,
): Promise<AxePartialJson[]> {
  await withAxe(frame);
  const frames = await frame.evaluate(
    (c: AxeContext) =>
      (window as unknown as AxeWindow).axe.utils.getFrameContexts(c as import('axe-core').ElementContext),
    context,
  );
  const own = frame.evaluate(
    async ({ c, o, keep }: { c: AxeContext; o: AxeOptions; keep: boolean }) => {
      const partial = await (window as unknown as AxeWindow).axe.runPartial(c as import('axe-core').ElementContext, o);
      if (!keep) return JSON.stringify(partial);
      (window as unknown as AxeKept).__axePartial = partial;
      return null;
    },
    { c: context, o: options, keep },
  );
  const children: Promise<AxePartialJson[]>[] = [];
  for (const { frameSelector, frameContext } of frames) {
    const child = await frame
      .evaluateHandle((s) => (window as unknown as AxeWindow).axe.utils.shadowSelect(s), frameSelector)
      .then((handle) => handle.asElement()?.contentFrame())
      .catch(() => null);
    children.push(
      child ? axePartials(child, frameContext, options, false).catch(() => [null]) : Promise.resolve([null]),
    );
  }
  return [await own, ...(await Promise.all(children)).flat()];
}

/**
 * axe's results over the page, or over `include`: the rules of AXE_TAGS in every frame, as @axe-core/playwright's
 * analyze() runs them (runPartial in each frame, then finishRun). analyze() puts axe's 560 KB script into the page
 * on every call and finishes each run in a new blank page with axe put in again, about 2 s a call on the 2-core
 * machine; here a document keeps axe between calls, and the run finishes in the page itself (our own app's page:
 * nothing in it touches axe), where the page's own partial results already are.
 */
export async function axeResults(page: Page, options: { include?: string | string[] } = {}) {
  const include = [options.include ?? []].flat();
  const context: AxeContext = { include, exclude: [] };
  // Passes and the rest are listed by rule, each with one node: only violations are read node by node.
  const runOptions: AxeOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  const [, ...children] = await axePartials(page.mainFrame(), context, runOptions, true);
  const results = await page.evaluate(
    async ({ children, o }) => {
      const kept = window as unknown as AxeKept;
      const own = kept.__axePartial ?? null;
      delete kept.__axePartial;
      const partials = [own, ...children.map((json) => (json === null ? null : JSON.parse(json)))];
      return JSON.stringify(await (window as unknown as AxeWindow).axe.finishRun(partials, o));
    },
    { children, o: runOptions },
  );
  return JSON.parse(results) as import('axe-core').AxeResults;
}

/**
 * axe WCAG 2 A/AA over the page, or only over `include` (a selector, or several) when the test checks one part that
 * changed (an open dialog or dropdown) on a page whose whole is checked by another test: axe over the
 * full lobby takes seconds on the 2-core CI machine.
 */
export async function expectAxeClean(page: Page, options: { include?: string | string[] } = {}) {
  const result = await axeResults(page, options);
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe WCAG 2 A/AA violations').toEqual([]);
}

/**
 * Where a test parks its page between two loads, so that nothing of the app runs there (no timer, no read, no session
 * check): a same-origin document without script, the site's icon. about:blank would do the same, but the next load
 * from it starts a new renderer process, cold: a park and a load then took about 1.9 s on the 2-core machine, against
 * 0.7 s this way (docs/architecture.md#quality).
 */
export const PARKED = '/favicon.svg';

/** Leaves the app for the parking document (PARKED). */
export async function park(page: Page): Promise<void> {
  await page.goto(PARKED);
}

/** Whether the page is parked or has loaded nothing yet. */
export const isParked = (page: Page) => page.url() === 'about:blank' || new URL(page.url()).pathname === PARKED;

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** A call the page made, as its own fetch saw it: the time is the page's clock (page.clock's when installed). */
export interface PageFetch {
  method: string;
  path: string;
  at: number;
}

/**
 * Records, in the page, every fetch whose path matches `path` and every timer set for 100 ms to 29.999 s (the
 * client's retry pauses; not its 30 s call timeout, nor the 0 ms ticks of rendering), each with the page
 * clock's time. Read in the page, right after page.clock.runFor, the log says whether a call was made
 * during that run, which the network (page.route, request events) only tells some time later. Call it
 * after page.clock.install, so that the timers recorded are the fake ones.
 */
export async function recordFetches(page: Page, path: RegExp) {
  await page.addInitScript((source) => {
    const pattern = new RegExp(source);
    const log = { fetches: [] as PageFetch[], timers: [] as Array<{ ms: number; at: number }> };
    Object.defineProperty(window, '__fetchLog', { value: log });
    const fetch = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const url = new URL(request ? request.url : String(input), location.href);
      if (pattern.test(url.pathname)) {
        log.fetches.push({
          method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
          path: url.pathname,
          at: Date.now(),
        });
      }
      return fetch.call(window, input, init);
    };
    const setTimeout = window.setTimeout as unknown as (...args: unknown[]) => number;
    const recordingSetTimeout = (...args: unknown[]) => {
      const ms = args[1];
      if (typeof ms === 'number' && ms >= 100 && ms < 30_000) log.timers.push({ ms, at: Date.now() });
      return setTimeout.apply(window, args);
    };
    window.setTimeout = recordingSetTimeout as unknown as typeof window.setTimeout;
  }, path.source);
  const read = () =>
    page.evaluate(
      () =>
        (window as unknown as { __fetchLog: { fetches: PageFetch[]; timers: Array<{ ms: number; at: number }> } })
          .__fetchLog,
    );
  return {
    fetches: async () => (await read()).fetches,
    timers: async () => (await read()).timers,
  };
}

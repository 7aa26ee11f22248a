// Lighthouse 12 lab benchmark of docs/architecture.md#performance: each route RUNS times, mobile form factor with
// Lighthouse's default simulated Slow 4G throttling (150 ms RTT, 1.6 Mbps down, 4x CPU slowdown), in Debian's Chromium,
// against the built app served by the reference server (fresh in-memory database with the demo world).
// Every run is a first visit: Lighthouse clears the origin's storage and cache before it loads the page.
import { writeFileSync } from 'node:fs';
import { median, TARGETS } from './targets.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags docs/architecture.md#stack gives for this kind of machine (no background networking: the network is
// closed).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const sumBytes = (items, type) =>
  items
    .filter((item) => type === undefined || item.resourceType === type)
    .reduce((n, item) => n + (item.transferSize ?? 0), 0);

/** The figures of one Lighthouse result that the summary reports. */
export function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    jsBytes: sumBytes(requests, 'Script'),
    totalBytes: sumBytes(requests),
    requests: requests.length,
    lcpElement: lcpElement?.snippet ?? lcpElement?.nodeLabel ?? null,
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.score.toFixed(3)} ${item.node?.snippet ?? item.node?.nodeLabel ?? '?'}`),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Median of each figure over the runs of one route (the run with the median score keeps its LCP element). */
export function summarise(route, runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  const middle = byScore[Math.floor(byScore.length / 2)];
  const target = TARGETS.scoreFor(route.path);
  return {
    route: route.label,
    url: route.path,
    runs: runs.length,
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    speedIndexMs: pick('speedIndexMs'),
    jsBytes: pick('jsBytes'),
    totalBytes: pick('totalBytes'),
    requests: pick('requests'),
    lcpElement: middle?.lcpElement ?? null,
    shifts: middle?.shifts ?? [],
    report: middle?.html ?? null,
    scoreTarget: target,
    scores: runs.map((run) => run.score),
  };
}

/**
 * A logged-in first visit: Lighthouse's own storage reset would also delete the session cookie (and a Cookie
 * header added to every request is dropped by Chromium as soon as the page sets a cookie of its own), so for
 * these runs the reset is done here instead: cache and site storage cleared, then only the session cookie set.
 */
async function prepareLoggedIn(page, origin, cookie) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.clearBrowserCookies');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  const [name, value] = cookie.split('=');
  await cdp.send('Network.setCookie', { name, value, url: origin, httpOnly: true, sameSite: 'Lax' });
  await cdp.detach();
}

/** Runs Lighthouse `runs` times on every route against `origin`; `cookie` (name=value) logs the player in. */
export async function runLighthouse({ origin, routes, runs, cookie, onRun = () => {} }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { default: puppeteer } = await import('puppeteer-core');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const results = [];
  try {
    for (const route of routes) {
      const figures = [];
      for (let i = 0; i < runs; i += 1) {
        const flags = {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: route.loggedIn === true,
        };
        // Lighthouse now and then loses its own trace (NO_NAVSTART): that run is measured again, once.
        let result;
        let run;
        for (let attempt = 1; ; attempt += 1) {
          const page = await browser.newPage();
          if (route.loggedIn) await prepareLoggedIn(page, origin, cookie);
          result = await lighthouse(`${origin}${route.path}`, flags, undefined, page);
          await page.close();
          if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
          run = figuresOf(result.lhr);
          if (!run.runtimeError) break;
          if (attempt === 2 || !/NO_NAVSTART|trace/i.test(run.runtimeError)) {
            throw new Error(`Lighthouse failed on ${route.path}: ${run.runtimeError}`);
          }
          console.warn(`  ${route.path} #${i + 1}: Lighthouse lost its trace, measuring again`);
        }
        if (route.loggedIn && result.lhr.finalDisplayedUrl !== `${origin}${route.path}`) {
          throw new Error(`${route.path} was not shown logged in (ended on ${result.lhr.finalDisplayedUrl})`);
        }
        if (process.env.BENCH_LHR_DIR) {
          const slug = route.path.replace(/[^\w-]+/g, '_');
          writeFileSync(`${process.env.BENCH_LHR_DIR}/lhr${slug}-${i + 1}.json`, JSON.stringify(result.lhr));
        }
        run.html = result.report;
        figures.push(run);
        onRun(route, i + 1, run);
      }
      results.push(summarise(route, figures));
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return results;
}

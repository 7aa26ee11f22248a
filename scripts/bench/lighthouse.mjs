// Lighthouse 12 lab benchmark of docs/architecture.md#performance: each route RUNS times, mobile form factor, simulated
// throttling, in Debian's Chromium, against the built app served by the reference server (fresh in-memory database
// with the demo world). The CPU is one emulated low-tier phone on every host (scripts/perf/phone.mjs): before the runs,
// the host's Lighthouse benchmark index is measured in the same Chromium (median of 3), and every run's
// cpuSlowdownMultiplier is that index ÷ 264 instead of Lighthouse's fixed 4x. The network is Slow 4G, or Regular 3G
// with BENCH_NETWORK=3g (Lighthouse's own profiles, core/config/constants.js).
// Every run is a first visit: Lighthouse clears the origin's storage and cache before it loads the page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js';
import { benchmarkIndex, CHROME_FLAGS, LOW_TIER_PHONE_INDEX, phoneSlowdown } from '../perf/phone.mjs';
import { median, TARGETS } from './targets.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The simulated networks, as Lighthouse defines them: in 'simulate' mode it models rttMs and throughputKbps; the
 * request latency and download/upload throughputs (the same figures with DevTools' adjustment factors) are what
 * its 'devtools' mode would apply, kept consistent here.
 */
export const NETWORKS = {
  slow4g: {
    name: 'slow4g',
    label: 'Slow 4G',
    summary: '150 ms RTT, 1.6 Mbps down, 750 Kbps up',
    throttling: LIGHTHOUSE_THROTTLING.mobileSlow4G,
  },
  '3g': {
    name: '3g',
    label: 'Regular 3G',
    summary: '300 ms RTT, 700 Kbps down, 700 Kbps up',
    throttling: LIGHTHOUSE_THROTTLING.mobileRegular3G,
  },
};

/** The network named by BENCH_NETWORK (unset, '4g' or 'slow4g': Slow 4G; '3g': Regular 3G). */
export function networkOf(name = process.env.BENCH_NETWORK) {
  const key = (name ?? '').trim().toLowerCase();
  if (key === '' || key === '4g' || key === 'slow4g') return NETWORKS.slow4g;
  if (key === '3g') return NETWORKS['3g'];
  throw new Error(`BENCH_NETWORK=${name}: expected 3g (Regular 3G) or nothing (Slow 4G)`);
}

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
  // The floor and the no-JavaScript snapshots are yardsticks: they have no target of their own.
  const target = route.yardstick ? null : TARGETS.scoreFor(route.path);
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

/**
 * The host's Lighthouse benchmark index, median of `runs`, measured on a blank page of `browser` (unthrottled), and
 * the CPU slowdown that makes the host the low-tier phone.
 */
export async function measurePhone(browser, runs = 3) {
  const page = await browser.newPage();
  try {
    const { index, indexes } = await benchmarkIndex((source) => page.evaluate(source), runs);
    if (!Number.isFinite(index)) throw new Error(`The host's benchmark index could not be measured (${indexes})`);
    return { index, indexes, phoneIndex: LOW_TIER_PHONE_INDEX, multiplier: phoneSlowdown(index) };
  } finally {
    await page.close();
  }
}

/**
 * Runs Lighthouse `runs` times on every route against `origin`; `cookie` (name=value) logs the player in. The
 * emulated phone is measured first (`onPhone(phone)` is told); returns it with the routes' summaries.
 */
export async function runLighthouse({ origin, routes, runs, cookie, network, onPhone = () => {}, onRun = () => {} }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { default: puppeteer } = await import('puppeteer-core');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const results = [];
  let phone;
  try {
    phone = await measurePhone(browser);
    onPhone(phone);
    const throttling = { ...network.throttling, cpuSlowdownMultiplier: phone.multiplier };
    for (const route of routes) {
      const figures = [];
      for (let i = 0; i < runs; i += 1) {
        const flags = {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: route.loggedIn === true,
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          throttling,
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
          const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
          if (applied !== phone.multiplier) {
            throw new Error(`Lighthouse ran ${route.path} with a ${applied}x CPU slowdown, not ${phone.multiplier}x`);
          }
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
          mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
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
  return { phone, rows: results };
}

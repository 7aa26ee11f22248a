#!/usr/bin/env node
// `npm run bench` (docs/architecture.md#performance): builds the app, serves it with the reference server on a fresh
// in-memory database, runs Lighthouse 12 three times per route (scripts/bench/lighthouse.mjs) on one emulated
// low-tier phone whatever the host (CPU slowdown = the host's benchmark index ÷ 264, scripts/perf/phone.mjs),
// measures the initial JavaScript of / (scripts/initial-js.mjs) and the API's hot reads (scripts/bench/api.mjs),
// prints the table and writes reports/perf/summary.md and summary.json. Exits 1 when a target is missed, after
// writing the report.
// The same server also serves two kinds of yardstick with no JavaScript, measured the same way:
// - the floor, a static page (scripts/bench/floor.html): every route's LCP is reported as a multiple of the floor's;
// - each route's snapshot: the server's HTML of that route with its scripts and module preloads removed, written to
//   dist/bench-snapshot/; the route's TBT beside its snapshot's is what hydration and app start cost.
// Each route's figures are also shown beside those of scripts/bench/baseline-csr.json.
// BENCH_NETWORK=3g runs Regular 3G instead of Slow 4G. BENCH_RUNS (default 3), BENCH_ROUTES (comma-separated first
// path segments, e.g. /,/promo), BENCH_SKIP_BUILD=1, BENCH_SKIP_API=1 and BENCH_LHR_DIR (write every run's raw
// Lighthouse JSON there) help when iterating on one route.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { userAgents } from 'lighthouse/core/config/constants.js';
import { apiMarkdown, freePort, runApiBench, startServer } from './bench/api.mjs';
import { BASELINE_FILE, readBaseline } from './bench/baseline.mjs';
import { networkOf, runLighthouse } from './bench/lighthouse.mjs';
import { lcpTargetMs, missesOf, TARGETS } from './bench/targets.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { initialJavaScript } from './initial-js.mjs';
import { run } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DIST = 'dist';
const OUT = 'reports/perf';
const DEMO = { login: '50937000001', password: 'demo1234' };
const BASELINE = relative(process.cwd(), BASELINE_FILE);
const FLOOR = { label: 'floor: static HTML, no JS', path: '/bench-floor.html', yardstick: true };
/** Where the routes' no-JavaScript snapshots are written, under dist/ (served as static files while the bench runs). */
const SNAPSHOTS = '/bench-snapshot';
const NETWORK = networkOf();
const runsText = `${RUNS} run${RUNS === 1 ? '' : 's'}`;

/** Writes the floor page into the build, linking the same stylesheets as dist/index.html. */
function writeFloor() {
  const links = readFileSync(`${DIST}/index.html`, 'utf8').match(/<link[^>]+rel="stylesheet"[^>]*>/g);
  if (!links) throw new Error(`${DIST}/index.html links no stylesheet for the floor page`);
  const template = readFileSync(new URL('./bench/floor.html', import.meta.url), 'utf8');
  writeFileSync(`${DIST}${FLOOR.path}`, template.replace('<!-- stylesheets -->', links.join('\n    ')));
}

const slugOf = (path) => path.replace(/^\//, '').replace(/[^\w-]+/g, '-') || 'home';

/**
 * A page's HTML with no JavaScript: every <script> (the app's modules and its inline data) and every preload of a
 * script removed; stylesheets, images and preloads of images and fonts kept. The <base> makes any relative URL
 * resolve as it does on the route itself.
 */
function withoutScripts(html, path) {
  const preloadsScript = (tag) =>
    /\brel\s*=\s*["']?modulepreload\b/i.test(tag) ||
    (/\brel\s*=\s*["']?preload\b/i.test(tag) && /\bas\s*=\s*["']?script\b/i.test(tag));
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (preloadsScript(tag) ? '' : tag))
    .replace(
      /<head\b[^>]*>/i,
      (head) => `${head}\n    <base href="${path.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" />`,
    );
  if (/<script\b/i.test(stripped) || !/<base\b/i.test(stripped))
    throw new Error(`${path}: could not strip its scripts`);
  return stripped;
}

/**
 * Writes the no-JavaScript snapshot of `route` into the build: the server's HTML of it as Lighthouse's emulated phone
 * gets it (logged-in routes with the session cookie), without scripts. Returns the snapshot's route.
 */
async function writeSnapshot(origin, route, cookie) {
  const headers = { 'User-Agent': userAgents.mobile, 'Accept-Language': 'en-US,en;q=0.9', Accept: 'text/html' };
  if (route.loggedIn) headers.Cookie = cookie;
  const response = await fetch(`${origin}${route.path}`, { headers, redirect: 'manual' });
  if (response.status !== 200 || !/text\/html/.test(response.headers.get('content-type') ?? '')) {
    throw new Error(
      `${route.path}: HTTP ${response.status} ${response.headers.get('content-type')}, not a page to snapshot`,
    );
  }
  const path = `${SNAPSHOTS}/${slugOf(route.path)}.html`;
  writeFileSync(`${DIST}${path}`, withoutScripts(await response.text(), route.path));
  return { label: `↳ ${route.label} · no-JS snapshot`, path, yardstick: true };
}

async function getJson(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { body: await response.json(), response };
}

/** A group and one of its demo games from the seeded catalogue, and a session cookie of the demo player. */
async function discover(origin) {
  const { body: groups } = await getJson(`${origin}/api/v1/games/groups`);
  const group = groups.list.find((item) => item.info?.games?.list?.some((game) => game.is_demo));
  const game = group?.info.games.list.find((item) => item.is_demo);
  if (!group || !game) throw new Error('The seeded catalogue has no group with a demo game');
  const { body, response } = await getJson(`${origin}/api/v1/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!body.success || !cookie) throw new Error('The demo player could not log in');
  return { group: group.alias, game: game.id, cookie: cookie.split(';')[0] };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;
const gzipKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const change = (before, after, format) => `${before === undefined ? '—' : format(before)} → ${format(after)}`;

/** Per route, the baseline's figures (client rendering) → this run's. */
function comparison({ rows, floor, baseline, initialJs, meta }) {
  if (!baseline) return ['## Before → after', '', `No baseline to compare with: ${BASELINE} is missing.`, ''];
  // Baselines from before the emulated phone were measured with Lighthouse's fixed 4x slowdown on Slow 4G.
  const before = baseline.throttling ?? { cpuSlowdownMultiplier: 4, network: 'Slow 4G' };
  const sameThrottling =
    before.network === meta.network.label &&
    Math.abs(before.cpuSlowdownMultiplier - meta.phone.multiplier) < 0.05 * meta.phone.multiplier;
  return [
    '## Before → after server rendering',
    '',
    `Before: the client-rendered app at commit ${baseline.commit.replace(/^(\w{7})\w*/, '$1')}, measured ` +
      `${baseline.date.slice(0, 10)} (median of ${baseline.runs} runs, \`${BASELINE}\`). After: this run.`,
    ...(sameThrottling
      ? []
      : [
          `Before ran with a ${before.cpuSlowdownMultiplier.toFixed(2)}x CPU slowdown on ${before.network}, this run ` +
            `with ${meta.phone.multiplier.toFixed(2)}x on ${meta.network.label}: the figures that depend on the CPU ` +
            '(score, TBT, LCP) are not measured on the same phone.',
        ]),
    `LCP ÷ floor: this run's LCP over the floor's (${seconds(floor.lcpMs)}).`,
    '',
    '| Route | Score | LCP | TBT | CLS | LCP ÷ floor |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => {
      const old = baseline.routes[row.route] ?? {};
      return (
        `| ${row.route} | ${change(old.score, row.score, String)} | ${change(old.lcpMs, row.lcpMs, seconds)} | ` +
        `${change(old.tbtMs, row.tbtMs, millis)} | ${change(old.cls, row.cls, (cls) => cls.toFixed(3))} | ` +
        `${row.lcpToFloor.toFixed(2)}× |`
      );
    }),
    '',
    `Initial JavaScript of /: ${change(baseline.initialJsBytes, initialJs.totalBytes, gzipKb)} gzip.`,
    '',
  ];
}

/** The emulated phone and network, for the report's header and the console. */
function throttlingLine({ phone, network }) {
  const clamped = phone.multiplier === 1 && phone.index < phone.phoneIndex ? ' (clamped: the host is slower)' : '';
  return (
    `Emulated low-tier phone: host benchmark index ${phone.index} (runs ${phone.indexes.join(', ')}) ÷ ` +
    `${phone.phoneIndex} = **${phone.multiplier.toFixed(2)}x CPU slowdown**${clamped} · simulated ${network.label} ` +
    `(${network.summary})`
  );
}

function tableRow(row) {
  const target = row.scoreTarget === null ? '' : ` (${row.scoreTarget})`;
  const overSnapshot = row.snapshot
    ? `${row.tbtMs >= row.snapshot.tbtMs ? '+' : '−'}${millis(Math.abs(row.tbtMs - row.snapshot.tbtMs))}`
    : '—';
  const misses = row.misses.join('; ') || '—';
  return (
    `| ${row.route} | ${row.score}${target} | ${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ` +
    `${row.lcpToFloor.toFixed(2)}× | ${millis(row.tbtMs)} | ${overSnapshot} | ${row.cls.toFixed(3)} | ` +
    `${kb(row.jsBytes)} | ${kb(row.totalBytes)} | ${row.scores.join(' ')} | ${misses} |`
  );
}

function markdown({ rows, floor, baseline, initialJs, firstVisit, api, meta }) {
  const all = [...rows.flatMap((row) => [row, row.snapshot]), floor];
  const lcpRule =
    meta.network.name === '3g'
      ? `LCP ≤ ${TARGETS.lcpToFloor3g} × the floor's (${seconds(meta.lcpTargetMs)} on ${meta.network.label})`
      : `LCP ≤ ${TARGETS.lcpMs / 1000} s`;
  const lines = [
    '# Performance benchmark',
    '',
    `${meta.date} · Lighthouse ${meta.lighthouse} · ${meta.chromium} · mobile form factor, simulated throttling.`,
    `${throttlingLine(meta)}.`,
    `Median of ${runsText} per route · first visits (storage and cache cleared).`,
    '',
    '| Route | Score (target) | FCP | LCP | LCP ÷ floor | TBT | TBT − snapshot TBT | CLS | JS | Total | Runs | Misses |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...all.map(tableRow),
    '',
    `Targets (docs/architecture.md#performance, on the emulated phone): score ≥ ${TARGETS.score} ` +
      `(/clubs ≥ ${TARGETS.clubsScore}), ${lcpRule}, TBT ≤ ${TARGETS.tbtMs} ms and ≤ the route's snapshot TBT + ` +
      `${TARGETS.tbtOverSnapshotMs} ms, CLS ≤ ${TARGETS.cls}.`,
    `A route's no-JS snapshot (\`${SNAPSHOTS}/<route>.html\`) is the server's HTML of that route with every \`<script>\` ` +
      'and module preload removed, run the same way: TBT − snapshot TBT is what hydration and app start cost. ' +
      `The floor (\`${FLOOR.path}\`, from \`scripts/bench/floor.html\`) is the boot bar and the first home banner with ` +
      "the app's stylesheet and no JavaScript. Snapshots and the floor have no targets; both are served by the same server.",
    '',
    `- Initial JavaScript of /: **${gzipKb(initialJs.totalBytes)} gzip** (target ≤ ${TARGETS.initialJsKb} KB), ` +
      `${initialJs.initial.length} files.`,
    `- First visit to / transferred **${(firstVisit / 1024).toFixed(0)} KB** (median; target ≤ ${TARGETS.firstVisitKb} KB, images included).`,
    '',
    ...comparison({ rows, floor, baseline, initialJs, meta }),
    '## LCP element per route (median run)',
    '',
    ...all.map((row) => `- ${row.route}: \`${(row.lcpElement ?? 'none').replaceAll('`', "'").slice(0, 140)}\``),
    '',
    '## Largest layout shifts per route (median run)',
    '',
    ...all.map(
      (row) =>
        `- ${row.route}: ${row.shifts.map((shift) => `\`${shift.replaceAll('`', "'").slice(0, 120)}\``).join(', ') || 'none'}`,
    ),
    '',
    'Full Lighthouse reports of the median runs: `reports/perf/lighthouse-*.html`.',
    '',
  ];
  if (api) lines.push('## API hot reads (autocannon)', '', api.markdown, '');
  return lines.join('\n');
}

async function main() {
  const started = Date.now();
  ensureChromium();
  // `npm run build` is whatever the production build is (with server rendering, also the server's renderer).
  if (process.env.BENCH_SKIP_BUILD !== '1') run('npm', ['run', 'build', '--silent']);
  const initialJs = initialJavaScript(DIST);
  writeFloor();
  const port = await freePort();
  const server = await startServer({ port, staticDir: DIST, mode: 'test' });
  const { origin } = server;
  let rows;
  let floor;
  let phone;
  try {
    const { group, game, cookie } = await discover(origin);
    const routes = [
      { label: '/', path: '/' },
      { label: '/games/{group}', path: `/games/${group}` },
      { label: '/games/{group}/{game}', path: `/games/${group}/${game}` },
      { label: '/promo', path: '/promo' },
      { label: '/blog', path: '/blog' },
      { label: '/clubs', path: '/clubs' },
      { label: '/login', path: '/login' },
      { label: '/deposit (logged in)', path: '/deposit', loggedIn: true },
      { label: '/payments (logged in)', path: '/payments', loggedIn: true },
    ];
    const only = process.env.BENCH_ROUTES?.split(',').map((label) => label.trim());
    const chosen = only
      ? routes.filter((route) => only.includes(route.path.split('/').slice(0, 2).join('/') || '/'))
      : routes;
    mkdirSync(`${DIST}${SNAPSHOTS}`, { recursive: true });
    const measured = [];
    for (const route of chosen) measured.push(route, await writeSnapshot(origin, route, cookie));
    console.log(
      `Lighthouse: ${chosen.length} routes, their no-JS snapshots and the floor × ${runsText} against ${origin}, ` +
        `${NETWORK.label}`,
    );
    let results;
    ({ phone, rows: results } = await runLighthouse({
      origin,
      routes: [...measured, FLOOR],
      runs: RUNS,
      cookie,
      network: NETWORK,
      onPhone: (measuredPhone) =>
        console.log(throttlingLine({ phone: measuredPhone, network: NETWORK }).replaceAll('**', '')),
      onRun: (route, i, figures) =>
        console.log(
          `  ${route.path} #${i}: score ${figures.score}, LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, ` +
            `CLS ${figures.cls.toFixed(3)}, ${kb(figures.totalBytes)}`,
        ),
    }));
    floor = results.pop(); // it ran last
    // Each route ran just before its snapshot.
    rows = [];
    for (let i = 0; i < results.length; i += 2) rows.push({ ...results[i], snapshot: results[i + 1] });
  } finally {
    await server.stop();
    rmSync(`${DIST}${FLOOR.path}`, { force: true });
    rmSync(`${DIST}${SNAPSHOTS}`, { recursive: true, force: true });
  }
  const baseline = readBaseline();
  const lcpTarget = lcpTargetMs(NETWORK.name, floor.lcpMs);
  for (const row of rows) {
    row.misses = missesOf(row, { network: NETWORK.name, floorLcpMs: floor.lcpMs });
    row.lcpToFloor = row.lcpMs / floor.lcpMs;
    row.tbtOverSnapshotMs = row.tbtMs - row.snapshot.tbtMs;
    Object.assign(row.snapshot, { misses: [], lcpToFloor: row.snapshot.lcpMs / floor.lcpMs });
    row.before = baseline?.routes[row.route] ?? null;
  }
  Object.assign(floor, { misses: [], lcpToFloor: 1 });
  const home = rows.find((row) => row.url === '/');
  const firstVisit = home?.totalBytes ?? Number.NaN;
  const apiReport =
    process.env.BENCH_SKIP_API === '1' ? null : await runApiBench({ durationS: 10, staticDir: DIST, log: () => {} });
  const api = apiReport ? { ...apiReport, markdown: apiMarkdown(apiReport).replace(/^# .*\n+/, '') } : null;

  const { default: lighthousePackage } = await import('lighthouse/package.json', { with: { type: 'json' } });
  const meta = {
    date: new Date().toISOString(),
    lighthouse: lighthousePackage.version,
    chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    phone,
    network: {
      name: NETWORK.name,
      label: NETWORK.label,
      summary: NETWORK.summary,
      throttling: { ...NETWORK.throttling, cpuSlowdownMultiplier: phone.multiplier },
    },
    lcpTargetMs: lcpTarget,
  };
  const overall = [];
  if (initialJs.totalBytes / 1024 > TARGETS.initialJsKb) {
    overall.push(`initial JS of / ${(initialJs.totalBytes / 1024).toFixed(1)} KB > ${TARGETS.initialJsKb} KB`);
  }
  if (firstVisit / 1024 > TARGETS.firstVisitKb)
    overall.push(`first visit ${kb(firstVisit)} > ${TARGETS.firstVisitKb} KB`);
  const misses = [...rows.flatMap((row) => row.misses.map((miss) => `${row.route}: ${miss}`)), ...overall];

  mkdirSync(OUT, { recursive: true });
  // The Lighthouse report of each route's median run, for finding what to fix.
  for (const row of [...rows.flatMap((route) => [route, route.snapshot]), floor]) {
    const slug = slugOf(row.url.replace(/\.html$/, ''));
    if (row.report) writeFileSync(`${OUT}/lighthouse-${slug}.html`, row.report);
    row.report = `lighthouse-${slug}.html`;
  }
  const summary = {
    meta,
    targets: { ...TARGETS, scoreFor: undefined, lcpTargetMs: lcpTarget },
    rows,
    floor,
    baseline: baseline && { file: BASELINE, commit: baseline.commit, date: baseline.date },
    initialJs,
    firstVisitBytes: firstVisit,
    api,
    misses,
  };
  writeFileSync(`${OUT}/summary.json`, `${JSON.stringify(summary, null, 2)}\n`);
  const md = markdown({ rows, floor, baseline, initialJs, firstVisit, api, meta });
  writeFileSync(`${OUT}/summary.md`, md);
  console.log(`\n${md}`);
  console.log(`Wrote ${OUT}/summary.md and summary.json in ${((Date.now() - started) / 60000).toFixed(1)} min`);
  if (misses.length > 0) {
    console.error(`Targets missed:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();

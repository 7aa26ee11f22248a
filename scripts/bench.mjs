#!/usr/bin/env node
// `npm run bench` (docs/architecture.md, Performance): builds the app, serves it with the reference server on a fresh
// in-memory database, runs Lighthouse 12 three times per route (scripts/bench/lighthouse.mjs), measures the initial
// JavaScript of / (scripts/initial-js.mjs) and the API's hot reads (scripts/bench/api.mjs), prints the table and
// writes reports/perf/summary.md and summary.json. Exits 1 when a target is missed, after writing the report.
// The same server also serves the floor, a static page with no JavaScript (scripts/bench/floor.html): every route's
// LCP is reported as a multiple of the floor's, and its figures beside those of scripts/bench/baseline-csr.json.
// BENCH_RUNS (default 3), BENCH_ROUTES (comma-separated first path segments, e.g. /,/promo), BENCH_SKIP_BUILD=1,
// BENCH_SKIP_API=1 and BENCH_LHR_DIR (write every run's raw Lighthouse JSON there) help
// when iterating on one route.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { apiMarkdown, freePort, runApiBench, startServer } from './bench/api.mjs';
import { BASELINE_FILE, readBaseline } from './bench/baseline.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { missesOf, TARGETS } from './bench/targets.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { initialJavaScript } from './initial-js.mjs';
import { run } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DIST = 'dist';
const OUT = 'reports/perf';
const DEMO = { login: '50937000001', password: 'demo1234' };
const BASELINE = relative(process.cwd(), BASELINE_FILE);
const FLOOR = { label: 'floor: static HTML, no JS', path: '/bench-floor.html' };

/** Writes the floor page into the build, linking the same stylesheets as dist/index.html. */
function writeFloor() {
  const links = readFileSync(`${DIST}/index.html`, 'utf8').match(/<link[^>]+rel="stylesheet"[^>]*>/g);
  if (!links) throw new Error(`${DIST}/index.html links no stylesheet for the floor page`);
  const template = readFileSync(new URL('./bench/floor.html', import.meta.url), 'utf8');
  writeFileSync(`${DIST}${FLOOR.path}`, template.replace('<!-- stylesheets -->', links.join('\n    ')));
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
function comparison({ rows, floor, baseline, initialJs }) {
  if (!baseline) return ['## Before → after', '', `No baseline to compare with: ${BASELINE} is missing.`, ''];
  return [
    '## Before → after server rendering',
    '',
    `Before: the client-rendered app at commit ${baseline.commit.replace(/^(\w{7})\w*/, '$1')}, measured ` +
      `${baseline.date.slice(0, 10)} (median of ${baseline.runs} runs, \`${BASELINE}\`). After: this run.`,
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

function markdown({ rows, floor, baseline, initialJs, firstVisit, api, meta }) {
  const all = [...rows, floor];
  const lines = [
    '# Performance benchmark',
    '',
    `${meta.date} · Lighthouse ${meta.lighthouse} · ${meta.chromium} · mobile form factor, simulated Slow 4G`,
    `(150 ms RTT, 1.6 Mbps, 4x CPU slowdown) · median of ${RUNS} runs per route · first visits (storage and cache cleared).`,
    '',
    '| Route | Score (target) | FCP | LCP | LCP ÷ floor | TBT | CLS | JS | Total | Runs | Misses |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...all.map(
      (row) =>
        `| ${row.route} | ${row.score}${row === floor ? '' : ` (${row.scoreTarget})`} | ${seconds(row.fcpMs)} | ` +
        `${seconds(row.lcpMs)} | ${row.lcpToFloor.toFixed(2)}× | ${millis(row.tbtMs)} | ${row.cls.toFixed(3)} | ` +
        `${kb(row.jsBytes)} | ${kb(row.totalBytes)} | ${row.scores.join(' ')} | ${row.misses.join('; ') || '—'} |`,
    ),
    '',
    `Targets: score ≥ ${TARGETS.score} (/clubs ≥ ${TARGETS.clubsScore}), LCP ≤ ${TARGETS.lcpMs / 1000} s, ` +
      `TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}. The floor (\`${FLOOR.path}\`, from \`scripts/bench/floor.html\`) ` +
      "has none: it is the boot bar and the first home banner with the app's stylesheet and no JavaScript, served by the same server.",
    '',
    `- Initial JavaScript of /: **${gzipKb(initialJs.totalBytes)} gzip** (target ≤ ${TARGETS.initialJsKb} KB), ` +
      `${initialJs.initial.length} files.`,
    `- First visit to / transferred **${(firstVisit / 1024).toFixed(0)} KB** (median; target ≤ ${TARGETS.firstVisitKb} KB, images included).`,
    '',
    ...comparison({ rows, floor, baseline, initialJs }),
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
  try {
    const { group, game, cookie } = await discover(origin);
    const routes = [
      { label: '/', path: '/' },
      { label: '/games/{group}', path: `/games/${group}` },
      { label: '/games/{group}/{game}', path: `/games/${group}/${game}` },
      { label: '/promo', path: '/promo' },
      { label: '/blog', path: '/blog' },
      { label: '/clubs', path: '/clubs' },
      { label: '/deposit (logged in)', path: '/deposit', loggedIn: true },
      { label: '/payments (logged in)', path: '/payments', loggedIn: true },
    ];
    const only = process.env.BENCH_ROUTES?.split(',').map((label) => label.trim());
    const chosen = only
      ? routes.filter((route) => only.includes(route.path.split('/').slice(0, 2).join('/') || '/'))
      : routes;
    console.log(`Lighthouse: ${chosen.length} routes and the floor × ${RUNS} runs against ${origin}`);
    rows = await runLighthouse({
      origin,
      routes: [...chosen, FLOOR],
      runs: RUNS,
      cookie,
      onRun: (route, i, figures) =>
        console.log(
          `  ${route.path} #${i}: score ${figures.score}, LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, ` +
            `CLS ${figures.cls.toFixed(3)}, ${kb(figures.totalBytes)}`,
        ),
    });
    floor = rows.pop(); // it ran last
  } finally {
    await server.stop();
    rmSync(`${DIST}${FLOOR.path}`, { force: true });
  }
  const baseline = readBaseline();
  for (const row of rows) {
    row.misses = missesOf(row);
    row.lcpToFloor = row.lcpMs / floor.lcpMs;
    row.before = baseline?.routes[row.route] ?? null;
  }
  Object.assign(floor, { scoreTarget: null, misses: [], lcpToFloor: 1 });
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
  for (const row of [...rows, floor]) {
    const slug = row.url.replace(/^\//, '').replace(/[^\w-]+/g, '-') || 'home';
    if (row.report) writeFileSync(`${OUT}/lighthouse-${slug}.html`, row.report);
    row.report = `lighthouse-${slug}.html`;
  }
  const summary = {
    meta,
    targets: { ...TARGETS, scoreFor: undefined },
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

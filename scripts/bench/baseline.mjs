// The figures of the client-rendered app, measured before server rendering, that scripts/bench.mjs shows beside
// each run's own: scripts/bench/baseline-csr.json. To record them again, run the bench in a clean checkout of the
// commit to measure, then there: node scripts/bench/baseline.mjs [reports/perf/summary.json]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASELINE_FILE = fileURLToPath(new URL('./baseline-csr.json', import.meta.url));
const FIGURES = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsBytes'];
const rounded = (key, value) => (key === 'cls' ? Number(value.toFixed(4)) : Math.round(value));

/** The committed baseline, or null when there is none. */
export const readBaseline = () => (existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) : null);

/** A bench summary (reports/perf/summary.json) reduced to the baseline's figures, keyed by route label. */
export const baselineOf = (summary, commit) => ({
  date: summary.meta.date,
  commit,
  lighthouse: summary.meta.lighthouse,
  runs: summary.rows[0]?.runs,
  initialJsBytes: summary.initialJs.totalBytes,
  // The emulated phone and network it ran on (absent: Lighthouse's fixed 4x CPU slowdown on Slow 4G).
  throttling: summary.meta.phone && {
    cpuSlowdownMultiplier: summary.meta.phone.multiplier,
    network: summary.meta.network.label,
  },
  routes: Object.fromEntries(
    summary.rows.map((row) => [row.route, Object.fromEntries(FIGURES.map((key) => [key, rounded(key, row[key])]))]),
  ),
});

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const summary = JSON.parse(readFileSync(process.argv[2] ?? 'reports/perf/summary.json', 'utf8'));
  // The measured checkout's commit (never a tag name), with "-dirty" when it had uncommitted changes.
  const describe = ['describe', '--always', '--dirty', '--abbrev=40', '--exclude=*'];
  const commit = execFileSync('git', describe, { encoding: 'utf8' }).trim();
  writeFileSync(BASELINE_FILE, `${JSON.stringify(baselineOf(summary, commit), null, 2)}\n`);
  console.log(`Wrote ${BASELINE_FILE}: commit ${commit}, measured ${summary.meta.date}`);
}

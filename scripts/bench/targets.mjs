// Targets of docs/architecture.md#performance for the emulated low-tier phone (scripts/perf/phone.mjs), checked by
// `npm run bench` (scripts/bench.mjs) against the median of the runs.
export const TARGETS = {
  score: 90,
  /** /clubs draws a MapLibre map: its own bar (today the same as every route's). */
  clubsScore: 90,
  /** LCP on Slow 4G. */
  lcpMs: 2000,
  /** With BENCH_NETWORK=3g, LCP may be at most this multiple of the floor's (the static page with no JavaScript). */
  lcpToFloor3g: 1.5,
  tbtMs: 300,
  /** What hydration and app start may block beyond the route's no-JavaScript snapshot. */
  tbtOverSnapshotMs: 100,
  cls: 0.02,
  /** Initial JavaScript of / in gzip (scripts/size.mjs counts the same files). */
  initialJsKb: 100,
  /** Everything a first visit to / transfers, images included. */
  firstVisitKb: 400,
  scoreFor: (path) => (path.startsWith('/clubs') ? TARGETS.clubsScore : TARGETS.score),
};

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The LCP bar of a run on `network` ('slow4g' or '3g'): 2 s, or on 3G 1.5 × the floor's LCP. */
export const lcpTargetMs = (network, floorLcpMs) =>
  network === '3g' ? TARGETS.lcpToFloor3g * floorLcpMs : TARGETS.lcpMs;

const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The misses of one route's medians, as readable strings (none when it meets every target). `row.snapshot` is the
 * route's no-JavaScript snapshot (its medians), `floorLcpMs` the floor's LCP.
 */
export function missesOf(row, { network = 'slow4g', floorLcpMs = Number.NaN } = {}) {
  const misses = [];
  if (row.score < row.scoreTarget) misses.push(`score ${row.score} < ${row.scoreTarget}`);
  const lcpBar = lcpTargetMs(network, floorLcpMs);
  if (network === '3g' && !Number.isFinite(lcpBar)) misses.push('LCP: no floor LCP to compare with');
  else if (row.lcpMs > lcpBar) {
    const bar = network === '3g' ? `${TARGETS.lcpToFloor3g} × floor = ${secs(lcpBar)}` : secs(lcpBar);
    misses.push(`LCP ${secs(row.lcpMs)} > ${bar}`);
  }
  if (row.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${Math.round(row.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  if (row.snapshot && row.tbtMs > row.snapshot.tbtMs + TARGETS.tbtOverSnapshotMs) {
    misses.push(
      `TBT ${Math.round(row.tbtMs)} ms > snapshot ${Math.round(row.snapshot.tbtMs)} + ${TARGETS.tbtOverSnapshotMs} ms`,
    );
  }
  if (row.cls > TARGETS.cls) misses.push(`CLS ${row.cls.toFixed(3)} > ${TARGETS.cls}`);
  return misses;
}

// Targets of docs/architecture.md#performance, checked by `npm run bench` (scripts/bench.mjs) against the median of the
// runs.
export const TARGETS = {
  score: 98,
  /** /clubs draws a MapLibre map: its own, lower bar. */
  clubsScore: 90,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.02,
  /** Initial JavaScript of / in gzip (scripts/size.mjs counts the same files). */
  initialJsKb: 120,
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

/** The misses of one route's medians, as readable strings ('' when it meets every target). */
export function missesOf(row) {
  const misses = [];
  if (row.score < row.scoreTarget) misses.push(`score ${row.score} < ${row.scoreTarget}`);
  if (row.lcpMs > TARGETS.lcpMs) misses.push(`LCP ${(row.lcpMs / 1000).toFixed(2)} s > ${TARGETS.lcpMs / 1000} s`);
  if (row.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${Math.round(row.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  if (row.cls > TARGETS.cls) misses.push(`CLS ${row.cls.toFixed(3)} > ${TARGETS.cls}`);
  return misses;
}

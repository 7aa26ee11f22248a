// One emulated phone on every host (docs/architecture.md#performance): Lighthouse's 4x CPU slowdown emulates a faster
// phone on a faster host, and hosts of this kind differ by 1.5x run to run. So the slowdown is computed per run from
// the host's own speed: Lighthouse's benchmark index (the same page function Lighthouse runs before every audit),
// divided by 264, the index DevTools calibrates as a low-tier phone. `npm run bench` and the CPU guard of `npm test`
// (scripts/cpu-guard.mjs) both use it.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from '../bench/targets.mjs';

/** DevTools' calibration point for a low-tier mobile phone (Lighthouse's "CPU throttling calculator"). */
export const LOW_TIER_PHONE_INDEX = 264;

/** The flags docs/architecture.md#stack gives for Debian's Chromium on this kind of machine. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const BENCHMARK_SOURCE = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/**
 * The host's Lighthouse benchmark index, measured `runs` times in `evaluate` (a function that runs a script in an
 * unthrottled page and returns its value: Playwright's `page.evaluate` or Puppeteer's), and their median.
 */
export async function benchmarkIndex(evaluate, runs = 3) {
  const indexes = [];
  for (let i = 0; i < runs; i += 1) indexes.push(Number(await evaluate(BENCHMARK_SOURCE)));
  return { index: median(indexes), indexes };
}

/** The CPU slowdown that makes this host a low-tier phone (never below 1: a slower host is not sped up). */
export const phoneSlowdown = (index) => Math.max(1, index / LOW_TIER_PHONE_INDEX);

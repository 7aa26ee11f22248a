// docs/architecture.md#performance: start-up work is cut into tasks short enough for a low-tier phone to paint and
// answer a tap between them. Awaiting this ends the current task; the rest runs in a new one, ahead of timers where
// the browser has scheduler.yield().
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

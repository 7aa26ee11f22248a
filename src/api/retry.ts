// docs/product.md#calls-policy retry policy, kept exact: only these methods, only these statuses, at most RETRY_LIMIT
// retries, 0.3·2^(n-1) s before retry n. Network errors and timeouts are not in the list, so they
// are not retried; POST and PATCH never are (a repeated payment or sign-in is worse than a failure).
import { RETRY_BASE_DELAY_MS, RETRY_LIMIT, RETRY_METHODS, RETRY_STATUSES } from '../config/constants';

const methods: ReadonlySet<string> = new Set(RETRY_METHODS);
const statuses: ReadonlySet<number> = new Set(RETRY_STATUSES);

/** retriesDone counts retries already made (0 after the first attempt). */
export function shouldRetry(method: string, status: number, retriesDone: number): boolean {
  return retriesDone < RETRY_LIMIT && methods.has(method) && statuses.has(status);
}

/** Delay before retry n (1-based): 300 ms, then 600 ms. */
export function retryDelayMs(n: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** (n - 1);
}

/** Waits, but gives up at once when the caller aborts (rejects with the signal's reason). */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

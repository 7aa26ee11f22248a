// False on the server, while the browser hydrates the server's HTML and until the page is live; true from then on:
// for parts that exist only in the browser (they read storage, the clock or the device), so the server's HTML and
// the hydrating render agree (docs/architecture.md "Server rendering"), and that wait for the page: mounted as soon
// as the shell is hydrated, a part that loads its own code shows its Suspense fallback, and React then commits the
// page's own part no sooner than 300 ms after that fallback (docs/architecture.md#performance).
import { useSyncExternalStore } from 'react';

let live = false;
const listeners = new Set<() => void>();

/** Called once the page is live (src/app/actors.ts startAppActors). */
export function markLive() {
  live = true;
  for (const listener of listeners) listener();
}

export function usePageLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => live,
    () => false,
  );
}

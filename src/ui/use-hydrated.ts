// False on the server and while the browser hydrates the server's HTML, true from the next render on: for
// parts that exist only in the browser (they read storage, the clock or the device), so the server's HTML and
// the hydrating render agree (docs/architecture.md "Server rendering").
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

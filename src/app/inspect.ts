// QA (docs/architecture.md#qa-coverage): whether this tab's actors report to the machine visualizer (/inspect).
// Security (docs/architecture.md#security): inspection exists only in development and in a production build made with
// VITE_INSPECT=1 (npm test's, for its browser tests); a plain production build (npm run build, npm start) compiles it
// out: Vite writes both flags in as constants, so the reporter, the visualizer and Stately's bridge are dropped from
// the bundle. Where it exists: always on in development; in a VITE_INSPECT build only when the URL asks, `?inspect`,
// remembered for the tab, and `?inspect=off` turns it off. `?inspect=stately` (development only) also forwards to
// Stately's online inspector. This check is all that the first load ships: the reporter is imported by
// ./inspect-start.ts only when inspection is on (docs/architecture.md#performance budget).
import type { InspectionEvent } from 'xstate';

const KEY = 'inspect';

/** Inspection is compiled into this build at all (a constant after Vite's build: false in production by default). */
export const INSPECT_BUILD = import.meta.env.DEV || import.meta.env.VITE_INSPECT === '1';
/** Stately's bridge sends every event to a third-party window: the dev server only, never a production build. */
export const STATELY_BUILD = import.meta.env.DEV;

function readMode(): string | null {
  if (!globalThis.location) return null; // Not a browser tab (unit tests): no visualizer to report to.
  const asked = new URLSearchParams(location.search).get(KEY);
  const fallback = import.meta.env.DEV ? '' : null;
  try {
    if (asked !== null) sessionStorage.setItem(KEY, asked);
    return sessionStorage.getItem(KEY) ?? fallback;
  } catch {
    return asked ?? fallback; // Storage refused (privacy mode): the URL alone decides, this page only.
  }
}

const mode = INSPECT_BUILD ? readMode() : null;
/** '' (on) or 'stately' (dev server only; a production build treats it as plain on); null when off. */
export const inspectMode: string | null =
  mode === null || mode === 'off' ? null : mode === 'stately' && !STATELY_BUILD ? '' : mode;

let forward: ((event: InspectionEvent) => void) | undefined;
const pending: InspectionEvent[] = [];

/** The `inspect` option of every app actor: undefined when off, so actors run exactly as before. */
export const inspect =
  inspectMode === null
    ? undefined
    : (event: InspectionEvent) => {
        if (forward) forward(event);
        else pending.push(event); // Until the reporter has loaded: root actors start before it.
      };

/** Called once by ./inspect-start.ts when the reporter has loaded: replays what the actors said meanwhile. */
export function attachReporter(reporter: (event: InspectionEvent) => void) {
  forward = reporter;
  for (const event of pending.splice(0)) reporter(event);
}

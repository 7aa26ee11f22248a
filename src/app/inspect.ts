// QA (docs/architecture.md#qa-coverage): whether this tab's actors report to the machine visualizer (/inspect). Always
// on in development; with a production build (npm start) only when the URL asks, `?inspect` (or
// `?inspect=stately` to forward to Stately's online inspector too), remembered for the tab, and
// `?inspect=off` turns it off. This check is all that the first load ships: the reporter is imported
// by ./inspect-start.ts only when inspection is on (docs/architecture.md#performance budget).
import type { InspectionEvent } from 'xstate';

const KEY = 'inspect';

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

const mode = readMode();
/** '' (on) or 'stately'; null when off. */
export const inspectMode = mode === 'off' ? null : mode;

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

// Performance (docs/architecture.md#performance): a part below the first screen keeps the server's HTML, links and all,
// and becomes live (hydrates) only when it nears the screen or the player first touches, clicks or types on the page
// (the part under the player's finger at once, the others once the browser is idle). A cheap phone then spends its first seconds on what the player can see and reach. Each part is its own
// Suspense boundary, so React hydrates and commits it in a task of its own. After the first page, on pages the browser
// renders itself, the parts render at once.
import { type ComponentType, memo, type ReactNode, Suspense, use, useId } from 'react';
import { usePageLive } from './use-page-live';

/** How far below the screen a part hydrates: half a screen ahead of the player. */
const AHEAD = '50% 0px';
// Input only: a focus moved by the page itself (a dialog opening) is not the player's.
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** A promise already settled, marked the way React's use() reads a settled thenable, so it never suspends. */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

interface Wait {
  promise: Promise<void>;
  open: () => void;
}

/** One wait per server box (a new page's boxes are new elements, so they wait afresh). */
const waits = new WeakMap<Element, Wait>();
/** The boxes still waiting, for the first interaction to open. */
const waiting = new Set<Element>();
let listening = false;

const openAll = () => {
  for (const element of waiting) waits.get(element)?.open();
};

/**
 * The player's first interaction (any pointer, key, touch or wheel): the part under it opens at once, so React can
 * hydrate it before the click lands; the others when the browser is next idle, after the interaction has painted.
 */
function onFirstInteraction(event: Event) {
  for (const type of INTERACTIONS) window.removeEventListener(type, onFirstInteraction, true);
  listening = false;
  const target = event.target instanceof Element ? event.target.closest('[data-hydrate]') : null;
  if (target) waits.get(target)?.open();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(openAll, { timeout: 1000 });
  else setTimeout(openAll, 200);
}

/**
 * Resolves when the server's HTML of part `id` nears the screen, or after the first interaction; null when there is
 * nothing to wait for (no such box, or a browser without IntersectionObserver).
 */
function nearOrTouched(id: string): Promise<void> | null {
  // React's ids are letters, digits and underscores: safe in a quoted attribute selector.
  const element = document.querySelector(`[data-hydrate="${id}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return null;
  // React hydrates a part at once, in the event, when the player clicks or types in its server HTML; a part that
  // waited then would let the event through unhandled: a tile's click would load its link as a new page. So a part
  // with an event under way in it does not wait (React may not even have tried the part before: it does so after the
  // page is live). Its earlier wait, if any, still opens as before, with nothing waiting on it any more.
  if (window.event?.composedPath().includes(element)) return null;
  const known = waits.get(element);
  if (known) return known.promise;
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: AHEAD },
    );
    open = () => {
      observer.disconnect();
      waiting.delete(element);
      resolve();
    };
    observer.observe(element);
  });
  waits.set(element, { promise, open: () => open() });
  waiting.add(element);
  if (!listening) {
    listening = true;
    for (const type of INTERACTIONS)
      window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
  }
  return promise;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  // Only the hydrating render waits; the server and later renders go straight on.
  const live = usePageLive();
  const wait = !live && typeof document !== 'undefined' ? nearOrTouched(id) : null;
  // use() on every render (React asks for it unconditionally): nothing to wait for is a promise React reads as done.
  use(wait ?? READY);
  return children;
}

/**
 * `Part`, hydrated once near the screen or on the first interaction, in a box styled by `className` (the page's
 * `belowTheFold` box lets the browser skip its style and layout while it is off screen). Memoised on its
 * props: an update that reached a part still waiting (its page re-rendering with the same data) would make React drop
 * the part's server HTML and render it again, the very work this saves. So are the contexts it reads (the app keeps
 * their values stable).
 */
export function hydrateWhenNear<Props extends object>(Part: ComponentType<Props>, className?: string) {
  function NearPart(props: Props) {
    const id = useId();
    return (
      <div data-hydrate={id} className={className}>
        <Suspense fallback={null}>
          <Gate id={id}>
            <Part {...props} />
          </Gate>
        </Suspense>
      </div>
    );
  }
  NearPart.displayName = `HydrateWhenNear(${Part.displayName ?? Part.name})`;
  return memo(NearPart);
}

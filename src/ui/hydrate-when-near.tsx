// Performance (docs/architecture.md#performance): a part below the first screen keeps the server's HTML, links and all,
// and becomes live (hydrates) only when it nears the screen or the player first touches, clicks or types anywhere on
// the page. A cheap phone then spends its first seconds on what the player can see and reach. Each part is its own
// Suspense boundary, so React hydrates and commits it in a task of its own. After the first page, on pages the browser
// renders itself, the parts render at once.
import { type ComponentType, memo, type ReactNode, Suspense, use, useId } from 'react';
import { useHydrated } from './use-hydrated';

/** How far below the screen a part hydrates: half a screen ahead of the player. */
const AHEAD = '50% 0px';
// Input only: a focus moved by the page itself (a dialog opening) is not the player's.
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** A promise already settled, marked the way React's use() reads a settled thenable, so it never suspends. */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** One wait per server box (a new page's boxes are new elements, so they wait afresh). */
const gates = new WeakMap<Element, Promise<void>>();
let interacted: Promise<void> | null = null;

/** Resolves on the player's first interaction with the page (any pointer, key, touch or wheel). */
function firstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      interacted = null;
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}

/**
 * Resolves when the server's HTML of part `id` nears the screen, or on the first interaction; null when there is
 * nothing to wait for (no such box, or a browser without IntersectionObserver).
 */
function nearOrTouched(id: string): Promise<void> | null {
  // React's ids are letters, digits and underscores: safe in a quoted attribute selector.
  const element = document.querySelector(`[data-hydrate="${id}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return null;
  let gate = gates.get(element);
  if (gate) return gate;
  gate = Promise.race([
    firstInteraction(),
    new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
    }),
  ]);
  gates.set(element, gate);
  return gate;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  // Only the hydrating render waits; the server and later renders go straight on.
  const hydrated = useHydrated();
  const wait = !hydrated && typeof document !== 'undefined' ? nearOrTouched(id) : null;
  // use() on every render (React asks for it unconditionally): nothing to wait for is a promise React reads as done.
  use(wait ?? READY);
  return children;
}

/**
 * `Part`, hydrated once near the screen or on the first interaction, in a box styled by `className`. Memoised on its
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

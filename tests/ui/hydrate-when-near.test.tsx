// @vitest-environment jsdom
// src/ui/hydrate-when-near.tsx for real: the server's HTML of a part is rendered with react-dom/server, then hydrated
// in jsdom. The part keeps that HTML and stays inert until it nears the screen (the browser's IntersectionObserver,
// stood in for here as jsdom has none) or the player first touches the page; a re-render of its page with the same
// props does not make React drop the server's HTML.
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hydrateWhenNear } from '../../src/ui/hydrate-when-near';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The IntersectionObserver stand-in: the test says when an observed box nears the screen. */
const observed = new Map<Element, (entries: Array<{ isIntersecting: boolean }>) => void>();
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
}

/** Every part that became live, by name, in the order they did. */
let live: string[] = [];

/** The clicks the parts' own handlers took (they keep the link from loading a new page, as a game tile does). */
let handled: string[] = [];

function Part({ name }: { name: string }) {
  useEffect(() => {
    live.push(name);
  }, [name]);
  return (
    <p data-name={name}>
      <a
        href={`/${name}`}
        onClick={(event) => {
          event.preventDefault();
          handled.push(name);
        }}
      >
        {name}
      </a>
    </p>
  );
}
const NearPart = hydrateWhenNear(Part, 'box');

let rerender: (() => void) | null = null;
function Page() {
  const [renders, setRenders] = useState(0);
  rerender = () => setRenders((n) => n + 1);
  return (
    <main data-renders={renders}>
      <Part name="first" />
      <NearPart name="second" />
      <NearPart name="third" />
    </main>
  );
}

let container!: HTMLElement;
let root: Root | null = null;

async function hydratePage() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const serverNodes = [...container.querySelectorAll('p')];
  await act(async () => {
    root = hydrateRoot(container, <Page />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  return serverNodes;
}

const near = async (name: string) => {
  const box = container.querySelector(`[data-name="${name}"]`)?.closest('[data-hydrate]');
  const callback = box && observed.get(box);
  if (!callback) throw new Error(`${name} is not observed`);
  await act(async () => callback([{ isIntersecting: true }]));
};

beforeEach(() => {
  live = [];
  handled = [];
  observed.clear();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('hydrateWhenNear', () => {
  it('renders the part in its box on the server, the same as any other part', () => {
    const html = renderToString(<NearPart name="alone" />);
    expect(html).toMatch(
      /^<div data-hydrate="[^"]+" class="box"><!--\$--><p data-name="alone"><a href="\/alone">alone<\/a><\/p><!--\/\$--><\/div>$/,
    );
  });

  it('keeps the server HTML inert until the part nears the screen, then hydrates that part only', async () => {
    const serverNodes = await hydratePage();
    expect(live).toEqual(['first']);
    expect(container.querySelectorAll('[data-hydrate]')).toHaveLength(2);

    await near('third');
    expect(live).toEqual(['first', 'third']);
    // Hydrated, not rendered again: the very nodes the server sent.
    expect([...container.querySelectorAll('p')]).toEqual(serverNodes);

    // The page re-renders with the same props: the waiting part keeps its HTML and still waits.
    await act(async () => rerender?.());
    expect(container.querySelector('main')?.dataset.renders).toBe('1');
    expect(live).toEqual(['first', 'third']);
    expect([...container.querySelectorAll('p')]).toEqual(serverNodes);

    await near('second');
    expect(live).toEqual(['first', 'third', 'second']);
    expect([...container.querySelectorAll('p')]).toEqual(serverNodes);
  });

  it('on the first touch, hydrates the part under the finger at once and the others once the browser is idle', async () => {
    const idle: Array<() => void> = [];
    (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) =>
      idle.push(callback);
    try {
      const serverNodes = await hydratePage();
      expect(live).toEqual(['first']);
      // A focus the page moves itself (a dialog opening) is not the player's.
      await act(async () =>
        container?.querySelector('[data-name="third"]')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
      );
      expect(live).toEqual(['first']);
      await act(async () =>
        container?.querySelector('[data-name="third"]')?.dispatchEvent(new Event('pointerdown', { bubbles: true })),
      );
      expect(live).toEqual(['first', 'third']);
      expect(idle).toHaveLength(1);
      await act(async () => idle[0]?.());
      expect(live).toEqual(['first', 'third', 'second']);
      expect([...(container?.querySelectorAll('p') ?? [])]).toEqual(serverNodes);
      // Nothing listens any more: a later touch changes nothing.
      await act(async () => window.dispatchEvent(new Event('pointerdown')));
      expect(idle).toHaveLength(1);
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('hydrates a waiting part inside the click that lands on it, so its own handler takes the click', async () => {
    await hydratePage();
    expect(live).toEqual(['first']);
    // Say the first touch went unseen (a key press on a focused link sends only the click): the click alone must
    // make the part live before it goes through, or the link would load its address as a new page.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => container.querySelector('[data-name="second"] a')?.dispatchEvent(click));
    expect(handled).toEqual(['second']);
    expect(click.defaultPrevented).toBe(true);
    expect(live).toEqual(['first', 'second']);
    // The other part still waits.
    expect(observed.has(container.querySelector('[data-name="third"]')!.closest('[data-hydrate]')!)).toBe(true);
  });

  it('renders at once when the browser renders the page itself (no server HTML)', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const fresh = createRoot(container);
    await act(async () => fresh.render(<Page />));
    expect(live).toEqual(['first', 'second', 'third']);
    act(() => fresh.unmount());
  });
});

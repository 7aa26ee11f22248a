// Performance (docs/architecture.md#performance): below-the-fold parts (the home page's popular and blog carousels,
// with Swiper) load their code and data only when the player scrolls near them, so they do not compete with the first
// screen on a slow phone. The placeholder keeps their box, so nothing moves when they arrive.
import { Component, type ReactNode, useEffect, useRef, useState } from 'react';
import { usePageLive } from './use-page-live';

/** How far below the screen a part starts loading: about one screen ahead of the player. */
const AHEAD = '100% 0px';

export function WhenVisible({
  children,
  placeholder,
  ahead = AHEAD,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** IntersectionObserver rootMargin: how far outside the screen it starts loading. */
  ahead?: string;
}) {
  // Far on the server and while hydrating (the server's HTML has the placeholder); a browser without
  // IntersectionObserver loads the part right after.
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // Watched once the page is live: a part arriving sooner would hold the page back (src/ui/use-page-live.ts).
  const live = usePageLive();
  useEffect(() => {
    const element = box.current;
    if (near || !live || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ahead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ahead, live]);
  if (near) return <KeepPlaceholder placeholder={placeholder}>{children}</KeepPlaceholder>;
  return <div ref={box}>{placeholder}</div>;
}

/**
 * A below-the-fold part is extra: when its code cannot load (offline, and not saved by the service worker), its
 * placeholder stays instead of the page failing. Not flow state: a render fallback, as React's error boundaries are.
 */
export class KeepPlaceholder extends Component<{ children: ReactNode; placeholder: ReactNode }, { failed: boolean }> {
  /** src/main.tsx reports what this boundary catches as a warning: the page goes on without the part. */
  static readonly optionalPart = true;
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.placeholder : this.props.children;
  }
}

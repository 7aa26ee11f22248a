// Issue 8: below-the-fold parts (the home page's popular and blog carousels, with Swiper) load their code and
// data only when the player scrolls near them, so they do not compete with the first screen on a slow phone.
// The placeholder keeps their box, so nothing moves when they arrive.
import { type ReactNode, useEffect, useRef, useState } from 'react';

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
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
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
  }, [near, ahead]);
  if (near) return children;
  return <div ref={box}>{placeholder}</div>;
}

// The one sink for server-provided HTML (docs/architecture.md#stack): everything goes through DOMPurify first.
// DOMPurify loads on first use, off the critical path of the first screen.
import type { DOMPurify as Purifier } from 'dompurify';
import { type ElementType, useState, useSyncExternalStore } from 'react';

/** Attributes DOMPurify lets carry a data: URL (on its DATA_URI_TAGS: img, audio, video, source, track). */
const URL_ATTRIBUTES = ['src', 'href', 'xlink:href', 'poster'] as const;
/** What browsers ignore in a URL's scheme (DOMPurify's ATTR_WHITESPACE). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is stripped
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;
const SAFE_DATA_URL = /^data:image\/(?:png|gif|jpe?g|webp|avif)[;,]/;
const SAME_WINDOW = /^(?:_self|_top|_parent)$/i;

let purifier: Purifier | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function harden(DOMPurify: Purifier): void {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify keeps data: URLs on media elements whatever their type; only raster images stay
    // (a data:text/html or SVG document has no business in server content).
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const squeezed = value.replace(URL_IGNORED, '').toLowerCase();
      if (squeezed.startsWith('data:') && !SAFE_DATA_URL.test(squeezed)) node.removeAttribute(name);
    }
    // Links from the server that open another window cannot reach back into the app.
    const target = node.getAttribute('target');
    if ((node.tagName === 'A' || node.tagName === 'AREA') && target !== null && !SAME_WINDOW.test(target))
      node.setAttribute('rel', 'noopener noreferrer');
  });
}

/** Server rendering hands in DOMPurify on a server-side DOM (src/entry-server.tsx): the same rules apply. */
export function setServerPurifier(DOMPurify: Purifier): void {
  harden(DOMPurify);
  purifier = DOMPurify;
  loading = Promise.resolve();
}

function loadPurifier(): Promise<void> {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      harden(DOMPurify);
      purifier = DOMPurify;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Offline with the purifier not saved: the text stays as it is (the server's, or a busy box) and the next
      // element that needs it tries again.
      loading = null;
      console.warn('The HTML sanitiser could not load', error);
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadPurifier();
  return () => listeners.delete(listener);
}

/** Sanitises with the loaded purifier; null until it has loaded (nothing unsanitised is ever rendered). */
export function sanitizeHtml(html: string): string | null {
  // target survives so the rel hook can harden it; style and id go (no overlays, no clashes with app ids);
  // forms (and their formaction) and inert <template> content have no place in server text.
  return purifier
    ? purifier.sanitize(html, {
        USE_PROFILES: { html: true },
        ADD_ATTR: ['target'],
        FORBID_TAGS: ['style', 'form', 'template'],
        FORBID_ATTR: ['style', 'id'],
      })
    : null;
}

export interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

const KEEP = { __html: '' };

/** The server sanitises before it renders; the browser hydrating its HTML keeps it until DOMPurify has loaded. */
const HYDRATING = 'hydrating';
const serverSnapshot = () => (typeof document === 'undefined' ? purifier !== null : HYDRATING);

export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const ready = useSyncExternalStore(subscribe, () => purifier !== null, serverSnapshot);
  // Not flow state: whether this element came from the server's HTML, fixed when it is first rendered.
  const [fromServer] = useState(() => ready === HYDRATING);
  if (ready === HYDRATING || (fromServer && !ready)) {
    // The element holds the server's sanitised HTML: an unchanged empty __html makes React leave it as it is
    // (it never rewrites inner HTML while hydrating, nor when the value did not change) until the purifier
    // has loaded and sanitised the same text again.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: keeps the server's sanitised HTML in place
    return <Tag className={className} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  }
  const clean = ready ? sanitizeHtml(html) : null;
  if (clean === null) return <Tag className={className} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

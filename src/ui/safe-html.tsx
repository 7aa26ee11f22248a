// The one sink for server-provided HTML (DESIGN.md §1): everything goes through DOMPurify first.
// DOMPurify loads on first use, off the critical path of the first screen.
import type { DOMPurify as Purifier } from 'dompurify';
import { type ElementType, useSyncExternalStore } from 'react';

let purifier: Purifier | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadPurifier(): Promise<void> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      // Links from the server that open a new tab cannot reach back into the app.
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
    });
    purifier = DOMPurify;
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadPurifier();
  return () => listeners.delete(listener);
}

/** Sanitises with the loaded purifier; null until it has loaded (nothing unsanitised is ever rendered). */
export function sanitizeHtml(html: string): string | null {
  // target survives so the rel hook can harden it; style and id go (no overlays, no clashes with app ids).
  return purifier
    ? purifier.sanitize(html, {
        USE_PROFILES: { html: true },
        ADD_ATTR: ['target'],
        FORBID_TAGS: ['style', 'form'],
        FORBID_ATTR: ['style', 'id'],
      })
    : null;
}

export interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const ready = useSyncExternalStore(subscribe, () => purifier !== null);
  const clean = ready ? sanitizeHtml(html) : null;
  if (clean === null) return <Tag className={className} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

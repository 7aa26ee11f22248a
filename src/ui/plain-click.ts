import type { MouseEvent } from 'react';

/** A plain left click: the app may handle it in place; a modified one (new tab, window) keeps the browser's behaviour. */
export function isPlainClick(e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

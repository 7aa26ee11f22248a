// The copy button's flow for every feature (a transaction id, a payment form's clipboard field, the menu's
// own ID): one clipboardCopy actor per button (docs/architecture.md, "Flows are machines"). The view renders
// `state` as its root's data-state and the note for `note`; the clipboard write is the browser's.
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef } from '../../app/inspect-actor-ref';
import { clipboardCopyMachine } from '../../machines/clipboard-copy/clipboard-copy.machine';
import {
  selectCopyBusy,
  selectCopyNote,
  selectCopyState,
} from '../../machines/clipboard-copy/clipboard-copy.selectors';

/** navigator.clipboard.writeText; a missing Clipboard API (insecure origin, old WebView) is a refusal too. */
const writeClipboard = fromPromise<void, { text: string }>(async ({ input }) => {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('Clipboard API unavailable');
  }
  await navigator.clipboard.writeText(input.text);
});

export interface ClipboardCopy {
  /** idle | copying | copied | failed, for the root's data-state. */
  state: string;
  busy: boolean;
  note: 'copied' | 'failed' | null;
  copy: (text: string) => void;
}

/** `onFailure` (read once, at mount) is told of a refused write, for a place that only logs it. */
export function useClipboardCopy(onFailure?: (error: unknown) => void): ClipboardCopy {
  const actor = useActorRef(
    clipboardCopyMachine.provide({
      actors: { writeClipboard },
      actions: { reportFailure: (_, error) => onFailure?.(error) },
    }),
  );
  const state = useSelector(actor, selectCopyState);
  const busy = useSelector(actor, selectCopyBusy);
  const note = useSelector(actor, selectCopyNote);
  const copy = useCallback((text: string) => actor.send({ type: 'copy.request', text }), [actor]);
  return { state, busy, note, copy };
}

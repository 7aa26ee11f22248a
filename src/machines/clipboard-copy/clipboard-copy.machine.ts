// Purpose: copies a text (an ID, a transaction id, a form's clipboard field) and says whether it worked
// (docs/product.md#flows-clipboard-copy).
// Copying a text to the clipboard with its feedback (a transaction id, a payment form's clipboard field, the
// menu's own ID): docs/product.md#flows. The note says 'Copied' or 'Copy failed' for a while, then goes.
import { assign, setup } from 'xstate';
import { COPY_FEEDBACK_MS } from '../../config/constants';
import { errorOf, notProvided } from '../shared';

export interface ClipboardCopyContext {
  /** The text of the last copy asked for. */
  text: string;
}

export type ClipboardCopyEvent = { type: 'copy.request'; text: string };

export const clipboardCopyMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as {
    context: ClipboardCopyContext;
    events: ClipboardCopyEvent;
  },
  actors: {
    // The browser's clipboard write (navigator.clipboard.writeText): refused when the permission is denied,
    // the page is not focused or the Clipboard API is missing.
    writeClipboard: notProvided<void, { text: string }>('writeClipboard'),
  },
  actions: {
    store: assign((_, text: string) => ({ text })),
    // Injected where a refusal is only logged (the menu shows no failure note).
    reportFailure: (_, _error: unknown) => {},
  },
  delays: { feedback: COPY_FEEDBACK_MS },
}).createMachine({
  id: 'clipboardCopy',
  context: { text: '' },
  initial: 'idle',
  on: {
    'copy.request': { target: '.copying', actions: { type: 'store', params: ({ event }) => event.text } },
  },
  states: {
    idle: {},
    copying: {
      tags: ['busy'],
      // One write at a time: a second click while the browser writes changes nothing.
      on: { 'copy.request': {} },
      invoke: {
        id: 'writeClipboard',
        src: 'writeClipboard',
        input: ({ context }) => ({ text: context.text }),
        onDone: { target: 'copied' },
        onError: { target: 'failed', actions: { type: 'reportFailure', params: errorOf } },
      },
    },
    // Each note is entered afresh by a new copy, so its while starts over.
    copied: { after: { feedback: { target: 'idle' } } },
    failed: { after: { feedback: { target: 'idle' } } },
  },
});

export type ClipboardCopyMachine = typeof clipboardCopyMachine;

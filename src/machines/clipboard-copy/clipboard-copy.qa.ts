// The independent oracle of a copy button (docs/architecture.md, "Machines and their oracles"; the flow in
// docs/product.md#flows), written from the product rules, checked at every step of
// tests/model/clipboard-copy.model.test.ts: a click writes the text to the clipboard and the button is busy
// meanwhile (a second click then does nothing); a written text says 'Copied' and a refused write (permission,
// no Clipboard API) says 'Copy failed', each for 2 s, after which the note goes; a click during the note copies
// again and starts the 2 s over.
import type { MachineOracle } from '../oracle';
import type { ClipboardCopyContext } from './clipboard-copy.machine';

/** What a copy button shows, read through clipboard-copy.selectors.ts by the model test. */
export interface ClipboardCopyView {
  /** The root's `data-state`: 'idle' | 'copying' | 'copied' | 'failed'. */
  state: string;
  busy: boolean;
  /** The note beside the button. */
  note: 'copied' | 'failed' | null;
}

const FEEDBACK = 'xstate.after.feedback.clipboardCopy';

export const clipboardCopyOracle: MachineOracle<ClipboardCopyView, ClipboardCopyContext> = {
  states: {
    idle: { sees: { state: 'idle', busy: false, note: null } },
    // The write is given the text of the click that started it.
    copying: {
      sees: { state: 'copying', busy: true, note: null },
      runs: ({ context }) => ({ writeClipboard: { text: context.text } }),
    },
    copied: { sees: { state: 'copied', busy: false, note: 'copied' } },
    failed: { sees: { state: 'failed', busy: false, note: 'failed' } },
  },
  steps: [
    {
      from: ['idle', 'copied', 'failed'],
      event: 'copy.request',
      to: 'copying',
      context: (_, event) => ({ text: event.text as string }),
    },
    { from: 'copying', event: 'xstate.done.actor.writeClipboard', to: 'copied' },
    {
      from: 'copying',
      event: 'xstate.error.actor.writeClipboard',
      to: 'failed',
      // The refusal goes to the injected report (the menu logs it), with the browser's error.
      effects: (_, event) => [['reportFailure', event.error]],
    },
    { from: 'copied', event: `${FEEDBACK}.copied`, to: 'idle' },
    { from: 'failed', event: `${FEEDBACK}.failed`, to: 'idle' },
  ],
};

// The independent oracle of the rotate-phone prompt of the game view (docs/architecture.md, "Machines and
// their oracles"), written from the product rules, checked at every step of tests/model/rotate.model.test.ts:
// a game shown in portrait on a small screen (below the sm breakpoint), unless the game allows portrait, shows
// the rotate-phone prompt and leaves fullscreen; a message joins the prompt once it has been up for 5 s;
// turning the phone (or a larger screen) takes the prompt away, and the next prompt starts the 5 s over.
import type { MachineOracle } from '../oracle';
import type { RotateContext } from './rotate.machine';

/** What the game view shows, read through rotate.selectors.ts by the model test. */
export interface RotateView {
  /** The view's `data-state`: 'unknown' | 'playing' | 'prompting.prompt' | 'prompting.message'. */
  state: string;
  /** The rotate-phone prompt covers the game. */
  prompt: boolean;
  /** The prompt's message (after 5 s). */
  message: boolean;
}

type Event = Record<string, unknown> & { type: string };

/** The rule, restated: portrait, on a small screen, for a game that does not allow portrait. */
const mustRotate = (context: RotateContext, event: Event) =>
  context.allowPortrait === false && event.portrait === true && event.small === true;

export const rotateOracle: MachineOracle<RotateView, RotateContext> = {
  states: {
    unknown: { sees: { state: 'unknown', prompt: false, message: false } },
    playing: { sees: { state: 'playing', prompt: false, message: false } },
    'prompting.prompt': { sees: { state: 'prompting.prompt', prompt: true, message: false } },
    'prompting.message': { sees: { state: 'prompting.message', prompt: true, message: true } },
  },
  steps: [
    {
      from: ['unknown', 'playing'],
      event: 'screen.change',
      when: ({ context }, event) => mustRotate(context, event),
      to: 'prompting.prompt',
      effects: ['exitFullscreen'],
    },
    {
      from: 'unknown',
      event: 'screen.change',
      when: ({ context }, event) => !mustRotate(context, event),
      to: 'playing',
    },
    {
      from: ['prompting.prompt', 'prompting.message'],
      event: 'screen.change',
      when: ({ context }, event) => !mustRotate(context, event),
      to: 'playing',
    },
    { from: 'prompting.prompt', event: 'xstate.after.message.rotate.prompting.prompt', to: 'prompting.message' },
  ],
};

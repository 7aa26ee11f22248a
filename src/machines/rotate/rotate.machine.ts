// Purpose: asks the player to turn the phone when a game cannot be played upright (docs/product.md#flows-rotate).
// docs/product.md#flows-rotate: a game shown in portrait on a small screen, unless the game allows portrait
// (allow_portrait), shows the rotate-phone prompt, exits fullscreen, and adds a message after 5 s
// (docs/product.md#constants-timing).
import { not, setup } from 'xstate';
import { ROTATE_MESSAGE_DELAY_MS } from '../../config/constants';

export interface RotateInput {
  allowPortrait: boolean;
}

export interface RotateContext {
  allowPortrait: boolean;
}

/** Sent by the view at start and on every orientation or size change; small is below the sm breakpoint. */
export type RotateEvent = { type: 'screen.change'; portrait: boolean; small: boolean };

export const needsRotation = (allowPortrait: boolean, screen: { portrait: boolean; small: boolean }) =>
  !allowPortrait && screen.portrait && screen.small;

export const rotateMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as {
    context: RotateContext;
    events: RotateEvent;
    input: RotateInput;
  },
  guards: {
    isRotationNeeded: ({ context, event }) => needsRotation(context.allowPortrait, event),
  },
  actions: {
    // Injected by the view: document.exitFullscreen() when fullscreen is on.
    exitFullscreen: () => {},
  },
  delays: { message: ROTATE_MESSAGE_DELAY_MS },
}).createMachine({
  id: 'rotate',
  context: ({ input }) => ({ allowPortrait: input.allowPortrait }),
  initial: 'unknown',
  states: {
    // Until the view reports the screen.
    unknown: {
      on: {
        'screen.change': [{ guard: 'isRotationNeeded', target: 'prompting' }, { target: 'playing' }],
      },
    },
    playing: {
      on: { 'screen.change': { guard: 'isRotationNeeded', target: 'prompting' } },
    },
    // Entered afresh each time, so the message timer starts over.
    prompting: {
      entry: 'exitFullscreen',
      initial: 'prompt',
      states: {
        prompt: { after: { message: { target: 'message' } } },
        message: {},
      },
      on: {
        'screen.change': { guard: not('isRotationNeeded'), target: 'playing' },
      },
    },
  },
});

export type RotateMachine = typeof rotateMachine;

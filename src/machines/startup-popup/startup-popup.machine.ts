// Purpose: shows the startup notice on / at most every 5 minutes (docs/product.md#flows-startup-popup).
// docs/product.md#flows-startup-popup startup popup: shown only on /, while the app is open, when at least 5 minutes
// (docs/product.md#constants-timing) have passed since it was last shown; its button dismisses it; the page does not
// scroll while it is shown. The last-shown time lives outside the machine (localStorage, injected `storeShownAt`); the
// view passes how long ago it was shown as input, so the machine itself never reads a clock.
import { assign, setup } from 'xstate';
import { STARTUP_POPUP_INTERVAL_MS } from '../../config/constants';

export const HOME_PATH = '/';

export interface StartupPopupInput {
  path: string;
  /** Epoch ms of the last showing (null: never shown on this device). */
  lastShownAt: number | null;
  /** Epoch ms now, when the machine starts. */
  now: number;
}

export interface StartupPopupContext {
  path: string;
  /** How long the current cool-down lasts before the popup is due again. */
  waitMs: number;
}

export type StartupPopupEvent = { type: 'route.change'; path: string } | { type: 'popup.dismiss' };

/** Time left until the popup may show again (0 when it is due now; a clock moved back counts as due). */
export function initialWait(lastShownAt: number | null, now: number) {
  // Never shown, unreadable (NaN) or later than now: due now.
  if (typeof lastShownAt !== 'number' || !(lastShownAt <= now)) return 0;
  return Math.max(0, lastShownAt + STARTUP_POPUP_INTERVAL_MS - now);
}

export const startupPopupMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as {
    context: StartupPopupContext;
    events: StartupPopupEvent;
    input: StartupPopupInput;
  },
  guards: {
    isOnHome: ({ context }) => context.path === HOME_PATH,
    hasCooledDown: ({ context }) => context.waitMs <= 0,
    isLeavingHome: (_, path: string) => path !== HOME_PATH,
  },
  actions: {
    setPath: assign((_, path: string) => ({ path })),
    restartCooldown: assign({ waitMs: STARTUP_POPUP_INTERVAL_MS }),
    // Injected by the view: write the last-shown time (localStorage) and toggle page scrolling.
    storeShownAt: () => {},
    lockScroll: () => {},
    unlockScroll: () => {},
  },
  delays: {
    cooldown: ({ context }) => context.waitMs,
  },
}).createMachine({
  id: 'startupPopup',
  context: ({ input }) => ({ path: input.path, waitMs: initialWait(input.lastShownAt, input.now) }),
  initial: 'coolingDown',
  on: { 'route.change': { actions: { type: 'setPath', params: ({ event }) => event.path } } },
  states: {
    // Shown less than 5 minutes ago; a first visit (nothing to wait for) goes straight on, with no timer.
    coolingDown: {
      always: { guard: 'hasCooledDown', target: 'due' },
      after: { cooldown: { target: 'due' } },
    },
    // Due, waiting for the player to be on /.
    due: {
      always: { guard: 'isOnHome', target: 'shown' },
    },
    shown: {
      entry: ['storeShownAt', 'lockScroll'],
      exit: 'unlockScroll',
      on: {
        'popup.dismiss': { target: 'coolingDown', actions: 'restartCooldown' },
        // Leaving / (browser back) takes the popup away; it counts as seen.
        'route.change': {
          guard: { type: 'isLeavingHome', params: ({ event }) => event.path },
          target: 'coolingDown',
          actions: [{ type: 'setPath', params: ({ event }) => event.path }, 'restartCooldown'],
        },
      },
    },
  },
});

export type StartupPopupMachine = typeof startupPopupMachine;

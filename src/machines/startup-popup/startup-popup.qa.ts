// The independent oracle of the startup popup (docs/architecture.md, "Machines and their oracles"), written
// from the product rules, checked at every step of tests/model/startup-popup.model.test.ts:
// - it is shown only on /, and only when at least 5 minutes have passed since it was last shown (a first
//   visit: at once); due while the player is elsewhere, it waits for them to come to /;
// - showing it records the time and stops the page from scrolling; its button dismisses it, and leaving /
//   takes it away (it counts as seen): scrolling comes back and the next 5 minutes start.
import type { MachineOracle } from '../oracle';
import type { StartupPopupContext } from './startup-popup.machine';

/** What the layout shows, read through startup-popup.selectors.ts by the model test. */
export interface StartupPopupView {
  /** The wrapper's `data-state`: 'coolingDown' | 'due' | 'shown'. */
  state: string;
  /** The popup dialog is open. */
  open: boolean;
}

type Event = Record<string, unknown> & { type: string };

const HOME = '/';
/** 5 minutes between two showings. */
const FIVE_MINUTES = 5 * 60 * 1000;
const COOLDOWN = 'xstate.after.cooldown.startupPopup.coolingDown';
const toHome = (_: unknown, event: Event) => event.path === HOME;
const elsewhere = (_: unknown, event: Event) => event.path !== HOME;
const path = (_: unknown, event: Event) => ({ path: event.path as string });

export const startupPopupOracle: MachineOracle<StartupPopupView, StartupPopupContext> = {
  states: {
    coolingDown: { sees: { state: 'coolingDown', open: false } },
    due: { sees: { state: 'due', open: false } },
    shown: { sees: { state: 'shown', open: true } },
  },
  steps: [
    // The player moves about while the 5 minutes run: only where they are changes.
    { from: 'coolingDown', event: 'route.change', to: '=', context: path },
    {
      from: 'coolingDown',
      event: COOLDOWN,
      when: ({ context }) => context.path === HOME,
      to: 'shown',
      effects: ['storeShownAt', 'lockScroll'],
    },
    { from: 'coolingDown', event: COOLDOWN, when: ({ context }) => context.path !== HOME, to: 'due' },
    {
      from: 'due',
      event: 'route.change',
      when: toHome,
      to: 'shown',
      effects: ['storeShownAt', 'lockScroll'],
      context: { path: HOME },
    },
    { from: 'due', event: 'route.change', when: elsewhere, to: '=', context: path },
    {
      from: 'shown',
      event: 'popup.dismiss',
      to: 'coolingDown',
      effects: ['unlockScroll'],
      context: { path: HOME, waitMs: FIVE_MINUTES },
    },
    {
      from: 'shown',
      event: 'route.change',
      when: elsewhere,
      to: 'coolingDown',
      effects: ['unlockScroll'],
      context: (_, event) => ({ path: event.path as string, waitMs: FIVE_MINUTES }),
    },
    // Still on / (the same address again): the popup stays as it is.
    { from: 'shown', event: 'route.change', when: toHome, to: '=', context: { path: HOME } },
  ],
};

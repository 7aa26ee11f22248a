// Purpose: opens the desktop header's account menu and moves the focus through its entries
// (docs/product.md#flows-account-menu).
// The WAI-ARIA menu button (docs/product.md#flows-account-menu): the button (a click, Enter, Space or ArrowDown)
// opens the menu on its first entry, ArrowUp on its last; ArrowDown and ArrowUp move on and back, wrapping round,
// Home and End jump to the ends; Escape, Tab, a press outside, the button again or a chosen entry close it, and the
// focus goes back to the button. The view says how many entries there are when it opens the menu.
import { assertEvent, assign, setup } from 'xstate';

export interface AccountMenuContext {
  /** How many entries the menu has (at least one): given by the view with each opening. */
  count: number;
  /** The entry that has the focus while the menu is open, from 0. */
  active: number;
}

export type AccountMenuEvent =
  /** The button: a click, Enter or Space (opens on the first entry, or closes). */
  | { type: 'menu.toggle'; count: number }
  /** ArrowDown on the button. */
  | { type: 'menu.openFirst'; count: number }
  /** ArrowUp on the button. */
  | { type: 'menu.openLast'; count: number }
  /** ArrowDown and ArrowUp in the menu. */
  | { type: 'menu.next' }
  | { type: 'menu.prev' }
  /** Home and End in the menu. */
  | { type: 'menu.first' }
  | { type: 'menu.last' }
  /** An entry took the focus by other means (a pointer, a screen reader's cursor). */
  | { type: 'menu.focus'; index: number }
  /** Escape, Tab, or a press outside the menu. */
  | { type: 'menu.close' }
  /** An entry chosen: its link opens its page, or the player logs out. */
  | { type: 'menu.choose' };

export const accountMenuMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as { context: AccountMenuContext; events: AccountMenuEvent },
  actions: {
    // Injected by the view: the menu button takes the focus back.
    returnFocus: () => {},
    openOnFirst: assign(({ event }) => {
      assertEvent(event, ['menu.toggle', 'menu.openFirst']);
      return { count: event.count, active: 0 };
    }),
    openOnLast: assign(({ event }) => {
      assertEvent(event, 'menu.openLast');
      return { count: event.count, active: event.count - 1 };
    }),
    // From the last entry on to the first, from the first back to the last.
    next: assign({ active: ({ context }) => (context.active + 1) % context.count }),
    prev: assign({ active: ({ context }) => (context.active + context.count - 1) % context.count }),
    first: assign({ active: 0 }),
    last: assign({ active: ({ context }) => context.count - 1 }),
    focusEntry: assign(({ event }) => {
      assertEvent(event, 'menu.focus');
      return { active: event.index };
    }),
  },
}).createMachine({
  id: 'accountMenu',
  context: { count: 0, active: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.toggle': { target: 'open', actions: 'openOnFirst' },
        'menu.openFirst': { target: 'open', actions: 'openOnFirst' },
        'menu.openLast': { target: 'open', actions: 'openOnLast' },
      },
    },
    open: {
      on: {
        'menu.next': { actions: 'next' },
        'menu.prev': { actions: 'prev' },
        'menu.first': { actions: 'first' },
        'menu.last': { actions: 'last' },
        'menu.focus': { actions: 'focusEntry' },
        // Every way out gives the focus back to the button (Tab then moves on from there).
        'menu.toggle': { target: 'closed', actions: 'returnFocus' },
        'menu.close': { target: 'closed', actions: 'returnFocus' },
        'menu.choose': { target: 'closed', actions: 'returnFocus' },
      },
    },
  },
});

export type AccountMenuMachine = typeof accountMenuMachine;

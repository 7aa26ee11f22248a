// Purpose: picks the date range of the bets and payments histories: a dialog on phones, a popover on desktop
// (docs/product.md#flows-date-range-picker).
// The date range picker of the bets and payments histories (docs/product.md#flows): opened on the dates in
// force, edited as a draft, committed by Apply (or a press outside the desktop popover), or dropped by Cancel
// and Escape; a start after the end is refused with a message and nothing is committed (docs/product.md#rules).
import { and, assertEvent, assign, setup } from 'xstate';

/** Dates are YYYY-MM-DD, or '' for an open end. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * A start after the end (both set) is the one invalid range. An open start ('') sorts before every day, so
 * only an open end needs saying.
 */
export const isValidRange = ({ from, to }: DateRange) => to === '' || from <= to;

export interface DateRangePickerContext {
  /** The dates in force when the picker opened. */
  value: DateRange;
  /** What the player has picked since. */
  draft: DateRange;
}

export type DateRangePickerEvent =
  /** The trigger, while closed: opens on the dates in force. */
  | { type: 'picker.open'; value: DateRange }
  | { type: 'draft.change'; patch: Partial<DateRange> }
  | { type: 'draft.clear' }
  /** Apply, Enter in a date, or the trigger while open: commits, then the focus goes back to the trigger. */
  | { type: 'picker.apply' }
  /** A press or Tab outside the desktop popover: commits where the player went. */
  | { type: 'picker.outside' }
  /** Cancel, Escape, or the modal's backdrop: the dates in force stay, the focus goes back to the trigger. */
  | { type: 'picker.cancel' };

const EMPTY: DateRange = { from: '', to: '' };

export const dateRangePickerMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as { context: DateRangePickerContext; events: DateRangePickerEvent },
  guards: {
    isDraftValid: ({ context }) => isValidRange(context.draft),
    isDraftChanged: ({ context }) => context.draft.from !== context.value.from || context.draft.to !== context.value.to,
  },
  actions: {
    // Injected by the view: the page takes the new dates.
    commit: (_, _range: DateRange) => {},
    // Injected by the view: the trigger takes the focus back.
    returnFocus: () => {},
    start: assign(({ event }) => {
      assertEvent(event, 'picker.open');
      return { value: event.value, draft: event.value };
    }),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'draft.change');
      return { draft: { ...context.draft, ...event.patch } };
    }),
    clear: assign({ draft: EMPTY }),
  },
}).createMachine({
  id: 'dateRangePicker',
  context: { value: EMPTY, draft: EMPTY },
  initial: 'closed',
  states: {
    closed: {
      on: { 'picker.open': { target: 'open', actions: 'start' } },
    },
    open: {
      initial: 'editing',
      on: {
        'draft.change': { actions: 'edit' },
        // Clearing starts afresh: no message until the next refused commit.
        'draft.clear': { target: '.editing', actions: 'clear' },
        'picker.apply': [
          {
            guard: and(['isDraftValid', 'isDraftChanged']),
            target: 'closed',
            actions: [{ type: 'commit', params: ({ context }) => context.draft }, 'returnFocus'],
          },
          { guard: 'isDraftValid', target: 'closed', actions: 'returnFocus' },
          { target: '.refused' },
        ],
        'picker.outside': [
          {
            guard: and(['isDraftValid', 'isDraftChanged']),
            target: 'closed',
            actions: { type: 'commit', params: ({ context }) => context.draft },
          },
          { guard: 'isDraftValid', target: 'closed' },
          { target: '.refused' },
        ],
        'picker.cancel': { target: 'closed', actions: 'returnFocus' },
      },
      states: {
        editing: {},
        // A commit was refused: the message shows while the draft stays invalid.
        refused: {},
      },
    },
  },
});

export type DateRangePickerMachine = typeof dateRangePickerMachine;

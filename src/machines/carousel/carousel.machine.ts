// Purpose: turns the slides of a carousel on its own, holding still while the player is on it
// (docs/product.md#flows-carousel).
// A carousel's autoplay and slide position (docs/product.md#rules): banners turn every few seconds unless the
// player holds them (pointer over, focus inside, hidden tab, a drag), presses pause, or autoplay is off.
import { assertEvent, assign, not, setup } from 'xstate';

/** Why autoplay waits for now: the mouse is over it, focus is inside, the tab is hidden, a drag is under way. */
export type HoldReason = 'hover' | 'focus' | 'hidden' | 'touch';

/** Where Swiper stands (it reports this after every move, resize or breakpoint). */
export interface SlidePosition {
  index: number;
  atStart: boolean;
  atEnd: boolean;
  /** Every slide fits: no moving at all. */
  locked: boolean;
}

export interface CarouselInput {
  /** The delay between two slides while autoplay runs. */
  autoplayMs: number;
}

export interface CarouselContext extends SlidePosition {
  autoplayMs: number;
  /** The holds in force, each once. */
  holds: HoldReason[];
}

export type CarouselEvent =
  /** Sent by the view when autoplay becomes allowed or not (see autoplayAllowed). */
  | { type: 'autoplay.enable' }
  | { type: 'autoplay.disable' }
  /** The pause button. */
  | { type: 'pause.toggle' }
  | { type: 'hold'; reason: HoldReason }
  | { type: 'release'; reason: HoldReason }
  /** The previous and next buttons, or the arrow keys. */
  | { type: 'slide.prev' }
  | { type: 'slide.next' }
  | ({ type: 'slide.sync' } & SlidePosition);

/**
 * Autoplay runs only with a delay, more than one slide, and neither reduced motion nor low-data mode (each
 * slide shown would fetch its picture unasked): docs/product.md#rules.
 */
export const autoplayAllowed = (o: {
  autoplayMs: number | undefined;
  slides: number;
  reducedMotion: boolean;
  dataSaver: boolean;
}) => (o.autoplayMs ?? 0) > 0 && o.slides > 1 && !o.reducedMotion && !o.dataSaver;

export const carouselMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as { context: CarouselContext; events: CarouselEvent; input: CarouselInput },
  guards: {
    isHeld: ({ context }) => context.holds.length > 0,
    isAtStart: ({ context }) => context.atStart,
    isAtEnd: ({ context }) => context.atEnd,
  },
  actions: {
    // Injected by the view: Swiper moves one slide back or on (rewinding while autoplay is on).
    goPrev: () => {},
    goNext: () => {},
    sync: assign(({ event }) => {
      assertEvent(event, 'slide.sync');
      return { index: event.index, atStart: event.atStart, atEnd: event.atEnd, locked: event.locked };
    }),
    hold: assign(({ context, event }) => {
      assertEvent(event, 'hold');
      return { holds: context.holds.includes(event.reason) ? context.holds : [...context.holds, event.reason] };
    }),
    release: assign(({ context, event }) => {
      assertEvent(event, 'release');
      return { holds: context.holds.filter((reason) => reason !== event.reason) };
    }),
  },
  delays: { tick: ({ context }) => context.autoplayMs },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    autoplayMs: input.autoplayMs,
    index: 0,
    atStart: true,
    atEnd: false,
    locked: false,
    holds: [],
  }),
  initial: 'still',
  // Holds are kept in every state, so autoplay switched on under the pointer starts held.
  on: {
    'slide.sync': { actions: 'sync' },
    hold: { actions: 'hold' },
    release: { actions: 'release' },
  },
  states: {
    // No autoplay: the buttons stop at both ends.
    still: {
      on: {
        'autoplay.enable': { target: 'autoplay' },
        'slide.prev': { guard: not('isAtStart'), actions: 'goPrev' },
        'slide.next': { guard: not('isAtEnd'), actions: 'goNext' },
      },
    },
    // Autoplay rewinds from the last slide to the first, so both buttons always move.
    autoplay: {
      initial: 'playing',
      on: {
        'autoplay.disable': { target: 'still' },
        'slide.prev': { actions: 'goPrev' },
        'slide.next': { actions: 'goNext' },
      },
      states: {
        playing: {
          initial: 'running',
          on: { 'pause.toggle': { target: 'paused' } },
          states: {
            // Each tick moves on and starts the next; a hold stops the clock, a release starts it afresh.
            running: {
              always: { guard: 'isHeld', target: 'held' },
              after: { tick: { target: 'running', reenter: true, actions: 'goNext' } },
            },
            held: { always: { guard: not('isHeld'), target: 'running' } },
          },
        },
        // The player's pause (the pause button, pressed): only the button plays again.
        paused: { on: { 'pause.toggle': { target: 'playing' } } },
      },
    },
  },
});

export type CarouselMachine = typeof carouselMachine;

// The independent oracle of a carousel's autoplay and slide position (docs/architecture.md, "Machines and
// their oracles"), written from the product rules (docs/product.md#rules), checked at every step of
// tests/model/carousel.model.test.ts: without autoplay the carousel stands still and its buttons stop at
// both ends; with autoplay it moves on at every tick while nothing holds it (pointer over, focus inside,
// hidden tab, a drag), both buttons always move (it rewinds), and the pause button stops it until pressed
// again. Where Swiper says the slides stand is kept as reported.
import type { MachineOracle, OracleSnapshot } from '../oracle';

/** What the carousel shows, read through carousel.selectors.ts by the model test. */
export interface CarouselView {
  /** The `data-state` of the carousel. */
  state: string;
  /** Its `data-autoplay`: 'off' | 'running' | 'paused'. */
  autoplay: string;
  /** The pause button is there. */
  pauseButton: boolean;
  /** The pause button is pressed (aria-pressed). */
  pausePressed: boolean;
  prevDisabled: boolean;
  nextDisabled: boolean;
  /** The slide shown first (data-active-index). */
  index: number;
  /** Every slide fits: no buttons. */
  locked: boolean;
}

interface Context {
  index: number;
  atStart: boolean;
  atEnd: boolean;
  locked: boolean;
  holds: string[];
}

type Snap = OracleSnapshot<Context>;
type Event = Record<string, unknown> & { type: string };

const AUTOPLAY = ['autoplay.playing.running', 'autoplay.playing.held', 'autoplay.paused'];
const ALL = ['still', ...AUTOPLAY];
const TICK = 'xstate.after.tick.carousel.autoplay.playing.running';

/** The holds once this one is added (each reason once, in the order they came). */
const withHold = (from: Snap, e: Event) =>
  from.context.holds.includes(e.reason as string) ? from.context.holds : [...from.context.holds, e.reason as string];
const withoutHold = (from: Snap, e: Event) => from.context.holds.filter((reason) => reason !== e.reason);

/** Where the slides stand, as every state shows it. */
const position = ({ context }: Snap) => ({ index: context.index, locked: context.locked });

export const carouselOracle: MachineOracle<CarouselView, Context> = {
  states: {
    still: {
      sees: (s) => ({
        state: 'still',
        autoplay: 'off',
        pauseButton: false,
        pausePressed: false,
        prevDisabled: s.context.atStart,
        nextDisabled: s.context.atEnd,
        ...position(s),
      }),
    },
    'autoplay.playing.running': {
      sees: (s) => ({
        state: 'autoplay.playing.running',
        autoplay: 'running',
        pauseButton: true,
        pausePressed: false,
        prevDisabled: false,
        nextDisabled: false,
        ...position(s),
      }),
    },
    'autoplay.playing.held': {
      sees: (s) => ({
        state: 'autoplay.playing.held',
        autoplay: 'paused',
        pauseButton: true,
        pausePressed: false,
        prevDisabled: false,
        nextDisabled: false,
        ...position(s),
      }),
    },
    'autoplay.paused': {
      sees: (s) => ({
        state: 'autoplay.paused',
        autoplay: 'paused',
        pauseButton: true,
        pausePressed: true,
        prevDisabled: false,
        nextDisabled: false,
        ...position(s),
      }),
    },
  },
  steps: [
    // Swiper's report is kept as it is, in every state.
    {
      from: ALL,
      event: 'slide.sync',
      to: '=',
      context: (_, e) => ({
        index: e.index as number,
        atStart: e.atStart as boolean,
        atEnd: e.atEnd as boolean,
        locked: e.locked as boolean,
      }),
    },
    // A hold stops a running autoplay; elsewhere it is only remembered.
    {
      from: 'autoplay.playing.running',
      event: 'hold',
      to: 'autoplay.playing.held',
      context: (f, e) => ({ holds: withHold(f, e) }),
    },
    {
      from: ['still', 'autoplay.playing.held', 'autoplay.paused'],
      event: 'hold',
      to: '=',
      context: (f, e) => ({ holds: withHold(f, e) }),
    },
    // The last hold released starts it again.
    {
      from: 'autoplay.playing.held',
      event: 'release',
      when: (f, e) => withoutHold(f, e).length === 0,
      to: 'autoplay.playing.running',
      context: { holds: [] },
    },
    {
      from: 'autoplay.playing.held',
      event: 'release',
      when: (f, e) => withoutHold(f, e).length > 0,
      to: '=',
      context: (f, e) => ({ holds: withoutHold(f, e) }),
    },
    {
      from: ['still', 'autoplay.playing.running', 'autoplay.paused'],
      event: 'release',
      to: '=',
      context: (f, e) => ({ holds: withoutHold(f, e) }),
    },
    // Autoplay switched on runs at once, unless something holds it already.
    {
      from: 'still',
      event: 'autoplay.enable',
      when: (f) => f.context.holds.length === 0,
      to: 'autoplay.playing.running',
    },
    { from: 'still', event: 'autoplay.enable', when: (f) => f.context.holds.length > 0, to: 'autoplay.playing.held' },
    { from: AUTOPLAY, event: 'autoplay.disable', to: 'still' },
    // The pause button; pressed again, autoplay plays (or waits for the holds to go).
    { from: ['autoplay.playing.running', 'autoplay.playing.held'], event: 'pause.toggle', to: 'autoplay.paused' },
    {
      from: 'autoplay.paused',
      event: 'pause.toggle',
      when: (f) => f.context.holds.length === 0,
      to: 'autoplay.playing.running',
    },
    {
      from: 'autoplay.paused',
      event: 'pause.toggle',
      when: (f) => f.context.holds.length > 0,
      to: 'autoplay.playing.held',
    },
    // Standing still, the buttons stop at the ends (an event at an end does nothing).
    { from: 'still', event: 'slide.prev', when: (f) => !f.context.atStart, to: '=', effects: ['goPrev'] },
    { from: 'still', event: 'slide.next', when: (f) => !f.context.atEnd, to: '=', effects: ['goNext'] },
    // With autoplay they always move (Swiper rewinds).
    { from: AUTOPLAY, event: 'slide.prev', to: '=', effects: ['goPrev'] },
    { from: AUTOPLAY, event: 'slide.next', to: '=', effects: ['goNext'] },
    // Each tick moves on one slide and the next tick starts.
    { from: 'autoplay.playing.running', event: TICK, to: 'autoplay.playing.running', effects: ['goNext'] },
  ],
};

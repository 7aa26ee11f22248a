import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import { autoplayAllowed, carouselMachine } from '../../src/machines/carousel/carousel.machine';
import { type CarouselView, carouselOracle } from '../../src/machines/carousel/carousel.qa';
import {
  selectActiveIndex,
  selectAutoplay,
  selectCarouselState,
  selectHasPauseButton,
  selectLocked,
  selectNextDisabled,
  selectPausePressed,
  selectPrevDisabled,
} from '../../src/machines/carousel/carousel.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';
import { everyEdgePaths } from './every-edge';

const TICK = 'xstate.after.tick.carousel.autoplay.playing.running';

/** What the carousel shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): CarouselView => ({
  state: selectCarouselState(s as never),
  autoplay: selectAutoplay(s as never),
  pauseButton: selectHasPauseButton(s as never),
  pausePressed: selectPausePressed(s as never),
  prevDisabled: selectPrevDisabled(s as never),
  nextDisabled: selectNextDisabled(s as never),
  index: selectActiveIndex(s as never),
  locked: selectLocked(s as never),
});

const model: MachineModel<typeof carouselMachine> = {
  machine: carouselMachine,
  input: { autoplayMs: 4000 },
  promiseActors: [],
  effects: ['goPrev', 'goNext'],
  events: [
    { type: 'autoplay.enable' },
    { type: 'autoplay.disable' },
    { type: 'pause.toggle' },
    { type: 'hold', reason: 'hover' },
    { type: 'hold', reason: 'focus' },
    { type: 'release', reason: 'hover' },
    { type: 'release', reason: 'focus' },
    { type: 'slide.prev' },
    { type: 'slide.next' },
    { type: 'slide.sync', index: 0, atStart: true, atEnd: false, locked: false },
    { type: 'slide.sync', index: 2, atStart: false, atEnd: true, locked: false },
    { type: 'slide.sync', index: 1, atStart: false, atEnd: false, locked: false },
    { type: 'slide.sync', index: 0, atStart: true, atEnd: true, locked: true },
    { type: TICK },
  ],
  oracle: carouselOracle,
  view: view as never,
  // The ends and the holds change what an event does: each combination is a vertex of its own.
  serializeState: (s) => JSON.stringify([s.value, s.context.atStart, s.context.atEnd, [...s.context.holds].sort()]),
};

describe('carousel machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(carouselMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('is known as the carousel, still or on autoplay (the QA report and /inspect name its states so)', () => {
    expect(stateIds(carouselMachine)).toEqual([
      'carousel',
      'carousel.still',
      'carousel.autoplay',
      'carousel.autoplay.playing',
      'carousel.autoplay.playing.running',
      'carousel.autoplay.playing.held',
      'carousel.autoplay.paused',
    ]);
  });

  describe.each(namedPaths(shortest))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state).
  replayEach('transition', model, transitionPaths(model, shortest));
  // Every edge of the graph: each oracle row from each state it lists, at either end and under any holds.
  replayEach('edge', model, everyEdgePaths(model));
});

describe('carousel autoplay timing', () => {
  const start = (autoplayMs: number) => {
    const clock = new SimulatedClock();
    const moves: string[] = [];
    const machine = carouselMachine.provide({
      actions: { goNext: () => void moves.push('next'), goPrev: () => void moves.push('prev') },
    });
    const actor = createActor(machine, { clock, input: { autoplayMs } }).start();
    return { clock, moves, actor };
  };

  it('moves on once per delay while running, the delay being the one it was given', () => {
    const { clock, moves, actor } = start(4000);
    actor.send({ type: 'autoplay.enable' });
    clock.increment(3_999);
    expect(moves).toEqual([]);
    clock.increment(1);
    expect(moves).toEqual(['next']);
    clock.increment(4_000);
    expect(moves).toEqual(['next', 'next']);
    actor.stop();
  });

  it('starts still on the first slide, before Swiper reports: back disabled, on enabled, buttons shown', () => {
    const { actor } = start(4000);
    const s = actor.getSnapshot();
    expect([selectCarouselState(s), selectActiveIndex(s), selectPrevDisabled(s), selectNextDisabled(s)]).toEqual([
      'still',
      0,
      true,
      false,
    ]);
    expect(selectLocked(s)).toBe(false);
    actor.stop();
  });

  it('never moves on by itself while still', () => {
    const { clock, moves, actor } = start(4000);
    clock.increment(20_000);
    expect(moves).toEqual([]);
    actor.stop();
  });

  it('stops the clock while held and starts a whole delay over once released', () => {
    const { clock, moves, actor } = start(3000);
    actor.send({ type: 'autoplay.enable' });
    clock.increment(2_500);
    actor.send({ type: 'hold', reason: 'hover' });
    clock.increment(10_000);
    expect(moves).toEqual([]);
    actor.send({ type: 'release', reason: 'hover' });
    clock.increment(2_999);
    expect(moves).toEqual([]);
    clock.increment(1);
    expect(moves).toEqual(['next']);
    actor.stop();
  });

  it('waits for every hold to go: hover and focus together need both released', () => {
    const { actor } = start(4000);
    actor.send({ type: 'autoplay.enable' });
    actor.send({ type: 'hold', reason: 'hidden' });
    actor.send({ type: 'hold', reason: 'touch' });
    actor.send({ type: 'hold', reason: 'hidden' });
    expect(actor.getSnapshot().context.holds).toEqual(['hidden', 'touch']);
    actor.send({ type: 'release', reason: 'hidden' });
    expect(selectAutoplay(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'release', reason: 'touch' });
    expect(selectAutoplay(actor.getSnapshot())).toBe('running');
    actor.stop();
  });
});

describe('when autoplay is allowed (docs/product.md#rules)', () => {
  const base = { autoplayMs: 4000, slides: 3, reducedMotion: false, dataSaver: false };
  it.each([
    ['a delay and several slides', base, true],
    ['no delay', { ...base, autoplayMs: undefined }, false],
    ['a zero delay', { ...base, autoplayMs: 0 }, false],
    ['a 1 ms delay', { ...base, autoplayMs: 1 }, true],
    ['one slide', { ...base, slides: 1 }, false],
    ['two slides', { ...base, slides: 2 }, true],
    ['reduced motion', { ...base, reducedMotion: true }, false],
    ['low-data mode', { ...base, dataSaver: true }, false],
  ])('%s', (_name, options, allowed) => {
    expect(autoplayAllowed(options)).toBe(allowed);
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(carouselOracle as never));
});

// The /clubs map flow (docs/architecture.md): static first, MapLibre on the player's touch, click or focus or a while
// after the page went idle (not by itself in low-data mode), the static map kept when MapLibre fails.
// The oracle below is written down from that rule, state by state, not derived from the machine.
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate';
import { CLUB_MAP_PRELOAD_DELAY_MS } from '../../src/config/constants';
import { clubMapMachine } from '../../src/machines/club-map/club-map.machine';
import {
  selectBusy,
  selectClubMapState,
  selectInteractive,
  selectMountsMapLibre,
  selectSelectedClub,
  selectShowsStatic,
} from '../../src/machines/club-map/club-map.selectors';
import {
  describePath,
  type MachineModel,
  type ModelEvent,
  modelPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';

const IDLE_DONE = 'xstate.done.actor.waitForIdle';
const IDLE_ERROR = 'xstate.error.actor.waitForIdle';
const LOAD_DONE = 'xstate.done.actor.loadMap';
const LOAD_ERROR = 'xstate.error.actor.loadMap';
const PRELOAD = 'xstate.after.preload.clubMap.static.idle';

/** Where each event leads from each state; an event not listed leaves the state as it is. */
const next = (preloadAllowed: boolean): Record<string, Record<string, string>> => {
  const reachForMap = { 'map.activate': 'loading', 'club.select': 'loading', 'club.show': 'loading' };
  return {
    'static.waiting': {
      ...reachForMap,
      [IDLE_DONE]: preloadAllowed ? 'static.idle' : 'static.held',
      [IDLE_ERROR]: 'static.held',
    },
    'static.idle': { ...reachForMap, [PRELOAD]: 'loading' },
    'static.held': reachForMap,
    loading: { [LOAD_DONE]: 'starting', [LOAD_ERROR]: 'failed' },
    starting: { 'map.ready': 'interactive', 'map.failed': 'failed' },
    interactive: {},
    failed: { 'map.retry': 'loading' },
  };
};

const BUSY = ['loading', 'starting'];

const model = (preloadAllowed: boolean): MachineModel<typeof clubMapMachine> => ({
  machine: preloadAllowed ? clubMapMachine : clubMapMachine.provide({ guards: { isPreloadAllowed: () => false } }),
  promiseActors: ['waitForIdle', 'loadMap'],
  effects: ['revealClub'],
  events: [
    { type: 'map.activate' },
    { type: 'club.select', clubId: 5 },
    { type: 'club.show', clubId: 8 },
    { type: 'club.close' },
    { type: 'map.ready' },
    { type: 'map.failed' },
    { type: 'map.retry' },
    { type: IDLE_DONE },
    { type: IDLE_ERROR, error: new Error('no idle') },
    { type: LOAD_DONE },
    { type: LOAD_ERROR, error: new Error('chunk failed') },
    { type: PRELOAD },
  ],
  serializeState: (s) => JSON.stringify([s.value, s.context.selected]),
  expectStep: ({ from, event, to, effects }) => {
    const before = selectClubMapState(from as never);
    const after = selectClubMapState(to as never);
    expect(after, `${before} --${event.type}-->`).toBe(next(preloadAllowed)[before]?.[event.type] ?? before);

    // The club whose details are open: the one chosen last, until closed.
    const chosen = (event as ModelEvent & { clubId?: number }).clubId;
    if (event.type === 'club.select' || event.type === 'club.show')
      expect(selectSelectedClub(to as never)).toBe(chosen);
    else if (event.type === 'club.close') expect(selectSelectedClub(to as never)).toBeNull();
    else expect(selectSelectedClub(to as never)).toBe(selectSelectedClub(from as never));

    // Only a club chosen in the list asks the map to show it (MapLibre flies there).
    expect(effects).toEqual(event.type === 'club.show' ? ['revealClub'] : []);
  },
  invariant: (s: AnyMachineSnapshot) => {
    const state = selectClubMapState(s as never);
    expect(Object.keys(next(preloadAllowed))).toContain(state);
    expect(selectBusy(s as never)).toBe(BUSY.includes(state));
    // The static map is in front until MapLibre has drawn the view, and stays when MapLibre failed.
    expect(selectShowsStatic(s as never)).toBe(state !== 'interactive');
    expect(selectInteractive(s as never)).toBe(state === 'interactive');
    expect(selectMountsMapLibre(s as never)).toBe(state === 'starting' || state === 'interactive');
    if (!preloadAllowed) expect(state).not.toBe('static.idle');
  },
});

describe.each([true, false])('club map machine paths, preload allowed %s', (preloadAllowed) => {
  const m = model(preloadAllowed);
  const shortest = modelPaths(m, 'shortest');
  const simple = modelPaths(m, 'simple');

  it('reaches every state it can', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    const unreachable = preloadAllowed ? [] : ['clubMap.static.idle'];
    expect(stateIds(clubMapMachine).filter((id) => !visited.has(id))).toEqual(unreachable);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  // Simple paths through [state, selected club] run to thousands: every one up to 4 events is replayed.
  const short = simple.filter((p) => p.steps.length <= 5);
  describe.each(short.map((p) => [describePath(p), p] as const))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  replayEach('transition', m, transitionPaths(m, [...shortest, ...short]));
});

describe('club map timing and loading', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  const start = () => {
    const idle = deferred();
    let loads = 0;
    const clock = new SimulatedClock();
    const machine = clubMapMachine.provide({
      actors: {
        waitForIdle: fromPromise(() => idle.promise),
        loadMap: fromPromise(() => {
          loads++;
          return new Promise<void>(() => {});
        }),
      },
    });
    const actor = createActor(machine, { clock }).start();
    return { actor, clock, idle, loads: () => loads };
  };

  it('loads MapLibre 5 s after the page went idle, not before', async () => {
    expect(CLUB_MAP_PRELOAD_DELAY_MS).toBe(5000);
    const { actor, clock, idle, loads } = start();
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toEqual({ static: 'waiting' });
    idle.resolve();
    await flush();
    clock.increment(4_999);
    expect(actor.getSnapshot().value).toEqual({ static: 'idle' });
    expect(loads()).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loads()).toBe(1);
    actor.stop();
  });

  it('loads at once when the player reaches for the map, and only once', async () => {
    const { actor, clock, idle, loads } = start();
    idle.resolve();
    await flush();
    clock.increment(1_000);
    actor.send({ type: 'map.activate' });
    expect(actor.getSnapshot().value).toBe('loading');
    // Touching again, choosing a club, or the preload timer of the idle page start nothing more.
    actor.send({ type: 'map.activate' });
    actor.send({ type: 'club.select', clubId: 3 });
    clock.increment(10_000);
    expect(loads()).toBe(1);
    expect(actor.getSnapshot().context.selected).toBe(3);
    actor.stop();
  });

  it('a MapLibre that cannot start leaves the static map, and retry loads again', async () => {
    const { actor } = (() => {
      const machine = clubMapMachine.provide({
        actors: { waitForIdle: fromPromise(() => new Promise<void>(() => {})), loadMap: fromPromise(async () => {}) },
      });
      return { actor: createActor(machine).start() };
    })();
    actor.send({ type: 'club.show', clubId: 4 });
    await flush();
    expect(actor.getSnapshot().value).toBe('starting');
    actor.send({ type: 'map.failed' });
    expect(selectShowsStatic(actor.getSnapshot())).toBe(true);
    expect(selectSelectedClub(actor.getSnapshot())).toBe(4);
    actor.send({ type: 'map.retry' });
    await flush();
    actor.send({ type: 'map.ready' });
    expect(actor.getSnapshot().value).toBe('interactive');
    // The club chosen on the static map stays open in MapLibre's popup.
    expect(selectSelectedClub(actor.getSnapshot())).toBe(4);
    actor.stop();
  });
});

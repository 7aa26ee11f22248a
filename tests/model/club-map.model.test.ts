// The /clubs map flow (docs/architecture.md): static first, MapLibre on the player's touch, click or focus or a while
// after the page went idle (not by itself in low-data mode), the static map kept when MapLibre fails.
// Its oracle (src/machines/club-map/club-map.qa.ts) is written down from that rule, state by state.
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock, transition } from 'xstate';
import { CLUB_MAP_PRELOAD_DELAY_MS } from '../../src/config/constants';
import { clubMapMachine } from '../../src/machines/club-map/club-map.machine';
import { type ClubMapView, clubMapLowDataOracle, clubMapOracle } from '../../src/machines/club-map/club-map.qa';
import {
  selectBusy,
  selectClubMapState,
  selectFailed,
  selectInteractive,
  selectMountsMapLibre,
  selectSelectedClub,
  selectShowsStatic,
  selectStatic,
} from '../../src/machines/club-map/club-map.selectors';
import {
  expectOracleCovered,
  type MachineModel,
  type ModelEvent,
  modelPaths,
  namedPaths,
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

/** What /clubs shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): ClubMapView => ({
  state: selectClubMapState(s as never),
  showsStatic: selectShowsStatic(s as never),
  mountsMapLibre: selectMountsMapLibre(s as never),
  interactive: selectInteractive(s as never),
  static: selectStatic(s as never),
  failed: selectFailed(s as never),
  busy: selectBusy(s as never),
  selected: selectSelectedClub(s as never),
});

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
  oracle: preloadAllowed ? clubMapOracle : clubMapLowDataOracle,
  view: view as never,
  serializeState: (s) => JSON.stringify([s.value, s.context.selected]),
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

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  // Simple paths through [state, selected club] run to thousands: every one up to 2 events is replayed.
  const short = simple.filter((p) => p.steps.length <= 3);
  describe.each(namedPaths(short))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  replayEach('transition', m, transitionPaths(m, [...shortest, ...short]));
  // Every edge of the graph once: the shortest path to each [state, club] plus each event it takes there (the
  // club events of a MapLibre on screen take the same transitions as elsewhere, so no path above takes them).
  const events = m.events as ModelEvent[];
  const edges = shortest.flatMap((p) =>
    events
      .filter((event) => p.state.machine.getTransitionData(p.state as never, event).length > 0)
      .map((event) => {
        const [state] = transition(m.machine, p.state as never, event as never);
        return { ...p, state, steps: [...p.steps, { event, state }] };
      }),
  );
  replayEach('edge', m, edges);
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

  it('keeps the static map, held, when the view gave it neither the idle wait nor the map code', async () => {
    const actor = createActor(clubMapMachine).start();
    await flush();
    expect(selectClubMapState(actor.getSnapshot())).toBe('static.held');
    actor.send({ type: 'map.activate' });
    await flush();
    expect(selectClubMapState(actor.getSnapshot())).toBe('failed');
    actor.stop();
  });

  it('is known as clubMap (the QA report and /inspect name its states so)', () => {
    expect(stateIds(clubMapMachine)).toEqual([
      'clubMap',
      'clubMap.static',
      'clubMap.static.waiting',
      'clubMap.static.idle',
      'clubMap.static.held',
      'clubMap.loading',
      'clubMap.starting',
      'clubMap.interactive',
      'clubMap.failed',
    ]);
  });

  // Last: every row of both oracles was taken and every state they list reached by the replays above.
  it('takes every row of the oracle', () => {
    expectOracleCovered(clubMapOracle as never);
    expectOracleCovered(clubMapLowDataOracle as never);
  });
});

import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { SearchResult } from '../../contract/schemas/games';
import { gameSearchMachine } from '../../src/machines/game-search/game-search.machine';
import { type GameSearchView, gameSearchOracle } from '../../src/machines/game-search/game-search.qa';
import {
  selectInput,
  selectIsBusy,
  selectIsDropdownOpen,
  selectPredictions,
  selectResults,
  selectSearchError,
  selectSearchState,
} from '../../src/machines/game-search/game-search.selectors';
import { everyEdgePaths } from './every-edge';
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

const slot = (id: number, name: string): SearchResult => ({
  id,
  name,
  game: { game_id: id, group_alias: 'slots' },
  image: { url: `/img/${id}.png` },
  view: 'card',
  group: { name: 'Slots' },
});
const predictions = [slot(1, 'Kreyol Gold')];
const results = [slot(1, 'Kreyol Gold'), slot(2, 'Kreyol Nights')];
const offline = new ApiError({ kind: 'network', url: '/api/v1/games/search/list', method: 'GET' });
const predictionDown = new ApiError({
  kind: 'http',
  status: 503,
  url: '/api/v1/games/search/prediction',
  method: 'GET',
});

const DEBOUNCE = 'xstate.after.debounce.gameSearch.debouncing';
const cleared = { input: '', query: '', predictions: [], results: null, error: null };
const searchable = (input: string) => input.trim().length >= 3;

/** Representative inputs: empty, too short, too short once trimmed, just enough, longer with spaces around. */
const inputs = ['', 'ko', ' ko  ', 'kre', ' kreyol '];

/** What the search box shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): GameSearchView => ({
  state: selectSearchState(s as never),
  input: selectInput(s as never),
  predictions: selectPredictions(s as never),
  results: selectResults(s as never),
  error: selectSearchError(s as never),
  dropdownOpen: selectIsDropdownOpen(s as never),
  busy: selectIsBusy(s as never),
});

const model = (values: string[]): MachineModel<typeof gameSearchMachine> => ({
  machine: gameSearchMachine,
  promiseActors: ['predict', 'search'],
  events: [
    ...values.map((value) => ({ type: 'search.input', value })),
    { type: 'search.submit' },
    { type: 'search.close' },
    { type: 'search.clear' },
    { type: DEBOUNCE },
    { type: 'xstate.done.actor.predict', output: predictions },
    { type: 'xstate.error.actor.predict', error: predictionDown },
    { type: 'xstate.done.actor.search', output: results },
    { type: 'xstate.error.actor.search', error: offline },
  ],
  oracle: gameSearchOracle,
  view: view as never,
  invariant: (s) => {
    if (s.matches('idle')) expect(s.context).toEqual(cleared);
    // Nothing is queried, and the dropdown is never open, under 3 characters; the query is what was typed.
    if (selectIsDropdownOpen(s)) {
      expect(searchable(s.context.input)).toBe(true);
      expect(s.context.query).toBe(s.context.input.trim());
    }
    expect(s.context.error !== null).toBe(s.matches('failed'));
    // Escape / click outside always closes an open (or about to open) dropdown; the search button works
    // whenever 3+ characters are typed and no result query is already running.
    if (selectIsDropdownOpen(s) || s.matches('debouncing')) expect(s.can({ type: 'search.close' })).toBe(true);
    expect(s.can({ type: 'search.submit' })).toBe(searchable(s.context.input) && !s.matches('searching'));
    expect(s.hasTag('busy')).toBe(s.matches('predicting') || s.matches('searching'));
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.input, s.context.results !== null]),
});

describe('game search machine paths', () => {
  const full = model(inputs);
  // Every edge multiplies with the inputs: all shortest paths over every input, every edge over three.
  const reduced = {
    ...model(['', 'ko', 'kre']),
    serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.input]),
  };
  const shortest = modelPaths(full, 'shortest');
  const edges = everyEdgePaths(reduced);

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...edges]);
    expect(stateIds(gameSearchMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('debounces 500 ms (docs/product.md#constants-timing)', () => {
    expect(gameSearchMachine.implementations.delays.debounce).toBe(500);
  });

  describe.each(namedPaths(shortest))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(full, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', full, transitionPaths(full, shortest));
  // Every edge of the smaller graph: each row of the oracle from each state it lists.
  replayEach('edge', reduced, edges);

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(gameSearchOracle as never));
});

describe('game search timing', () => {
  function start() {
    const calls: Array<{ name: string; signal: AbortSignal; resolve: (r: SearchResult[]) => void }> = [];
    const clock = new SimulatedClock();
    const predict = fromPromise<SearchResult[], { name: string }>(
      ({ input, signal }) => new Promise((resolve) => calls.push({ name: input.name, signal, resolve })),
    );
    const actor = createActor(gameSearchMachine.provide({ actors: { predict } }), { clock }).start();
    return { actor, clock, calls };
  }

  it('restarts the debounce on every keystroke and queries the last input once', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'search.input', value: 'kre' });
    clock.increment(499);
    actor.send({ type: 'search.input', value: 'krey ' });
    clock.increment(499);
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('predicting');
    expect(calls.map((c) => c.name)).toEqual(['krey']);
    actor.stop();
  });

  it('cancels a running prediction on a new keystroke; its late answer is ignored', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'search.input', value: 'kre' });
    clock.increment(500);
    actor.send({ type: 'search.input', value: 'krey' });
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve(predictions);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.predictions).toEqual([]);
    actor.stop();
  });
});

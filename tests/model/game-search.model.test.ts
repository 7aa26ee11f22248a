import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { SearchResult } from '../../src/api/schemas/games';
import { gameSearchMachine } from '../../src/machines/game-search/game-search.machine';
import { selectIsDropdownOpen } from '../../src/machines/game-search/game-search.selectors';
import {
  describePath,
  type MachineModel,
  modelPaths,
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

const DEBOUNCE = 'xstate.after.debounce.gameSearch.debouncing';
const cleared = { input: '', query: '', predictions: [], results: null, error: null };
const searchable = (input: string) => input.trim().length >= 3;

/** Representative inputs: empty, too short, too short once trimmed, just enough, longer with spaces around. */
const inputs = ['', 'ko', ' ko  ', 'kre', ' kreyol '];

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
    { type: 'xstate.error.actor.predict', error: offline },
    { type: 'xstate.done.actor.search', output: results },
    { type: 'xstate.error.actor.search', error: offline },
  ],
  // spec §4 Game search, rule by rule.
  expectStep: ({ from, event, to }) => {
    if (event.type === 'search.input') {
      const value = event.value as string;
      if (value === '') {
        // Emptying the input clears the whole search.
        expect(to.value).toBe('idle');
        expect(to.context).toEqual(cleared);
      } else {
        // Stored at once; the (restarted) debounce runs, any query in flight is dropped.
        expect(to.value).toBe('debouncing');
        expect(to.context.input).toBe(value);
        expect(selectIsDropdownOpen(to)).toBe(false);
      }
    }
    if (event.type === DEBOUNCE) {
      // After 500 ms quiet: 3+ trimmed characters open the dropdown and query predictions, else nothing.
      const query = from.context.input.trim();
      expect(to.value).toBe(query.length >= 3 ? 'predicting' : 'closed');
      expect(selectIsDropdownOpen(to)).toBe(query.length >= 3);
      if (query.length >= 3) expect(to.context.query).toBe(query);
    }
    if (event.type === 'search.submit') {
      if (from.matches('searching')) expect(to.value).toBe('searching');
      else {
        // The search button runs the result query at once, at 3+ characters only.
        expect(to.matches('searching')).toBe(searchable(from.context.input));
        if (!to.matches('searching')) expect(to.value).toEqual(from.value);
        else expect(to.context.query).toBe(from.context.input.trim());
      }
    }
    if (event.type === 'search.clear') {
      expect(to.value).toBe('idle');
      expect(to.context).toEqual(cleared);
    }
    if (event.type === 'search.close') {
      // Closing the dropdown keeps what was typed and the results.
      expect(to.value).toBe('closed');
      expect(selectIsDropdownOpen(to)).toBe(false);
      expect(to.context.input).toBe(from.context.input);
      expect(to.context.results).toEqual(from.context.results);
    }
    if (event.type === 'xstate.done.actor.predict') {
      expect(to.value).toBe('suggesting');
      expect(to.context.predictions).toEqual(predictions);
    }
    if (event.type === 'xstate.done.actor.search') {
      expect(to.value).toBe('showingResults');
      expect(to.context.results).toEqual(results);
    }
    if (event.type.startsWith('xstate.error.actor.')) {
      expect(to.value).toBe('failed');
      expect(to.context.error).toBe(offline);
    }
    // Queries start only from the debounce (predictions) or the search button (results).
    if (to.matches('predicting') && !from.matches('predicting')) expect(event.type).toBe(DEBOUNCE);
    if (to.matches('searching') && !from.matches('searching')) expect(event.type).toBe('search.submit');
  },
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
  // Simple paths multiply with the inputs: all shortest paths over every input, simple ones over three.
  const reduced = model(['', 'ko', 'kre']);
  const shortest = modelPaths(full, 'shortest');
  const simple = modelPaths(reduced, 'simple').filter((p) => p.steps.length <= 6);

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(gameSearchMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('debounces 500 ms (spec §9)', () => {
    expect(gameSearchMachine.implementations.delays.debounce).toBe(500);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(full, path));
  });
  describe.each(simple.map((p) => [describePath(p), p] as const))('simple: %s', (_name, path) => {
    it('replays on the real machine', () => replayPath(reduced, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', full, transitionPaths(full, shortest));
  replayEach('transition', reduced, transitionPaths(reduced, simple));
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

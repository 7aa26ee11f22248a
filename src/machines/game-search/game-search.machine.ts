// Purpose: finds games as the player types: predictions in a dropdown, full results on submit
// (docs/product.md#flows-game-search).
// docs/product.md#flows-game-search Game search: the input is debounced 500 ms; at 3+ characters (trimmed) the dropdown
// opens and the prediction query runs; the search button (or Enter) runs the result query at once; emptying the input
// clears the whole search. A keystroke restarts the debounce and cancels a running query.
import { assign, setup } from 'xstate';
import type { ApiError } from '../../api/errors';
import type { SearchResult } from '../../../contract/schemas/games';
import { SEARCH_MIN_CHARS } from '../../../contract/constants';
import { SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { errorOf, notProvided } from '../shared';

export interface GameSearchContext {
  /** What the player typed, as typed. */
  input: string;
  /** The trimmed input of the last query started (prediction or results). */
  query: string;
  predictions: SearchResult[];
  results: SearchResult[] | null;
  error: ApiError | null;
}

export type GameSearchEvent =
  | { type: 'search.input'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.close' }
  | { type: 'search.clear' };

/** docs/product.md#constants-money: queries run at 3+ characters, spaces around them not counted. */
export const isSearchable = (input: string) => input.trim().length >= SEARCH_MIN_CHARS;

const cleared: GameSearchContext = { input: '', query: '', predictions: [], results: null, error: null };

export const gameSearchMachine = setup({
  types: {
    context: {} as GameSearchContext,
    events: {} as GameSearchEvent,
  },
  actors: {
    predict: notProvided<SearchResult[], { name: string }>('predict'),
    search: notProvided<SearchResult[], { name: string }>('search'),
  },
  guards: {
    isEmptied: (_, value: string) => value === '',
    isSearchable: ({ context }) => isSearchable(context.input),
  },
  actions: {
    storeInput: assign((_, value: string) => ({ input: value })),
    clear: assign(() => ({ ...cleared })),
    startQuery: assign(({ context }) => ({ query: context.input.trim(), error: null })),
    storePredictions: assign((_, predictions: SearchResult[]) => ({ predictions })),
    storeResults: assign((_, results: SearchResult[]) => ({ results })),
    storeError: assign((_, error: unknown) => ({ error: error as ApiError })),
    forgetError: assign({ error: null }),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'gameSearch',
  context: { ...cleared },
  initial: 'idle',
  on: {
    // Every keystroke, whatever is going on: leaving the current state cancels its timer or query.
    'search.input': [
      {
        guard: { type: 'isEmptied', params: ({ event }) => event.value },
        target: '.idle',
        actions: 'clear',
      },
      { target: '.debouncing', actions: { type: 'storeInput', params: ({ event }) => event.value } },
    ],
    'search.clear': { target: '.idle', actions: 'clear' },
  },
  states: {
    // Nothing typed: the context is the cleared search (so the search button has nothing to run).
    idle: {},
    debouncing: {
      after: {
        debounce: [{ guard: 'isSearchable', target: 'predicting' }, { target: 'closed' }],
      },
      on: {
        'search.submit': { guard: 'isSearchable', target: 'searching' },
        'search.close': { target: 'closed' },
      },
    },
    // From here to 'closed' the dropdown is open, which it only is at 3+ characters (a keystroke leaves for
    // debouncing): the search button needs no check of its own until the dropdown closes.
    predicting: {
      tags: ['busy'],
      entry: 'startQuery',
      invoke: {
        id: 'predict',
        src: 'predict',
        input: ({ context }) => ({ name: context.query }),
        onDone: { target: 'suggesting', actions: { type: 'storePredictions', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
      on: {
        'search.submit': { target: 'searching' },
        'search.close': { target: 'closed' },
      },
    },
    // The dropdown lists the predictions.
    suggesting: {
      on: {
        'search.submit': { target: 'searching' },
        'search.close': { target: 'closed' },
      },
    },
    searching: {
      tags: ['busy'],
      entry: 'startQuery',
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ name: context.query }),
        onDone: { target: 'showingResults', actions: { type: 'storeResults', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: errorOf } },
      },
      on: { 'search.close': { target: 'closed' } },
    },
    showingResults: {
      on: {
        'search.submit': { target: 'searching' },
        'search.close': { target: 'closed' },
      },
    },
    // The dropdown shows the error; typing or submitting again starts over.
    failed: {
      exit: 'forgetError',
      on: {
        'search.submit': { target: 'searching' },
        'search.close': { target: 'closed' },
      },
    },
    // Dropdown closed with text in the box (closed by the player, or under 3 characters): input and
    // results are kept; typing restarts the debounce, submitting searches.
    closed: {
      on: { 'search.submit': { guard: 'isSearchable', target: 'searching' } },
    },
  },
});

export type GameSearchMachine = typeof gameSearchMachine;

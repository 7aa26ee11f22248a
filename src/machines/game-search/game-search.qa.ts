// The independent oracle of the game search (docs/architecture.md, "Machines and their oracles"), written
// from the product rules, checked at every step of tests/model/game-search.model.test.ts:
// - every keystroke is stored and restarts the 500 ms debounce (a running query is dropped); emptying the
//   input, or the clear button, clears the whole search;
// - after the debounce, 3+ characters (spaces around them not counted) open the dropdown and query the
//   predictions with the trimmed input; fewer leave the dropdown closed;
// - the search button (or Enter) runs the result query at once, at 3+ characters only, unless one runs;
// - closing the dropdown keeps the input and the results; a failed query shows its error until the next step.
import type { ApiError } from '../../api/errors';
import type { SearchResult } from '../../../contract/schemas/games';
import type { MachineOracle } from '../oracle';
import type { GameSearchContext } from './game-search.machine';

/** What the search box and its dropdown show, read through game-search.selectors.ts by the model test. */
export interface GameSearchView {
  state: string;
  input: string;
  predictions: SearchResult[];
  results: SearchResult[] | null;
  error: ApiError | null;
  dropdownOpen: boolean;
  busy: boolean;
}

type Context = GameSearchContext;

/** The rule, restated: 3 characters at least once the spaces around them are gone. */
const searchable = (input: string) => input.trim().length >= 3;

const cleared: Context = { input: '', query: '', predictions: [], results: null, error: null };

const shown = (context: Context, state: string, open: boolean, busy = false): GameSearchView => ({
  state,
  input: context.input,
  predictions: context.predictions,
  results: context.results,
  error: null,
  dropdownOpen: open,
  busy,
});

const ALL = ['idle', 'debouncing', 'predicting', 'suggesting', 'searching', 'showingResults', 'failed', 'closed'];
const SUBMITTABLE = ['debouncing', 'predicting', 'suggesting', 'showingResults', 'failed', 'closed'];
const CLOSABLE = ['debouncing', 'predicting', 'suggesting', 'searching', 'showingResults', 'failed'];

/** A query starts with what was typed, trimmed; a previous error goes. */
const queried = ({ context }: { context: Context }) => ({ ...context, query: context.input.trim(), error: null });

export const gameSearchOracle: MachineOracle<GameSearchView, Context> = {
  states: {
    idle: { sees: { ...shown(cleared, 'idle', false) } },
    debouncing: { sees: ({ context }) => shown(context, 'debouncing', false) },
    predicting: {
      sees: ({ context }) => shown(context, 'predicting', true, true),
      runs: ({ context }) => ({ predict: { name: context.input.trim() } }),
    },
    suggesting: { sees: ({ context }) => shown(context, 'suggesting', true) },
    searching: {
      sees: ({ context }) => shown(context, 'searching', true, true),
      runs: ({ context }) => ({ search: { name: context.input.trim() } }),
    },
    showingResults: { sees: ({ context }) => shown(context, 'showingResults', true) },
    failed: { sees: ({ context }) => ({ ...shown(context, 'failed', true), error: context.error }) },
    closed: { sees: ({ context }) => shown(context, 'closed', false) },
  },
  steps: [
    { from: ALL, event: 'search.input', when: (_, event) => event.value === '', to: 'idle', context: cleared },
    {
      from: ALL,
      event: 'search.input',
      when: (_, event) => event.value !== '',
      to: 'debouncing',
      context: ({ context }, event) => ({ ...context, input: event.value as string, error: null }),
    },
    { from: ALL, event: 'search.clear', to: 'idle', context: cleared },
    {
      from: 'debouncing',
      event: 'xstate.after.debounce.gameSearch.debouncing',
      when: ({ context }) => searchable(context.input),
      to: 'predicting',
      context: queried,
    },
    {
      from: 'debouncing',
      event: 'xstate.after.debounce.gameSearch.debouncing',
      when: ({ context }) => !searchable(context.input),
      to: 'closed',
      context: ({ context }) => context,
    },
    {
      from: SUBMITTABLE,
      event: 'search.submit',
      when: ({ context }) => searchable(context.input),
      to: 'searching',
      context: queried,
    },
    {
      from: CLOSABLE,
      event: 'search.close',
      to: 'closed',
      context: ({ context }) => ({ ...context, error: null }),
    },
    {
      from: 'predicting',
      event: 'xstate.done.actor.predict',
      to: 'suggesting',
      context: ({ context }, event) => ({ ...context, predictions: event.output as SearchResult[] }),
    },
    {
      from: 'predicting',
      event: 'xstate.error.actor.predict',
      to: 'failed',
      context: ({ context }, event) => ({ ...context, error: event.error as ApiError }),
    },
    {
      from: 'searching',
      event: 'xstate.done.actor.search',
      to: 'showingResults',
      context: ({ context }, event) => ({ ...context, results: event.output as SearchResult[] }),
    },
    {
      from: 'searching',
      event: 'xstate.error.actor.search',
      to: 'failed',
      context: ({ context }, event) => ({ ...context, error: event.error as ApiError }),
    },
  ],
};

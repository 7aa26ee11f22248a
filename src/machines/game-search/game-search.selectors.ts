import type { SnapshotFrom } from 'xstate';
import type { GameSearchMachine } from './game-search.machine';

type Snapshot = SnapshotFrom<GameSearchMachine>;

export const selectSearchState = (s: Snapshot) => String(s.value);
export const selectInput = (s: Snapshot) => s.context.input;
export const selectPredictions = (s: Snapshot) => s.context.predictions;
export const selectResults = (s: Snapshot) => s.context.results;
export const selectSearchError = (s: Snapshot) => (s.matches('failed') ? s.context.error : null);
/**
 * docs/product.md#flows-picker: the dropdown is open from the prediction query (3+ characters) until it is closed or
 * emptied.
 */
export const selectIsDropdownOpen = (s: Snapshot) =>
  s.matches('predicting') ||
  s.matches('suggesting') ||
  s.matches('searching') ||
  s.matches('showingResults') ||
  s.matches('failed');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');

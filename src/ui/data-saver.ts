// Low-data mode as the primitives see it: a context the app fills (src/app/data-saver.ts holds the store and the
// player's choice), so src/ui reads the mode and offers the switch without importing the app
// (docs/architecture.md "Dependencies"). Without a provider: off, and choosing does nothing.
import { createContext, useContext } from 'react';

export interface DataSaver {
  /** Low-data mode is in effect. */
  on: boolean;
  /** Why: the player's choice, the browser's data-saver setting, or neither (off). */
  reason: 'choice' | 'browser' | 'off';
  /** The browser asks to save data (navigator.connection.saveData). */
  browserAsks: boolean;
}

export interface DataSaverControl {
  state: DataSaver;
  /** The player's explicit choice. */
  choose: (on: boolean) => void;
}

export const DATA_SAVER_OFF: DataSaver = { on: false, reason: 'off', browserAsks: false };

const Control = createContext<DataSaverControl>({ state: DATA_SAVER_OFF, choose: () => {} });
/** Given the store's current state by the app. */
export const DataSaverProvider = Control.Provider;

export function useDataSaver(): DataSaver {
  return useContext(Control).state;
}

export function useChooseDataSaver(): (on: boolean) => void {
  return useContext(Control).choose;
}

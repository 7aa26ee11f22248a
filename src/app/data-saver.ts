// Low-data mode (docs/architecture.md#performance): on when the browser asks to save data
// (navigator.connection.saveData, the same setting that sends `Save-Data: on`) or when the player turned it on in the
// menu. The player's explicit choice, on or off, wins over the browser and survives a reload. When on: images without
// their larger srcset variants, no carousel autoplay, no prefetching (gate any prefetch on isDataSaverOn()).
// A preference, not a flow (docs/architecture.md#machines): a tiny external store read with useSyncExternalStore.
import { createElement, type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { DATA_SAVER_OFF, type DataSaver, DataSaverProvider } from '../ui/data-saver';
import { readStored, writeCookie, writeStored } from './storage';

export type { DataSaver };

/** localStorage key of the player's choice: 'on' or 'off'; absent = follow the browser. */
export const DATA_SAVER_KEY = 'data_saver';

/** Network Information API: Chromium-based browsers only; absent elsewhere (then the browser never asks). */
type Connection = EventTarget & { saveData?: boolean };

const connectionOf = (): Connection | undefined =>
  (globalThis.navigator as (Navigator & { connection?: Connection }) | undefined)?.connection;

const parseChoice = (value: string | null): boolean | null => (value === 'on' ? true : value === 'off' ? false : null);

// The choice is read from storage once; kept in memory after, so it holds for the session even where
// storage is unavailable (private mode, old WebViews).
let choice: boolean | null | undefined;
const currentChoice = (): boolean | null => {
  if (choice === undefined) choice = parseChoice(readStored(DATA_SAVER_KEY));
  return choice;
};

const OFF = DATA_SAVER_OFF;
export { DATA_SAVER_OFF };
let snapshot: DataSaver = OFF;

/** The current state; the same object until something changes (a useSyncExternalStore snapshot). */
export function getDataSaver(): DataSaver {
  const browserAsks = connectionOf()?.saveData === true;
  const explicit = currentChoice();
  const reason: DataSaver['reason'] = explicit !== null ? 'choice' : browserAsks ? 'browser' : 'off';
  const on = explicit ?? browserAsks;
  if (snapshot.on !== on || snapshot.reason !== reason || snapshot.browserAsks !== browserAsks) {
    snapshot = { on, reason, browserAsks };
  }
  return snapshot;
}

/** For code outside React (prefetching, service worker messages): is low-data mode on right now? */
export const isDataSaverOn = (): boolean => getDataSaver().on;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The player's explicit choice; it wins over the browser's setting and is remembered. */
export function setDataSaver(on: boolean) {
  choice = on;
  writeStored(DATA_SAVER_KEY, on ? 'on' : 'off');
  // The server renders the next page with it too (docs/architecture.md "Server rendering").
  writeCookie(DATA_SAVER_KEY, on ? 'on' : 'off');
  notify();
}

// Another tab changed the choice: follow it.
const onStorage = (event: StorageEvent) => {
  if (event.key !== DATA_SAVER_KEY && event.key !== null) return;
  choice = parseChoice(event.key === null ? null : event.newValue);
  notify();
};

/** Calls `listener` on every change (the player's choice, another tab's, the browser's setting); returns the unsubscribe. */
export function subscribeDataSaver(listener: () => void): () => void {
  if (listeners.size === 0) {
    connectionOf()?.addEventListener('change', notify);
    globalThis.addEventListener?.('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      connectionOf()?.removeEventListener('change', notify);
      globalThis.removeEventListener?.('storage', onStorage);
    }
  };
}

/**
 * What the server knew when it rendered the page: the `data_saver` cookie (the player's choice), else the browser's
 * `Save-Data: on` header. The browser hydrates from the same (it travels with the page's data), then follows its own.
 */
export function dataSaverOfRequest(cookie: string | null | undefined, saveData: string | null | undefined): DataSaver {
  const browserAsks = saveData?.trim().toLowerCase() === 'on';
  const explicit = parseChoice(cookie ?? null);
  if (explicit !== null) return { on: explicit, reason: 'choice', browserAsks };
  return browserAsks ? { on: true, reason: 'browser', browserAsks } : OFF;
}

/**
 * Holds the render's starting point (src/app/app.tsx) and hands the live state and the player's choice to src/ui
 * (its `useDataSaver`), the render's value until the browser's store is read.
 */
export function DataSaverAtRender({ value, children }: { value: DataSaver; children?: ReactNode }) {
  const state = useSyncExternalStore(subscribeDataSaver, getDataSaver, () => value);
  // Keyed by what the state says, not by the object: the browser's first read after hydration is a new object with
  // the server's values, and a new context value then would make React drop the server's HTML of every part still
  // waiting to hydrate (src/ui/hydrate-when-near.tsx) and render it again.
  const { on, reason, browserAsks } = state;
  const control = useMemo(
    () => ({ state: { on, reason, browserAsks }, choose: setDataSaver }),
    [on, reason, browserAsks],
  );
  return createElement(DataSaverProvider, { value: control }, children);
}

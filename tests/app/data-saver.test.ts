// Low-data mode store (docs/architecture.md#performance, src/app/data-saver.ts): the browser's data-saver setting turns
// it on, the player's choice (on or off) wins over it and survives a reload, and subscribers hear every change.
// A reload is a fresh import of the module over the same storage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('../../src/app/data-saver');

class FakeConnection extends EventTarget {
  constructor(public saveData: boolean) {
    super();
  }
  /** The browser's setting changes (navigator.connection fires 'change'). */
  set(saveData: boolean) {
    this.saveData = saveData;
    this.dispatchEvent(new Event('change'));
  }
}

function fakeStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
  };
}

let storage: ReturnType<typeof fakeStorage>;
let windowEvents: EventTarget;

/** Opens the app: a fresh module instance, with the browser asking to save data or not. */
async function openApp(options: { saveData?: boolean; connection?: boolean } = {}) {
  const connection = options.connection === false ? undefined : new FakeConnection(options.saveData ?? false);
  vi.stubGlobal('navigator', { connection });
  vi.resetModules();
  const store: Store = await import('../../src/app/data-saver');
  return { store, connection };
}

beforeEach(() => {
  storage = fakeStorage();
  windowEvents = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('addEventListener', windowEvents.addEventListener.bind(windowEvents));
  vi.stubGlobal('removeEventListener', windowEvents.removeEventListener.bind(windowEvents));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser hint', () => {
  it('is off when the browser does not ask and the player chose nothing', async () => {
    const { store } = await openApp();
    expect(store.getDataSaver()).toEqual({ on: false, reason: 'off', browserAsks: false });
    expect(store.isDataSaverOn()).toBe(false);
  });

  it('is off on browsers without navigator.connection', async () => {
    const { store } = await openApp({ connection: false });
    expect(store.isDataSaverOn()).toBe(false);
  });

  it('is on, for the browser’s reason, when navigator.connection.saveData is true', async () => {
    const { store } = await openApp({ saveData: true });
    expect(store.getDataSaver()).toEqual({ on: true, reason: 'browser', browserAsks: true });
    expect(store.isDataSaverOn()).toBe(true);
  });

  it('follows the browser’s setting when it changes, and tells subscribers', async () => {
    const { store, connection } = await openApp();
    const heard = vi.fn();
    const unsubscribe = store.subscribeDataSaver(heard);
    connection!.set(true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getDataSaver().on).toBe(true);
    connection!.set(false);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(store.getDataSaver().on).toBe(false);
    unsubscribe();
    connection!.set(true);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('the player’s choice', () => {
  it('turns it on when the browser does not ask', async () => {
    const { store } = await openApp();
    const heard = vi.fn();
    store.subscribeDataSaver(heard);
    store.setDataSaver(true);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getDataSaver()).toEqual({ on: true, reason: 'choice', browserAsks: false });
  });

  it('turns it off although the browser asks, and keeps it off when the browser asks again', async () => {
    const { store, connection } = await openApp({ saveData: true });
    store.subscribeDataSaver(() => {});
    store.setDataSaver(false);
    expect(store.getDataSaver()).toEqual({ on: false, reason: 'choice', browserAsks: true });
    connection!.set(false);
    connection!.set(true);
    expect(store.isDataSaverOn()).toBe(false);
  });

  it('keeps it on when the browser stops asking', async () => {
    const { store, connection } = await openApp({ saveData: true });
    store.setDataSaver(true);
    connection!.set(false);
    expect(store.getDataSaver()).toEqual({ on: true, reason: 'choice', browserAsks: false });
  });
});

describe('persistence', () => {
  it('remembers "on" across a reload', async () => {
    (await openApp()).store.setDataSaver(true);
    expect(storage.values.get('data_saver')).toBe('on');
    const { store } = await openApp();
    expect(store.getDataSaver()).toEqual({ on: true, reason: 'choice', browserAsks: false });
  });

  it('remembers "off" across a reload, over the browser’s setting', async () => {
    (await openApp({ saveData: true })).store.setDataSaver(false);
    expect(storage.values.get('data_saver')).toBe('off');
    const { store } = await openApp({ saveData: true });
    expect(store.getDataSaver()).toEqual({ on: false, reason: 'choice', browserAsks: true });
  });

  it('ignores a stored value it does not know and follows the browser', async () => {
    storage.values.set('data_saver', 'maybe');
    const { store } = await openApp({ saveData: true });
    expect(store.getDataSaver().reason).toBe('browser');
  });

  it('keeps the choice for the session when storage throws (private mode)', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    const { store } = await openApp({ saveData: true });
    expect(store.isDataSaverOn()).toBe(true);
    store.setDataSaver(false);
    expect(store.isDataSaverOn()).toBe(false);
  });

  it('follows a choice made in another tab', async () => {
    const { store } = await openApp();
    const heard = vi.fn();
    store.subscribeDataSaver(heard);
    windowEvents.dispatchEvent(Object.assign(new Event('storage'), { key: 'data_saver', newValue: 'on' }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getDataSaver()).toEqual({ on: true, reason: 'choice', browserAsks: false });
  });
});

describe('snapshot for useSyncExternalStore', () => {
  it('is the same object until something changes', async () => {
    const { store } = await openApp();
    const first = store.getDataSaver();
    expect(store.getDataSaver()).toBe(first);
    store.setDataSaver(true);
    const second = store.getDataSaver();
    expect(second).not.toBe(first);
    expect(store.getDataSaver()).toBe(second);
  });
});

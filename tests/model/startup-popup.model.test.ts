import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { STARTUP_POPUP_INTERVAL_MS } from '../../src/config/constants';
import {
  initialWait,
  type StartupPopupInput,
  startupPopupMachine,
} from '../../src/machines/startup-popup/startup-popup.machine';
import {
  selectStartupPopupOpen,
  selectStartupPopupState,
} from '../../src/machines/startup-popup/startup-popup.selectors';
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

const COOLDOWN = 'xstate.after.cooldown.startupPopup.coolingDown';
const NOW = 1_800_000_000_000;
const MINUTE = 60_000;

const inputs: Array<[string, StartupPopupInput]> = [
  ['first visit on /', { path: '/', lastShownAt: null, now: NOW }],
  ['first visit on /promo', { path: '/promo', lastShownAt: null, now: NOW }],
  ['shown 2 min ago, on /', { path: '/', lastShownAt: NOW - 2 * MINUTE, now: NOW }],
  ['shown 6 min ago, on /blog', { path: '/blog', lastShownAt: NOW - 6 * MINUTE, now: NOW }],
];

const model = (input: StartupPopupInput): MachineModel<typeof startupPopupMachine> => ({
  machine: startupPopupMachine,
  input,
  promiseActors: [],
  effects: ['storeShownAt', 'lockScroll', 'unlockScroll'],
  events: [
    { type: 'route.change', path: '/' },
    { type: 'route.change', path: '/promo' },
    { type: 'popup.dismiss' },
    { type: COOLDOWN },
  ],
  // spec §4: only on /, when at least 5 minutes since last shown; the button dismisses; no page scroll
  // while shown.
  expectStep: ({ from, event, to, effects }) => {
    const opened = selectStartupPopupOpen(to) && !selectStartupPopupOpen(from);
    const closed = !selectStartupPopupOpen(to) && selectStartupPopupOpen(from);
    // Showing records the time and locks scrolling; hiding unlocks it; nothing else has effects.
    if (opened) expect(effects).toEqual(['storeShownAt', 'lockScroll']);
    else if (closed) expect(effects).toEqual(['unlockScroll']);
    else expect(effects).toEqual([]);
    if (opened) {
      // It opens when the cool-down runs out on /, or on arriving at / once due.
      expect(to.context.path).toBe('/');
      if (event.type === 'route.change') expect(from.value).toBe('due');
      else expect(event.type).toBe(COOLDOWN);
    }
    if (event.type === 'popup.dismiss') {
      if (from.matches('shown')) {
        expect(to.value).toBe('coolingDown');
        expect(to.context.waitMs).toBe(STARTUP_POPUP_INTERVAL_MS);
      } else expect(to).toBe(from);
    }
    if (event.type === 'route.change') {
      const { path } = event as unknown as { path: string };
      expect(to.context.path).toBe(path);
      // Leaving / takes the popup away and starts a fresh 5 minutes.
      if (from.matches('shown') && path !== '/') {
        expect(to.value).toBe('coolingDown');
        expect(to.context.waitMs).toBe(STARTUP_POPUP_INTERVAL_MS);
      }
      if (from.matches('coolingDown')) expect(to.value).toBe('coolingDown');
    }
    if (event.type === COOLDOWN) {
      expect(from.value).toBe('coolingDown');
      expect(to.value).toBe(from.context.path === '/' ? 'shown' : 'due');
    }
  },
  invariant: (s) => {
    // Never shown anywhere but /; never due while on / (it would be shown).
    if (s.matches('shown')) expect(s.context.path).toBe('/');
    if (s.matches('due')) expect(s.context.path).not.toBe('/');
    expect(s.context.waitMs).toBeGreaterThanOrEqual(0);
    expect(s.context.waitMs).toBeLessThanOrEqual(STARTUP_POPUP_INTERVAL_MS);
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.path, s.context.waitMs]),
});

describe.each(inputs)('startup popup paths, %s', (_name, input) => {
  const m = model(input);
  const shortest = modelPaths(m, 'shortest');
  const simple = modelPaths(m, 'simple');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds([...shortest, ...simple]);
    expect(stateIds(startupPopupMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  describe.each(shortest.map((p) => [describePath(p), p] as const))('shortest: %s', (_n, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  describe.each(simple.map((p) => [describePath(p), p] as const))('simple: %s', (_n, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', m, transitionPaths(m, [...shortest, ...simple]));
});

describe('startup popup timing (spec §9: 5 min)', () => {
  it('waits what is left of the 5 minutes since last shown', () => {
    expect(STARTUP_POPUP_INTERVAL_MS).toBe(5 * MINUTE);
    expect(initialWait(null, NOW)).toBe(0);
    expect(initialWait(NOW - 2 * MINUTE, NOW)).toBe(3 * MINUTE);
    expect(initialWait(NOW - 5 * MINUTE, NOW)).toBe(0);
    expect(initialWait(NOW - 60 * MINUTE, NOW)).toBe(0);
    // A last-shown time in the future (clock moved back) or garbage does not hide it for ever.
    expect(initialWait(NOW + MINUTE, NOW)).toBe(0);
    expect(initialWait(Number.NaN, NOW)).toBe(0);
  });

  it('shows on / at once on a first visit, and again 5 min after dismissal, not before', () => {
    const clock = new SimulatedClock();
    const calls: string[] = [];
    const machine = startupPopupMachine.provide({
      actions: {
        storeShownAt: () => calls.push('store'),
        lockScroll: () => calls.push('lock'),
        unlockScroll: () => calls.push('unlock'),
      },
    });
    const actor = createActor(machine, { clock, input: { path: '/', lastShownAt: null, now: NOW } }).start();
    clock.increment(0);
    expect(selectStartupPopupState(actor.getSnapshot())).toBe('shown');
    actor.send({ type: 'popup.dismiss' });
    expect(calls).toEqual(['store', 'lock', 'unlock']);
    clock.increment(STARTUP_POPUP_INTERVAL_MS - 1);
    expect(selectStartupPopupOpen(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectStartupPopupOpen(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('becomes due off / and waits for the player to come back to /', () => {
    const clock = new SimulatedClock();
    const actor = createActor(startupPopupMachine, {
      clock,
      input: { path: '/promo', lastShownAt: NOW - 4 * MINUTE, now: NOW },
    }).start();
    clock.increment(MINUTE - 1);
    expect(selectStartupPopupState(actor.getSnapshot())).toBe('coolingDown');
    clock.increment(1);
    expect(selectStartupPopupState(actor.getSnapshot())).toBe('due');
    actor.send({ type: 'route.change', path: '/blog' });
    expect(selectStartupPopupState(actor.getSnapshot())).toBe('due');
    actor.send({ type: 'route.change', path: '/' });
    expect(selectStartupPopupState(actor.getSnapshot())).toBe('shown');
    actor.stop();
  });
});

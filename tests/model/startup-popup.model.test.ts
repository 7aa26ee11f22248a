import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import { STARTUP_POPUP_INTERVAL_MS } from '../../src/config/constants';
import {
  initialWait,
  type StartupPopupInput,
  startupPopupMachine,
} from '../../src/machines/startup-popup/startup-popup.machine';
import { type StartupPopupView, startupPopupOracle } from '../../src/machines/startup-popup/startup-popup.qa';
import {
  selectStartupPopupOpen,
  selectStartupPopupState,
} from '../../src/machines/startup-popup/startup-popup.selectors';
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

const COOLDOWN = 'xstate.after.cooldown.startupPopup.coolingDown';
const NOW = 1_800_000_000_000;
const MINUTE = 60_000;

const inputs: Array<[string, StartupPopupInput]> = [
  ['first visit on /', { path: '/', lastShownAt: null, now: NOW }],
  ['first visit on /promo', { path: '/promo', lastShownAt: null, now: NOW }],
  ['shown 2 min ago, on /', { path: '/', lastShownAt: NOW - 2 * MINUTE, now: NOW }],
  ['shown 6 min ago, on /blog', { path: '/blog', lastShownAt: NOW - 6 * MINUTE, now: NOW }],
];

/** What the layout shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): StartupPopupView => ({
  state: selectStartupPopupState(s as never),
  open: selectStartupPopupOpen(s as never),
});

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
  oracle: startupPopupOracle,
  view: view as never,
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

  describe.each(namedPaths(shortest))('shortest: %s', (_n, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  describe.each(namedPaths(simple))('simple: %s', (_n, path) => {
    it('replays on the real machine', () => replayPath(m, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state: "done → idle").
  replayEach('transition', m, transitionPaths(m, [...shortest, ...simple]));
  // Coming to / again while shown (a link to the page it is on) takes the same transition as moving about
  // while cooling down, so no generated path takes it: one path shows the popup, then stays on /.
  const toShown = shortest.find((p) => p.state.matches('shown'));
  const stayOnHome = toShown
    ? [{ ...toShown, steps: [...toShown.steps, { event: { type: 'route.change', path: '/' }, state: toShown.state }] }]
    : [];
  replayEach('stays on /', m, stayOnHome);
});

describe('startup popup timing (docs/product.md#constants-timing: 5 min)', () => {
  it('waits what is left of the 5 minutes since last shown', () => {
    expect(STARTUP_POPUP_INTERVAL_MS).toBe(5 * MINUTE);
    expect(initialWait(null, NOW)).toBe(0);
    // Never shown means due, whatever the time (not "shown at 0").
    expect(initialWait(null, MINUTE)).toBe(0);
    expect(initialWait(NOW - 2 * MINUTE, NOW)).toBe(3 * MINUTE);
    expect(initialWait(NOW - 5 * MINUTE + 1, NOW)).toBe(1);
    expect(initialWait(NOW - 5 * MINUTE, NOW)).toBe(0);
    // Shown this very moment: the whole 5 minutes.
    expect(initialWait(NOW, NOW)).toBe(5 * MINUTE);
    expect(initialWait(NOW - 60 * MINUTE, NOW)).toBe(0);
    // A last-shown time in the future (clock moved back) or garbage does not hide it for ever.
    expect(initialWait(NOW + MINUTE, NOW)).toBe(0);
    expect(initialWait(Number.NaN, NOW)).toBe(0);
    expect(initialWait(Number.POSITIVE_INFINITY, NOW)).toBe(0);
  });

  it('starts where the input puts it, at once (no timer when nothing is left to wait)', () => {
    const at = (input: StartupPopupInput) => {
      const actor = createActor(startupPopupMachine, { clock: new SimulatedClock(), input }).start();
      const state = selectStartupPopupState(actor.getSnapshot());
      actor.stop();
      return state;
    };
    expect(inputs.map(([, input]) => at(input))).toEqual(['shown', 'due', 'coolingDown', 'due']);
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

  it('is known as startupPopup (the QA report and /inspect name its states so)', () => {
    expect(stateIds(startupPopupMachine)).toEqual([
      'startupPopup',
      'startupPopup.coolingDown',
      'startupPopup.due',
      'startupPopup.shown',
    ]);
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(startupPopupOracle as never));
});

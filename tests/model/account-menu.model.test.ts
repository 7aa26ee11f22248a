import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { accountMenuMachine } from '../../src/machines/account-menu/account-menu.machine';
import { type AccountMenuView, accountMenuOracle } from '../../src/machines/account-menu/account-menu.qa';
import {
  selectAccountMenuState,
  selectActiveIndex,
  selectIsOpen,
} from '../../src/machines/account-menu/account-menu.selectors';
import { everyEdgePaths } from './every-edge';
import {
  expectOracleCovered,
  type MachineModel,
  type ModelEvent,
  modelPaths,
  namedPaths,
  replayEach,
  replayPath,
  stateIds,
  transitionPaths,
  visitedStateIds,
} from './harness';
import { replayScripted } from './scripted';

/** What the account menu shows, through the machine's selectors (the subject); the oracle writes what it must be. */
const view = (s: AnyMachineSnapshot): AccountMenuView => ({
  state: selectAccountMenuState(s as never),
  open: selectIsOpen(s as never),
  active: selectActiveIndex(s as never),
});

/** The view's keys and clicks; a menu of 3 entries, or of a single one (an end is then both ends). */
const keys: ModelEvent[] = [
  { type: 'menu.toggle', count: 3 },
  { type: 'menu.openFirst', count: 3 },
  { type: 'menu.openLast', count: 3 },
  { type: 'menu.openLast', count: 1 },
  { type: 'menu.next' },
  { type: 'menu.prev' },
  { type: 'menu.first' },
  { type: 'menu.last' },
  { type: 'menu.close' },
  { type: 'menu.choose' },
];

const model: MachineModel<typeof accountMenuMachine> = {
  machine: accountMenuMachine,
  promiseActors: [],
  effects: ['returnFocus'],
  // An entry can take the focus only while the menu shows it: each of its entries, while open.
  events: (s) => [
    ...keys,
    ...(s.matches('open')
      ? Array.from({ length: s.context.count as number }, (_, index) => ({ type: 'menu.focus', index }))
      : []),
  ],
  oracle: accountMenuOracle,
  view: view as never,
  // How many entries and which one has the focus decide where the arrows lead: both are part of an open vertex.
  serializeState: (s) => JSON.stringify(s.matches('open') ? [s.value, s.context.count, s.context.active] : s.value),
};

describe('account menu machine paths', () => {
  const shortest = modelPaths(model, 'shortest');

  it('reaches every state of the machine', () => {
    const visited = visitedStateIds(shortest);
    expect(stateIds(accountMenuMachine).filter((id) => !visited.has(id))).toEqual([]);
  });

  it('is known as accountMenu, closed or open (the QA report and /inspect name its states so)', () => {
    expect(stateIds(accountMenuMachine)).toEqual(['accountMenu', 'accountMenu.closed', 'accountMenu.open']);
  });

  describe.each(namedPaths(shortest))('%s', (_name, path) => {
    it('replays on the real machine', () => replayPath(model, path));
  });
  // One more path per transition no path above takes (e.g. an edge back to a visited state).
  replayEach('transition', model, transitionPaths(model, shortest));
  // Every edge of the graph: each oracle row from every entry of a menu of 3 and of 1.
  replayEach('edge', model, everyEdgePaths(model));
});

describe('account menu walks written out', () => {
  // A whole round with the keyboard: down past the last entry to the first, up past the first to the last, a
  // pointer on the middle one, then Escape; opened again on the last, Home, End, and an entry chosen.
  replayScripted(model, [
    [
      'round the menu both ways, then Escape',
      [
        { type: 'menu.openFirst', count: 3 },
        { type: 'menu.next' },
        { type: 'menu.next' },
        { type: 'menu.next' },
        { type: 'menu.prev' },
        { type: 'menu.prev' },
        { type: 'menu.focus', index: 1 },
        { type: 'menu.close' },
      ],
    ],
    [
      'reopened on the last entry, Home and End, an entry chosen',
      [
        { type: 'menu.toggle', count: 3 },
        { type: 'menu.next' },
        { type: 'menu.choose' },
        { type: 'menu.openLast', count: 3 },
        { type: 'menu.first' },
        { type: 'menu.last' },
        { type: 'menu.prev' },
        { type: 'menu.toggle', count: 3 },
      ],
    ],
    [
      'a menu of one entry stays on it',
      [
        { type: 'menu.openLast', count: 1 },
        { type: 'menu.next' },
        { type: 'menu.prev' },
        { type: 'menu.last' },
        { type: 'menu.first' },
        { type: 'menu.choose' },
      ],
    ],
  ]);

  it('starts closed, with no entry current, and the button focused only when the menu closes', () => {
    let focused = 0;
    const actor = createActor(
      accountMenuMachine.provide({
        actions: {
          returnFocus: () => {
            focused += 1;
          },
        },
      }),
    ).start();
    expect(view(actor.getSnapshot())).toEqual({ state: 'closed', open: false, active: null });
    actor.send({ type: 'menu.toggle', count: 9 });
    actor.send({ type: 'menu.prev' });
    expect(view(actor.getSnapshot())).toEqual({ state: 'open', open: true, active: 8 });
    expect(focused).toBe(0);
    actor.send({ type: 'menu.close' });
    expect(focused).toBe(1);
    // Closed, the arrows and the entries do nothing.
    actor.send({ type: 'menu.next' });
    actor.send({ type: 'menu.choose' });
    expect(view(actor.getSnapshot())).toEqual({ state: 'closed', open: false, active: null });
    expect(focused).toBe(1);
    actor.stop();
  });

  // Last: every row of the oracle was taken and every state it lists reached by the replays above.
  it('takes every row of the oracle', () => expectOracleCovered(accountMenuOracle as never));
});

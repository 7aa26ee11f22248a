// The independent oracle of the desktop header's account menu (docs/architecture.md, "Machines and their oracles"),
// written from the product rules (docs/product.md#flows-account-menu, the WAI-ARIA menu button), checked at every
// step of tests/model/account-menu.model.test.ts: the button (a click, Enter, Space, ArrowDown) opens the menu on its
// first entry and ArrowUp on its last, with as many entries as the view says; in the menu ArrowDown and ArrowUp move
// one entry on or back, from the last to the first and from the first to the last, Home and End go to the first and
// the last, and an entry focused by other means becomes the current one; Escape, Tab, a press outside, the button
// again and a chosen entry close it and give the focus back to the button. Nothing else happens while it is closed,
// and the button's keys do nothing more while it is open.
import type { MachineOracle, OracleSnapshot } from '../oracle';

/** What the account menu shows, read through account-menu.selectors.ts by the model test. */
export interface AccountMenuView {
  /** The `data-state` of the menu: 'closed' | 'open'. */
  state: string;
  /** The menu is shown (aria-expanded on the button). */
  open: boolean;
  /** The entry that has the focus (from 0), none while closed. */
  active: number | null;
}

interface Context {
  count: number;
  active: number;
}

type Snap = OracleSnapshot<Context>;

/** Restated: the current entry is the last one. */
const atLast = ({ context }: Snap) => context.active === context.count - 1;
/** Restated: the current entry is the first one. */
const atFirst = ({ context }: Snap) => context.active === 0;

export const accountMenuOracle: MachineOracle<AccountMenuView, Context> = {
  states: {
    closed: { sees: { state: 'closed', open: false, active: null } },
    open: { sees: (s) => ({ state: 'open', open: true, active: s.context.active }) },
  },
  steps: [
    // Opening: on the first entry (the button itself, or ArrowDown on it), or on the last (ArrowUp).
    { from: 'closed', event: 'menu.toggle', to: 'open', context: (_, e) => ({ count: e.count as number, active: 0 }) },
    {
      from: 'closed',
      event: 'menu.openFirst',
      to: 'open',
      context: (_, e) => ({ count: e.count as number, active: 0 }),
    },
    // The last of 3 entries is the third (index 2); of a single entry, that one (index 0).
    {
      from: 'closed',
      event: 'menu.openLast',
      when: (_, e) => e.count === 3,
      to: 'open',
      context: { count: 3, active: 2 },
    },
    {
      from: 'closed',
      event: 'menu.openLast',
      when: (_, e) => e.count === 1,
      to: 'open',
      context: { count: 1, active: 0 },
    },
    // ArrowDown: one entry on; from the last, round to the first.
    {
      from: 'open',
      event: 'menu.next',
      when: (f) => !atLast(f),
      to: '=',
      context: (f) => ({ active: f.context.active + 1, count: f.context.count }),
    },
    {
      from: 'open',
      event: 'menu.next',
      when: (f) => atLast(f),
      to: '=',
      context: (f) => ({ active: 0, count: f.context.count }),
    },
    // ArrowUp: one entry back; from the first, round to the last.
    {
      from: 'open',
      event: 'menu.prev',
      when: (f) => !atFirst(f),
      to: '=',
      context: (f) => ({ active: f.context.active - 1, count: f.context.count }),
    },
    {
      from: 'open',
      event: 'menu.prev',
      when: (f) => atFirst(f) && f.context.count === 3,
      to: '=',
      context: { active: 2, count: 3 },
    },
    {
      from: 'open',
      event: 'menu.prev',
      when: (f) => atFirst(f) && f.context.count === 1,
      to: '=',
      context: { active: 0, count: 1 },
    },
    // Home and End.
    { from: 'open', event: 'menu.first', to: '=', context: (f) => ({ active: 0, count: f.context.count }) },
    { from: 'open', event: 'menu.last', when: (f) => f.context.count === 3, to: '=', context: { active: 2, count: 3 } },
    { from: 'open', event: 'menu.last', when: (f) => f.context.count === 1, to: '=', context: { active: 0, count: 1 } },
    // An entry focused by the pointer or a screen reader becomes the current one.
    {
      from: 'open',
      event: 'menu.focus',
      to: '=',
      context: (f, e) => ({ active: e.index as number, count: f.context.count }),
    },
    // Every way out gives the focus back to the button.
    { from: 'open', event: 'menu.toggle', to: 'closed', effects: ['returnFocus'] },
    { from: 'open', event: 'menu.close', to: 'closed', effects: ['returnFocus'] },
    { from: 'open', event: 'menu.choose', to: 'closed', effects: ['returnFocus'] },
  ],
};

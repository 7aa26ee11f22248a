// The independent oracle of the histories' date range picker (docs/architecture.md, "Machines and their
// oracles"), written from the product rules (docs/product.md#flows, docs/product.md#rules), checked at every
// step of tests/model/date-range-picker.model.test.ts: it opens on the dates in force; Apply (or a press
// outside the desktop popover) commits the draft when it changed and closes, but a start after the end is
// refused with a message and the picker stays open; Cancel (Escape, the modal's backdrop) closes and keeps
// the dates in force; Clear empties both dates and drops the message. Only Apply and Cancel give the focus
// back to the trigger: a press outside leaves it where the player went.
import type { MachineOracle, OracleSnapshot } from '../oracle';

/** What the picker shows, read through date-range-picker.selectors.ts by the model test. */
export interface DateRangePickerView {
  /** The `data-state` of the picker: 'closed' | 'open.editing' | 'open.refused'. */
  state: string;
  /** The modal or popover is shown (aria-expanded on the trigger). */
  open: boolean;
  /** The dates in the two fields. */
  draft: Range;
  /** "The start date cannot be after the end date", with both dates marked invalid. */
  error: boolean;
  /** Clear can be pressed. */
  canClear: boolean;
}

interface Range {
  from: string;
  to: string;
}
interface Context {
  value: Range;
  draft: Range;
}
type Snap = OracleSnapshot<Context>;

/** Restated: both dates set and the start later than the end (YYYY-MM-DD compares as text). */
const startAfterEnd = ({ from, to }: Range) => from !== '' && to !== '' && from > to;
const changed = ({ context }: Snap) =>
  context.draft.from !== context.value.from || context.draft.to !== context.value.to;
const OPEN = ['open.editing', 'open.refused'];

const fields = ({ context }: Snap) => ({
  draft: context.draft,
  canClear: context.draft.from !== '' || context.draft.to !== '',
});

export const dateRangePickerOracle: MachineOracle<DateRangePickerView, Context> = {
  states: {
    closed: { sees: { state: 'closed', open: false, error: false } },
    'open.editing': { sees: (s) => ({ state: 'open.editing', open: true, error: false, ...fields(s) }) },
    'open.refused': {
      sees: (s) => ({ state: 'open.refused', open: true, error: startAfterEnd(s.context.draft), ...fields(s) }),
    },
  },
  steps: [
    // Opens on the dates in force.
    {
      from: 'closed',
      event: 'picker.open',
      to: 'open.editing',
      context: (_, e) => ({ value: e.value as Range, draft: e.value as Range }),
    },
    // An edit changes one date of the draft; a refused draft keeps its message state.
    {
      from: OPEN,
      event: 'draft.change',
      to: '=',
      context: (f, e) => ({ draft: { ...f.context.draft, ...(e.patch as Partial<Range>) }, value: f.context.value }),
    },
    { from: OPEN, event: 'draft.clear', to: 'open.editing', context: { draft: { from: '', to: '' } } },
    // Apply: a changed valid draft is committed, an unchanged one just closes, an invalid one is refused.
    {
      from: OPEN,
      event: 'picker.apply',
      when: (f) => !startAfterEnd(f.context.draft) && changed(f),
      to: 'closed',
      effects: (f) => [['commit', f.context.draft], 'returnFocus'],
    },
    {
      from: OPEN,
      event: 'picker.apply',
      when: (f) => !startAfterEnd(f.context.draft) && !changed(f),
      to: 'closed',
      effects: ['returnFocus'],
    },
    { from: OPEN, event: 'picker.apply', when: (f) => startAfterEnd(f.context.draft), to: 'open.refused' },
    // A press outside the popover commits the same way, leaving the focus where the player went.
    {
      from: OPEN,
      event: 'picker.outside',
      when: (f) => !startAfterEnd(f.context.draft) && changed(f),
      to: 'closed',
      effects: (f) => [['commit', f.context.draft]],
    },
    {
      from: OPEN,
      event: 'picker.outside',
      when: (f) => !startAfterEnd(f.context.draft) && !changed(f),
      to: 'closed',
    },
    { from: OPEN, event: 'picker.outside', when: (f) => startAfterEnd(f.context.draft), to: 'open.refused' },
    // Cancel keeps the dates in force.
    { from: OPEN, event: 'picker.cancel', to: 'closed', effects: ['returnFocus'] },
  ],
};

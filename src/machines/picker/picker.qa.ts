// The independent oracle of a small picker (the language picker; docs/architecture.md, "Machines and their
// oracles"), written from the product rules, checked at every step of tests/model/picker.model.test.ts:
// the toggle opens and closes the list; picking an option applies it (the view is told which one) and
// closes the list; a click on the backdrop (or Escape) closes it; nothing happens while it is closed but the
// toggle.
import type { MachineOracle } from '../oracle';

/** What the picker shows, read through picker.selectors.ts by the model test. */
export interface PickerView {
  /** The `data-state` of the picker: 'closed' | 'open'. */
  state: string;
  /** The option list is shown (aria-expanded). */
  open: boolean;
}

export const pickerOracle: MachineOracle<PickerView, unknown> = {
  states: {
    closed: { sees: { state: 'closed', open: false } },
    open: { sees: { state: 'open', open: true } },
  },
  steps: [
    { from: 'closed', event: 'picker.toggle', to: 'open' },
    { from: 'open', event: 'picker.toggle', to: 'closed' },
    { from: 'open', event: 'picker.close', to: 'closed' },
    // The view is given the option picked, to apply it.
    { from: 'open', event: 'option.pick', to: 'closed', effects: [['picked', 'ht']] },
  ],
};

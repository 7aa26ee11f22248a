// Purpose: opens and closes a small picker such as the language menu (docs/product.md#flows-picker).
// docs/product.md#flows-picker Language picker (and other small pickers): toggles; closes on pick or backdrop click.
import { setup } from 'xstate';

export type PickerEvent = { type: 'picker.toggle' } | { type: 'picker.close' } | { type: 'option.pick'; value: string };

export const pickerMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as { events: PickerEvent },
  actions: {
    // Injected by the view: what picking an option does.
    picked: (_, _value: string) => {},
  },
}).createMachine({
  id: 'picker',
  initial: 'closed',
  states: {
    closed: { on: { 'picker.toggle': { target: 'open' } } },
    open: {
      on: {
        'picker.toggle': { target: 'closed' },
        'picker.close': { target: 'closed' },
        'option.pick': {
          target: 'closed',
          actions: { type: 'picked', params: ({ event }) => event.value },
        },
      },
    },
  },
});

export type PickerMachine = typeof pickerMachine;

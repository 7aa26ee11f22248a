// Purpose: offers deposit limits before a player's first deposit (docs/product.md#flows-limit-prompt).
// docs/product.md#flows-limit-prompt: on the deposit page the app asks whether this is the player's first deposit (no
// deposit in the payments history, no limit set, the prompt never shown to this player on this device); if so the
// prompt opens, is marked as shown at once (it is shown once), and closes when the player goes on, with or without
// limits. Anything that fails to load lets the deposit go on without the prompt.
import { setup } from 'xstate';
import { notProvided } from '../shared';

export type LimitPromptEvent = { type: 'prompt.close' };

export const limitPromptMachine = setup({
  types: {} as { events: LimitPromptEvent },
  actors: {
    isFirstDeposit: notProvided<boolean>('isFirstDeposit'),
  },
  guards: {
    isFirst: (_, first: boolean) => first,
  },
  actions: {
    // Injected: remembers on this device that this player has seen it.
    markShown: () => {},
  },
}).createMachine({
  id: 'limitPrompt',
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'isFirstDeposit',
        src: 'isFirstDeposit',
        onDone: [
          { guard: { type: 'isFirst', params: ({ event }) => event.output }, target: 'open' },
          { target: 'closed' },
        ],
        onError: { target: 'closed' },
      },
    },
    open: {
      entry: 'markShown',
      on: { 'prompt.close': { target: 'closed' } },
    },
    closed: { type: 'final' },
  },
});

export type LimitPromptMachine = typeof limitPromptMachine;

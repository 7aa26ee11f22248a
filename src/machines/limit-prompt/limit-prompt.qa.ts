// The independent oracle of the first-deposit limit prompt (docs/architecture.md, "Machines and their oracles"),
// written from docs/product.md#flows-limit-prompt, checked at every step of tests/model/limit-prompt.model.test.ts:
// - the deposit page asks whether this is the first deposit; yes opens the prompt and marks it shown at once;
//   no, or a failure to find out, leaves the deposit page as it is;
// - the player goes on from the prompt (with or without limits set): it closes for good.
import type { MachineOracle } from '../oracle';

/** What the deposit page shows of it, read through limit-prompt.selectors.ts by the model test. */
export interface LimitPromptView {
  state: string;
  open: boolean;
}

export const limitPromptOracle: MachineOracle<LimitPromptView, undefined> = {
  states: {
    checking: { sees: { state: 'checking', open: false }, runs: { isFirstDeposit: true } },
    open: { sees: { state: 'open', open: true } },
    closed: { sees: { state: 'closed', open: false }, done: true },
  },
  steps: [
    {
      from: 'checking',
      event: 'xstate.done.actor.isFirstDeposit',
      when: (_, event) => event.output === true,
      to: 'open',
      effects: ['markShown'],
    },
    {
      from: 'checking',
      event: 'xstate.done.actor.isFirstDeposit',
      when: (_, event) => event.output === false,
      to: 'closed',
    },
    { from: 'checking', event: 'xstate.error.actor.isFirstDeposit', to: 'closed' },
    { from: 'open', event: 'prompt.close', to: 'closed' },
  ],
};

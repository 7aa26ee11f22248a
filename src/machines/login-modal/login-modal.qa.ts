// The independent oracle of the game tiles' login modal (docs/architecture.md, "Machines and their oracles";
// the rule in docs/product.md#rules), written from the product rules, checked at every step of
// tests/model/login-modal.model.test.ts: a guest who launches a game that is not a demo sees the modal asking
// to log in or register; the close button, the backdrop, Escape, either link, or the session becoming signed
// in close it; nothing but a guest's launch opens it.
import type { EquivalentMutant, MachineOracle } from '../oracle';

/** What the page shows of the modal, read through login-modal.selectors.ts by the model test. */
export interface LoginModalView {
  /** The modal's `data-state`: 'closed' | 'open'. */
  state: string;
  open: boolean;
}

export const loginModalOracle: MachineOracle<LoginModalView, undefined> = {
  states: {
    closed: { sees: { state: 'closed', open: false } },
    open: { sees: { state: 'open', open: true } },
  },
  steps: [
    { from: 'closed', event: 'login.open', to: 'open' },
    { from: 'open', event: 'login.dismiss', to: 'closed' },
    { from: 'open', event: 'login.follow', to: 'closed' },
    { from: 'open', event: 'session.signedIn', to: 'closed' },
  ],
};

export const equivalentMutants: EquivalentMutant[] = [
  {
    file: 'login-modal/login-modal.machine.ts',
    line: 17,
    mutator: 'ObjectLiteral',
    reason: 'setup({}): its only entry is the type-only `types` declaration, which xstate never reads at run time',
  },
];

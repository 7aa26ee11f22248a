// The independent oracle of the game tiles' login modal (docs/architecture.md, "Machines and their oracles"; the
// rule in docs/product.md#flows-login-modal), written from the product rules, checked at every step of
// tests/model/login-modal.model.test.ts:
// - a guest who launches a game that is not a demo sees the modal with the sign-in form; nothing but such a launch
//   opens it;
// - the close button, the backdrop and Escape close it and give the launch up; so does a link that leaves the page
//   (sign up, a sign-in service);
// - a sign-in in the form asks the session to check again (no going home) and waits for it: once the session is
//   signed in the modal closes and the launch goes on; if the check ends signed out the form shows again with a
//   message; the modal can still be dismissed while it waits;
// - the session becoming signed in otherwise (another tab) closes the modal and the launch goes on.
import type { MachineOracle } from '../oracle';

/** What the page shows of the modal, read through login-modal.selectors.ts by the model test. */
export interface LoginModalView {
  /** The modal's `data-state`. */
  state: string;
  open: boolean;
  form: boolean;
  signingIn: boolean;
  failed: boolean;
}

const shut: LoginModalView = { state: 'closed', open: false, form: false, signingIn: false, failed: false };

export const loginModalOracle: MachineOracle<LoginModalView, undefined> = {
  states: {
    closed: { sees: shut },
    open: { sees: { state: 'open', open: true, form: true, signingIn: false, failed: false } },
    signingIn: { sees: { state: 'signingIn', open: true, form: false, signingIn: true, failed: false } },
    signInFailed: { sees: { state: 'signInFailed', open: true, form: true, signingIn: false, failed: true } },
  },
  steps: [
    { from: 'closed', event: 'login.open', to: 'open' },
    { from: ['open', 'signInFailed', 'signingIn'], event: 'login.dismiss', to: 'closed', effects: ['cancelLaunch'] },
    { from: ['open', 'signInFailed'], event: 'login.follow', to: 'closed', effects: ['cancelLaunch'] },
    { from: ['open', 'signInFailed'], event: 'login.succeed', to: 'signingIn', effects: ['signedIn'] },
    {
      from: ['open', 'signInFailed', 'signingIn'],
      event: 'session.signedIn',
      to: 'closed',
      effects: ['continueLaunch'],
    },
    { from: 'signingIn', event: 'session.signedOut', to: 'signInFailed' },
  ],
};

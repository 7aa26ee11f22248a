// Purpose: signs in a guest who launches a game that is not a demo, in a dialog over the lobby, and hands the launch
// back once signed in (docs/product.md#flows-login-modal).
// The dialog holds the sign-in form itself (the login machine's form, and the sign-in services the site lists). A
// sign-in in the form has the session check again (no going home); once the session knows the player the dialog
// closes and the launch goes on. Dismissing it, or leaving by a link (sign up, a sign-in service), gives the launch
// up. The session becoming signed in some other way (another tab) closes it and goes on too.
import { setup } from 'xstate';

export type LoginModalEvent =
  /** A guest's launch of a game that needs an account (the game launch's openLogin). */
  | { type: 'login.open' }
  /** The close button, a click on the backdrop or Escape. */
  | { type: 'login.dismiss' }
  /** A link that leaves the page (Sign up, a sign-in service): the dialog goes as the page changes. */
  | { type: 'login.follow' }
  /** The form in the dialog signed the player in. */
  | { type: 'login.succeed' }
  /** The session became signed in. */
  | { type: 'session.signedIn' }
  /** The session's check after a sign-in ended signed out (the check failed). */
  | { type: 'session.signedOut' };

/** The dialog shows the form: the first time, or again after a sign-in the session could not confirm. */
const asking = {
  'login.dismiss': { target: 'closed', actions: 'cancelLaunch' },
  'login.follow': { target: 'closed', actions: 'cancelLaunch' },
  'login.succeed': { target: 'signingIn', actions: 'signedIn' },
  'session.signedIn': { target: 'closed', actions: 'continueLaunch' },
} as const;

export const loginModalMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as { events: LoginModalEvent },
  actions: {
    // Injected by the view: the session checks again (it does not go home), the launch goes on with the player
    // signed in, or is given up.
    signedIn: () => {},
    continueLaunch: () => {},
    cancelLaunch: () => {},
  },
}).createMachine({
  id: 'loginModal',
  initial: 'closed',
  states: {
    closed: { on: { 'login.open': { target: 'open' } } },
    open: { on: asking },
    // Signed in by the form: waiting for the session to know it.
    signingIn: {
      on: {
        'session.signedIn': { target: 'closed', actions: 'continueLaunch' },
        'session.signedOut': { target: 'signInFailed' },
        'login.dismiss': { target: 'closed', actions: 'cancelLaunch' },
      },
    },
    // The session could not confirm the sign-in: the form again, saying so.
    signInFailed: { on: asking },
  },
});

export type LoginModalMachine = typeof loginModalMachine;

// Purpose: asks a guest who launches a game that is not a demo to log in or register
// (docs/product.md#flows-login-modal).
// The login modal of the game tiles: a guest launching a game that is not a demo is asked to log in or
// register (docs/product.md#flows, #rules); it closes when dismissed or once the session is signed in.
import { setup } from 'xstate';

export type LoginModalEvent =
  /** A guest's launch of a game that needs an account (the game launch's openLogin). */
  | { type: 'login.open' }
  /** The close button, a click on the backdrop or Escape. */
  | { type: 'login.dismiss' }
  /** The Log in or Register link: the modal goes as the page changes. */
  | { type: 'login.follow' }
  /** The session became signed in (a check that ended while the modal was up). */
  | { type: 'session.signedIn' };

export const loginModalMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as { events: LoginModalEvent },
}).createMachine({
  id: 'loginModal',
  initial: 'closed',
  states: {
    closed: { on: { 'login.open': { target: 'open' } } },
    open: {
      on: {
        'login.dismiss': { target: 'closed' },
        'login.follow': { target: 'closed' },
        'session.signedIn': { target: 'closed' },
      },
    },
  },
});

export type LoginModalMachine = typeof loginModalMachine;

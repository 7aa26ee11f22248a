// Where a registration goes once the player is signed in (docs/product.md#flows-signup-limits): the limits step, which
// then takes the player on to `next`, where the registration was going. Its own small module: the registration pages
// import only this, not the step's code.
import { navigate } from 'wouter/use-browser-location';

export const signupLimitsPath = (next = '/') => `/welcome/limits?next=${encodeURIComponent(next)}`;

/**
 * Opens the limits step in place of the page the sign-in went to (the session goes home on every sign-in): called
 * right after the registration's session.authorize, it replaces that page in the history.
 */
export function goToSignupLimits(next = '/') {
  navigate(signupLimitsPath(next), { replace: true });
}

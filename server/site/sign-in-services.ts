// Which sign-in services the site config lists (`external_authorization_button`, docs/api.md#sign-in-services): the
// seeded list, or the operator's SIGN_IN_SERVICES, or (dev and test only) a browser's `sign_in_services` cookie.
import { SIGN_IN_SERVICES } from '../../contract/sign-in-services';

/** Dev and test only: a browser context with this cookie gets its own list in GET config (server/dev/sign-in-switch.ts). */
export const SIGN_IN_COOKIE = 'sign_in_services';

/** 'none' is the empty list; otherwise names separated by commas or spaces, each once, in the given order. */
export function parseServiceList(value: string): string[] {
  if (value.trim().toLowerCase() === 'none') return [];
  const names = value
    .split(/[\s,]+/)
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/**
 * SIGN_IN_SERVICES: unset or empty keeps the seeded list; `none` lists none; otherwise known names only (a typo
 * stops the start rather than hiding a button nobody asked to hide).
 */
export function readSignInServices(env: NodeJS.ProcessEnv): string[] | undefined {
  const value = env.SIGN_IN_SERVICES?.trim();
  if (!value) return undefined;
  const names = parseServiceList(value);
  const unknown = names.filter((name) => !(SIGN_IN_SERVICES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `Invalid SIGN_IN_SERVICES: ${unknown.join(', ')} (expected none, or some of ${SIGN_IN_SERVICES.join(', ')})`,
    );
  }
  return names;
}

/** The stored site info with its list of sign-in services replaced, when one is given. */
export function withSignInServices(info: unknown, services: readonly string[] | undefined): unknown {
  return services ? { ...(info as object), external_authorization_button: [...services] } : info;
}

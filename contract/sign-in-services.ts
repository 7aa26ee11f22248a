// The sign-in services a site config may list (docs/api.md#sign-in-services). Its own module, not constants.ts: only
// the sign-in pages and the server use it, and constants.ts is on the first load of / (docs/architecture.md#performance).
/**
 * The sign-in services a site's config may list in `external_authorization_button` (docs/api.md#sign-in-services), in
 * the words the reference server seeds: Google, a crypto wallet (EIP-1193, named after MetaMask as the operator's API
 * names its calls `auth/metamask/*`) and Telegram. The app shows a button for each listed one it knows, in the
 * listed order.
 */
export const SIGN_IN_SERVICES = ['google', 'metamask', 'telegram'] as const;
export type SignInService = (typeof SIGN_IN_SERVICES)[number];

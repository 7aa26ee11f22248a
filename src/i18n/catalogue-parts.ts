// Each catalogue is built in two parts (vite.config.ts): the shell part, which the first render of any
// page waits for, and the route part, with the namespaces that only lazily loaded pages use (cashier,
// histories, sign-in, menu...). A page of those routes loads the route part with its own code
// (src/routes.tsx), so their texts stay off the initial JavaScript of / (docs/architecture.md#performance).
// A namespace belongs here only if no component of the shell or the home page uses it.
export const ROUTE_NAMESPACES = [
  'about',
  'bonus',
  'cash',
  'cashier',
  'clubs',
  'crypto',
  'dateRange',
  'google',
  'history',
  'lobby',
  'login',
  'menu',
  'personal',
  'promo',
  'protection',
  'register',
  'rules',
  'sms',
  'sport',
  'sportTerms',
  'statement',
  'telegram',
  'top',
  'uikit',
  'wallet',
] as const;

const routeNamespaces = new Set<string>(ROUTE_NAMESPACES);

/** True when the key's namespace (the part before the first dot) is in the route part. */
export function isRouteKey(key: string): boolean {
  return routeNamespaces.has(key.split('.', 1)[0] ?? '');
}

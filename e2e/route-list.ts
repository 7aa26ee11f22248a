// Every route of docs/product.md#routes-list, for the specs that visit them all (e2e/routes.spec.ts, e2e/text-fit.spec.ts).

/**
 * A player's own routes: a guest who opens one is sent to /login (docs/product.md#routes-auth), which is checked as
 * /login.
 */
const playerRoutes = [
  '/personal',
  '/personal/statement',
  '/welcome/limits',
  '/bonuses',
  '/bets',
  '/payments',
  '/deposit',
  '/deposit/1',
  '/withdraw',
  '/withdraw/1',
  '/payment_systems/1',
];
export const PLAYER_ROUTES = new Set(playerRoutes);

// The four /games/remote|single|group/... routes only redirect: e2e/games.spec.ts follows each of them.
export const routes = [
  '/',
  '/widget/blogs-last-articles',
  '/widget/games-popular-games',
  '/games/slots',
  '/games/slots/1',
  '/sport?page=live',
  '/blog',
  '/blog/1',
  '/menu',
  '/menu/sport-terms',
  '/clubs',
  '/clubs-list',
  '/about',
  '/responsible-gambling',
  '/top',
  '/register',
  '/register/google',
  '/register/web3',
  '/registration',
  '/login',
  '/login/google',
  '/login/web3',
  '/auth/google',
  '/auth/web3',
  '/loginTG',
  ...playerRoutes,
  '/promo',
  '/promo/welcome-bonus',
  '/admin',
  // /uikit: e2e/startup.spec.ts checks every primitive and runs axe over the whole page.
  '/no-such-page',
];

/** What a signed-in player sees otherwise than a guest: the player's routes, and pages with a player's parts. */
export const signedInRoutes = ['/', '/menu', '/games/slots/1', '/promo', '/promo/welcome-bonus', ...PLAYER_ROUTES];

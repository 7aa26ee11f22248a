// "Sessions and authorisation" in docs/architecture.md#security: every player endpoint answers 401 {success:false,
// message:'Unauthorized'} without a session. The routes come from the real Hono app (createApp().routes),
// so an endpoint added later is checked too: unless it is listed below as public, with the reason, it must
// refuse a caller without a session, or this test fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/**
 * Endpoints anyone may call, each with why (docs/product.md#roles: a guest browses, plays demo games, registers, logs
 * in).
 */
const PUBLIC: Record<string, string> = {
  // Session: asking whether one is signed in, signing in and out.
  'GET /api/session': 'answers authenticated: false to a guest',
  'GET /api/v1/check_authorization': 'same as /api/session',
  'POST /api/v1/authorize': 'password sign-in',
  'GET /api/v1/logout': 'clears the cookie; a guest has nothing to close',
  // Registration and SMS: before an account exists.
  'GET /api/registration-context': 'registration form context',
  'GET /api/v1/registration': 'countries of the registration form',
  'POST /api/v1/registration': 'creates the account',
  'POST /api/v1/registration/sms': 'texts a registration code (abuse limits: per phone, per address)',
  'POST /api/v1/registration/sms_confirm_phone': 'checks a code (tries limited per code)',
  'POST /api/v1/authorize/restore-sms': 'texts a new password to a forgotten account',
  // Other sign-in methods.
  'POST /api/v1/authorize/tg': 'Telegram sign-in token (limited per address)',
  'POST /api/v1/authorize/tg_check': 'Telegram token poll (limited per token and address)',
  'POST /api/v1/authorize/tg_refresh': 'Telegram token refresh (limited like the poll)',
  'GET /api/v1/auth/google/link': 'Google consent address',
  'POST /api/v1/auth/google/authorize': 'Google code exchange',
  'POST /api/v1/auth/google/registration': 'Google sign-up completion',
  'POST /api/v1/auth/google/token': 'token-based Google sign-in',
  'GET /api/v1/auth/metamask/nonce': 'wallet sign-in nonce',
  'POST /api/v1/auth/metamask/authorize': 'wallet sign-in',
  'POST /api/v1/auth/metamask/registration': 'wallet sign-up completion',
  // Site, language and error reports: every visitor.
  'GET /api/v1/config': 'site info',
  'GET /api/v1/application/info': 'app download info',
  'GET /api/v1/seo/metadata': 'page titles',
  'GET /api/v1/locale/list': 'languages',
  'POST /api/v1/setlocale': 'a guest picks a language too',
  'POST /api/v1/client/error': "a guest's page can fail too (limited per session and address)",
  'POST /api/v1/csp-report': 'browsers post CSP violation reports without credentials (limited per address)',
  // Games: a guest browses every game and plays the demo ones (a real game's launch is 401, in games.ts).
  'GET /api/v1/games/url': 'demo games for guests; non-demo launches refuse a guest with 401',
  'GET /api/v1/games/game/:gameId': 'catalogue',
  'GET /api/v1/games/list': 'catalogue',
  'GET /api/v1/games/groups': 'catalogue',
  'GET /api/v1/games/groups/:groupAlias': 'catalogue',
  'GET /api/v1/games/groups/:groupAlias/games/:gameId': 'catalogue',
  'GET /api/v1/games/popular': 'catalogue',
  'GET /api/v1/games/search/prediction': 'catalogue search',
  'GET /api/v1/games/search/list': 'catalogue search',
  'GET /api/v1/game-description/:gameId': 'catalogue',
  'GET /api/v1/jackpots': 'lobby',
  'GET /api/v1/ratings': 'top wins (masked phones)',
  // Content.
  'GET /api/v1/faq': 'content',
  'GET /api/v1/blogs/articles/latest': 'content',
  'GET /api/v1/blogs/articles/article/:articleId': 'content',
  'GET /api/v1/blogs/articles/seo/:articleId': 'content',
  'GET /api/v1/blogs/categories/articles': 'content',
  'GET /api/v1/blogs/categories/category/:categoryId': 'content',
  'GET /api/v1/clubs/map/info': 'club addresses, shown to guests on /clubs',
  // Promotions: offers and events are shown to guests; membership and codes need a player.
  'GET /api/v1/promo/list': 'offers',
  'GET /api/v1/promo/offers/current': 'offers',
  'GET /api/v1/promo/offers/offer/:offerId': 'an offer (is_member only with a session)',
  'GET /api/v1/promo/offers/seo/:offerId': 'an offer title',
  'GET /api/v1/promo/events/current': 'events (progress only with a session)',
};

/** A body that passes the usual schemas, so a 400 cannot hide a missing session check. */
const PLAUSIBLE_BODY = {
  payment_system: 1,
  amount: 100,
  purseId: 1,
  action: 'rollback',
  payment_id: 1,
  code: 'WELCOME100',
  chainId: 'TRX',
  options: {},
};

function apiRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of createApp({ db: server.db, mode: 'test' }).routes) {
    // Middleware (path patterns with *) is not an endpoint.
    if (!path.startsWith('/api/') || path.includes('*')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

describe('without a session', () => {
  it('every player endpoint answers 401, and the public list names only real, open endpoints', async () => {
    const routes = apiRoutes();
    const keys = routes.map(({ method, path }) => `${method} ${path}`);
    // A public entry whose route is gone or renamed would hide nothing, but it is stale: fail on it.
    expect(Object.keys(PUBLIC).filter((key) => !keys.includes(key))).toEqual([]);

    const players = routes.filter(({ method, path }) => !(`${method} ${path}` in PUBLIC));
    expect(players.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/user/balance/info',
        'GET /api/v1/payments',
        'GET /api/v1/bets',
        'POST /api/v1/payments/submit/:slug',
        'POST /api/v1/payments/actions',
        'GET /api/v1/payment_withdrawals',
        'POST /api/v1/promo/code',
        // docs/api.md#player-protection: every call needs a session.
        'GET /api/v1/user/limits',
        'POST /api/v1/user/limits',
        'POST /api/v1/user/limits/confirm',
        'POST /api/v1/user/limits/cancel',
        'POST /api/v1/user/reality-check',
        'GET /api/v1/user/session/summary',
        'POST /api/v1/user/cool-off',
        'POST /api/v1/user/self-exclusion',
        'GET /api/v1/user/favourites',
        'POST /api/v1/user/favourites/:gameId',
        'DELETE /api/v1/user/favourites/:gameId',
        'GET /api/v1/user/recent',
        'GET /api/v1/user/events',
      ]),
    );
    const open: string[] = [];
    for (const { method, path } of players) {
      const url = `${server.url}${path.replace(/:\w+/g, '1')}`;
      const send = method === 'ALL' ? 'POST' : method;
      const res = await fetch(url, {
        method: send,
        headers: send === 'GET' ? {} : { 'content-type': 'application/json' },
        body: send === 'GET' ? undefined : JSON.stringify(PLAUSIBLE_BODY),
      });
      const body = await res.json().catch(() => null);
      if (res.status !== 401 || JSON.stringify(body) !== JSON.stringify({ success: false, message: 'Unauthorized' })) {
        open.push(`${method} ${path} -> ${res.status} ${JSON.stringify(body)}`);
      }
    }
    expect(open, 'player endpoints reachable without a session').toEqual([]);
  });

  it('the public endpoints do not ask for one (so the list above is honest)', async () => {
    const asked: string[] = [];
    for (const key of Object.keys(PUBLIC)) {
      const [method = 'GET', path = ''] = key.split(' ');
      // Empty bodies and no query: a 400 or a refusal is fine, only a 401 would mean "not public".
      const res = await fetch(`${server.url}${path.replace(/:\w+/g, '1')}`, {
        method,
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      await res.body?.cancel();
      if (res.status === 401) asked.push(key);
    }
    expect(asked).toEqual([]);
  });
});

// "Hostile URLs" in docs/architecture.md#security: the one guard of contract/safe-url.ts, then every server reply that
// carries an address the app goes to (game and sportsbook URLs, the tvbet script base, the iframe address of a game,
// the Google consent URL, a link payment system's page, an embedded payment page, a payment post's
// redirect) fed hostile addresses over real HTTP (tests/api/fault-server.ts) through the app's own client
// and schemas, and the two flows that navigate (game launch, Google sign-in) run with the real calls: a
// hostile address ends in the flow's error state and never reaches the navigation action.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { NOT_HTTP_URL, safeHttpHref, safeHttpUrl, withSafeHrefs } from '../../contract/safe-url';
import type { LaunchInfo } from '../../contract/schemas/games';
import { gameLaunchMachine, type LaunchTarget } from '../../src/machines/game-launch/game-launch.machine';
import { googleOAuthMachine } from '../../src/machines/google-oauth/google-oauth.machine';
import { type FaultServer, startFaultServer } from './fault-server';
import { rejection } from './rejection';

const BASE = 'https://app.example/deposit/1';

/** Addresses a hostile or broken server might send; none may be followed. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript://%0aalert(1)',
  'jav\u200bascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://app.example/5f0c9e2a-4b1d-4c55-9a57-0c1a2b3c4d5e',
  'file:///etc/passwd',
  'ftp://files.example/pay',
  'about:blank',
  'chrome://settings',
  'intent://pay#Intent;scheme=javascript;end',
  '//evil.example/pay',
  '/\\evil.example/pay',
  '\\\\evil.example\\pay',
  'http:evil.example',
  'https:/evil.example/pay',
  'https://pay.example@evil.example/',
  'https://user:secret@pay.example/',
  'https://pay.example/\tcheckout',
  'https://pay.example/check out',
  'https://pay.example/\u0000',
  'https://pay.example/\u202echeckout',
  'https://pay.example/\u3000',
  'https://pay.example/ ',
  'http://[bad',
  '',
  `https://pay.example/${'a'.repeat(9000)}`,
];

describe('safeHttpUrl', () => {
  it.each([
    ['https://provider.example/play?t=1', 'https://provider.example/play?t=1'],
    ['http://127.0.0.1:8080/dev/game/x?launch=1', 'http://127.0.0.1:8080/dev/game/x?launch=1'],
    ['HTTPS://PAY.EXAMPLE/Checkout', 'https://pay.example/Checkout'],
    ['/dev/moncash?payment_system=1', 'https://app.example/dev/moncash?payment_system=1'],
    ['checkout/42', 'https://app.example/deposit/checkout/42'],
    ['https://tronscan.org/#/transaction/abc', 'https://tronscan.org/#/transaction/abc'],
    ['https://pay.example/a%20b?x=%3Cy%3E', 'https://pay.example/a%20b?x=%3Cy%3E'],
  ])('follows %s', (raw, href) => {
    expect(safeHttpUrl(raw, BASE)?.href).toBe(href);
    expect(safeHttpHref(raw, BASE)).toBe(href);
  });

  it.each(HOSTILE.map((url) => [JSON.stringify(url).slice(0, 60), url]))('refuses %s', (_, raw) => {
    expect(safeHttpUrl(raw, BASE)).toBeNull();
    expect(safeHttpHref(raw, BASE)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['https://pay.example/']])('refuses a non-string %j', (raw) => {
    expect(safeHttpUrl(raw, BASE)).toBeNull();
  });

  it('resolves relative addresses against the page outside a browser too', () => {
    expect(safeHttpHref('/dev/moncash')).toMatch(/^https?:\/\/[^/]+\/dev\/moncash$/);
  });

  it('keeps only the links whose address is http(s)', () => {
    const links = [
      { name: 'Facebook', url: 'https://facebook.com/belchans' },
      { name: 'Evil', url: 'javascript:alert(1)' },
      { name: 'Relative', url: '/about' },
    ];
    expect(withSafeHrefs(links).map((link) => [link.name, link.href])).toEqual([
      ['Facebook', 'https://facebook.com/belchans'],
      ['Relative', expect.stringMatching(/\/about$/)],
    ]);
    expect(withSafeHrefs(undefined)).toEqual([]);
  });
});

let server: FaultServer;
let api: {
  games: typeof import('../../src/api/games');
  launch: typeof import('../../src/api/game-launch');
  oauth: typeof import('../../src/api/oauth');
  cashier: typeof import('../../src/api/cashier');
};

beforeAll(async () => {
  server = await startFaultServer();
  // The default instance reads VITE_API_BASE when first imported, so the modules load only now.
  vi.stubEnv('VITE_API_BASE', server.apiBase);
  api = {
    games: await import('../../src/api/games'),
    launch: await import('../../src/api/game-launch'),
    oauth: await import('../../src/api/oauth'),
    cashier: await import('../../src/api/cashier'),
  };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server?.close();
});

const launchReply = (url: string, serverUrl?: string) => ({
  url,
  alias: 'tortuga-pirates',
  info: { allow_portrait: true, ...(serverUrl === undefined ? {} : { clientId: 'demo', serverUrl }) },
});
const startReply = (gameUrl: string | null, serverUrl?: string) => ({
  id: 7,
  alias: 'tortuga-pirates',
  name: 'Tortuga Pirates',
  group_alias: 'slots',
  game_type: 1,
  game_url: gameUrl,
  info: { allow_portrait: true, ...(serverUrl === undefined ? {} : { clientId: 'demo', serverUrl }) },
  game_description: 'game-description/7',
});
const system = { id: 5, name: 'Bank card', icon: '/media/payments/card.svg', direction: 1 };

/** Each reply field that holds an address the app follows: the call, and a reply with `url` in that field. */
const CARRIERS: Array<{ name: string; path: string; reply: (url: string) => unknown; call: () => Promise<unknown> }> = [
  {
    name: 'games/url url (remote game, sportsbook)',
    path: '/api/v1/games/url',
    reply: (url) => launchReply(url),
    call: () => api.launch.getGameUrl({ gameAlias: 'tortuga-pirates' }),
  },
  {
    name: 'games/url info.serverUrl (frame script)',
    path: '/api/v1/games/url',
    reply: (url) => launchReply('https://provider.example/play', url),
    call: () => api.launch.getGameUrl({ gameAlias: 'tvbet' }),
  },
  {
    name: 'game start game_url (iframe)',
    path: '/api/v1/games/groups/slots/games/7',
    reply: (url) => startReply(url),
    call: () => api.launch.getGameStart('slots', 7, 0),
  },
  {
    name: 'game start info.serverUrl (frame script)',
    path: '/api/v1/games/groups/slots/games/7',
    reply: (url) => startReply('https://provider.example/play', url),
    call: () => api.launch.getGameStart('slots', 7, 0),
  },
  {
    name: 'auth/google/link url (OAuth consent)',
    path: '/api/v1/auth/google/link',
    reply: (url) => ({ success: true, data: { url } }),
    call: () => api.oauth.getGoogleLink('https://app.example/auth/google'),
  },
  {
    name: 'payment_system href (link system)',
    path: '/api/v1/payment_system/5',
    reply: (href) => ({ status: 'success', data: { ...system, type: 'link', href } }),
    call: () => api.cashier.getPaymentSystem(5),
  },
  {
    name: 'payment_system html (embedded payment page)',
    path: '/api/v1/payment_system/5',
    reply: (html) => ({ status: 'success', data: { ...system, type: 'page', html } }),
    call: () => api.cashier.getPaymentSystem(5),
  },
  {
    name: 'payment post redirect (MonCash checkout)',
    path: '/api/v1/payments/submit/moncash',
    reply: (redirect) => ({ status: 'success', message: 'Continue to MonCash', redirect }),
    call: () => api.cashier.submitPaymentForm('/api/v1/payments/submit/moncash', new FormData()),
  },
  {
    name: 'payment post url',
    path: '/api/v1/payments/submit/moncash',
    reply: (url) => ({ status: 'success', url }),
    call: () => api.cashier.submitPaymentForm('/api/v1/payments/submit/moncash', new FormData()),
  },
];

describe.each(CARRIERS)('$name over HTTP', ({ path, reply, call }) => {
  it('passes an http(s) address', async () => {
    server.script(path, [{ json: reply('https://pay.example/checkout?token=abc') }]);
    await expect(call()).resolves.toBeTruthy();
  });

  it('refuses every hostile address as invalid data', async () => {
    for (const url of HOSTILE) {
      server.script(path, [{ json: reply(url) }]);
      const error = await rejection(call());
      expect(error.kind, url).toBe('invalidData');
      expect(JSON.stringify(error.issues), url).toContain(NOT_HTTP_URL);
    }
  });
});

describe('flows that navigate', () => {
  const remote: LaunchTarget = {
    gameId: 7,
    groupAlias: 'live',
    alias: 'tortuga-pirates',
    gameType: 0,
    isDemo: true,
    isModalBalanceType: false,
  };

  async function launchWith(url: string) {
    server.script('/api/v1/games/url', [{ json: launchReply(url) }]);
    const redirects: LaunchInfo[] = [];
    const actor = createActor(
      gameLaunchMachine.provide({
        actors: {
          fetchGameUrl: fromPromise(({ input, signal }) =>
            api.launch.getGameUrl({ gameAlias: input.target.alias, gameId: input.target.gameId }, { signal }),
          ),
        },
        actions: { redirect: (_, info) => redirects.push(info) },
      }),
    ).start();
    // A remote game on a phone: the machine fetches the URL and hands it to `redirect`.
    actor.send({ type: 'game.launch', target: remote, isAuthenticated: true, isWide: false });
    const done = await waitFor(actor, (s) => s.matches('redirecting') || s.matches('failed'));
    return { state: done.value, error: done.context.error, redirects };
  }

  it('game launch: an http(s) URL is where the browser goes', async () => {
    const { state, redirects } = await launchWith('https://provider.example/play?launch=1');
    expect(state).toBe('redirecting');
    expect(redirects.map((info) => info.url)).toEqual(['https://provider.example/play?launch=1']);
  });

  it('game launch: a hostile URL ends in the error state and the browser goes nowhere', async () => {
    for (const url of HOSTILE) {
      const { state, error, redirects } = await launchWith(url);
      expect(state, url).toBe('failed');
      expect(error?.kind, url).toBe('invalidData');
      expect(redirects, url).toEqual([]);
    }
  });

  async function googleWith(url: string) {
    server.script('/api/v1/auth/google/link', [{ json: { success: true, data: { url } } }]);
    const opened: string[] = [];
    let wentHome = 0;
    const actor = createActor(
      googleOAuthMachine.provide({
        actors: {
          getLink: fromPromise(({ input, signal }) => api.oauth.getGoogleLink(input.redirectUri, { signal })),
        },
        actions: {
          openUrl: (_, target) => opened.push(target),
          goHome: () => {
            wentHome += 1;
          },
        },
      }),
      { input: { code: null, redirectUri: 'https://app.example/auth/google' } },
    ).start();
    actor.send({ type: 'link.request' });
    const done = await waitFor(
      actor,
      (s) => s.matches('redirecting') || (s.matches('idle') && s.context.error !== null),
    );
    return { state: done.value, error: done.context.error, opened, wentHome };
  }

  it('Google sign-in: the consent URL is opened when it is http(s)', async () => {
    const { state, opened } = await googleWith('https://accounts.example/o/oauth2/auth?state=s');
    expect(state).toBe('redirecting');
    expect(opened).toEqual(['https://accounts.example/o/oauth2/auth?state=s']);
  });

  it('Google sign-in: a hostile consent URL is never opened; the flow fails and goes home', async () => {
    for (const url of HOSTILE) {
      const { state, error, opened, wentHome } = await googleWith(url);
      expect(state, url).toBe('idle');
      expect(error?.kind, url).toBe('invalidData');
      expect(opened, url).toEqual([]);
      expect(wentHome, url).toBe(1);
    }
  });
});

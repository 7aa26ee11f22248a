// The app's games and content calls (src/api/games.ts, src/api/content.ts) against the real reference
// server (docs/product.md#flows-games): every call goes through the default client, its paths, queries and schemas, so
// a drift between the client contract and the server fails here. The session is kept in a cookie jar
// around fetch, as a browser tab keeps it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_GAME_TEXTS } from '../../server/dev/game-page';
import { SPORT_PAGE_TEXTS } from '../../server/dev/sport-page';
import { translate } from '../../server/i18n/text';
import * as GAME_TEXTS from '../../server/routes/games';
import { startTestServer, type TestServer } from '../server/harness';
import { rejection } from './rejection';

// The server's texts as a caller without a language reads them (English).
const BONUS_EMPTY = translate('en', GAME_TEXTS.BONUS_EMPTY);
const GAME_NOT_FOUND = translate('en', GAME_TEXTS.GAME_NOT_FOUND);
const GROUP_NOT_FOUND = translate('en', GAME_TEXTS.GROUP_NOT_FOUND);
const SEARCH_TOO_SHORT = translate('en', GAME_TEXTS.SEARCH_TOO_SHORT);

let server: TestServer;
let api: {
  games: typeof import('../../src/api/games');
  launch: typeof import('../../src/api/game-launch');
  content: typeof import('../../src/api/content');
  session: typeof import('../../src/api/session');
};
const jar = new Map<string, string>();

/** globalThis.fetch with a cookie jar for the test server (ofetch calls globalThis.fetch late). */
function fetchWithCookies(realFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await realFetch(input, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
}

beforeAll(async () => {
  server = await startTestServer();
  vi.stubGlobal('fetch', fetchWithCookies(globalThis.fetch));
  // The default instance reads VITE_API_BASE when first imported, so the modules load only now.
  vi.stubEnv('VITE_API_BASE', `${server.url}/api/v1/`);
  api = {
    games: await import('../../src/api/games'),
    launch: await import('../../src/api/game-launch'),
    content: await import('../../src/api/content'),
    session: await import('../../src/api/session'),
  };
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await server?.close();
});

async function signIn(login = '50937000001', password = 'demo1234') {
  jar.clear();
  await api.session.authorize({ login, password });
  expect(jar.has('sid')).toBe(true);
}

async function gameId(alias: string): Promise<number> {
  const [game] = await api.games.findGames({ gameAlias: alias });
  if (!game) throw new Error(`no game ${alias}`);
  return game.id;
}

describe('catalogue', () => {
  it('getGameGroups: every group with its first page', async () => {
    const { list } = await api.games.getGameGroups();
    expect(list.length).toBeGreaterThanOrEqual(8);
    const slots = list.find((g) => g.alias === 'slots');
    expect(slots?.games.pagination).toEqual({ page: 1, limit: 12, count: 2 });
  });

  it('getGameGroup: pages, clamps page below 1 on the client, refuses an unknown group', async () => {
    const two = await api.games.getGameGroup('slots', 2);
    expect(two.games.list).toHaveLength(2);
    expect(two.games.pagination).toMatchObject({ page: 2, count: 2 });
    const clamped = await api.games.getGameGroup('slots', 0);
    expect(clamped.games.pagination.page).toBe(1);
    const error = await rejection(api.games.getGameGroup('nope', 1));
    expect(error).toMatchObject({ kind: 'http', status: 200, serverMessage: GROUP_NOT_FOUND });
  });

  it('getGame and getGameDescription: the game and its HTML description', async () => {
    const id = await gameId('golden-mango');
    const game = await api.games.getGame(id);
    expect(game).toMatchObject({ id, alias: 'golden-mango', group_alias: 'slots', game_type: 1, is_demo: true });
    const description = await api.games.getGameDescription(game.game_description ?? '');
    expect(description.title).toBe('Golden Mango');
    expect(await rejection(api.games.getGame(999_999))).toMatchObject({ serverMessage: GAME_NOT_FOUND });
  });

  it('findGames: by alias, by group, or both (the /games/... alias routes)', async () => {
    expect((await api.games.findGames({ gameAlias: 'betting' })).map((g) => g.group_alias)).toEqual(['sport']);
    expect(await api.games.findGames({ gameAlias: 'betting', groupAlias: 'slots' })).toEqual([]);
    expect((await api.games.findGames({ groupAlias: 'sport' })).map((g) => g.alias)).toEqual([
      'betting',
      'live-betting',
      'esports',
      'fantasy-league',
    ]);
    const error = await rejection(api.games.findGames({}));
    expect(error).toMatchObject({ kind: 'http', status: 400 });
  });

  it('searchPrediction and searchGames: accent-insensitive, at least 3 characters', async () => {
    expect((await api.games.searchPrediction('kreyol')).map((r) => r.name)).toEqual([
      'Kreyòl Fruits',
      'Domino Kreyòl',
      'Rocket Kreyòl',
    ]);
    const [rocket] = await api.games.searchGames('ROCKET');
    expect(rocket).toMatchObject({ name: 'Rocket Kreyòl', game: { group_alias: 'crash' }, view: 'square' });
    const error = await rejection(api.games.searchGames('ab'));
    expect(error).toMatchObject({ kind: 'http', status: 400, fieldErrors: { name: [SEARCH_TOO_SHORT] } });
  });

  it('getJackpots and getRatings', async () => {
    const jackpots = await api.games.getJackpots();
    expect(jackpots.map((j) => j.label)).toEqual(['jackpot.silver', 'jackpot.gold', 'jackpot.maximum']);
    for (const j of jackpots) expect(j.value).toBeLessThanOrEqual(999_999);
    const ratings = await api.games.getRatings();
    expect(ratings).toHaveLength(15);
    expect(Number(ratings[0]?.points)).toBeGreaterThanOrEqual(Number(ratings[14]?.points));
  });

  it('getFaq and getLatestArticles', async () => {
    expect(await api.content.getFaq()).toHaveLength(7);
    const articles = await api.content.getLatestArticles();
    expect(articles).toHaveLength(8);
    expect(articles[0]?.title).toBe('Welcome to the new Bèl Chans');
  });
});

describe('launches', () => {
  it('getGameStart: a guest plays a demo game, a non-demo game is a 401 that de-authorises', async () => {
    jar.clear();
    const id = await gameId('kreyol-fruits');
    const start = await api.launch.getGameStart('slots', id, api.games.BALANCE_TYPE.regular);
    expect(start.game_url).toMatch(/\/dev\/game\/kreyol-fruits\?launch=/);
    const page = await (await fetch(start.game_url ?? '')).text();
    expect(page).toContain('data-balance-type="0"');

    const onUnauthorized = vi.fn();
    const { http } = await import('../../src/api/http');
    http.setUnauthorizedHandler(onUnauthorized);
    try {
      const error = await rejection(api.launch.getGameStart('slots', await gameId('citadelle-treasure'), 0));
      expect(error).toMatchObject({ kind: 'http', status: 401 });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    } finally {
      http.setUnauthorizedHandler(undefined);
    }
  });

  it('getGameStart: a player with a bonus balance plays on it; entries for a multiple group', async () => {
    await signIn();
    const start = await api.launch.getGameStart('slots', await gameId('citadelle-treasure'), 1);
    const page = await (await fetch(start.game_url ?? '')).text();
    expect(page).toContain('data-balance-type="1"');
    expect(page).toContain('Balance: Bonus');
    const hub = await api.launch.getGameStart('borlette', await gameId('lottery-hub'), 0);
    expect(hub.game_url).toBeNull();
    expect(hub.entries?.map((e) => e.alternate_title)).toEqual(['NY', 'FL', 'GA', 'TN']);
  });

  it('getGameStart and getGameUrl refuse an empty bonus balance', async () => {
    await signIn('50937000002', 'admin1234');
    const id = await gameId('tortuga-pirates');
    expect(await rejection(api.launch.getGameStart('slots', id, 1))).toMatchObject({ serverMessage: BONUS_EMPTY });
    expect(
      await rejection(api.launch.getGameUrl({ gameAlias: 'tortuga-pirates', gameId: id, balanceType: 1 })),
    ).toMatchObject({ kind: 'http', status: 200, serverMessage: BONUS_EMPTY });
    const info = await api.launch.getGameUrl({ gameAlias: 'tortuga-pirates', gameId: id, balanceType: 0 });
    expect(info).toMatchObject({ alias: 'tortuga-pirates', info: { allow_portrait: true } });
  });

  it('getGameUrl asks as the redesign target for the version 2 reply: the way back is the game group in this app', async () => {
    jar.clear();
    const asked: URL[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)));
      return realFetch(input, init);
    });
    try {
      const full = await api.launch.getGameUrl({ gameAlias: 'fish-party' });
      const light = await api.launch.getGameUrl({ gameAlias: 'fish-party', light: true });
      expect(asked.map((url) => Object.fromEntries(url.searchParams))).toEqual([
        { target: 'redesign', game_alias: 'fish-party', version: '2' },
        { target: 'redesign', game_alias: 'fish-party', alter: '1', version: '2' },
      ]);
      expect(full.info).toEqual({ allow_portrait: true });
      const page = await (await realFetch(full.url)).text();
      expect(page).toContain(`href="${server.url}/games/arcade">${DEMO_GAME_TEXTS.lobby}</a>`);
      expect(page).not.toContain(DEMO_GAME_TEXTS.light);
      expect(await (await realFetch(light.url)).text()).toContain(DEMO_GAME_TEXTS.light);
    } finally {
      vi.stubGlobal('fetch', realFetch);
    }
  });

  it('getGameUrl: the sportsbook for a guest with the page passed through; tvbet settings', async () => {
    jar.clear();
    const sport = await api.launch.getGameUrl({ gameAlias: 'betting', page: 'bets' });
    const url = new URL(sport.url);
    expect(url.pathname).toBe('/dev/sport');
    expect(url.searchParams.get('page')).toBe('bets');
    const html = await (await fetch(sport.url)).text();
    expect(html).toContain('data-initial-hash="#/my-bets"');
    // docs/api.md#games-url: the light client and the page size of its lists reach the sportsbook.
    const light = await api.launch.getGameUrl({ gameAlias: 'betting', page: 'bets', light: true, limit: 20 });
    const lightHtml = await (await fetch(light.url)).text();
    expect(lightHtml).toContain(`<p id="sport-client">${SPORT_PAGE_TEXTS.light}</p>`);
    expect(lightHtml).toContain(`<p id="sport-limit">${SPORT_PAGE_TEXTS.limit(20)}</p>`);

    await signIn();
    const tvbet = await api.launch.getGameStart('live-casino', await gameId('tvbet'), 0);
    expect(tvbet.info).toEqual({ allow_portrait: true, clientId: 'demo-client', serverUrl: `${server.url}/dev/tvbet` });
    const script = await (await fetch(`${tvbet.info.serverUrl}/frame.js`)).text();
    expect(script).toContain('window.TvbetFrame');
  });
});

// Games and home-content calls over real HTTP (docs/product.md#routes-list routes, docs/product.md#entities-games
// game/group/search shapes, docs/product.md#flows-game-launch game launch and search, docs/product.md#rules-promo-code
// search at 3+ characters, docs/product.md#calls-list games/* (popular included), jackpots, ratings, faq, latest
// articles, docs/product.md#constants-paging page size and 6-digit jackpots): catalogue and paging, refusals, guests
// versus players on game launches, the launch token shown by the demo game page, and the provider stand-ins.
import { runInNewContext } from 'node:vm';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReply, okReply } from '../../contract/schemas/common';
import { articleList } from '../../contract/schemas/content';
import {
  game as gameSchema,
  gameDescription,
  gameGroup,
  gameGroups,
  gameList,
  gameStart,
  jackpots,
  launchInfo,
  popularList,
  ratings,
  searchReply,
} from '../../contract/schemas/games';
import { faqList } from '../../contract/schemas/site';
import { hashToken } from '../../server/auth/tokens';
import * as s from '../../server/db/schema';
import { DEMO_GAME_TEXTS } from '../../server/dev/game-page';
import { parentOrigin, SPORT_PAGE_TEXTS, SPORT_SCRIPT } from '../../server/dev/sport-page';
import { JACKPOT_MAX, jackpotValue } from '../../server/games/jackpots';
import { CATALOGUE_CACHE } from '../../server/http/cache';
import { maskPhone } from '../../server/games/launches';
import { translate } from '../../server/i18n/text';
import * as GAME_TEXTS from '../../server/routes/games';
import { PREDICTION_LIMIT, SEARCH_LIST_LIMIT } from '../../server/routes/games';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

// The server's texts as a caller without a language reads them (English).
/** A refusal's English message and its code (docs/api.md games calls): the app tells an unknown game by the code. */
const BONUS_EMPTY = { message: translate('en', GAME_TEXTS.BONUS_EMPTY), reason: 'bonus_empty' };
const GAME_NOT_FOUND = { message: translate('en', GAME_TEXTS.GAME_NOT_FOUND), reason: 'game_not_found' };
const GROUP_NOT_FOUND = { message: translate('en', GAME_TEXTS.GROUP_NOT_FOUND), reason: 'group_not_found' };
const SEARCH_TOO_SHORT = translate('en', GAME_TEXTS.SEARCH_TOO_SHORT);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Tab = ReturnType<typeof browser>;
const ADMIN = { login: '50937000002', password: 'admin1234' } as const;

async function signedIn(credentials: { login: string; password: string } = DEMO): Promise<Tab> {
  const tab = browser(server.url);
  const res = await tab.call('/api/v1/authorize', { method: 'POST', json: credentials });
  expect(await res.json()).toEqual({ success: true });
  return tab;
}

async function getJson(path: string, tab: Tab = browser(server.url)) {
  const res = await tab.call(path);
  return { res, body: (await res.json()) as unknown };
}

async function idOf(alias: string): Promise<number> {
  const [row] = await server.db.select({ id: s.games.id }).from(s.games).where(eq(s.games.alias, alias));
  if (!row) throw new Error(`no game ${alias}`);
  return row.id;
}

const expectRefusal = (body: unknown, refusal: { message: string; reason: string }) =>
  expect(okReply.parse(body)).toEqual({ success: false, ...refusal });

function expectFieldError(res: Response, body: unknown, field: string, message?: string) {
  expect(res.status).toBe(400);
  const { error } = errorReply.parse(body);
  expect(error.message).toBe('Invalid data');
  expect(error.fields[field]?.[0]?.message).toEqual(message ?? expect.any(String));
}

/** The text of each <script> element: an external script has src and nothing inside. */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
function expectNoInlineScript(html: string) {
  for (const [, attributes, content] of scriptsOf(html)) {
    expect(attributes).toMatch(/\bsrc="\/dev\/static\/[\w-]+\.js"/);
    expect(content?.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=/i); // no inline event handlers
  expect(html).not.toMatch(/javascript:/i);
}

describe('seeded catalogue', () => {
  it('has at least 8 groups and 60 games of all three types, demo and not, some refusing portrait', async () => {
    const groups = await server.db.select().from(s.gameGroups);
    expect(groups.length).toBeGreaterThanOrEqual(8);
    const games = await server.db.select().from(s.games);
    expect(games.length).toBeGreaterThanOrEqual(60);
    for (const type of [0, 1, 2] as const) expect(games.filter((g) => g.gameType === type).length).toBeGreaterThan(0);
    expect(games.some((g) => g.isDemo && g.gameType === 0)).toBe(true);
    expect(games.some((g) => g.isDemo && g.gameType === 2)).toBe(true);
    expect(games.some((g) => !g.allowPortrait && g.isDemo)).toBe(true);
    // The folded search column is filled by the database for every row.
    expect(games.find((g) => g.alias === 'rocket-kreyol')?.searchName).toBe('rocket kreyol');
  });
});

describe('games/groups', () => {
  it('lists every group in order with its first page of 12 and a few featured games', async () => {
    const { res, body } = await getJson('/api/v1/games/groups');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE);
    const { list } = gameGroups.parse(body);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.map((g) => g.alias).slice(0, 2)).toEqual(['slots', 'live-casino']);
    const slots = list[0];
    expect(slots?.games.list).toHaveLength(12);
    expect(slots?.games.pagination).toEqual({ page: 1, limit: 12, count: 2 });
    expect(slots?.view).toEqual({ variant: 'card', image: 'cover' });
    expect(slots?.info?.title).toBe('Slots');
    expect(slots?.info?.image?.url).toBe('/media/groups/slots.webp?w=320&h=160');
    // Featured: the group's popular games first (Kreyòl Fruits is #1 overall).
    expect(slots?.info?.games.list[0]?.alias).toBe('kreyol-fruits');
    for (const group of list) {
      expect(group.games.list.length).toBeLessThanOrEqual(12);
      for (const game of group.games.list) expect(game.group_alias).toBe(group.alias);
    }
    // A child of a multiple-group game is still listed in its own group.
    expect(slots?.games.list.map((g) => g.alias)).toContain('golden-mango');
  });
});

describe('games/groups/{alias}', () => {
  it('sorts a group by name or by players online (docs/product.md#routes-list game group sort), across pages', async () => {
    const page = async (sort: string, n: number) =>
      gameGroup.parse((await getJson(`/api/v1/games/groups/slots?page=${n}&limit=12&sort=${sort}`)).body).games.list;
    const byName = [...(await page('name', 1)), ...(await page('name', 2))].map((g) => g.name);
    expect(byName).toHaveLength(14);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const byOnline = [...(await page('popular', 1)), ...(await page('popular', 2))];
    const rows = await server.db.select({ alias: s.games.alias, online: s.games.online }).from(s.games);
    const online = new Map(rows.map((r) => [r.alias, r.online]));
    const counts = byOnline.map((g) => online.get(g.alias) ?? -1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const bad = await getJson('/api/v1/games/groups/slots?sort=random');
    expect(bad.res.status).toBe(400);
    expect(errorReply.parse(bad.body).error.fields.sort).toBeDefined();
  });

  it('pages a group of more than 12 games', async () => {
    const one = gameGroup.parse((await getJson('/api/v1/games/groups/slots?page=1&limit=12')).body);
    const two = gameGroup.parse((await getJson('/api/v1/games/groups/slots?page=2&limit=12')).body);
    expect(one.games.pagination).toEqual({ page: 1, limit: 12, count: 2 });
    expect(two.games.pagination).toEqual({ page: 2, limit: 12, count: 2 });
    expect(two.games.list).toHaveLength(2);
    const all = [...one.games.list, ...two.games.list].map((g) => g.alias);
    expect(new Set(all).size).toBe(14);
    expect(two.games.list.map((g) => g.alias)).toEqual(['island-jackpot', 'slot-collection']);

    const past = gameGroup.parse((await getJson('/api/v1/games/groups/slots?page=3&limit=12')).body);
    expect(past.games).toEqual({ list: [], pagination: { page: 3, limit: 12, count: 2 } });
    const big = gameGroup.parse((await getJson('/api/v1/games/groups/slots?limit=60')).body);
    expect(big.games.pagination).toEqual({ page: 1, limit: 60, count: 1 });
    expect(big.games.list).toHaveLength(14);
    const first = gameGroup.parse((await getJson('/api/v1/games/groups/slots')).body);
    expect(first.games.pagination).toEqual({ page: 1, limit: 12, count: 2 });
  });

  it('refuses a bad page or limit with a field error', async () => {
    for (const page of ['0', '-1', '1.5', 'abc']) {
      const { res, body } = await getJson(`/api/v1/games/groups/slots?page=${page}`);
      expectFieldError(res, body, 'page', 'Must be a whole number of at least 1');
    }
    for (const limit of ['0', '61', 'x']) {
      const { res, body } = await getJson(`/api/v1/games/groups/slots?limit=${limit}`);
      expectFieldError(res, body, 'limit');
    }
  });

  it('answers an unknown group with a business refusal', async () => {
    const { res, body } = await getJson('/api/v1/games/groups/nope');
    expect(res.status).toBe(200);
    expectRefusal(body, GROUP_NOT_FOUND);
  });
});

describe('games/game/{id} and game-description/{id}', () => {
  it('gives every field of a game, with artwork and a description link', async () => {
    const id = await idOf('kreyol-fruits');
    const { res, body } = await getJson(`/api/v1/games/game/${id}`);
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE);
    const game = gameSchema.parse(body);
    expect(game).toMatchObject({
      id,
      game_type: 1,
      name: 'Kreyòl Fruits',
      alias: 'kreyol-fruits',
      group_alias: 'slots',
      is_demo: true,
      is_modal_balance_type: false,
      allow_portrait: true,
      game_url: null,
      game_description: `game-description/${id}`,
      content_title: 'Why players love Kreyòl Fruits',
    });
    expect(game.images.icon).toEqual({
      url: '/media/games/kreyol-fruits.webp?w=192&h=192',
      width: 192,
      height: 192,
      srcset: [{ url: '/media/games/kreyol-fruits.webp?w=384&h=384', media: '(min-width: 1024px)' }],
    });
    expect(game.images.preview?.url).toBe('/media/games/kreyol-fruits.webp?w=320&h=240');
    expect(game.images.poster?.url).toBe('/media/games/kreyol-fruits.webp?w=640&h=360');
    const art = await fetch(`${server.url}${game.images.icon?.url}`);
    expect(art.headers.get('content-type')).toBe('image/webp');

    const description = gameDescription.parse((await getJson(`/api/v1/${game.game_description}`)).body);
    expect(description.title).toBe('Kreyòl Fruits');
    expect(description.body).toContain('<strong>Kreyòl Fruits</strong>');
  });

  it('gives tvbet its frame-script settings, serverUrl being the origin asked', async () => {
    const game = gameSchema.parse((await getJson(`/api/v1/games/game/${await idOf('tvbet')}`)).body);
    expect(game.info).toEqual({ clientId: 'demo-client', serverUrl: `${server.url}/dev/tvbet` });
    const description = gameDescription.parse((await getJson(`/api/v1/game-description/${game.id}`)).body);
    expect(description.body).toContain('Live lottery');
  });

  it('refuses an unknown game and a non-numeric id', async () => {
    for (const path of ['/api/v1/games/game/999999', '/api/v1/game-description/999999']) {
      const { res, body } = await getJson(path);
      expect(res.status).toBe(200);
      expectRefusal(body, GAME_NOT_FOUND);
    }
    for (const path of ['/api/v1/games/game/abc', '/api/v1/games/game/0', '/api/v1/game-description/1x']) {
      const { res, body } = await getJson(path);
      expectFieldError(res, body, 'game_id');
    }
  });

  it('refuses in the player’s language with the same code, which is how the app knows the game is unknown', async () => {
    const res = await fetch(new URL('/api/v1/games/game/999999', server.url), { headers: { cookie: 'lang=ht' } });
    const refusal = okReply.parse(await res.json());
    expect(refusal).toEqual({
      success: false,
      message: translate('ht', GAME_TEXTS.GAME_NOT_FOUND),
      reason: 'game_not_found',
    });
    expect(refusal.message).not.toBe(GAME_NOT_FOUND.message);
  });
});

describe('games/list', () => {
  it('resolves a game alias, a group alias, or both', async () => {
    const byAlias = gameList.parse((await getJson('/api/v1/games/list?game_alias=betting')).body);
    expect(byAlias.list.map((g) => [g.alias, g.group_alias, g.game_type])).toEqual([['betting', 'sport', 0]]);
    const both = gameList.parse((await getJson('/api/v1/games/list?game_alias=golden-mango&group_alias=slots')).body);
    expect(both.list.map((g) => g.alias)).toEqual(['golden-mango']);
    const elsewhere = gameList.parse(
      (await getJson('/api/v1/games/list?game_alias=golden-mango&group_alias=crash')).body,
    );
    expect(elsewhere.list).toEqual([]);
    const group = gameList.parse((await getJson('/api/v1/games/list?group_alias=crash')).body);
    expect(group.list).toHaveLength(8);
    expect(group.list[0]?.alias).toBe('flamingo-flight');
    expect(gameList.parse((await getJson('/api/v1/games/list?game_alias=nope')).body).list).toEqual([]);
  });

  it('needs one of the two aliases', async () => {
    const { res, body } = await getJson('/api/v1/games/list?game_alias=&group_alias=');
    expectFieldError(res, body, 'game_alias');
  });
});

describe('games/search', () => {
  const search = async (kind: 'prediction' | 'list', name: string) =>
    searchReply.parse((await getJson(`/api/v1/games/search/${kind}?name=${encodeURIComponent(name)}`)).body).list;

  it('matches names without regard to case or accents, prefix matches first', async () => {
    const kreyol = await search('list', 'kreyol');
    expect(kreyol.map((r) => r.name)).toEqual(['Kreyòl Fruits', 'Domino Kreyòl', 'Rocket Kreyòl']);
    expect(await search('list', 'KREYÒL')).toEqual(kreyol);
    expect((await search('list', 'rocket')).map((r) => r.name)).toEqual(['Rocket Kreyòl']);
    expect((await search('list', 'mòn lo')).map((r) => r.name)).toEqual(['Mòn Lò']);
    expect((await search('list', '  Mon  ')).map((r) => r.name)).toEqual(['Mòn Lò']);
    // "ette": Borlette X (word inside), Lotto Borlette, Roulette…: all substring matches, by name.
    const ette = (await search('list', 'ette')).map((r) => r.name);
    expect(ette).toContain('Borlette X');
    expect(ette).toContain('American Roulette');
  });

  it('gives the docs/product.md#entities-games search result shape', async () => {
    const [first] = await search('prediction', 'flamingo');
    expect(first).toEqual({
      id: await idOf('flamingo-flight'),
      name: 'Flamingo Flight',
      game: { game_id: await idOf('flamingo-flight'), group_alias: 'crash' },
      image: { url: '/media/games/flamingo-flight.webp?w=192&h=192' },
      view: 'square',
      group: { name: 'Crash games' },
    });
  });

  it('limits predictions to 6 and the list to 48', async () => {
    const [probe] = await server.db
      .insert(s.gameGroups)
      .values({
        alias: 'probe',
        name: 'Probe',
        viewVariant: 'card',
        viewImage: 'cover',
        title: 'Probe',
        previewBody: '',
        sort: 99,
      })
      .returning({ id: s.gameGroups.id });
    const groupId = probe?.id ?? 0;
    await server.db.insert(s.games).values(
      Array.from({ length: 50 }, (_, i) => ({
        groupId,
        alias: `probe-${i}`,
        name: `Probe Game ${i}`,
        gameType: 1 as const,
      })),
    );
    try {
      expect(await search('prediction', 'probe')).toHaveLength(PREDICTION_LIMIT);
      const list = await search('list', 'PROBE gam');
      expect(list).toHaveLength(SEARCH_LIST_LIMIT);
      expect(list[0]?.name).toBe('Probe Game 0');
    } finally {
      await server.db.delete(s.games).where(eq(s.games.groupId, groupId));
      await server.db.delete(s.gameGroups).where(eq(s.gameGroups.id, groupId));
    }
  });

  it('treats LIKE wildcards literally', async () => {
    expect(await search('list', '%%%')).toEqual([]);
    expect(await search('list', '___')).toEqual([]);
  });

  it('refuses fewer than 3 characters after trimming', async () => {
    for (const name of ['', 'ab', '  ab  ', 'ò']) {
      for (const kind of ['prediction', 'list']) {
        const { res, body } = await getJson(`/api/v1/games/search/${kind}?name=${encodeURIComponent(name)}`);
        expectFieldError(res, body, 'name', SEARCH_TOO_SHORT);
      }
    }
  });
});

describe('game start: games/groups/{alias}/games/{id}', () => {
  const start = (tab: Tab, group: string, id: number, balanceType = 0) =>
    getJson(`/api/v1/games/groups/${group}/games/${id}?balance_type=${balanceType}&version=2`, tab);

  it('lets a guest start a demo single game with a launch token, and says who plays with which balance', async () => {
    const guest = browser(server.url);
    const id = await idOf('kreyol-fruits');
    const { res, body } = await start(guest, 'slots', id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const reply = gameStart.parse(body);
    expect(reply).toMatchObject({
      id,
      alias: 'kreyol-fruits',
      name: 'Kreyòl Fruits',
      group_alias: 'slots',
      game_type: 1,
      info: { allow_portrait: true },
      game_description: `game-description/${id}`,
    });
    expect(reply.entries).toBeUndefined();
    const url = new URL(reply.game_url ?? '');
    expect(url.origin).toBe(server.url);
    expect(url.pathname).toBe('/dev/game/kreyol-fruits');
    const token = url.searchParams.get('launch') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);

    const [launch] = await server.db
      .select()
      .from(s.gameLaunches)
      .where(eq(s.gameLaunches.tokenHash, hashToken(token)));
    expect(launch).toMatchObject({ userId: null, gameId: id, balanceType: 0 });
    expect((launch?.expiresAt.getTime() ?? 0) - (launch?.createdAt.getTime() ?? 0)).toBe(60 * 60 * 1000);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Kreyòl Fruits');
    expect(html).toContain(DEMO_GAME_TEXTS.real);
    expect(html).toContain(DEMO_GAME_TEXTS.guest);
    expect(html).toMatch(/id="demo-game"[^>]*data-balance-type="0"/);
    expect(html).toContain('lang="en"');
    expectNoInlineScript(html);
  });

  it('launches a player with the bonus balance and shows it on the demo game page', async () => {
    const player = await signedIn();
    const id = await idOf('citadelle-treasure'); // non-demo single game
    const reply = gameStart.parse((await start(player, 'slots', id, 1)).body);
    const page = await (await fetch(reply.game_url ?? '')).text();
    expect(page).toContain(DEMO_GAME_TEXTS.bonus);
    expect(page).toMatch(/id="demo-game"[^>]*data-balance-type="1"/);
    expect(page).toContain('509***0001');
    expect(page).not.toContain(DEMO_GAME_TEXTS.guest);
    const [launch] = await server.db
      .select()
      .from(s.gameLaunches)
      .where(eq(s.gameLaunches.tokenHash, hashToken(new URL(reply.game_url ?? '').searchParams.get('launch') ?? '')));
    expect(launch?.userId).not.toBeNull();
  });

  it('answers 401 to a guest on a non-demo game', async () => {
    const { res, body } = await start(browser(server.url), 'slots', await idOf('citadelle-treasure'));
    expect(res.status).toBe(401);
    expect(body).toEqual({ success: false, message: 'Unauthorized' });
  });

  it('refuses the bonus balance when it is empty (admin: 0.00) or for a guest', async () => {
    const admin = await signedIn(ADMIN);
    const id = await idOf('citadelle-treasure');
    expectRefusal((await start(admin, 'slots', id, 1)).body, BONUS_EMPTY);
    gameStart.parse((await start(admin, 'slots', id, 0)).body);
    expectRefusal((await start(browser(server.url), 'slots', await idOf('kreyol-fruits'), 1)).body, BONUS_EMPTY);
  });

  it('refuses a game outside the group, an unknown game or group, and bad parameters', async () => {
    const guest = browser(server.url);
    const id = await idOf('kreyol-fruits');
    expectRefusal((await start(guest, 'crash', id)).body, GAME_NOT_FOUND);
    expectRefusal((await start(guest, 'nope', id)).body, GAME_NOT_FOUND);
    expectRefusal((await start(guest, 'slots', 999_999)).body, GAME_NOT_FOUND);
    const bad = await getJson(`/api/v1/games/groups/slots/games/${id}?balance_type=2`, guest);
    expectFieldError(bad.res, bad.body, 'balance_type');
    const nonNumeric = await getJson('/api/v1/games/groups/slots/games/abc', guest);
    expectFieldError(nonNumeric.res, nonNumeric.body, 'game_id');
  });

  it('starts a child game from the group of the multiple-group game that lists it', async () => {
    // Move a child's own group elsewhere for a moment: it stays startable through its parent's group.
    const child = await idOf('lucky-wheel');
    const [table] = await server.db.select().from(s.gameGroups).where(eq(s.gameGroups.alias, 'table'));
    const [arcade] = await server.db.select().from(s.gameGroups).where(eq(s.gameGroups.alias, 'arcade'));
    await server.db
      .update(s.games)
      .set({ groupId: table?.id ?? 0 })
      .where(eq(s.games.id, child));
    try {
      const player = await signedIn();
      const reply = gameStart.parse((await start(player, 'arcade', child)).body);
      expect(reply).toMatchObject({ alias: 'lucky-wheel', group_alias: 'arcade', game_type: 0 });
      expectRefusal((await start(player, 'slots', child)).body, GAME_NOT_FOUND);
    } finally {
      await server.db
        .update(s.games)
        .set({ groupId: arcade?.id ?? 0 })
        .where(eq(s.games.id, child));
    }
  });

  it('lists the children of a multiple-group game as entries, without a URL', async () => {
    const guest = browser(server.url);
    const hub = gameStart.parse((await start(guest, 'arcade', await idOf('arcade-hub'))).body);
    expect(hub.game_type).toBe(2);
    expect(hub.game_url).toBeNull();
    expect(hub.entries?.map((e) => [e.title, e.alternate_title, e.is_modal_balance_type])).toEqual([
      ['Domino Kreyòl', 'Domino', false],
      ['Fish Party', null, false],
      ['Coconut Shy', null, false],
      ['Lucky Wheel', null, true],
    ]);
    expect(hub.entries?.[0]).toMatchObject({
      id: await idOf('domino-kreyol'),
      image: { url: '/media/games/domino-kreyol.webp?w=320&h=240' },
    });
    // Non-demo multiple groups are for players, like any non-demo game.
    expect((await start(guest, 'slots', await idOf('slot-collection'))).res.status).toBe(401);
    const player = await signedIn();
    const slots = gameStart.parse((await start(player, 'slots', await idOf('slot-collection'))).body);
    expect(slots.entries).toHaveLength(4);
  });

  it('gives a remote game its provider URL and tvbet its frame-script settings', async () => {
    const player = await signedIn();
    const remote = gameStart.parse((await start(player, 'slots', await idOf('tortuga-pirates'))).body);
    expect(remote.game_type).toBe(0);
    expect(remote.game_url).toMatch(new RegExp(`^${server.url}/dev/game/tortuga-pirates\\?launch=[\\w-]{43}$`));
    const tvbet = gameStart.parse((await start(player, 'live-casino', await idOf('tvbet'))).body);
    expect(tvbet.info).toEqual({ allow_portrait: true, clientId: 'demo-client', serverUrl: `${server.url}/dev/tvbet` });
    expect(tvbet.game_url).toMatch(/\/dev\/game\/tvbet\?launch=/);
    const roulette = gameStart.parse((await start(player, 'live-casino', await idOf('americanroulette'))).body);
    expect(roulette.info).toEqual({ allow_portrait: false });
  });
});

describe('demo game page', () => {
  it('says the launch expired for an unknown, expired or other game token, with status 200', async () => {
    const guest = browser(server.url);
    const reply = gameStart.parse(
      (await getJson(`/api/v1/games/groups/slots/games/${await idOf('kreyol-fruits')}`, guest)).body,
    );
    const token = new URL(reply.game_url ?? '').searchParams.get('launch') ?? '';

    const other = await fetch(`${server.url}/dev/game/golden-mango?launch=${token}`);
    expect(other.status).toBe(200);
    expect(await other.text()).toContain(DEMO_GAME_TEXTS.expired);
    const unknown = await fetch(`${server.url}/dev/game/kreyol-fruits?launch=nope`);
    expect(await unknown.text()).toContain(DEMO_GAME_TEXTS.expired);

    await server.db
      .update(s.gameLaunches)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.gameLaunches.tokenHash, hashToken(token)));
    const expired = await fetch(reply.game_url ?? '');
    expect(expired.status).toBe(200);
    const html = await expired.text();
    expect(html).toContain(DEMO_GAME_TEXTS.expired);
    expect(html).toContain('Kreyòl Fruits');
    expect(html).not.toContain('data-balance-type');
    expectNoInlineScript(html);

    const missing = await (await fetch(`${server.url}/dev/game/x_borlette`)).text();
    expect(missing).toContain('Borlette X');
    expect(missing).toContain(DEMO_GAME_TEXTS.missing);
    expect((await fetch(`${server.url}/dev/game/unknown`)).status).toBe(404);
  });

  it('serves its spin script as a file', async () => {
    const res = await fetch(`${server.url}/dev/static/demo-game.js`);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toContain("getElementById('spin')");
  });

  it('masks phone numbers like the ratings', () => {
    expect(maskPhone('50937000001')).toBe('509***0001');
    expect(maskPhone('1234')).toBe('***34');
  });
});

describe('games/url', () => {
  const url = (query: string, tab: Tab = browser(server.url)) => getJson(`/api/v1/games/url?${query}`, tab);

  it('gives the provider URL of a remote game with a launch token', async () => {
    const player = await signedIn();
    const id = await idOf('tortuga-pirates');
    const { res, body } = await url(`game_alias=tortuga-pirates&game_id=${id}&balanceType=1&target=redesign`, player);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const reply = launchInfo.parse(body);
    expect(reply.alias).toBe('tortuga-pirates');
    expect(reply.info).toEqual({ allow_portrait: true });
    const page = await (await fetch(reply.url)).text();
    expect(page).toMatch(/data-balance-type="1"/);
    expect(page).toContain(DEMO_GAME_TEXTS.bonus);
  });

  it('applies the launch rules: guests only on demo games, bonus only when not empty', async () => {
    const guest = browser(server.url);
    const denied = await url('game_alias=tortuga-pirates', guest);
    expect(denied.res.status).toBe(401);
    const demo = launchInfo.parse((await url('game_alias=fish-party', guest)).body);
    expect(demo.url).toMatch(/\/dev\/game\/fish-party\?launch=/);
    expectRefusal((await url('game_alias=fish-party&balanceType=1', guest)).body, BONUS_EMPTY);
    const admin = await signedIn(ADMIN);
    expectRefusal((await url('game_alias=tortuga-pirates&balanceType=1', admin)).body, BONUS_EMPTY);
  });

  it('opens the demo sportsbook for anyone, passing the page through', async () => {
    const guest = browser(server.url);
    const live = launchInfo.parse((await url('game_alias=betting&page=live', guest)).body);
    const address = new URL(live.url);
    expect(address.origin + address.pathname).toBe(`${server.url}/dev/sport`);
    expect(address.searchParams.get('page')).toBe('live');
    expect(address.searchParams.get('parent')).toBe(server.url);
    const plain = new URL(launchInfo.parse((await url('game_alias=betting&page=weird', guest)).body).url);
    expect(plain.searchParams.has('page')).toBe(false);
    const bets = new URL(launchInfo.parse((await url('game_alias=betting&page=bets', guest)).body).url);
    expect(bets.searchParams.get('page')).toBe('bets');
    const liveBetting = new URL(launchInfo.parse((await url('game_alias=live-betting', guest)).body).url);
    expect(liveBetting.searchParams.get('page')).toBe('live');
  });

  it('refuses unknown or mismatched games and needs game_alias or game_id', async () => {
    expectRefusal((await url('game_alias=nope')).body, GAME_NOT_FOUND);
    expectRefusal((await url('game_alias=arcade-hub')).body, GAME_NOT_FOUND);
    expectRefusal((await url(`game_alias=fish-party&game_id=${await idOf('kreyol-fruits')}`)).body, GAME_NOT_FOUND);
    const missing = await url('balanceType=0');
    expectFieldError(missing.res, missing.body, 'game_alias', 'Give game_alias or game_id');
    expectRefusal((await url('game_id=999999')).body, GAME_NOT_FOUND);
    // A popular entry has only the id: the demo remote game Fish Party opens for a guest by id alone.
    const byId = launchInfo.parse((await url(`game_id=${await idOf('fish-party')}`)).body);
    expect(byId.alias).toBe('fish-party');
    const badBalance = await url('game_alias=fish-party&balanceType=bonus');
    expectFieldError(badBalance.res, badBalance.body, 'balanceType');
  });

  // docs/api.md#games-url: target, alter, version and limit, each read and each changing what comes back.
  it('target=redesign gives the provider the way back to the game group in this app; another front end goes home', async () => {
    const guest = browser(server.url);
    const redesign = new URL(launchInfo.parse((await url('game_alias=fish-party&target=redesign', guest)).body).url);
    expect(redesign.searchParams.get('lobby')).toBe(`${server.url}/games/arcade`);
    const page = await (await fetch(redesign)).text();
    expect(page).toContain(`<a id="demo-lobby" href="${server.url}/games/arcade">${DEMO_GAME_TEXTS.lobby}</a>`);
    const old = new URL(launchInfo.parse((await url('game_alias=fish-party&target=desktop', guest)).body).url);
    expect(old.searchParams.get('lobby')).toBe(`${server.url}/`);
    const none = new URL(launchInfo.parse((await url('game_alias=fish-party', guest)).body).url);
    expect(none.searchParams.has('lobby')).toBe(false);
    expect(await (await fetch(none)).text()).not.toContain('demo-lobby');
    // The demo page shows no way back to another site, whatever its address says.
    const foreign = new URL(none);
    foreign.searchParams.set('lobby', 'https://evil.example/');
    expect(await (await fetch(foreign)).text()).not.toContain('demo-lobby');
  });

  it('alter=1 opens the light client of a game and of the sportsbook; 0 or none the full one; others are refused', async () => {
    const guest = browser(server.url);
    const light = new URL(launchInfo.parse((await url('game_alias=fish-party&alter=1', guest)).body).url);
    expect(light.searchParams.get('client')).toBe('light');
    expect(await (await fetch(light)).text()).toContain(`<p id="demo-client">${DEMO_GAME_TEXTS.light}</p>`);
    const full = new URL(launchInfo.parse((await url('game_alias=fish-party&alter=0', guest)).body).url);
    expect(full.searchParams.has('client')).toBe(false);
    expect(await (await fetch(full)).text()).not.toContain('demo-client');
    const sport = new URL(launchInfo.parse((await url('game_alias=betting&alter=1', guest)).body).url);
    expect(await (await fetch(sport)).text()).toContain(`<p id="sport-client">${SPORT_PAGE_TEXTS.light}</p>`);
    const bad = await url('game_alias=fish-party&alter=yes', guest);
    expectFieldError(bad.res, bad.body, 'alter', 'Must be 0 (full client) or 1 (light client)');
  });

  it('version=1 answers the old {url, alias}; 2 and none add info; other versions are refused', async () => {
    const guest = browser(server.url);
    const v1 = (await url('game_alias=fish-party&version=1', guest)).body as Record<string, unknown>;
    expect(Object.keys(v1).sort()).toEqual(['alias', 'url']);
    const v2 = launchInfo.parse((await url('game_alias=fish-party&version=2', guest)).body);
    expect(v2.info).toEqual({ allow_portrait: true });
    expect(launchInfo.parse((await url('game_alias=fish-party', guest)).body).info).toEqual({ allow_portrait: true });
    const bad = await url('game_alias=fish-party&version=3', guest);
    expectFieldError(bad.res, bad.body, 'version', 'Must be 1 or 2');
  });

  it("limit is the sportsbook lists' page size, 1 to 100", async () => {
    const guest = browser(server.url);
    const bets = new URL(launchInfo.parse((await url('game_alias=betting&page=bets&limit=20', guest)).body).url);
    expect(bets.searchParams.get('limit')).toBe('20');
    expect(await (await fetch(bets)).text()).toContain(`<p id="sport-limit">${SPORT_PAGE_TEXTS.limit(20)}</p>`);
    for (const limit of ['0', '101', 'x']) {
      const bad = await url(`game_alias=betting&limit=${limit}`, guest);
      expectFieldError(bad.res, bad.body, 'limit', 'Must be a whole number from 1 to 100');
    }
  });
});

describe('demo sportsbook', () => {
  it('is an accessible page without inline script that shows the bet code', async () => {
    const res = await fetch(
      `${server.url}/dev/sport?page=bets&parent=${encodeURIComponent('http://127.0.0.1:5173/sport?x=1')}&betcode=AB%3Cb%3E12`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expectNoInlineScript(html);
    expect(scriptsOf(html)).toHaveLength(1);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    for (const label of ['Live', 'All sports', 'My bets']) {
      expect(html).toMatch(
        new RegExp(`<button type="button" data-hash="[^"]+" aria-pressed="false">${label}</button>`),
      );
    }
    expect(html).toContain('data-initial-hash="#/my-bets"');
    expect(html).toContain('data-parent-origin="http://127.0.0.1:5173"');
    expect(html).toContain('AB&lt;b&gt;12');
  });

  it('takes only http(s) origins as the parent', async () => {
    expect(parentOrigin('https://example.ht/sport?page=live')).toBe('https://example.ht');
    expect(parentOrigin('javascript:alert(1)')).toBeNull();
    expect(parentOrigin('not a url')).toBeNull();
    expect(parentOrigin(undefined)).toBeNull();
    const html = await (await fetch(`${server.url}/dev/sport?parent=javascript:alert(1)&page=nope`)).text();
    expect(html).toContain('data-parent-origin=""');
    expect(html).toContain('data-initial-hash=""');
  });

  it('script: starts on the page hash, posts every hash to the parent origin, tabs move the hash', async () => {
    const res = await fetch(`${server.url}/dev/static/sport.js`);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toBe(SPORT_SCRIPT);

    const world = fakeSportsbook({ initialHash: '#/live', parentOrigin: 'http://app.test' });
    runInNewContext(SPORT_SCRIPT, world.context);
    expect(world.location.hash).toBe('#/live');
    expect(world.posted).toEqual([[{ type: 'sport-hash', hash: '#/live' }, 'http://app.test']]);
    expect(world.buttons.map((b) => b.attributes['aria-pressed'])).toEqual(['true', 'false', 'false']);

    world.buttons[2]?.click();
    expect(world.location.hash).toBe('#/my-bets');
    expect(world.posted.at(-1)).toEqual([{ type: 'sport-hash', hash: '#/my-bets' }, 'http://app.test']);
    expect(world.buttons.map((b) => b.attributes['aria-pressed'])).toEqual(['false', 'false', 'true']);
    expect(world.panels.map((p) => p.hidden)).toEqual([true, true, true, false]);

    const silent = fakeSportsbook({ initialHash: '#/all', parentOrigin: '' });
    runInNewContext(SPORT_SCRIPT, silent.context);
    expect(silent.location.hash).toBe('#/all');
    expect(silent.posted).toEqual([]);
  });
});

/** Just enough DOM for the sportsbook script: the root, three tabs, four panels, location and history. */
function fakeSportsbook(options: { initialHash: string; parentOrigin: string }) {
  const listeners = new Map<string, (() => void)[]>();
  const on = (type: string, fn: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), fn]);
  const fire = (type: string) => {
    for (const fn of listeners.get(type) ?? []) fn();
  };
  const location = {
    _hash: '',
    get hash() {
      return this._hash;
    },
    set hash(value: string) {
      const next = value.startsWith('#') ? value : `#${value}`;
      if (next === this._hash) return;
      this._hash = next;
      fire('hashchange');
    },
  };
  const posted: unknown[][] = [];
  const buttons = ['#/live', '#/all', '#/my-bets'].map((hash) => {
    const clicks: (() => void)[] = [];
    return {
      dataset: { hash },
      attributes: {} as Record<string, string>,
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
      addEventListener: (_: string, fn: () => void) => clicks.push(fn),
      click: () => {
        for (const fn of clicks) fn();
      },
    };
  });
  const panels = ['', '#/live', '#/all', '#/my-bets'].map((panel) => ({ dataset: { panel }, hidden: false }));
  const root = {
    dataset: { initialHash: options.initialHash, parentOrigin: options.parentOrigin },
    querySelectorAll: (selector: string) => (selector.startsWith('button') ? buttons : panels),
  };
  const window = {
    addEventListener: on,
    parent: { postMessage: (...args: unknown[]) => posted.push(args) },
  };
  const context = {
    window,
    location,
    history: {
      replaceState: (_state: unknown, _title: string, url: string) => {
        location._hash = url;
      },
    },
    document: {
      readyState: 'interactive',
      getElementById: (id: string) => (id === 'sportsbook' ? root : null),
      addEventListener: on,
    },
  };
  return { context, location, posted, buttons, panels };
}

describe('tvbet frame script', () => {
  it('defines TvbetFrame, which puts a TVBet iframe of the launch into the container', async () => {
    const res = await fetch(`${server.url}/dev/tvbet/frame.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await res.text();

    const container = {
      children: [] as unknown[],
      replaceChildren: (...c: unknown[]) => container.children.splice(0, Infinity, ...c),
    };
    const created: Record<string, unknown>[] = [];
    const window: Record<string, unknown> = {};
    runInNewContext(source, {
      window,
      URL,
      document: {
        getElementById: (id: string) => (id === 'game-frame' ? container : null),
        createElement: (tag: string) => {
          const el: Record<string, unknown> = { tag, style: {}, attributes: {} };
          el.setAttribute = (name: string, value: string) => {
            (el.attributes as Record<string, string>)[name] = value;
          };
          created.push(el);
          return el;
        },
      },
    });
    const TvbetFrame = window.TvbetFrame as (options: Record<string, string>) => unknown;
    expect(typeof TvbetFrame).toBe('function');
    TvbetFrame({ clientId: 'demo-client', containerId: 'game-frame', lng: 'ht', token: 'tok123' });
    const [frame] = created;
    expect(container.children).toEqual([frame]);
    expect(frame).toMatchObject({
      tag: 'iframe',
      title: 'TVBet',
      attributes: { width: '100%', height: '100%' },
      style: { border: '0' },
    });
    const src = new URL(String(frame?.src));
    expect(src.origin + src.pathname).toBe(`${server.url}/dev/game/tvbet`);
    expect(src.searchParams.get('launch')).toBe('tok123');
    expect(() => TvbetFrame({ containerId: 'nope', token: 'x' })).toThrow(/no element/);
  });
});

describe('jackpots', () => {
  it('lists the three tiers in whole currency units, at most 6 digits', async () => {
    const { res, body } = await getJson('/api/v1/jackpots');
    expect(res.status).toBe(200);
    const { list } = jackpots.parse(body);
    expect(list.map((j) => j.label)).toEqual(['jackpot.silver', 'jackpot.gold', 'jackpot.maximum']);
    for (const j of list) {
      expect(Number.isInteger(j.value)).toBe(true);
      expect(j.value).toBeGreaterThan(0);
      expect(j.value).toBeLessThanOrEqual(JACKPOT_MAX);
    }
    expect(list[0]?.value).toBeGreaterThanOrEqual(12_345);
  });

  it('grows slowly with time and stops at 999 999', async () => {
    expect(jackpotValue('jackpot.silver', 1_234_567, 0)).toBe(12_345);
    expect(jackpotValue('jackpot.silver', 1_234_567, 60_000)).toBe(12_347);
    expect(jackpotValue('jackpot.maximum', 87_500_000, 60 * 60_000)).toBe(875_300);
    expect(jackpotValue('jackpot.maximum', 87_500_000, 365 * 24 * 60 * 60_000)).toBe(JACKPOT_MAX);
    let last = 0;
    for (let minute = 0; minute < 100; minute += 7) {
      const value = jackpotValue('jackpot.gold', 15_488_020, minute * 60_000);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }

    await server.db
      .update(s.jackpots)
      .set({ valueMinor: 500_000_000_00 })
      .where(eq(s.jackpots.label, 'jackpot.maximum'));
    const { list } = jackpots.parse((await getJson('/api/v1/jackpots')).body);
    expect(list.find((j) => j.label === 'jackpot.maximum')?.value).toBe(JACKPOT_MAX);
  });
});

describe('ratings, faq, latest articles', () => {
  it('ratings: by points, highest first, with the game icon', async () => {
    const { res, body } = await getJson('/api/v1/ratings');
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE);
    const list = ratings.parse(body).ratings;
    expect(list).toHaveLength(15);
    const points = list.map((r) => Number(r.points));
    expect(points).toEqual([...points].sort((a, b) => b - a));
    for (const r of list) {
      expect(r.user).toMatch(/^509\*\*\*\d{4}$/);
      expect(r.icon).toMatch(/^\/media\/games\/[\w-]+\.webp\?w=192&h=192$/);
      expect(r.game_name).not.toBe('');
    }
  });

  it('faq: question and answer per entry, in order', async () => {
    const { list } = faqList.parse((await getJson('/api/v1/faq')).body);
    expect(list).toHaveLength(7);
    expect(list[0]?.body.question).toBe('How do I create an account?');
    expect(list[0]?.body.answer).toMatch(/^<p>/);
  });

  it('latest articles: newest first, 8 by default, up to 20', async () => {
    const { res, body } = await getJson('/api/v1/blogs/articles/latest');
    // The articles follow the session language, which is not in the URL: no shared or stale copies.
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { list } = articleList.parse(body);
    expect(list).toHaveLength(8);
    const dates = list.map((a) => Date.parse(a.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ title: 'Welcome to the new Bèl Chans' });
    expect(list[0]?.image.url).toBe('/media/blog/welcome-to-bel-chans.webp?w=600&h=315');
    expect(list[0]?.body).toContain('<p>');
    expect(articleList.parse((await getJson('/api/v1/blogs/articles/latest?limit=3')).body).list).toHaveLength(3);
    expect(articleList.parse((await getJson('/api/v1/blogs/articles/latest?limit=20')).body).list).toHaveLength(10);
    for (const limit of ['0', '21', 'x']) {
      const bad = await getJson(`/api/v1/blogs/articles/latest?limit=${limit}`);
      expectFieldError(bad.res, bad.body, 'limit');
    }
  });
});

describe('Cache-Control', () => {
  it('does not let a reply that clears a stale session cookie be cached', async () => {
    const res = await fetch(`${server.url}/api/v1/games/groups`, { headers: { cookie: 'sid=stale' } });
    expect(res.headers.getSetCookie().join()).toMatch(/sid=;/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('production mode', () => {
  it('has no provider stand-ins, so launches are refused', async () => {
    const production = await startTestServer({ mode: 'production' });
    try {
      const guest = browser(production.url);
      const [fish] = await production.db.select().from(s.games).where(eq(s.games.alias, 'fish-party'));
      const start = await guest.call(`/api/v1/games/groups/arcade/games/${fish?.id}`);
      expect(okReply.parse(await start.json())).toEqual({
        success: false,
        message: 'Game provider is not available',
        reason: 'provider_unavailable',
      });
      const sport = await guest.call('/api/v1/games/url?game_alias=betting');
      expect(okReply.parse(await sport.json()).success).toBe(false);
      for (const path of ['/dev/sport', '/dev/tvbet/frame.js', '/dev/game/fish-party', '/dev/static/sport.js']) {
        expect((await fetch(`${production.url}${path}`)).status).toBe(404);
      }
      // The catalogue itself is served.
      expect(gameGroups.parse(await (await guest.call('/api/v1/games/groups')).json()).list.length).toBeGreaterThan(7);
    } finally {
      await production.close();
    }
  });
});

describe('games/popular', () => {
  it('lists the ranked games in rank order as docs/product.md#entities-games popular entries, cacheable for a minute', async () => {
    const { res, body } = await getJson('/api/v1/games/popular');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CATALOGUE_CACHE);
    const { list } = popularList.parse(body);
    const ranked = await server.db
      .select({ id: s.games.id, rank: s.games.popularRank })
      .from(s.games)
      .where(isNotNull(s.games.popularRank));
    expect(list).toHaveLength(ranked.length);
    const rankOf = new Map(ranked.map((row) => [row.id, row.rank ?? 0]));
    const ranks = list.map((entry) => rankOf.get(entry.id));
    expect(ranks).toEqual([...ranks].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(list.slice(0, 3).map((entry) => entry.title)).toEqual(['Kreyòl Fruits', 'Flamingo Flight', 'Borlette X']);
  });

  it('gives each entry its preview image, launch facts and stats in currency units', async () => {
    const { list } = popularList.parse((await getJson('/api/v1/games/popular')).body);
    const fruits = list[0];
    expect(fruits).toMatchObject({
      id: await idOf('kreyol-fruits'),
      title: 'Kreyòl Fruits',
      image: {
        url: '/media/games/kreyol-fruits.webp?w=320&h=240',
        width: 320,
        height: 240,
        srcset: [{ url: '/media/games/kreyol-fruits.webp?w=640&h=480', media: '(min-width: 1024px)' }],
      },
      game: {
        group_alias: 'slots',
        game_id: await idOf('kreyol-fruits'),
        game_type: 1,
        is_modal_balance_type: false,
        is_demo: true,
      },
    });
    expect(fruits?.preview_body).toMatch(/^<p>/);
    const [row] = await server.db
      .select({ online: s.games.online, recentWinMinor: s.games.recentWinMinor })
      .from(s.games)
      .where(eq(s.games.alias, 'kreyol-fruits'));
    expect(fruits?.stats).toEqual({ online: row?.online, recentWin: (row?.recentWinMinor ?? 0) / 100 });
    // A non-demo remote game with the balance choice keeps its flags.
    const kompa = list.find((entry) => entry.title === 'Kompa Beats');
    expect(kompa?.game).toMatchObject({ game_type: 0, is_modal_balance_type: true, is_demo: false });
    for (const entry of list) {
      expect(entry.stats.online).toBeGreaterThanOrEqual(0);
      expect(entry.stats.recentWin).toBeGreaterThan(0);
    }
  });
});

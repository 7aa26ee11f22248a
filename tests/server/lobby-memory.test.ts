// The lobby's memory and the session summary (docs/api.md#player-protection) over real HTTP: favourites added and
// removed (twice changes nothing, an unknown game is 404), the last 12 distinct games launched by every launch path,
// latest first; the session summary moving with the bets a player places on the demo provider page (its spin is
// paid through the ledger and listed by GET bets); the reality check kept with the player; the demo player's seed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameListReply, sessionSummary } from '../../contract/schemas/protection';
import { betsReply } from '../../contract/schemas/wallet';
import * as s from '../../server/db/schema';
import { balances, expectLedgerExact, json, newPlayer, type Player, type Tab } from './cashier-harness';
import { browser, DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const aliases = async (tab: Tab, path: string) => {
  const res = await tab.call(path);
  expect(res.status).toBe(200);
  return gameListReply.parse(await res.json()).list.map((g) => g.alias);
};
const idOf = async (alias: string) => {
  const [row] = await server.db.select({ id: s.games.id }).from(s.games).where(eq(s.games.alias, alias));
  if (!row) throw new Error(`no game ${alias}`);
  return row.id;
};
const favourite = async (tab: Tab, method: 'POST' | 'DELETE', gameId: number | string) => {
  const res = await tab.call(`/api/v1/user/favourites/${gameId}`, { method });
  return { status: res.status, body: await json(res) };
};
const launch = async (tab: Tab, alias: string) => {
  const res = await tab.call(`/api/v1/games/url?game_alias=${alias}`);
  const body = (await json(res)) as { url?: string };
  expect(body.url, `launch of ${alias}`).toBeDefined();
  return new URL(body.url ?? '').searchParams.get('launch') ?? '';
};
const spin = async (alias: string, token: string) => {
  const res = await fetch(`${server.url}/dev/game/${alias}/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ launch: token }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { ok: boolean; reels: string[]; stake: number; win: number; balance: number | null };
};
const summary = async (tab: Tab) => {
  const res = await tab.call('/api/v1/user/session/summary');
  expect(res.status).toBe(200);
  return sessionSummary.parse(await res.json());
};

describe('the demo player', () => {
  it('opens with three favourites, five recent games, no limits and the reality check off', async () => {
    const demo = browser(server.url);
    expect((await demo.call('/api/v1/authorize', { method: 'POST', json: DEMO })).status).toBe(200);
    expect(await aliases(demo, '/api/v1/user/favourites')).toEqual([
      'kreyol-fruits',
      'european-roulette',
      'rocket-kreyol',
    ]);
    expect(await aliases(demo, '/api/v1/user/recent')).toEqual([
      'tortuga-pirates',
      'kreyol-fruits',
      'blackjack-classic',
      'mines',
      'golden-mango',
    ]);
    const limits = (await json(await demo.call('/api/v1/user/limits'))) as {
      deposit: Record<string, { amount: null }>;
    };
    expect(Object.values(limits.deposit).map((l) => l.amount)).toEqual([null, null, null]);
    expect((await summary(demo)).reality_check_minutes).toBeNull();
  });
});

describe('favourites', () => {
  it('adds and removes games, latest first; twice changes nothing; an unknown game is 404', async () => {
    const { tab } = await newPlayer(server);
    expect(await aliases(tab, '/api/v1/user/favourites')).toEqual([]);
    const mango = await idOf('golden-mango');
    const mines = await idOf('mines');
    const added = await favourite(tab, 'POST', mango);
    expect(added.status).toBe(200);
    expect(gameListReply.parse(added.body).list.map((g) => g.alias)).toEqual(['golden-mango']);
    await favourite(tab, 'POST', mines);
    expect((await favourite(tab, 'POST', mango)).status).toBe(200);
    expect(await aliases(tab, '/api/v1/user/favourites')).toEqual(['mines', 'golden-mango']);
    const removed = await favourite(tab, 'DELETE', mines);
    expect(gameListReply.parse(removed.body).list.map((g) => g.alias)).toEqual(['golden-mango']);
    expect((await favourite(tab, 'DELETE', mines)).status).toBe(200);
    expect(await aliases(tab, '/api/v1/user/favourites')).toEqual(['golden-mango']);

    for (const unknown of [999_999, 'abc', 0]) {
      for (const method of ['POST', 'DELETE'] as const) {
        expect(await favourite(tab, method, unknown)).toEqual({
          status: 404,
          body: { success: false, message: 'Game not found' },
        });
      }
    }
    // Another player's list is their own.
    expect(await aliases((await newPlayer(server)).tab, '/api/v1/user/favourites')).toEqual([]);
  });
});

describe('recently played', () => {
  it('keeps the last 12 distinct games launched by either launch call, latest first', async () => {
    const { tab } = await newPlayer(server, { bonus: 50 });
    const played = [
      'kreyol-fruits',
      'golden-mango',
      'citadelle-treasure',
      'carnival-reels',
      'lucky-lambi',
      'tortuga-pirates',
      'rara-rhythm',
      'sugar-cane-spins',
      'bassin-bleu',
      'kompa-beats',
      'coffee-bonanza',
      'mon-lo',
      'island-jackpot',
    ];
    for (const alias of played) await launch(tab, alias);
    expect(await aliases(tab, '/api/v1/user/recent')).toEqual([...played].reverse().slice(0, 12));

    // The game start call counts too, with the bonus balance as well; a game played again moves to the front once.
    const start = await tab.call(`/api/v1/games/groups/slots/games/${await idOf('golden-mango')}?balance_type=1`);
    expect(((await json(start)) as { game_url: string }).game_url).toContain('/dev/game/golden-mango');
    const recent = await aliases(tab, '/api/v1/user/recent');
    expect(recent[0]).toBe('golden-mango');
    expect(recent.filter((a) => a === 'golden-mango')).toHaveLength(1);
    expect(recent).toHaveLength(12);
    expect(recent).not.toContain('kreyol-fruits');
    // The sportsbook is a page, not a game played.
    expect((await json(await tab.call('/api/v1/games/url?game_alias=betting'))).url).toBeDefined();
    expect((await aliases(tab, '/api/v1/user/recent'))[0]).toBe('golden-mango');
  });

  it('remembers nothing of a guest', async () => {
    const before = await server.db.select().from(s.recentGames);
    const guest = browser(server.url);
    await launch(guest, 'kreyol-fruits');
    expect(await server.db.select().from(s.recentGames)).toHaveLength(before.length);
  });
});

describe('session summary and the demo game', () => {
  it('counts the stakes and wins of the spins played since sign-in, lists them as bets, moves the balance', async () => {
    const player: Player = await newPlayer(server, { balance: 100 });
    const opened = await summary(player.tab);
    expect(opened).toMatchObject({ wagered: 0, won: 0, net: 0, currency: 'HTG', reality_check_minutes: null });
    const [session] = await server.db.select().from(s.sessions).where(eq(s.sessions.userId, player.user_id));
    expect(opened.started_at).toBe(session?.createdAt.toISOString());

    const token = await launch(player.tab, 'tortuga-pirates');
    const spins = [];
    for (let i = 0; i < 6; i++) spins.push(await spin('tortuga-pirates', token));
    let balance = 100;
    for (const r of spins) {
      expect(r.ok).toBe(true);
      expect(r.stake).toBe(10);
      expect(r.reels).toHaveLength(3);
      // Three alike pay 12×, two alike 1.5×, else nothing.
      const most = Math.max(...r.reels.map((x) => r.reels.filter((y) => y === x).length));
      expect(r.win).toBe(most === 3 ? 120 : most === 2 ? 15 : 0);
      balance = balance - 10 + r.win;
      expect(r.balance).toBe(balance);
    }
    const won = spins.reduce((sum, r) => sum + r.win, 0);
    expect(await summary(player.tab)).toMatchObject({ wagered: 60, won, net: won - 60 });
    expect((await expectLedgerExact(server, player.user_id)).regular).toBe(balance * 100);

    const history = betsReply.parse(await (await player.tab.call('/api/v1/bets?version=3')).json()).data;
    const stakes = history.items.filter((b) => b.rate_action === 'bet');
    expect(stakes).toHaveLength(6);
    expect(stakes.every((b) => b.game === 'Tortuga Pirates' && b.amount.value === 10 && b.balance_type === 0)).toBe(
      true,
    );
    expect(history.items.filter((b) => b.rate_action === 'win').reduce((sum, b) => sum + b.amount.value, 0)).toBe(won);

    // A new session starts its own count.
    const again = browser(server.url);
    await again.call('/api/v1/authorize', { method: 'POST', json: { login: player.phone, password: player.password } });
    expect(await summary(again)).toMatchObject({ wagered: 0, won: 0, net: 0 });
  });

  it('plays the bonus balance when launched with it, refuses a spin the balance cannot pay, moves nothing for a guest', async () => {
    const player = await newPlayer(server, { balance: 5, bonus: 20 });
    const bonusToken = new URL(
      String(
        (
          (await json(await player.tab.call('/api/v1/games/url?game_alias=tortuga-pirates&balanceType=1'))) as {
            url: string;
          }
        ).url,
      ),
    ).searchParams.get('launch');
    const first = await spin('tortuga-pirates', bonusToken ?? '');
    expect(first.ok).toBe(true);
    expect((await balances(server, player.user_id)).bonus).toBe(2_000 - 1_000 + first.win * 100);
    expect((await balances(server, player.user_id)).regular).toBe(500);

    const realToken = await launch(player.tab, 'tortuga-pirates');
    expect(await spin('tortuga-pirates', realToken)).toEqual({
      ok: false,
      message: 'Not enough balance for a 10 HTG spin',
    });
    expect((await balances(server, player.user_id)).regular).toBe(500);
    await expectLedgerExact(server, player.user_id);

    const guestToken = await launch(browser(server.url), 'kreyol-fruits');
    const bets = (await server.db.select().from(s.bets)).length;
    const guest = await spin('kreyol-fruits', guestToken);
    expect(guest).toMatchObject({ ok: true, stake: 10, balance: null });
    expect(await server.db.select().from(s.bets)).toHaveLength(bets);
    // A token for another game, or none that is live, plays nothing.
    expect(await spin('golden-mango', guestToken)).toMatchObject({ ok: false });
  });
});

describe('reality check', () => {
  it('keeps the interval with the player across sessions; off with null; other values are 400', async () => {
    const player = await newPlayer(server);
    const set = (minutes: unknown) =>
      player.tab.call('/api/v1/user/reality-check', { method: 'POST', json: { minutes } });
    expect(await json(await set(30))).toEqual({ success: true });
    const again = browser(server.url);
    await again.call('/api/v1/authorize', { method: 'POST', json: { login: player.phone, password: player.password } });
    expect((await summary(again)).reality_check_minutes).toBe(30);
    expect((await set(45)).status).toBe(400);
    expect((await set('15')).status).toBe(400);
    expect((await summary(again)).reality_check_minutes).toBe(30);
    expect(await json(await set(null))).toEqual({ success: true });
    expect((await summary(player.tab)).reality_check_minutes).toBeNull();
  });
});

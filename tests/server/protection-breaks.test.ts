// Cool-off and self-exclusion (docs/api.md#player-protection) over real HTTP: asked for with the password, the player
// is signed out everywhere at once (every session, open balance streams, game launches), and until the end date no
// way back in works: password, Telegram, Google, wallet; no deposit is credited, no game is launched or played, no
// API call made directly with an old cookie answers anything but 401. A running break is never shortened; it ends
// when its date passes (the server's clock is moved by the test), a permanent self-exclusion never.
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE } from '../../server/auth/google-provider';
import * as s from '../../server/db/schema';
import { WALLET } from '../../server/routes/web3';
import { balances, expectLedgerExact, json, newPlayer, type Player, type Tab } from './cashier-harness';
import { browser, type MovableClock, movableClock, startTestServer, type TestServer } from './harness';
import {
  askMoncash,
  confirmMoncash,
  googleSignIn,
  haitiText,
  nextBalance,
  openEvents,
  walletSignIn,
} from './protection-harness';

let server: TestServer;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  server = await startTestServer({ clock: clock.now });
});
afterAll(async () => {
  await server?.close();
});

const DAY = 24 * 3_600_000;
const UNAUTHORIZED = { success: false, message: 'Unauthorized' };
const onBreak = (until: string) => `Your account is on a break until ${haitiText(new Date(until))}`;
const excludedUntil = (until: string) => `Your account is excluded from play until ${haitiText(new Date(until))}`;

const post = (tab: Tab, path: string, body: unknown) => tab.call(path, { method: 'POST', json: body });
const signIn = async (player: Player, tab: Tab = browser(server.url)) => {
  const body = await json(await post(tab, '/api/v1/authorize', { login: player.phone, password: player.password }));
  return { tab, body };
};
const remoteGame = async () => {
  const [game] = await server.db.select().from(s.games).where(eq(s.games.alias, 'tortuga-pirates'));
  if (!game) throw new Error('no game');
  return game;
};

/** A second way in for the player: a Google account and a wallet linked to them. */
async function linkSocial(player: Player) {
  const email = `break-${player.user_id}@example.ht`;
  const wallet = privateKeyToAccount(generatePrivateKey());
  await server.db.insert(s.linkedServices).values([
    { userId: player.user_id, provider: GOOGLE.id, subject: `dev:${email}`, name: GOOGLE.name },
    { userId: player.user_id, provider: WALLET.id, subject: wallet.address.toLowerCase(), name: WALLET.name },
  ]);
  return { email, wallet };
}

async function telegramSignIn(phone: string) {
  const tab = browser(server.url);
  const token = ((await json(await post(tab, '/api/v1/authorize/tg', {}))) as { data: { token: string } }).data.token;
  await fetch(`${server.url}/dev/telegram/approve`, { method: 'POST', body: new URLSearchParams({ token, phone }) });
  const res = await post(tab, '/api/v1/authorize/tg_check', { token });
  return { tab, body: await json(res), cookies: res.headers.getSetCookie() };
}

describe('asking for a break', () => {
  it('needs the right password: a wrong one is refused and the player stays signed in', async () => {
    const player = await newPlayer(server);
    const res = await post(player.tab, '/api/v1/user/cool-off', { days: 1, password: 'not-it' });
    expect(await json(res)).toEqual({ success: false, message: 'Wrong password' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await player.tab.call('/api/v1/user/profile/info')).status).toBe(200);
    const exclusion = await post(player.tab, '/api/v1/user/self-exclusion', { months: 6, password: 'nope' });
    expect(await json(exclusion)).toEqual({ success: false, message: 'Wrong password' });
    // Off-contract bodies are 400, nothing happens.
    expect((await post(player.tab, '/api/v1/user/cool-off', { days: 2, password: player.password })).status).toBe(400);
    expect(
      (await post(player.tab, '/api/v1/user/self-exclusion', { months: 3, password: player.password })).status,
    ).toBe(400);
    expect((await post(player.tab, '/api/v1/user/cool-off', { days: 7, password: '' })).status).toBe(400);
    expect((await player.tab.call('/api/v1/user/profile/info')).status).toBe(200);
  });
});

describe('a cool-off', () => {
  it('signs the player out everywhere and refuses every way back in, every deposit and every game until it ends', async () => {
    const player = await newPlayer(server, { balance: 500 });
    const { email, wallet } = await linkSocial(player);
    const other = (await signIn(player)).tab; // a second device
    const stream = await openEvents(other);
    await nextBalance(stream);
    const game = await remoteGame();
    const launch = (await json(await player.tab.call(`/api/v1/games/url?game_alias=${game.alias}`))) as { url: string };
    const pendingDeposit = await askMoncash(server, player, 300);
    expect(pendingDeposit.reply.status).toBe('success');

    const asked = clock.now().getTime();
    const res = await post(player.tab, '/api/v1/user/cool-off', { days: 1, password: player.password });
    const reply = (await json(res)) as { success: boolean; until: string };
    expect(reply).toEqual({ success: true, until: expect.any(String) });
    expect(new Date(reply.until).getTime() - asked).toBeGreaterThanOrEqual(DAY);
    expect(new Date(reply.until).getTime() - asked).toBeLessThan(DAY + 60_000);
    expect(res.headers.getSetCookie().join()).toMatch(/sid=;.*Max-Age=0/i);

    // Signed out at once: both devices' sessions, and the open balance stream ends.
    expect(await stream.next()).toBe('end');
    for (const tab of [player.tab, other]) {
      for (const path of ['/api/v1/user/profile/info', '/api/v1/user/balance/info', '/api/v1/user/limits']) {
        const direct = await tab.call(path);
        expect(direct.status).toBe(401);
        expect(await json(direct)).toEqual(UNAUTHORIZED);
      }
    }
    const message = onBreak(reply.until);
    // Every sign-in route refuses, with no session cookie.
    const password = await signIn(player);
    expect(password.body).toEqual({ success: false, message });
    expect((await password.tab.call('/api/v1/user/profile/info')).status).toBe(401);
    for (const attempt of [
      await telegramSignIn(player.phone),
      await googleSignIn(server, email),
      await walletSignIn(server, wallet),
    ]) {
      expect(attempt.body).toEqual({ success: false, message });
      expect(attempt.cookies.filter((c) => /^sid=[^;]/.test(c))).toEqual([]);
      expect((await attempt.tab.call('/api/v1/user/profile/info')).status).toBe(401);
    }
    // The deposit asked for before is not credited; the game launched before cannot be played.
    expect(await confirmMoncash(server, pendingDeposit.checkout)).toContain(message);
    const spin = await fetch(`${server.url}/dev/game/${game.alias}/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launch: new URL(launch.url).searchParams.get('launch') }),
    });
    expect(await spin.json()).toMatchObject({ ok: false });
    expect((await expectLedgerExact(server, player.user_id)).regular).toBe(50_000);
    expect(await server.db.select().from(s.sessions).where(eq(s.sessions.userId, player.user_id))).toEqual([]);

    // Over once the day has passed.
    clock.advance(DAY + 60_000);
    const back = await signIn(player);
    expect(back.body).toEqual({ success: true });
    expect((await back.tab.call('/api/v1/user/profile/info')).status).toBe(200);
    expect((await googleSignIn(server, email)).body).toMatchObject({ success: true });
  });

  it('is never shortened: a shorter one racing a longer one leaves the longer', async () => {
    const player = await newPlayer(server);
    const asked = clock.now().getTime();
    const replies = await Promise.all(
      [30, 1, 7].map(async (days) =>
        json(await post(player.tab, '/api/v1/user/cool-off', { days, password: player.password })),
      ),
    );
    // Whichever ran first signed the session out; a later one may find it gone (401).
    expect(replies.filter((r) => r.success === true).length).toBeGreaterThanOrEqual(1);
    for (const r of replies) {
      if (r.success !== true) expect(r).toEqual(UNAUTHORIZED);
    }
    const refused = await signIn(player);
    const message = String(refused.body.message);
    const until = new Date(asked + 30 * DAY);
    expect(message).toMatch(/^Your account is on a break until /);
    const shown = new Date(`${message.slice(-16).replace(' ', 'T')}:00-05:00`).getTime();
    // Shown in Haiti's time to the minute: within a couple of hours of 30 days whatever the summer time.
    expect(Math.abs(shown - until.getTime())).toBeLessThan(2 * 3_600_000);
    clock.advance(7 * DAY + 60_000);
    expect((await signIn(player)).body).toMatchObject({ success: false, message });
  });
});

describe('a self-exclusion', () => {
  it('lasts its six calendar months, refusing every sign-in until they are over', async () => {
    const player = await newPlayer(server, { balance: 100 });
    const res = await post(player.tab, '/api/v1/user/self-exclusion', { months: 6, password: player.password });
    const reply = (await json(res)) as { success: boolean; until: string };
    expect(reply.success).toBe(true);
    const until = new Date(reply.until);
    const now = clock.now();
    const expected = new Date(now);
    expected.setUTCMonth(expected.getUTCMonth() + 6);
    expect(Math.abs(until.getTime() - expected.getTime())).toBeLessThan(60_000);
    const message = excludedUntil(reply.until);
    expect((await signIn(player)).body).toEqual({ success: false, message });
    // Registering the same phone again is no way around it.
    const sms = await json(await post(browser(server.url), '/api/v1/registration/sms', { phone: player.phone }));
    expect(sms).toEqual({ success: false, message: 'This phone number is already registered' });

    clock.advance(150 * DAY);
    expect((await signIn(player)).body).toEqual({ success: false, message });
    expect((await balances(server, player.user_id)).regular).toBe(10_000);
    // Six calendar months on, it is over.
    clock.advance(until.getTime() - clock.now().getTime() + 60_000);
    expect((await signIn(player)).body).toEqual({ success: true });
  });

  it('answers until null when permanent and never ends', async () => {
    const player = await newPlayer(server);
    const reply = await json(
      await post(player.tab, '/api/v1/user/self-exclusion', { months: 'permanent', password: player.password }),
    );
    expect(reply).toEqual({ success: true, until: null });
    expect((await signIn(player)).body).toEqual({ success: false, message: 'Your account is excluded from play' });
    clock.advance(5 * 365 * DAY);
    expect((await signIn(player)).body).toEqual({ success: false, message: 'Your account is excluded from play' });
  });
});

// Ending a session ends everything it opened (docs/api.md#player-protection, docs/architecture.md#stateless): after a
// logout, a sign-in that replaces the session, or a break, a game launch made in that session no longer spins (the
// spin is refused and the balance stays as it was, the demo game page says the launch expired) and an open event
// stream of that session closes. A launch of the player's other session, on another device, is not touched by a
// logout of this one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, expectLedgerExact, json, newPlayer, type Player, type Tab } from './cashier-harness';
import { browser, startTestServer, type TestServer } from './harness';
import { type EventStream, nextBalance, openEvents } from './protection-harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const GAME = 'tortuga-pirates';

/** A launch of the game from `tab`'s session: its token. */
async function launch(tab: Tab): Promise<string> {
  const reply = (await json(await tab.call(`/api/v1/games/url?game_alias=${GAME}`))) as { url: string };
  return new URL(reply.url).searchParams.get('launch') ?? '';
}

/** One spin of the launch, as the demo game page posts it (no cookies). */
async function spin(token: string) {
  const res = await fetch(`${server.url}/dev/game/${GAME}/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ launch: token }),
  });
  return (await res.json()) as { ok: boolean; balance?: number; message?: string };
}

/** The stream's events up to its end; fails if it is still open after a few seconds. */
async function expectEnds(stream: EventStream) {
  let next = await stream.next();
  while (next !== 'end') next = await stream.next();
  expect(next).toBe('end');
}

/**
 * A player with 500 HTG, a launch that has spun once (so it did work), and an open event stream of the same session
 * that has seen that spin.
 */
async function playing(): Promise<{ player: Player; token: string; stream: EventStream }> {
  const player = await newPlayer(server, { balance: 500 });
  const stream = await openEvents(player.tab);
  await nextBalance(stream);
  const token = await launch(player.tab);
  const first = await spin(token);
  expect(first).toMatchObject({ ok: true });
  expect((await nextBalance(stream)).balance).toBe(first.balance);
  return { player, token, stream };
}

/** The launch is dead: its spin is refused, nothing moves, and its page says it expired. */
async function expectLaunchEnded(player: Player, token: string) {
  const before = await balances(server, player.user_id);
  const refused = await spin(token);
  expect(refused).toMatchObject({ ok: false });
  expect(refused.balance).toBeUndefined();
  expect(await balances(server, player.user_id)).toEqual(before);
  await expectLedgerExact(server, player.user_id);
  const page = await (await fetch(`${server.url}/dev/game/${GAME}?launch=${token}`)).text();
  expect(page).toContain('data-launch="expired"');
}

describe('a game launch and an event stream end with their session', () => {
  it('on logout, while a launch of the same player on another device plays on', async () => {
    const { player, token, stream } = await playing();
    const other = browser(server.url);
    const signedIn = await other.call('/api/v1/authorize', {
      method: 'POST',
      json: { login: player.phone, password: player.password },
    });
    expect(await json(signedIn)).toEqual({ success: true });
    const otherToken = await launch(other);

    expect(await json(await player.tab.call('/api/v1/logout'))).toEqual({ success: true });
    await expectEnds(stream);
    await expectLaunchEnded(player, token);

    expect(await spin(otherToken)).toMatchObject({ ok: true });
  });

  it('on a new sign-in that replaces the session', async () => {
    const { player, token, stream } = await playing();
    const again = await player.tab.call('/api/v1/authorize', {
      method: 'POST',
      json: { login: player.phone, password: player.password },
    });
    expect(await json(again)).toEqual({ success: true });
    await expectEnds(stream);
    await expectLaunchEnded(player, token);
    // The new session launches and plays.
    expect(await spin(await launch(player.tab))).toMatchObject({ ok: true });
  });

  it('on a break', async () => {
    const { player, token, stream } = await playing();
    const res = await player.tab.call('/api/v1/user/cool-off', {
      method: 'POST',
      json: { days: 1, password: player.password },
    });
    expect(await json(res)).toMatchObject({ success: true });
    await expectEnds(stream);
    await expectLaunchEnded(player, token);
  });
});

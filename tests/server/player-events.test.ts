// GET user/events (docs/api.md#player-protection) over real HTTP: a text/event-stream that neither this server's
// compression nor its caching holds back, opening with the balance and sending an event `balance` within a second of a
// deposit made through another request; a demo spin moves it too; a comment line on every heartbeat; it ends when the
// session ends or the server stops,
// frees its place when the client hangs up, and a player holds at most 5 at once. With DATABASE_URL
// (scripts/test-postgres.sh), a ledger write on one server process reaches a stream on another within a second
// (PostgreSQL LISTEN/NOTIFY).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { PlayerEvents } from '../../server/events/player-events';
import * as s from '../../server/db/schema';
import { startServer } from '../../server/start';
import { newPlayer } from './cashier-harness';
import { type Child, startChild } from './child-server';
import { browser, newPostgresDatabase, postgresUrl, startTestServer, type TestServer } from './harness';
import { askMoncash, CREDITED, confirmMoncash, type EventStream, nextBalance, openEvents } from './protection-harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/**
 * MonCash deposits of each amount made on `target` by another request than the stream's: each must reach `stream` as
 * the balance written down in `expected` within a second of its confirmation being sent.
 */
async function expectDepositEvents(
  target: TestServer,
  player: Awaited<ReturnType<typeof newPlayer>>,
  stream: EventStream,
  expected: [amount: number, balance: number][],
) {
  for (const [amount, balance] of expected) {
    const asked = await askMoncash(target, player, amount);
    const sent = performance.now();
    expect(await confirmMoncash(target, asked.checkout)).toContain(CREDITED);
    const event = await nextBalance(stream);
    expect(event.at - sent).toBeLessThan(1_000);
    expect(event.balance).toBe(balance);
  }
}

describe('GET user/events', () => {
  it('streams uncompressed and uncached, opening with the balance', async () => {
    const player = await newPlayer(server, { balance: 250, bonus: 40 });
    const stream = await openEvents(player.tab);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    expect(stream.res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.res.headers.get('etag')).toBeNull();
    const first = await nextBalance(stream);
    expect(first).toMatchObject({ balance: 250, bonus_balance: 40, currency: 'HTG' });
    stream.close();
  });

  it('sends the new balance within a second of a deposit made through another request', async () => {
    const player = await newPlayer(server, { balance: 100 });
    const stream = await openEvents(player.tab);
    await nextBalance(stream);
    await expectDepositEvents(server, player, stream, [
      [750, 850],
      [60.5, 910.5],
    ]);
    stream.close();
  });

  it('sends a demo spin as it is paid, and nothing for a refused deposit', async () => {
    const player = await newPlayer(server, { balance: 100 });
    const stream = await openEvents(player.tab);
    await nextBalance(stream);
    const launch = (await (await player.tab.call('/api/v1/games/url?game_alias=tortuga-pirates')).json()) as {
      url: string;
    };
    const spin = (await (
      await fetch(`${server.url}/dev/game/tortuga-pirates/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ launch: new URL(launch.url).searchParams.get('launch') }),
      })
    ).json()) as { balance: number };
    expect((await nextBalance(stream)).balance).toBe(spin.balance);

    // A deposit over a limit rolls back: no event comes of it.
    await player.tab.call('/api/v1/user/limits', { method: 'POST', json: { period: 'day', amount: 100 } });
    const first = await askMoncash(server, player, 100);
    const second = await askMoncash(server, player, 100);
    await confirmMoncash(server, first.checkout);
    expect((await nextBalance(stream)).balance).toBe(spin.balance + 100);
    expect(await confirmMoncash(server, second.checkout)).toContain('Deposit limit reached');
    await expect(stream.next(1_500)).rejects.toThrow('no event within 1500 ms');
    stream.close();
  });

  it('ends when the session ends, and refuses a caller without one', async () => {
    const player = await newPlayer(server);
    const stream = await openEvents(player.tab);
    await nextBalance(stream);
    await player.tab.call('/api/v1/logout');
    expect(await stream.next()).toBe('end');
    const guest = await browser(server.url).call('/api/v1/user/events');
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ success: false, message: 'Unauthorized' });
  });

  it('lets a player hold 5 streams at once and frees a place when a client hangs up', async () => {
    const player = await newPlayer(server);
    const streams = [];
    for (let i = 0; i < 5; i++) {
      const stream = await openEvents(player.tab);
      await nextBalance(stream);
      streams.push(stream);
    }
    const sixth = await player.tab.call('/api/v1/user/events');
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ success: false, message: 'Too many open event streams' });
    // Another player is not affected.
    const other = await openEvents((await newPlayer(server)).tab);
    await nextBalance(other);
    other.close();

    streams.shift()?.close();
    let reopened: Awaited<ReturnType<typeof openEvents>> | undefined;
    for (let tries = 0; tries < 50 && !reopened; tries++) {
      const attempt = await openEvents(player.tab);
      if (attempt.res.status === 200) reopened = attempt;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reopened?.res.status).toBe(200);
    if (reopened) await nextBalance(reopened);
    for (const stream of [...streams, reopened]) stream?.close();
  });

  it('sends its comment line on every heartbeat and ends there once the session is gone', async () => {
    const own = await startTestServer({ heartbeatMs: 300 });
    try {
      const player = await newPlayer(own);
      const stream = await openEvents(player.tab, { comments: true });
      await nextBalance(stream);
      expect(await stream.next(2_000)).toMatchObject({ event: 'comment', data: 'keep-alive' });
      expect(await stream.next(2_000)).toMatchObject({ event: 'comment', data: 'keep-alive' });
      // A session that ends without a note (expired, or removed by hand) is caught at the next heartbeat.
      await own.db.delete(s.sessions).where(eq(s.sessions.userId, player.user_id));
      let next = await stream.next(2_000);
      while (next !== 'end' && next.event === 'comment') next = await stream.next(2_000);
      expect(next).toBe('end');
    } finally {
      await own.close();
    }
  });

  it('re-reads the balance on every heartbeat and sends it only when it changed, so a lost note is made good', async () => {
    const own = await startTestServer({ heartbeatMs: 300 });
    try {
      const player = await newPlayer(own, { balance: 250 });
      const stream = await openEvents(player.tab, { comments: true });
      expect(await nextBalance(stream)).toMatchObject({ balance: 250, bonus_balance: 0, currency: 'HTG' });
      // Nothing changed: heartbeats only.
      expect(await stream.next(2_000)).toMatchObject({ event: 'comment', data: 'keep-alive' });
      expect(await stream.next(2_000)).toMatchObject({ event: 'comment', data: 'keep-alive' });
      // A balance written with no note (as when the note was lost with the database's connection) reaches the stream
      // at the next heartbeat.
      await own.db
        .update(s.accounts)
        .set({ balanceMinor: 31_000 })
        .where(and(eq(s.accounts.userId, player.user_id), eq(s.accounts.kind, 'regular')));
      let next = await stream.next(2_000);
      while (next !== 'end' && next.event === 'comment') next = await stream.next(2_000);
      expect(next).not.toBe('end');
      expect(next !== 'end' && JSON.parse(next.data)).toEqual({ balance: 310, bonus_balance: 0, currency: 'HTG' });
      stream.close();
    } finally {
      await own.close();
    }
  });

  it('ends every stream when the server stops', async () => {
    const own = await startTestServer();
    const player = await newPlayer(own);
    const stream = await openEvents(player.tab);
    await nextBalance(stream);
    const stopped = performance.now();
    await own.close();
    expect(await stream.next()).toBe('end');
    // Well within the 3 s a lingering connection would get before it is cut.
    expect(performance.now() - stopped).toBeLessThan(2_000);
  });
});

describe('PlayerEvents after LISTEN came back', () => {
  it('tells every open stream to read its balance and its session again, and only after a reconnect', async () => {
    // The LISTEN connection stands in for the database client's: the test says when it listens (again).
    let listened = () => {};
    let note: (payload: string) => void = () => {};
    const events = new PlayerEvents(async (_channel, onNote, onListen) => {
      note = onNote;
      listened = onListen ?? (() => {});
      listened();
      return async () => {};
    });
    const heard: string[] = [];
    const first = events.subscribe(7, (kind) => heard.push(`7:${kind}`));
    const second = events.subscribe(8, (kind) => heard.push(`8:${kind}`));
    await first?.ready;
    await second?.ready;
    // The first LISTEN is no gap: nothing to catch up.
    expect(heard).toEqual([]);
    note('balance:8');
    expect(heard).toEqual(['8:balance']);
    // The client reconnected and listens again: whatever was sent meanwhile is read again by every stream.
    listened();
    expect(heard).toEqual(['8:balance', '7:balance', '7:signout', '8:balance', '8:signout']);
    first?.unsubscribe();
    listened();
    expect(heard.slice(5)).toEqual(['8:balance', '8:signout']);
    await events.close();
  });
});

describe.runIf(postgresUrl())('two server processes on one PostgreSQL', () => {
  it("shows a ledger write made on one instance on another instance's stream within a second", async () => {
    const fresh = await newPostgresDatabase(postgresUrl() ?? '');
    const database = await openDatabase({ databaseUrl: fresh.url });
    let child: Child | undefined;
    const a = await startServer({ database, mode: 'test', host: '127.0.0.1', port: 0 });
    try {
      child = await startChild({ DATABASE_URL: fresh.url });
      const instanceA: TestServer = { url: a.url, db: database.db, close: a.close };
      const player = await newPlayer(instanceA, { balance: 10 });
      // The same cookie on instance B: sessions live in the shared database.
      const onB = browser(child.url);
      for (const [name, value] of player.tab.jar) onB.jar.set(name, value);
      const stream = await openEvents(onB);
      expect((await nextBalance(stream)).balance).toBe(10);
      await expectDepositEvents(instanceA, player, stream, [
        [500, 510],
        [1_250, 1_760],
      ]);
      stream.close();
    } finally {
      child?.proc.kill('SIGTERM');
      await child?.exited;
      await a.close();
      await fresh.drop();
    }
    // A second server process starts (startChild allows it 60 s), as in tests/server/two-instances.test.ts.
  }, 120_000);
});

// The reference server started in production mode as an operator would (docs/architecture.md#stand-ins, docs/api.md):
// the real process (`server/main.ts`), its output read. It starts with one warning naming every stand-in it still
// uses instead of a real provider; REQUIRE_REAL_PROVIDERS=1 makes it refuse to start, before touching the database;
// development keeps its demo world without a word.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import * as s from '../../server/db/schema';
import { standInsInData } from '../../server/stand-ins';
import { type Child, spawnServer, startChild, printed } from './child-server';
import { seededDatabase } from './harness';

const running: Child[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const child of running) child.proc.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const WARNING = [
  '[server] WARNING: production mode with 7 stand-ins for real providers:',
  '[server]   - sms: SMS are only written to the sms_outbox table; no gateway sends them (registration codes and new passwords never reach a phone)',
  "[server]   - crypto-deposit-addresses: crypto deposit addresses are random strings in each chain's format with no wallet behind them (coins sent there are lost)",
  '[server]   - crypto-rates: crypto rates are the seeded rate of each chain with a ±0.2 % drift per minute, not a market rate',
  "[server]   - jackpots: jackpot amounts are the seeded values growing with the server's uptime, not a game provider's pools",
  '[server]   - telegram: Telegram sign-in has no bot: only the /dev/telegram page approves its tokens, and production does not serve it',
  '[server]   - payment-pages: payment systems moncash open the /dev stand-in pages, which production does not serve (a MonCash deposit stays pending)',
  '[server]   - demo-accounts: the demo accounts 50937000001, 50937000002 sign in with the passwords the README prints (the admin included)',
  '[server] Fine for a demo; not for real players or money. REQUIRE_REAL_PROVIDERS=1 refuses to start instead.',
].join('\n');

describe('production mode', () => {
  it('starts with one warning naming each stand-in, then serves without the /dev pages', async () => {
    // An empty database, as a first production start has: the demo world is seeded into it.
    const server = await startChild({ NODE_ENV: 'production', DATA_DIR: 'memory' });
    running.push(server);
    expect((await fetch(`${server.url}/api/session`)).status).toBe(200);
    const log = await printed(server, 'REQUIRE_REAL_PROVIDERS=1 refuses to start instead.');
    expect(log).toContain(`listening on ${server.url} (production)`);
    expect(log).toContain(WARNING);
    expect(log.split('WARNING').length - 1).toBe(1);
    expect((await fetch(`${server.url}/dev/sms-outbox?phone=50937000001`)).status).toBe(404);
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);

  it('refuses to start with REQUIRE_REAL_PROVIDERS=1, naming each stand-in, before opening the database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'production-mode-empty-'));
    dirs.push(dir);
    const server = spawnServer({ NODE_ENV: 'production', REQUIRE_REAL_PROVIDERS: '1', DATA_DIR: dir });
    expect(await server.exited).toBe(1);
    expect(server.log()).toBe(
      [
        '[server] REQUIRE_REAL_PROVIDERS=1, but this server has stand-ins instead of real providers for:',
        '[server]   - sms: SMS are only written to the sms_outbox table; no gateway sends them (registration codes and new passwords never reach a phone)',
        "[server]   - crypto-deposit-addresses: crypto deposit addresses are random strings in each chain's format with no wallet behind them (coins sent there are lost)",
        '[server]   - crypto-rates: crypto rates are the seeded rate of each chain with a ±0.2 % drift per minute, not a market rate',
        "[server]   - jackpots: jackpot amounts are the seeded values growing with the server's uptime, not a game provider's pools",
        '[server]   - telegram: Telegram sign-in has no bot: only the /dev/telegram page approves its tokens, and production does not serve it',
        '[server] Not starting.',
        '',
      ].join('\n'),
    );
    // Nothing was created or seeded in the empty data directory.
    expect(await readdir(dir)).toEqual([]);
  }, 60_000);

  it('stops on a REQUIRE_REAL_PROVIDERS that is neither 1 nor 0', async () => {
    const server = spawnServer({ NODE_ENV: 'production', REQUIRE_REAL_PROVIDERS: 'yes', DATA_DIR: 'memory' });
    expect(await server.exited).toBe(1);
    expect(server.log()).toContain('Invalid REQUIRE_REAL_PROVIDERS: yes (expected 1 or 0)');
    expect(server.log()).not.toContain('listening on');
  }, 60_000);
});

describe('the stand-ins found in the data', () => {
  it('are the demo payment pages and accounts while they are there, and nothing once the operator replaced them', async () => {
    const database = await seededDatabase();
    try {
      const { db } = database;
      expect((await standInsInData(db)).map((standIn) => standIn.id)).toEqual(['payment-pages', 'demo-accounts']);
      // The admin's password changed: only the player is named.
      await db
        .update(s.users)
        .set({ passwordHash: await hashPassword('a-new-secret') })
        .where(eq(s.users.phone, '50937000002'));
      expect((await standInsInData(db)).find((standIn) => standIn.id === 'demo-accounts')?.what).toBe(
        'the demo accounts 50937000001 sign in with the passwords the README prints (the admin included)',
      );
      await db.update(s.users).set({ passwordHash: null }).where(eq(s.users.phone, '50937000001'));
      await db.update(s.paymentSystems).set({ active: false }).where(eq(s.paymentSystems.slug, 'moncash'));
      expect(await standInsInData(db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('development mode', () => {
  it('keeps the demo world without a warning', async () => {
    const server = await startChild({ NODE_ENV: 'development', DATA_DIR: 'memory' });
    running.push(server);
    expect((await fetch(`${server.url}/dev/sms-outbox?phone=50937000001`)).status).toBe(200);
    // Both streams have said all of the start by the demo credentials, printed after where the warning would be.
    await printed(server, '[server] admin:');
    expect(server.log()).not.toContain('WARNING');
    expect(server.log()).not.toContain('stand-ins');
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});

// A break for every player (docs/api.md#player-protection) over real HTTP: a player without a password (a Google or
// wallet sign-up) confirms a cool-off or a self-exclusion with their own way in. With a phone: an SMS code sent by
// POST user/break/code to that phone (read here from sms_outbox, as the phone would). With neither a password nor a
// phone: a session opened by a Google or wallet sign-in at most 10 minutes ago (the server's clock is moved by the
// test). A player with a password still confirms with it and nothing else. GET user/session/summary tells the app
// which way is the player's.
import { desc, eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { WALLET } from '../../server/routes/web3';
import { json, type Tab } from './cashier-harness';
import { browser, type MovableClock, movableClock, startTestServer, type TestServer } from './harness';
import { googleSignIn, haitiText, walletSignIn } from './protection-harness';

let server: TestServer;
let clock: MovableClock;
beforeAll(async () => {
  clock = movableClock();
  server = await startTestServer({ clock: clock.now });
});
afterAll(async () => {
  await server?.close();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SIGN_IN_AGAIN =
  'To confirm your break, log in again with Google or your wallet, then come back within 10 minutes';
const WRONG_CODE = 'Wrong or expired SMS code';
const WRONG_PASSWORD = { success: false, message: 'Wrong password' };

interface DevPlayer {
  user_id: number;
  phone: string | null;
  national: string | null;
  password: string | null;
  email?: string;
}

async function devPlayer(setup: Record<string, unknown>): Promise<DevPlayer> {
  const res = await browser(server.url).call('/dev/players', { method: 'POST', json: setup });
  expect(res.status).toBe(200);
  return (await res.json()) as DevPlayer;
}

const post = (tab: Tab, path: string, body: unknown) => tab.call(path, { method: 'POST', json: body });
const summary = async (tab: Tab) => json(await tab.call('/api/v1/user/session/summary'));
const signedIn = async (tab: Tab) => (await tab.call('/api/v1/user/profile/info')).status === 200;
const smsTo = async (phone: string) =>
  (
    await server.db
      .select({ body: s.smsOutbox.body })
      .from(s.smsOutbox)
      .where(eq(s.smsOutbox.phone, phone))
      .orderBy(desc(s.smsOutbox.id))
  ).map((row) => row.body);
const blockOf = async (userId: number) => {
  const [row] = await server.db
    .select({ kind: s.playerProtection.blockKind, until: s.playerProtection.blockedUntil })
    .from(s.playerProtection)
    .where(eq(s.playerProtection.userId, userId));
  return row ? { kind: row.kind, until: row.until?.toISOString() ?? null } : null;
};

describe('a player without a password but with a phone', () => {
  it('takes a cool-off with the SMS code sent to their phone; a wrong code is refused and nothing starts', async () => {
    const player = await devPlayer({ password: false });
    expect(player.password).toBeNull();
    const phone = player.phone as string;
    const { tab, body } = await googleSignIn(server, player.email as string);
    expect(body).toMatchObject({ success: true, data: { authorized: true } });

    expect(await summary(tab)).toMatchObject({ break_confirm: 'sms', sign_in_fresh_until: null });
    // No code, or a password they do not have: refused, signed in still.
    expect(await json(await post(tab, '/api/v1/user/cool-off', { days: 7 }))).toEqual({
      success: false,
      message: WRONG_CODE,
    });
    expect(await json(await post(tab, '/api/v1/user/cool-off', { days: 7, password: 'anything' }))).toEqual(
      WRONG_PASSWORD,
    );

    expect(await json(await post(tab, '/api/v1/user/break/code', {}))).toEqual({ time_left: 60, message: 'SMS sent' });
    const [text = ''] = await smsTo(phone);
    const code = /^Bèl Chans code to confirm your break: (\d{6})\. Valid for 10 minutes\.$/.exec(text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    // One SMS per phone per minute: the second ask sends nothing.
    const again = await json(await post(tab, '/api/v1/user/break/code', {}));
    expect(again.message).toMatch(/^Retry after \d+s$/);
    expect(await smsTo(phone)).toHaveLength(1);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await json(await post(tab, '/api/v1/user/cool-off', { days: 7, sms_code: wrong }))).toEqual({
      success: false,
      message: WRONG_CODE,
    });
    expect(await signedIn(tab)).toBe(true);
    expect(await blockOf(player.user_id)).toBeNull();

    const asked = clock.now().getTime();
    const res = await post(tab, '/api/v1/user/cool-off', { days: 7, sms_code: code });
    const reply = (await json(res)) as { success: boolean; until: string };
    expect(reply).toEqual({ success: true, until: expect.any(String) });
    expect(Date.parse(reply.until) - asked).toBeGreaterThanOrEqual(7 * DAY);
    expect(Date.parse(reply.until) - asked).toBeLessThan(7 * DAY + MINUTE);
    expect(res.headers.getSetCookie().join()).toMatch(/sid=;.*Max-Age=0/i);
    expect(await blockOf(player.user_id)).toEqual({ kind: 'cool_off', until: reply.until });
    expect(await signedIn(tab)).toBe(false);
    expect((await googleSignIn(server, player.email as string)).body).toEqual({
      success: false,
      message: `Your account is on a break until ${haitiText(new Date(reply.until))}`,
    });
  });

  it('gets the code in their language', async () => {
    const player = await devPlayer({ password: false });
    const tab = browser(server.url);
    tab.jar.set('lang', 'fr');
    await googleSignIn(server, player.email as string, tab);
    expect(await json(await post(tab, '/api/v1/user/break/code', {}))).toEqual({
      time_left: 60,
      message: 'SMS envoyé',
    });
    const [text = ''] = await smsTo(player.phone as string);
    expect(text).toMatch(/^Votre code Bèl Chans pour confirmer votre pause : \d{6}\. Valable 10 minutes\.$/);
  });
});

describe('a player with neither a password nor a phone', () => {
  it('takes a self-exclusion right after a Google sign-in, and is refused once that sign-in is stale', async () => {
    const player = await devPlayer({ password: false, phone: false });
    expect([player.phone, player.password]).toEqual([null, null]);
    const first = await googleSignIn(server, player.email as string);
    const signedInAt = clock.now().getTime();
    const fresh = await summary(first.tab);
    expect(fresh.break_confirm).toBe('sign_in');
    const until = Date.parse(String(fresh.sign_in_fresh_until));
    expect(until - signedInAt).toBeGreaterThan(10 * MINUTE - 5_000);
    expect(until - signedInAt).toBeLessThanOrEqual(10 * MINUTE);
    // No phone to text.
    expect(await json(await post(first.tab, '/api/v1/user/break/code', {}))).toEqual({
      success: false,
      message: SIGN_IN_AGAIN,
    });

    // Eleven minutes later the sign-in no longer confirms anything.
    clock.advance(11 * MINUTE);
    expect(await summary(first.tab)).toMatchObject({ break_confirm: 'sign_in', sign_in_fresh_until: null });
    expect(await json(await post(first.tab, '/api/v1/user/self-exclusion', { months: 6 }))).toEqual({
      success: false,
      message: SIGN_IN_AGAIN,
    });
    expect(await signedIn(first.tab)).toBe(true);
    expect(await blockOf(player.user_id)).toBeNull();

    // Signed in again: fresh, it confirms with no secret at all.
    const second = await googleSignIn(server, player.email as string, first.tab);
    expect(second.body).toMatchObject({ success: true });
    expect(await json(await post(second.tab, '/api/v1/user/self-exclusion', { months: 'permanent' }))).toEqual({
      success: true,
      until: null,
    });
    expect(await blockOf(player.user_id)).toEqual({ kind: 'self_exclusion', until: null });
    expect(await signedIn(second.tab)).toBe(false);
    expect((await googleSignIn(server, player.email as string)).body).toEqual({
      success: false,
      message: 'Your account is excluded from play',
    });
  });

  it('takes a cool-off within 10 minutes of a wallet sign-in; a secret they do not have is refused', async () => {
    const player = await devPlayer({ password: false, phone: false });
    const wallet = privateKeyToAccount(generatePrivateKey());
    await server.db.insert(s.linkedServices).values({
      userId: player.user_id,
      provider: WALLET.id,
      subject: wallet.address.toLowerCase(),
      name: WALLET.name,
    });
    const { tab, body } = await walletSignIn(server, wallet);
    expect(body).toMatchObject({ success: true, data: { authorized: true } });
    expect(await json(await post(tab, '/api/v1/user/cool-off', { days: 1, password: 'guess' }))).toEqual(
      WRONG_PASSWORD,
    );
    expect(await json(await post(tab, '/api/v1/user/cool-off', { days: 1, sms_code: '123456' }))).toEqual({
      success: false,
      message: WRONG_CODE,
    });
    clock.advance(9 * MINUTE);
    const reply = (await json(await post(tab, '/api/v1/user/cool-off', { days: 1 }))) as { until: string };
    expect(reply).toEqual({ success: true, until: expect.any(String) });
    expect(await blockOf(player.user_id)).toEqual({ kind: 'cool_off', until: reply.until });
  });
});

describe('a player with a password', () => {
  it('still confirms with the password only: no code, no sign-in stands in for it', async () => {
    const player = await devPlayer({});
    const tab = browser(server.url);
    expect(
      await json(await post(tab, '/api/v1/authorize', { login: player.phone, password: player.password })),
    ).toEqual({ success: true });
    expect(await summary(tab)).toMatchObject({ break_confirm: 'password', sign_in_fresh_until: null });
    expect(await json(await post(tab, '/api/v1/user/break/code', {}))).toEqual({
      success: false,
      message: 'Confirm your break with your password',
    });
    expect(await smsTo(player.phone as string)).toEqual([]);
    expect((await post(tab, '/api/v1/user/cool-off', { days: 1 })).status).toBe(400);
    expect((await post(tab, '/api/v1/user/cool-off', { days: 1, sms_code: '123456' })).status).toBe(400);
    expect(await json(await post(tab, '/api/v1/user/cool-off', { days: 1, password: 'not-it' }))).toEqual(
      WRONG_PASSWORD,
    );
    expect(await blockOf(player.user_id)).toBeNull();

    // A fresh Google sign-in is no stand-in for the password either.
    const email = `linked-${player.user_id}@example.ht`;
    await server.db
      .insert(s.linkedServices)
      .values({ userId: player.user_id, provider: 'google', subject: `dev:${email}`, name: 'Google' });
    const google = await googleSignIn(server, email);
    expect(await summary(google.tab)).toMatchObject({ break_confirm: 'password', sign_in_fresh_until: null });
    expect((await post(google.tab, '/api/v1/user/self-exclusion', { months: 6 })).status).toBe(400);
    expect(await blockOf(player.user_id)).toBeNull();

    expect(
      await json(await post(google.tab, '/api/v1/user/self-exclusion', { months: 6, password: player.password })),
    ).toMatchObject({ success: true });
    expect((await blockOf(player.user_id))?.kind).toBe('self_exclusion');
  });
});

import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A throwaway player made by the reference server's dev-only POST /dev/players (server/routes/dev-wallet.ts). */
export interface TestPlayer {
  user_id: number;
  /** Full number with the country code, e.g. 50937123456: what POST authorize takes as login. */
  phone: string;
  /** The number without the country code, as typed into the login form. */
  national: string;
  password: string;
}

export interface PlayerSetup {
  /** Opening real balance, HTG. */
  balance?: number;
  /** Opening bonus balance, HTG. */
  bonus?: number;
  /**
   * docs/product.md#entities-money bonus info type: 1 (wager progress) or 2 (coefficient); none = bonus not
   * convertible.
   */
  bonusType?: 1 | 2;
  /** A seeded country id (default HTI): the player's number is that country's phone code + 8 digits. */
  country?: string;
}

/**
 * Each money test gets its own player, so tests running side by side never see each other's
 * payments or balances.
 */
export async function createPlayer(request: APIRequestContext, setup: PlayerSetup = {}): Promise<TestPlayer> {
  const reply = await request.post('/dev/players', { data: setup });
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as TestPlayer;
}

/** Signs the page's browser context in through the API (the cookie lands in the context), then opens `path`. */
export async function logInAs(page: Page, player: TestPlayer, path = '/') {
  const reply = await page.request.post('/api/v1/authorize', {
    data: { login: player.phone, password: player.password },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  await page.goto(path);
}

/**
 * A player as a Google sign-up leaves one (docs/product.md#rules-social): no password, a phone or none (skipped), and
 * the dev Google account `email` to sign in with (POST /dev/players {password: false, phone?}).
 */
export interface SocialTestPlayer {
  user_id: number;
  phone: string | null;
  national: string | null;
  password: null;
  email: string;
}

export async function createSocialPlayer(
  request: APIRequestContext,
  setup: PlayerSetup & { phone?: boolean } = {},
): Promise<SocialTestPlayer> {
  const reply = await request.post('/dev/players', { data: { ...setup, password: false } });
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as SocialTestPlayer;
}

/**
 * Signs the page's browser context in with the player's Google account (the dev consent page's code, sent as the app's
 * /auth/google return sends it), then opens `path`.
 */
export async function logInWithGoogle(page: Page, player: SocialTestPlayer, path = '/') {
  const origin = new URL((await page.request.get('/api/session')).url()).origin;
  const link = await page.request.get('/api/v1/auth/google/link', {
    params: { redirect_uri: `${origin}/auth/google` },
  });
  const consent = new URL(((await link.json()) as { data: { url: string } }).data.url);
  const back = await page.request.post('/dev/google/consent', {
    form: {
      state: consent.searchParams.get('state') ?? '',
      redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
      code_challenge: consent.searchParams.get('code_challenge') ?? '',
      code_challenge_method: consent.searchParams.get('code_challenge_method') ?? '',
      email: player.email,
      name: 'Jean Baptiste',
    },
    maxRedirects: 0,
  });
  const returned = new URL(back.headers().location ?? '', origin).searchParams;
  const reply = await page.request.post('/api/v1/auth/google/authorize', {
    data: { code: returned.get('code'), state: returned.get('state'), redirect_uri: `${origin}/auth/google` },
  });
  expect(await reply.json()).toMatchObject({ success: true, data: { authorized: true } });
  await page.goto(path);
}

/** Moves the page's session's Google or wallet sign-in `minutes` into the past (dev only: a stale sign-in). */
export async function ageSignIn(page: Page, minutes: number) {
  const reply = await page.request.post('/dev/session/sign-in-age', { data: { minutes } });
  expect(await reply.json()).toEqual({ success: true });
}

/** The newest SMS the reference server "sent" to `phone` (GET /dev/sms-outbox). */
export async function lastSms(request: APIRequestContext, phone: string): Promise<string | null> {
  const reply = await request.get('/dev/sms-outbox', { params: { phone } });
  const { list } = (await reply.json()) as { list: Array<{ body: string }> };
  return list[0]?.body ?? null;
}

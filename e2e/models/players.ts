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

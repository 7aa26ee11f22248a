import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface SeedGame {
  id: number;
  alias: string;
  group_alias: string;
}

/** A seeded game by alias, through the API the app uses (ids are not hard-coded). */
export async function seedGame(request: APIRequestContext, alias: string): Promise<SeedGame> {
  const reply = await request.get(`/api/v1/games/list?game_alias=${encodeURIComponent(alias)}`);
  const [game] = (await reply.json()).list as SeedGame[];
  if (!game) throw new Error(`no seeded game ${alias}`);
  return game;
}

export const gamePagePath = (g: SeedGame) => `/games/${g.group_alias}/${g.id}`;

/**
 * `times` spins of the demo game running in the game page's frame (docs/api.md: 10 HTG each, paid through the
 * ledger), each one waited for until the server has taken its stake (the player's session summary counts it).
 */
export async function spinDemoGame(page: Page, times: number) {
  const wagered = async () =>
    ((await (await page.request.get('/api/v1/user/session/summary')).json()) as { wagered: number }).wagered;
  const before = await wagered();
  // The spin button works once the frame's deferred script has run: its document has loaded.
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/dev/game/'))).toBe(true);
  const frame = page.frames().find((f) => f.url().includes('/dev/game/'));
  await frame?.waitForLoadState('load');
  for (let spin = 1; spin <= times; spin++) {
    await page.frameLocator('[data-testid=game-frame] iframe').locator('#spin').click();
    await expect.poll(wagered, { message: `spin ${spin} should be staked` }).toBe(before + 10 * spin);
    await expect(page.frameLocator('[data-testid=game-frame] iframe').locator('#spin')).toBeEnabled();
  }
}

/** The home lobby and game pages as a player sees them. */
export class GamesModel {
  constructor(readonly page: Page) {}

  home = () => this.page.getByTestId('home');
  rows = () => this.page.getByTestId('group-row');
  /**
   * A game's tile in the lobby's groups, not in a signed-in player's Favourites or Recently played row: those load after
   * the page and reorder with every launch, so a tile there may move under the pointer.
   */
  tile = (alias: string) =>
    this.page
      .locator(
        `[data-testid=game-tile][data-game-alias="${alias}"]:not(:is([data-testid=favourites-row], [data-testid=recent-row]) *)`,
      )
      .first();
  /** A signed-in player's Favourites and Recently played rows, loaded: nothing above the groups moves any more. */
  async playerRowsLoaded() {
    for (const row of [this.page.getByTestId('favourites-row'), this.page.getByTestId('recent-row')]) {
      await expect(row).toBeVisible();
      await expect(row.locator('[aria-busy="true"]')).toHaveCount(0);
    }
  }
  search = () => this.page.getByTestId('game-search');
  searchInput = () => this.page.getByRole('searchbox', { name: 'Search games' });
  searchResults = () => this.page.getByTestId('search-result');
  loginModal = () => this.page.getByTestId('login-modal');
  balanceChoice = () => this.page.getByTestId('balance-choice');
  gameFrame = () => this.page.getByTestId('game-frame');

  async openHome() {
    await this.page.goto('/');
    await expect(this.rows().first()).toBeVisible();
  }
}

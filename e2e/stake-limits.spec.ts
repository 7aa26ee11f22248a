// Loss, stake and play time limits in the browser (docs/product.md#flows-deposit-limits, #flows-play-time), on the
// reference server: a stake limit set in Limits and breaks holds exactly at its boundary in the demo game (the spin
// that lands one unit under it passes, the one that crosses it is refused in the game with the limit's name, and
// nothing is debited), also for two stakes sent at once; a play time limit warns and then stops play on the page's
// own clock, with no beat reaching the server after the first.
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';
import { gamePagePath, seedGame } from './models/games.model';
import { createPlayer } from './models/players';
import { balancesOf } from './models/protection.model';

const MINUTE = 60_000;

async function signIn(page: Page, balance = 500) {
  const player = await createPlayer(page.request, { balance });
  const reply = await page.request.post('/api/v1/authorize', {
    data: { login: player.phone, password: player.password },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return player;
}

const gameFrame = (page: Page) => page.frameLocator('[data-testid=game-frame] iframe');

/** One spin of the demo game's button, and what the game says of it. */
async function spin(page: Page) {
  const button = gameFrame(page).locator('#spin');
  await expect(button).toBeEnabled();
  const result = gameFrame(page).locator('#demo-result');
  await result.evaluate((node) => {
    node.textContent = '';
  });
  await button.click();
  await expect(result).not.toHaveText('');
  return (await result.textContent()) ?? '';
}

test('a stake limit set in Limits and breaks holds to the cent in the game, also for two stakes at once', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/personal#limits');
  const stakes = page.getByTestId('wager-limits');
  await expect(stakes).toHaveAttribute('data-state', 'ready');
  const daily = stakes.getByRole('region', { name: 'Daily limit', exact: true });
  await daily.getByRole('button', { name: /Set a limit/ }).click();
  await stakes.getByRole('textbox').fill('29,99');
  await stakes.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByTestId('limit-amount')).toHaveText('29.99 HTG');
  await expect(daily).toContainText('Staked 0 HTG of 29.99 HTG');
  await expectAxeClean(page, { include: '[data-testid="limits-and-breaks"]' });

  const game = await seedGame(page.request, 'kreyol-fruits');
  await page.goto(gamePagePath(game));
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/dev/game/'))).toBe(true);
  await page
    .frames()
    .find((frame) => frame.url().includes('/dev/game/'))
    ?.waitForLoadState('load');
  // 10 and 10 HTG: 20 of 29.99 staked, 9.99 left; the third 10 HTG would cross the limit.
  expect(await spin(page)).not.toContain('limit');
  expect(await spin(page)).not.toContain('limit');
  const before = await balancesOf(page.request);
  expect(await spin(page)).toMatch(/^Daily stake limit reached: 9\.99 HTG left until \d{4}-\d\d-\d\d 00:00$/);
  expect(await balancesOf(page.request)).toEqual(before);

  // Two stakes of 5 HTG sent at once with 9.99 left: one is taken, the other would cross the limit.
  const src = (await page.getByTestId('game-frame').locator('iframe').getAttribute('src')) ?? '';
  const launch = new URL(src, page.url()).searchParams.get('launch');
  const replies = await page.evaluate(
    async ({ alias, launch }) =>
      Promise.all(
        [1, 2].map(async () => {
          const res = await fetch(`/dev/game/${alias}/spin`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ launch, stake: 5 }),
          });
          return (await res.json()) as { ok: boolean; message?: string };
        }),
      ),
    { alias: game.alias, launch },
  );
  expect(replies.filter((reply) => reply.ok)).toHaveLength(1);
  expect(replies.find((reply) => !reply.ok)?.message).toMatch(/^Daily stake limit reached: 4\.99 HTG left until /);
  const limits = await (await page.request.get('/api/v1/user/limits')).json();
  expect(limits.wager.day).toMatchObject({ amount: 29.99, used: 25 });
});

test('a loss limit set in Limits and breaks counts wins back and refuses the stake that would lose past it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/personal#limits');
  const losses = page.getByTestId('loss-limits');
  await expect(losses).toHaveAttribute('data-state', 'ready');
  const weekly = losses.getByRole('region', { name: 'Weekly limit', exact: true });
  await weekly.getByRole('button', { name: /Set a limit/ }).click();
  await losses.getByRole('textbox').fill('20');
  await losses.getByRole('button', { name: 'Save' }).click();
  await expect(weekly.getByTestId('limit-amount')).toHaveText('20 HTG');

  const game = await seedGame(page.request, 'kreyol-fruits');
  await page.goto(gamePagePath(game));
  const src = await page.getByTestId('game-frame').locator('iframe').getAttribute('src');
  const launch = new URL(src ?? '', page.url()).searchParams.get('launch');
  const stake = (amount: number) =>
    page.evaluate(
      async ({ alias, launch, amount }) => {
        const res = await fetch(`/dev/game/${alias}/spin`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ launch, stake: amount }),
        });
        return (await res.json()) as { ok: boolean; win?: number; message?: string };
      },
      { alias: game.alias, launch, amount },
    );
  // 19.99 staked: one unit under the limit, it passes whatever the reels show.
  const first = await stake(19.99);
  expect(first.ok).toBe(true);
  // What is left of the 20 HTG: 20 − max(0, 19.99 − win), in cents: 1 cent after a lost spin.
  const leftCents = 2_000 - Math.max(0, 1_999 - Math.round((first.win ?? 0) * 100));
  const before = await balancesOf(page.request);
  const over = await stake((leftCents + 1) / 100);
  expect(over.ok).toBe(false);
  expect(over.message).toMatch(/^Weekly loss limit reached: /);
  expect(await balancesOf(page.request)).toEqual(before);
  expect((await stake(leftCents / 100)).ok).toBe(true);
});

test('a play time limit warns 5 minutes before and stops play on the page clock', async ({ page, consoleWatch }) => {
  // The beats after the first are cut off: the page counts on its own clock.
  consoleWatch.allowNetworkErrors();
  await signIn(page);
  const set = await page.request.post('/api/v1/user/limits', { data: { kind: 'time', period: 'day', amount: 7 } });
  expect(set.ok(), await set.text()).toBe(true);
  await page.clock.install();
  const game = await seedGame(page.request, 'kreyol-fruits');
  const beats: number[] = [];
  await page.route('**/api/v1/user/play-time', async (route) => {
    beats.push(Date.now());
    if (beats.length === 1) return route.continue();
    return route.abort('failed');
  });
  await page.goto(gamePagePath(game));
  const root = page.getByTestId('game-page');
  await expect(root).toHaveAttribute('data-play-time', 'playing.counting');
  await expect(page.getByTestId('game-frame').locator('iframe')).toBeVisible();
  // 7 minutes a day, a few seconds played: the warning comes 2 minutes on, the end 7 minutes on.
  await page.clock.fastForward(2 * MINUTE);
  await expect(page.getByTestId('play-time-warning')).toHaveText('5 minutes of play time left today');
  await expect(root).toHaveAttribute('data-play-time', /^playing\.(warned|reading)$/);
  await expectAxeClean(page, { include: '[data-testid="game-page"]' });
  await page.clock.fastForward(5 * MINUTE);
  await expect(page.getByTestId('play-time-over')).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await expect(page.getByTestId('play-time-over')).toContainText('You can play again from');
  await expect(root).toHaveAttribute('data-play-time', 'over');
  // The page's clock ended play: on the server's, the player has played for seconds, far under the limit.
  expect(beats.length).toBeGreaterThanOrEqual(1);
  const limits = await (await page.request.get('/api/v1/user/limits')).json();
  expect(limits.time.day).toMatchObject({ amount: 7, used: 0 });
  await expectAxeClean(page);
});

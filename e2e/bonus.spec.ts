// docs/product.md#routes-bonuses /bonuses bonus panel, menu balances and the convert-bonuses dialog;
// docs/product.md#flows-bonus-convert bonus conversion. Every test makes its own player (POST /dev/players), so
// conversions never meet.
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { BonusModel, money } from './models/bonus.model';
import { LayoutModel } from './models/layout.model';
import { createPlayer, logInAs, type PlayerSetup } from './models/players';

/** A type 1 bonus whose wagering is not done (the server's dev player takes wagered/wagerTotal in HTG). */
const stillWagering = (request: APIRequestContext) => {
  const setup: PlayerSetup & { wagered: number; wagerTotal: number } = {
    balance: 0,
    bonus: 850,
    bonusType: 1,
    wagered: 1_250,
    wagerTotal: 5_000,
  };
  return createPlayer(request, setup);
};

test('a type 2 bonus converts from /bonuses: real balance rises, bonus drops', async ({ page, request }) => {
  const player = await createPlayer(request, { balance: 100, bonus: 500, bonusType: 2 });
  await logInAs(page, player, '/bonuses');
  const bonus = new BonusModel(page);
  await expect(bonus.panel()).toHaveAttribute('data-state', 'convertible');
  await expect(bonus.panelAmount()).toHaveText(money('500'));
  await expect(bonus.panel().getByTestId('bonus-coefficient')).toHaveText('×0.5');
  await expect(bonus.panel().getByTestId('bonus-can-convert')).toHaveText('Yes');

  await bonus.open();
  await expect(bonus.dialogBalance()).toHaveText(money('500'));
  await expect(bonus.dialog().getByTestId('bonus-you-receive')).toHaveText(money('250'));
  await expect(bonus.refusal()).toHaveCount(0);
  await expectAxeClean(page, { include: '[data-testid="bonus-convert-dialog"]' });
  await bonus.submit().click();
  await expect(bonus.flow()).toHaveAttribute('data-state', 'succeeded');
  await expect(bonus.result()).toHaveText(/moved to your balance/);

  // 500 HTG bonus at coefficient 0.5: the real balance gains 250 HTG and the bonus is spent.
  const after = await bonus.balances();
  expect(after.balance).toBe(350);
  expect(after.bonus_balance).toBe(0);
  await expect(new LayoutModel(page).balance()).toHaveAttribute('aria-label', `Balance: ${money('350')}`);
  await bonus.closeButton().click();
  await expect(bonus.dialog()).toBeHidden();
  await expect(bonus.panelAmount()).toHaveText(money('0'));
});

test('a bonus still being wagered shows its progress and cannot be converted', async ({ page, request }) => {
  const player = await stillWagering(request);
  await logInAs(page, player, '/bonuses');
  const bonus = new BonusModel(page);
  await expect(bonus.panel()).toHaveAttribute('data-state', 'locked');
  await expect(bonus.panelAmount()).toHaveText(money('850'));
  await expect(bonus.panel().getByTestId('bonus-to-unlock')).toHaveText(money('3 750'));
  await expect(bonus.panel().getByTestId('bonus-progress-value')).toHaveText(`${money('1 250')} of ${money('5 000')}`);
  await expect(bonus.panel().getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
    'aria-valuenow',
    '1250',
  );
  await expect(bonus.panel().getByTestId('bonus-can-convert')).toHaveText('No');
  await expect(page.getByTestId('bonus-panel-reason')).not.toBeEmpty();

  // The rules sit in a disclosure; their body is server HTML.
  const rules = page.getByTestId('bonus-rules');
  await expect(rules).not.toHaveAttribute('open');
  await rules.locator('summary').click();
  await expect(rules).toHaveAttribute('open');
  await expectAxeClean(page);

  await bonus.open();
  await expect(bonus.refusal()).not.toBeEmpty();
  await expect(bonus.submit()).toBeDisabled();
  await expect(bonus.submit()).toHaveAccessibleDescription(await bonus.refusal().innerText());
  const before = await bonus.balances();
  expect([before.balance, before.bonus_balance]).toEqual([0, 850]);
});

test.describe('a player without a bonus', () => {
  // Nothing to convert, nothing changed: the worker's shared player (fixtures.ts), who has no bonus.
  test.use({ signedInAs: 'player' });

  test('a player without a convertible bonus is told there is nothing to convert', async ({ page }) => {
    await page.goto('/bonuses');
    const bonus = new BonusModel(page);
    await expect(bonus.panel()).toHaveAttribute('data-state', 'none');
    await expect(page.getByTestId('bonus-none')).toHaveText('You have no bonus to convert.');
    await expect(bonus.trigger()).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See promotions' })).toHaveAttribute('href', '/promo');
  });
});

test('a refused conversion shows the server message, else Failed; a bare success shows Completed', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, { balance: 100, bonus: 500, bonusType: 2 });
  await logInAs(page, player, '/bonuses');
  const bonus = new BonusModel(page);
  const replies = [{ success: false, message: 'Bonus conversion is paused' }, { success: false }, { success: true }];
  await page.route('**/api/v1/user/balance/bonus/convert', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ json: replies.shift() }) : route.fallback(),
  );
  await bonus.open();
  await bonus.submit().click();
  await expect(bonus.flow()).toHaveAttribute('data-state', 'failed');
  await expect(bonus.error()).toHaveText('Bonus conversion is paused');
  // Failed keeps the form: the player may try again.
  await bonus.submit().click();
  await expect(bonus.error()).toHaveText('Failed');
  await bonus.submit().click();
  await expect(bonus.flow()).toHaveAttribute('data-state', 'succeeded');
  await expect(bonus.result()).toHaveText('Completed');
});

test('the dialog opens, converts and closes with the keyboard; reopening loads fresh info', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, { balance: 0, bonus: 2_000, bonusType: 2 });
  await logInAs(page, player, '/bonuses');
  const bonus = new BonusModel(page);
  await expect(bonus.panel()).toHaveAttribute('data-state', 'convertible');
  await bonus.trigger().focus();
  await page.keyboard.press('Enter');
  await bonus.ready();
  // Focus moves into the modal; Tab reaches the convert button and Enter submits.
  await expect(bonus.closeButton()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bonus.submit()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bonus.flow()).toHaveAttribute('data-state', 'succeeded');
  await page.keyboard.press('Escape');
  await expect(bonus.dialog()).toBeHidden();
  await expect(bonus.trigger()).toBeFocused();
  expect((await bonus.balances()).balance).toBe(1_000);

  // Closing reset the flow: a fresh load, no result left over, the spent bonus, nothing to convert.
  await page.keyboard.press('Enter');
  await bonus.ready();
  await expect(bonus.result()).toHaveCount(0);
  await expect(bonus.dialogBalance()).toHaveText(money('0'));
  await expect(bonus.refusal()).toHaveText('You have no bonus to convert');
  await expect(bonus.submit()).toBeDisabled();
});

test('the menu shows the three balances, links to /bonuses and converts', async ({ page, request }) => {
  test.skip(!isMobile(page), '/menu is a mobile screen (desktop goes to /)');
  const player = await createPlayer(request, { balance: 1_234.5, bonus: 500, bonusType: 2 });
  await logInAs(page, player, '/menu');
  const balances = page.getByRole('region', { name: 'Balances' });
  await expect(balances.getByTestId('menu-balance-real')).toHaveText(money('1 234.50'));
  await expect(balances.getByTestId('menu-balance-sport')).toHaveText(money('0'));
  await expect(balances.getByTestId('menu-balance-bonus')).toHaveText(money('500'));
  // e2e/routes.spec.ts scans the whole /menu of a player: here the balances this test is about.
  await expectAxeClean(page, { include: '[data-testid=menu-balances]' });

  // Converting here refreshes the session's balances in place.
  const bonus = new BonusModel(page);
  await bonus.open();
  await bonus.submit().click();
  await expect(bonus.flow()).toHaveAttribute('data-state', 'succeeded');
  await bonus.closeButton().click();
  await expect(balances.getByTestId('menu-balance-real')).toHaveText(money('1 484.50'));
  await expect(balances.getByTestId('menu-balance-bonus')).toHaveText(money('0'));

  await balances.getByRole('link', { name: 'My bonuses' }).click();
  await expect(page).toHaveURL(/\/bonuses$/);
  await expect(bonus.panelAmount()).toHaveText(money('0'));
});

test('guests are sent to /login', async ({ page }) => {
  await new LayoutModel(page).goto('/bonuses');
  await expect(page).toHaveURL(/\/login$/);
});

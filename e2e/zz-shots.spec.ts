// Temporary: screenshots of the new screens (not committed).
import { expect, test } from './fixtures';
import { createPlayer, logInAs } from './models/players';

const dir = '/tmp/papp/shots';
for (const lang of ['en', 'ht']) {
  test(`screens ${lang}`, async ({ page, request, context, baseURL }, info) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const p = info.project.name;
    await page.goto('/responsible-gambling');
    await page.screenshot({ path: `${dir}/${p}-${lang}-rg.png`, fullPage: true });
    const player = await createPlayer(request, { balance: 1000 });
    await logInAs(page, player, '/deposit');
    await expect(page.getByTestId('limit-prompt-dialog')).toBeVisible();
    await page.screenshot({ path: `${dir}/${p}-${lang}-prompt.png` });
    await page.getByTestId('limit-prompt-dialog').getByRole('button').last().click();
    await page.goto('/personal#limits');
    await expect(page.getByTestId('deposit-limits')).toHaveAttribute('data-state', 'ready');
    await page.screenshot({ path: `${dir}/${p}-${lang}-limits.png`, fullPage: true });
    await page.getByTestId('deposit-limit').first().getByRole('button').first().click();
    await page.getByTestId('limit-form').getByRole('textbox').fill('12.345');
    await page.getByTestId('limit-form').getByRole('button').first().click();
    await page.screenshot({ path: `${dir}/${p}-${lang}-limits-invalid.png`, fullPage: true });
    await page.getByTestId('limit-form').getByRole('textbox').fill('500');
    await page.getByTestId('limit-form').getByRole('button').first().click();
    await expect(page.getByTestId('deposit-limits')).toHaveAttribute('data-state', 'ready');
    await page.getByTestId('deposit-limit').first().getByRole('button').first().click();
    await page.getByTestId('limit-form').getByRole('textbox').fill('900');
    await page.getByTestId('limit-form').getByRole('button').first().click();
    await expect(page.getByTestId('limit-pending')).toBeVisible();
    await page.getByTestId('account-break').getByRole('radio').nth(1).check();
    await page.getByTestId('account-break').getByRole('button').click();
    await page.screenshot({ path: `${dir}/${p}-${lang}-limits-pending-break.png`, fullPage: true });
    await page.goto('/');
    await expect(page.getByTestId('favourites-row')).toBeVisible();
    await page.getByTestId('favourite').first().click();
    await expect(page.getByTestId('favourite').first()).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `${dir}/${p}-${lang}-home.png` });
    await page.getByTestId('game-tile').first().click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${dir}/${p}-${lang}-game.png` });
  });
}

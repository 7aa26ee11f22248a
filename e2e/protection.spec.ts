// Player protection and lobby memory in the browser (docs/product.md#flows-protection) against the reference server:
// the responsible gambling page, deposit limits and the server's refusal of a deposit over them, the first-deposit
// prompt, the net position and the reality check over a running game on the page's clock, the live balance, a
// self-exclusion that signs the player out for good, favourites and recently played. Each test makes its own player.
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { openCashWidget } from './models/cash.model';
import { gamePagePath, seedGame, spinDemoGame } from './models/games.model';
import { LayoutModel } from './models/layout.model';
import { LoginModel } from './models/login.model';
import { createPlayer, createSocialPlayer, lastSms, logInAs, logInWithGoogle } from './models/players';
import {
  depositThroughApi,
  LimitsModel,
  sessionSummary,
  setDepositLimit,
  setRealityCheck,
} from './models/protection.model';

const MINUTE = 60_000;

test('the responsible gambling page: rendered by the server, one step from the footer or the menu, axe clean', async ({
  page,
  request,
}) => {
  // Its content is in the server's HTML, before any script.
  const html = await (await request.get('/responsible-gambling')).text();
  for (const text of [
    'Responsible gambling',
    'Gamblers Anonymous',
    'Gambling Therapy',
    'Is gambling still fun for you?',
  ]) {
    expect(html).toContain(text);
  }
  await page.goto('/');
  if (isMobile(page)) {
    await page.goto('/menu');
    await page.getByRole('link', { name: 'Responsible gambling' }).click();
  } else {
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Responsible gambling' }).click();
  }
  await expect(page).toHaveURL(/\/responsible-gambling$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible();
  const help = page.getByRole('region', { name: 'Where to find help' });
  for (const [name, href] of [
    ['Gambling Therapy', 'https://www.gamblingtherapy.org'],
    ['Gamblers Anonymous', 'https://www.gamblersanonymous.org'],
    ['GamCare', 'https://www.gamcare.org.uk'],
  ] as const) {
    const link = help.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('region', { name: 'Is gambling still fun for you?' }).getByRole('listitem')).toHaveCount(
    9,
  );
  // A guest following a tool's link is asked to log in first.
  await page.getByRole('link', { name: 'Set deposit limits' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expectAxeClean(page);
});

test('deposit limits: a limit applies at once, a higher one waits 24 hours, a bad amount sends nothing', async ({
  page,
}) => {
  const player = await createPlayer(page.request, { balance: 0 });
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/user/limits')) posts.push(r.url());
  });
  await logInAs(page, player, '/personal#limits');
  const limits = new LimitsModel(page);
  await expect(limits.panel()).toHaveAttribute('data-state', 'ready');
  const daily = limits.period('Daily limit');
  await expect(daily).toContainText('No limit');

  // Keyboard only: the button, the amount, Enter.
  await daily.getByRole('button', { name: 'Set a limit · Daily limit' }).focus();
  await page.keyboard.press('Enter');
  await expect(limits.amount()).toBeFocused();
  await page.keyboard.type('10.505');
  await page.keyboard.press('Enter');
  await expect(limits.form().getByRole('alert')).toHaveText('Enter an amount in HTG with at most 2 decimals');
  expect(posts).toHaveLength(0);
  await limits.amount().fill('500');
  await page.keyboard.press('Enter');
  await expect(limits.panel()).toHaveAttribute('data-state', 'ready');
  await expect(daily.getByTestId('limit-amount')).toHaveText('500 HTG');
  expect(posts).toHaveLength(1);

  // Higher: waits 24 hours and a confirmation.
  await daily.getByRole('button', { name: 'Change · Daily limit' }).click();
  await limits.amount().fill('900');
  await limits.form().getByRole('button', { name: 'Save' }).click();
  const pending = daily.getByTestId('limit-pending');
  await expect(pending).toContainText('Change to 900 HTG waiting. You can confirm it from');
  await expect(daily.getByTestId('limit-amount')).toHaveText('500 HTG');
  await expect(pending.getByRole('button', { name: 'Confirm change' })).toBeDisabled();
  await expectAxeClean(page, { include: '[data-testid="limits-and-breaks"]' });
  await pending.getByRole('button', { name: 'Cancel change' }).click();
  await expect(pending).toHaveCount(0);
  await expect(daily.getByTestId('limit-amount')).toHaveText('500 HTG');
});

test('a deposit over the limit shows the server’s refusal', async ({ page }) => {
  test.slow(); // the cashier's chunk, the widget and a money round trip
  const player = await createPlayer(page.request, { balance: 0 });
  await page.request.post('/api/v1/authorize', { data: { login: player.phone, password: player.password } });
  await setDepositLimit(page.request, 'day', 1000);
  const { cash } = await openCashWidget(page, player, 'deposit', 'deposit-cash');
  await cash.club('Club Champ de Mars').check();
  await cash.typeAmount('1500');
  await cash.requestPin().click();
  await cash.confirm();
  await expect(cash.error()).toContainText(
    /^Deposit limit reached: 1\s000 HTG left until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  );
  await expect(cash.root()).toHaveAttribute('data-state', 'editing');
});

test.describe('the first-deposit limit prompt', () => {
  test.use({ showLimitPrompt: true });

  test('opens before a first deposit, once, and not for a player who has deposited', async ({ page, request }) => {
    const player = await createPlayer(page.request, { balance: 0 });
    await logInAs(page, player, '/deposit');
    const prompt = page.getByTestId('limit-prompt-dialog');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading', { name: 'Set your deposit limits?' })).toBeVisible();
    await expect(prompt.getByTestId('deposit-limits')).toHaveAttribute('data-state', 'ready');
    await expectAxeClean(page, { include: '[data-testid="limit-prompt-dialog"]' });
    await prompt.getByRole('button', { name: 'Continue to deposit' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByTestId('limit-prompt')).toHaveAttribute('data-state', 'closed');
    // Shown once: not again on this device.
    await page.reload();
    await expect(page.getByTestId('limit-prompt')).toHaveAttribute('data-state', 'closed');
    await expect(prompt).toBeHidden();

    // A player who has deposited before never sees it. This one leaves the cashier (on a phone its methods dialog
    // covers the page) and logs out.
    await page.goto('/');
    await new LayoutModel(page).logOut();
    const other = await createPlayer(request, { balance: 0 });
    await page.request.post('/api/v1/authorize', { data: { login: other.phone, password: other.password } });
    await depositThroughApi(page.request, request, 100);
    await page.goto('/deposit');
    await expect(page.getByTestId('limit-prompt')).toHaveAttribute('data-state', 'closed');
    await expect(prompt).toBeHidden();
  });
});

test('the net position above a game and in the reality check at its interval; see my history', async ({ page }) => {
  const player = await createPlayer(page.request, { balance: 500 });
  await page.request.post('/api/v1/authorize', { data: { login: player.phone, password: player.password } });
  await setRealityCheck(page.request, 15);
  const { started_at } = await sessionSummary(page.request);
  const game = await seedGame(page.request, 'kreyol-fruits');
  await page.clock.install();
  await page.goto(gamePagePath(game));
  const check = page.getByTestId('reality-check');
  await expect(check).toHaveAttribute('data-state', 'waiting');
  await expect(page.getByTestId('game-frame').locator('iframe')).toBeVisible();
  const bar = page.getByTestId('session-bar');
  await expect(bar.locator('dt')).toHaveText(['Time played', 'Staked', 'Won', 'Net']);
  await expect(bar.locator('dd').nth(0)).toHaveText(/^0:00:\d\d$/);
  await expect(bar.locator('dd').nth(1)).toHaveText('0 HTG');
  await expect(bar.locator('dd').nth(2)).toHaveText('0 HTG');
  await expect(page.getByTestId('session-net')).toHaveText('0 HTG');
  await expect(page.getByTestId('session-net')).toHaveAttribute('data-sign', '0');

  // Two spins of the demo game (10 HTG each; a win pays 0, 1.5× or 12×): the bar follows the server's summary, the
  // net with its sign written out.
  await spinDemoGame(page, 2);
  const { wagered, won, net } = await sessionSummary(page.request);
  expect(wagered).toBe(20);
  expect([0, 15, 30, 120, 135, 240]).toContain(won);
  expect(net).toBe(won - 20);
  const signed = net > 0 ? `+${net} HTG` : `${net} HTG`;
  await expect(page.getByTestId('session-staked')).toHaveText('20 HTG');
  await expect(page.getByTestId('session-won')).toHaveText(`${won} HTG`);
  await expect(page.getByTestId('session-net')).toHaveText(signed);
  await expect(page.getByTestId('session-net')).toHaveAttribute('data-sign', String(Math.sign(net)));

  // 15 minutes from the session's start, not from the page's: nothing a second before, the check a second after.
  const due = Date.parse(started_at) + 15 * MINUTE;
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(due - now - 1000);
  await expect(check).toHaveAttribute('data-state', 'waiting');
  await expect(page.getByTestId('reality-check-dialog')).toBeHidden();
  await page.clock.fastForward(2000);
  const dialog = page.getByTestId('reality-check-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Reality check' })).toBeVisible();
  const figures = dialog.getByTestId('reality-check-figures');
  await expect(figures.locator('dt')).toHaveText(['Time played', 'Staked', 'Won', 'Net']);
  await expect(figures.locator('dd')).toHaveText(['15 min', '20 HTG', `${won} HTG`, signed]);
  await expect(dialog.getByTestId('reality-check-net')).toHaveAttribute('data-sign', String(Math.sign(net)));
  await expect(page.getByTestId('session-clock')).toHaveText(/^0:15:0\d$/);
  // The game is covered: the dialog is modal, so the page behind it (the game's frame) is inert.
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  expect(
    await page.evaluate(() => {
      const frame = document.querySelector('[data-testid="game-frame"] iframe');
      return frame !== null && document.elementFromPoint(...centreOf(frame)) !== frame;
      function centreOf(element: Element): [number, number] {
        const box = element.getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2];
      }
    }),
  ).toBe(true);
  await expectAxeClean(page, { include: '[data-testid="reality-check-dialog"]' });
  await dialog.getByRole('button', { name: 'See my history' }).click();
  await expect(page).toHaveURL(/\/bets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
});

test('a deposit made through the API shows in the open page within a second (live balance)', async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), 'the header balance and its stream are the same in both layouts');
  const player = await createPlayer(page.request, { balance: 1000 });
  await logInAs(page, player, '/');
  const layout = new LayoutModel(page);
  await expect(layout.balance()).toHaveAccessibleName('Balance: 1 000 HTG');
  await expect(page.locator('html')).toHaveAttribute('data-live-balance', 'live');
  await depositThroughApi(page.request, request, 250);
  await expect(layout.balance()).toHaveAccessibleName('Balance: 1 250 HTG', { timeout: 1000 });
});

test('a self-excluded player is signed out at once and cannot sign back in', async ({ page, consoleWatch }) => {
  // The break ends the session on the server at once: a read of the page already on its way (the balance, the live
  // stream) may come back 401, which the browser logs, before the page has signed out.
  consoleWatch.allow(/status of 401 \(Unauthorized\)/);
  const player = await createPlayer(page.request, { balance: 100 });
  await logInAs(page, player, '/personal#limits');
  const panel = new LimitsModel(page).breakPanel();
  await panel.getByRole('radio', { name: '6 months' }).check();
  await panel.getByRole('button', { name: 'Continue' }).click();
  await expect(panel.getByTestId('break-choice')).toHaveText('Self-exclusion: 6 months');
  await expect(panel).toContainText('It cannot be ended early');
  // Nothing is sent without the password; a wrong one is refused.
  await panel.getByRole('button', { name: 'Start my break' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Enter your password');
  await panel.getByLabel('Type your password to confirm').fill('not-the-password');
  await panel.getByRole('button', { name: 'Start my break' }).click();
  await expect(panel.getByTestId('break-error')).toHaveText('Wrong password');
  await expect(panel.getByLabel('Type your password to confirm')).toHaveValue('');
  await panel.getByLabel('Type your password to confirm').fill(player.password);
  await panel.getByRole('button', { name: 'Start my break' }).click();

  const done = page.getByTestId('account-break');
  await expect(done).toHaveAttribute('data-state', 'done');
  await expect(done).toContainText('You are signed out.');
  await expect(done.getByTestId('break-until')).toHaveText(
    /^Your break lasts until .+\d{4}.+\. Until then you cannot sign in\.$/,
  );
  const layout = new LayoutModel(page);
  await expect(layout.loginLink()).toBeVisible();
  expect((await (await page.request.get('/api/session')).json()).authenticated).toBe(false);

  const login = new LoginModel(page);
  await login.open();
  await login.logIn(player.national, player.password);
  await expect(login.error()).toContainText(/^Your account is excluded from play until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(layout.loginLink()).toBeVisible();
});

test('a player without a password confirms a cool-off with an SMS code sent to their phone', async ({
  page,
  consoleWatch,
}) => {
  // As for the self-exclusion above: a read already on its way when the break ends the session may come back 401.
  consoleWatch.allow(/status of 401 \(Unauthorized\)/);
  const player = await createSocialPlayer(page.request, { phone: true });
  await logInWithGoogle(page, player, '/personal#limits');
  const panel = new LimitsModel(page).breakPanel();
  await panel.getByRole('radio', { name: '24 hours' }).check();
  await panel.getByRole('button', { name: 'Continue' }).click();
  // No password to type: the code field and its button instead, and nothing is sent without a code.
  await expect(panel.getByLabel('Type your password to confirm')).toHaveCount(0);
  const code = panel.getByLabel('Type the SMS code to confirm');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await panel.getByRole('button', { name: 'Start my break' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Enter the SMS code');
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(() => lastSms(page.request, player.phone ?? '')).toMatch(/\d{6}/);
  // The code step, its notice and its refusal shown, is axe clean.
  await expectAxeClean(page, { include: '[data-testid="limits-and-breaks"]' });
  const sms = (await lastSms(page.request, player.phone ?? '')) ?? '';
  await code.fill(/\d{6}/.exec(sms)?.[0] ?? '');
  await panel.getByRole('button', { name: 'Start my break' }).click();
  const done = page.getByTestId('account-break');
  await expect(done).toHaveAttribute('data-state', 'done');
  await expect(done.getByTestId('break-until')).toHaveText(
    /^Your break lasts until .+\d{4}.+\. Until then you cannot sign in\.$/,
  );
  expect((await (await page.request.get('/api/session')).json()).authenticated).toBe(false);
});

test('favourites: the heart keeps a game in the Favourites row, across a reload', async ({ page }) => {
  const player = await createPlayer(page.request, { balance: 100 });
  await logInAs(page, player, '/');
  const favourites = page.getByTestId('favourites-row');
  await expect(favourites).toContainText('Tap the heart on a game to keep it here.');
  const slots = page.locator('[data-testid=group-row][data-group=slots]');
  const heart = slots.getByRole('button', { name: 'Favourite: Golden Mango' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(favourites.getByTestId('game-tile')).toHaveAttribute('data-game-alias', 'golden-mango');
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(favourites.getByTestId('game-tile')).toHaveAttribute('data-game-alias', 'golden-mango');
  // Guests see no heart.
  await expect(page.getByTestId('favourite').first()).toBeVisible();
  await new LayoutModel(page).logOut();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('favourite')).toHaveCount(0);
});

test('recently played shows the games the player launched, the latest first', async ({ page }) => {
  const player = await createPlayer(page.request, { balance: 100 });
  await logInAs(page, player, '/');
  const recent = page.getByTestId('recent-row');
  await expect(recent).toContainText('The games you play will show here.');
  for (const alias of ['golden-mango', 'kreyol-fruits']) {
    await page.locator(`[data-testid=group-row][data-group=slots] [data-game-alias="${alias}"]`).click();
    await expect(page.getByTestId('game-frame').locator('iframe')).toBeVisible();
    await page.goto('/');
  }
  await expect(recent.getByTestId('game-tile')).toHaveCount(2);
  await expect(recent.getByTestId('game-tile').first()).toHaveAttribute('data-game-alias', 'kreyol-fruits');
  await expect(recent.getByTestId('game-tile').nth(1)).toHaveAttribute('data-game-alias', 'golden-mango');
});

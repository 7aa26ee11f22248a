// QA (docs/architecture.md#qa-coverage): the machine visualizer. The app runs in one tab with ?inspect (a production
// build made with VITE_INSPECT=1, as npm test makes it), the visualizer in another tab of the same browser; the
// session actor's state shows and is highlighted as the player logs in and out through the real form and menu, and
// what the player types as a password never reaches it (docs/architecture.md#security).
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, test } from './fixtures';
import { InspectModel } from './models/inspect.model';
import { LayoutModel } from './models/layout.model';
import { DEMO_PLAYER, LoginModel } from './models/login.model';

// The browser tests run on npm test's build, made with VITE_INSPECT=1; a build without it (npm run build) has no
// visualizer at all (tests/app/inspect-build.test.ts): say so rather than fail on a missing heading.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/inspect?inspect');
  const built = await new InspectModel(page)
    .heading()
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  await page.close();
  expect(built, 'this build has no machine visualizer: build with VITE_INSPECT=1 npm run build (npm test does)').toBe(
    true,
  );
});

/** A second tab of the test's browser context, failing the test on its errors like the first one. */
async function appTab(page: Page) {
  const app = await page.context().newPage();
  const problems: string[] = [];
  app.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  app.on('console', (message) => message.type() === 'error' && problems.push(`console.error: ${message.text()}`));
  return { app, problems };
}

test('the visualizer follows the session actor of another tab through login and logout', async ({ page }) => {
  const inspector = new InspectModel(page);
  await inspector.open('session');
  // The visualizer's own tab does not count: no app tab is open yet.
  await expect(inspector.noLiveActor()).toBeVisible();
  await expect(inspector.stateNode('session.unauthenticated')).toHaveAttribute('data-active', 'false');

  const { app, problems } = await appTab(page);
  const login = new LoginModel(app);
  await app.goto('/login?inspect');
  await expect(login.form()).toHaveAttribute('data-state', 'editing');
  await inspector.expectState('unauthenticated');
  await inspector.expectActive(['session', 'session.unauthenticated']);
  await expect(inspector.actorPicker()).toContainText('in tab /login');

  await login.logIn(DEMO_PLAYER.national, DEMO_PLAYER.password);
  await expect(app).toHaveURL(/\/$/);
  await inspector.expectState(/^authenticated\.(loadingAccount|ready)$/);
  await expect(inspector.stateNode('session.authenticated')).toHaveAttribute('data-active', 'true');
  await expect(inspector.stateNode('session.unauthenticated')).toHaveAttribute('data-active', 'false');
  await expect(inspector.eventLog()).toContainText('session.authorize');

  // The login form's actor reached its final state and went away with the page: reported, not live.
  await inspector.machineLink('Login').click();
  await expect(inspector.liveState()).toHaveAttribute('data-status', 'done');
  await expect(inspector.machineLink('Login')).toHaveAccessibleName('Login 0 live');
  await inspector.machineLink('Session').click();

  await new LayoutModel(app).logOut();
  await inspector.expectState('unauthenticated');
  await inspector.expectActive(['session', 'session.unauthenticated']);
  await expect(inspector.eventLog()).toContainText('session.logout');
  expect(problems, 'errors in the app tab').toEqual([]);
});

test('a typed password never reaches the visualizer: its context and events show "[redacted]"', async ({ page }) => {
  const inspector = new InspectModel(page);
  await inspector.open('login');
  // Everything the app tab says on the inspection channel, as any listener in this browser hears it.
  await page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    new BroadcastChannel('casino-player-app.inspect').onmessage = (event) => heard.push(event.data);
  });
  const { app, problems } = await appTab(page);
  const login = new LoginModel(app);
  await app.goto('/login?inspect');
  await expect(login.form()).toHaveAttribute('data-state', 'editing');
  await login.phone().fill(DEMO_PLAYER.national);
  await login.password().fill(DEMO_PLAYER.password);
  // The field is filled (the context says so) and its value is not there.
  await expect(inspector.liveEvent()).toHaveText('{"type":"field.change","field":"password","value":"[redacted]"}');
  await expect(inspector.liveContext()).toContainText('"password": "[redacted]"');
  await expect(inspector.liveContext()).toContainText(`"phone": "${DEMO_PLAYER.national}"`);
  await login.submit().click();
  await expect(app).toHaveURL(/\/$/);
  await inspector.machineLink('Session').click();
  await inspector.expectState(/^authenticated\.(loadingAccount|ready)$/);

  const heard = await page.evaluate(() => JSON.stringify((window as unknown as { heard: unknown[] }).heard));
  expect(heard).toContain(`"phone":"${DEMO_PLAYER.national}"`);
  expect(heard).toContain('"password":"[redacted]"');
  expect(heard).not.toContain(DEMO_PLAYER.password);
  await expect(page.locator('main')).not.toContainText(DEMO_PLAYER.password);
  expect(problems, 'errors in the app tab').toEqual([]);
});

test('a visualizer opened after the app is told the current state of its actors', async ({ page }) => {
  const { app, problems } = await appTab(page);
  const login = new LoginModel(app);
  await app.goto('/login?inspect');
  await login.logIn(DEMO_PLAYER.national, DEMO_PLAYER.password);
  await expect(new LayoutModel(app).balance()).toBeVisible();

  const inspector = new InspectModel(page);
  await inspector.open('session');
  await inspector.expectState('authenticated.ready');
  await inspector.expectActive(['session', 'session.authenticated', 'session.authenticated.ready']);
  // The other machines running in the app tab are counted in the list.
  await expect(inspector.machineLink('Locale')).toHaveAccessibleName('Locale 1 live');
  expect(problems, 'errors in the app tab').toEqual([]);
});

test('without ?inspect a VITE_INSPECT build serves the not-found page at /inspect', async ({ page }) => {
  await page.goto('/inspect');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeAttached();
  await expect(page.getByText('This page does not exist.')).toBeVisible();
  await expect(new InspectModel(page).heading()).toHaveCount(0);
});

test('the visualizer is axe clean and usable with the keyboard', async ({ page }) => {
  const inspector = new InspectModel(page);
  await inspector.open('session');
  await expect(inspector.stateNode('session.checking')).toBeAttached();
  await expectAxeClean(page);
  // Wide diagrams scroll inside their region: the page itself never scrolls sideways (412 px included).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  // Another machine, chosen from the list with the keyboard; its diagram scrolls by keyboard too.
  await inspector.machineLink('Rotate prompt').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/machine=rotate$/);
  await expect(inspector.machineTitle()).toHaveText('Rotate prompt');
  await expect(inspector.stateNode('rotate.prompting.message')).toBeAttached();
  await inspector.diagram().focus();
  await expect(inspector.diagram()).toBeFocused();
});

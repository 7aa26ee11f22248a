// docs/product.md#flows-google-oauth Google flow against the reference server's consent stand-in: new account through
// the confirm-details form (SMS code), skip rules of disabled_skip, unlink from /personal, a return that lands in
// another tab of the browser that asked for the link, and the refusal of a code or token this browser never asked for
// (a crafted link must not sign the player into someone else's account).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAxeClean, park, test } from './fixtures';
import { googleLink, googleReturnAddress, heldState, linkedGoogleAccount, uniqueEmail } from './models/google-return';
import { LayoutModel } from './models/layout.model';
import { codeIn, freshHaitianNumber, lastSms } from './models/registration.model';

const email = () => `g${Date.now()}${Math.floor(Math.random() * 1e6)}@example.ht`;

/** Consents on the stand-in Google page; `returns: 'token'` is a Google page that sends an access token back. */
/**
 * Signs in on the dev consent page. A new account stays on /auth/google (its form), the code or token stripped from
 * the address; a known one goes straight home (`known`), too fast to be seen on /auth/google on the way.
 */
async function consentAs(
  page: import('@playwright/test').Page,
  address: string,
  returns: 'code' | 'token' = 'code',
  known = false,
) {
  await page.goto('/login/google');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/dev\/google\/consent/);
  await page.getByLabel(/email/i).fill(address);
  const button = returns === 'token' ? 'Continue with an access token' : 'Continue';
  await page.getByRole('button', { name: button, exact: true }).click();
  // The code (or the token) is stripped from the address.
  await expect(page).toHaveURL(known ? /\/$/ : /\/auth\/google$/);
}

test('a new Google account confirms its phone by SMS and lands signed in, then unlinks', async ({ page }) => {
  await consentAs(page, email());
  const flow = page.getByTestId('google-sign-in');
  await expect(flow).toHaveAttribute('data-state', 'registering.editing');
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('HTI');
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0); // HTI is in disabled_skip
  await expectAxeClean(page);
  const number = freshHaitianNumber();
  await page.getByLabel('Phone number', { exact: true }).fill(number);
  await page.getByTestId('sms-code-button').click();
  const code = codeIn(await lastSms(page.request, `509${number}`));
  await page.getByLabel('SMS code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // docs/product.md#flows-signup-limits: a new account gets the limits step first; 'Skip' goes on home.
  await expect(page).toHaveURL(/\/welcome\/limits\?next=%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your limits' })).toBeVisible();
  await page.getByTestId('signup-limits').getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(new LayoutModel(page).balance()).toBeVisible();

  await page.goto('/personal');
  const unlink = page.getByRole('button', { name: 'Unlink Google' });
  await expect(unlink).toBeVisible();
  await unlink.click();
  await expect(unlink).toHaveCount(0);
  await expect(page.getByText('No linked accounts')).toBeVisible();
});

test('a Google page that returns an access token: the token-based sign-in opens the same form, and signs in later', async ({
  page,
}) => {
  const address = email();
  const tokenCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v1\/auth\/google\/(token|authorize)$/.test(r.url())) tokenCalls.push(new URL(r.url()).pathname);
  });
  await consentAs(page, address, 'token');
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await expect(page.getByTestId('google-sign-in')).toHaveAttribute('data-state', 'registering.editing');
  expect(tokenCalls).toEqual(['/api/v1/auth/google/token']);
  await page.getByLabel('Country', { exact: true }).selectOption('DOM');
  await page.getByRole('button', { name: 'Skip' }).click();
  // docs/product.md#flows-signup-limits: a new account gets the limits step first; 'Skip' goes on home.
  await expect(page).toHaveURL(/\/welcome\/limits\?next=%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your limits' })).toBeVisible();
  await page.getByTestId('signup-limits').getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(new LayoutModel(page).balance()).toBeVisible();
  // Signed out, the same Google account comes back with a token again and is signed straight in. The page is left
  // first: an open signed-in page would have its next read (the live balance) refused when the session ends under it.
  await park(page);
  await page.request.get('/api/v1/logout');
  await page.context().clearCookies();
  await consentAs(page, address, 'token', true);
  await expect(new LayoutModel(page).balance()).toBeVisible();
  expect(tokenCalls).toEqual(['/api/v1/auth/google/token', '/api/v1/auth/google/token']);
});

test('skip is offered only outside disabled_skip countries and then signs in without a phone', async ({ page }) => {
  await consentAs(page, email());
  await expect(page.getByTestId('google-sign-in')).toHaveAttribute('data-state', 'registering.editing');
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await page.getByLabel('Country', { exact: true }).selectOption('DOM');
  await page.getByRole('button', { name: 'Skip' }).click();
  // docs/product.md#flows-signup-limits: a new account gets the limits step first; 'Skip' goes on home.
  await expect(page).toHaveURL(/\/welcome\/limits\?next=%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your limits' })).toBeVisible();
  await page.getByTestId('signup-limits').getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(new LayoutModel(page).balance()).toBeVisible();
});

test('a wrong SMS code keeps the form with the server message', async ({ page }) => {
  await consentAs(page, email());
  const number = freshHaitianNumber();
  await page.getByLabel('Phone number', { exact: true }).fill(number);
  await page.getByTestId('sms-code-button').click();
  const code = codeIn(await lastSms(page.request, `509${number}`));
  await page.getByLabel('SMS code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Wrong or expired SMS code')).toBeVisible();
  await expect(page.getByTestId('google-sign-in')).toHaveAttribute('data-state', 'registering.editing');
});

test('an unknown code on /auth/google shows the OAuth error and offers to start again', async ({ page }) => {
  // About the server's refusal of the code: with the state of a link this browser asked for, so only the code is wrong.
  const state = (await googleLink(page.request)).searchParams.get('state');
  await page.goto(`/auth/google?code=not-a-real-code&state=${state}`);
  await expect(page).toHaveURL(/\/auth\/google$/);
  await expect(page.getByTestId('google-error')).toHaveText('Google OAuth request unknown error');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('a failed Google link fetch sends the player home (docs/product.md#flows-google-oauth)', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allowNetworkErrors();
  const calls: string[] = [];
  await page.route('**/api/v1/auth/google/link*', (route) => {
    calls.push(route.request().url());
    return route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } });
  });
  await page.goto('/login/google');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('site-header')).toBeVisible();
  // docs/product.md#calls-policy: a GET is retried twice on 503, then the flow gives up.
  expect(calls).toHaveLength(3);
});

test('the return lands in another tab of the same browser (an in-app browser opening it in a new view) and signs in', async ({
  page,
  request,
}) => {
  const address = await linkedGoogleAccount(request, uniqueEmail('tab'));
  // The first tab asks for the link and goes to Google.
  await page.goto('/login/google');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/dev\/google\/consent/);
  const consent = new URL(page.url());
  expect(await heldState(page.context())).toBe(consent.searchParams.get('state'));
  // Google's page, and so its return, opens in a new tab, which never ran the app's button.
  const second = await page.context().newPage();
  await second.goto(consent.href);
  await second.getByLabel(/email/i).fill(address);
  await second.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(second).toHaveURL(/\/$/);
  await expect(second.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
  await expect(new LayoutModel(second).balance()).toBeVisible();
  // The state was good for that one return: the cookie is gone.
  expect(await heldState(page.context())).toBeNull();
  await second.close();
});

/** A valid, unused code of `address` with the state of its own link, as the consent page hands it back. */
async function attackerCode(request: APIRequestContext, address: string): Promise<{ code: string; state: string }> {
  const back = new URL(await googleReturnAddress(request, address), 'http://127.0.0.1');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/** Counts the exchanges the page asks for: a code (auth/google/authorize) or a token (auth/google/token). */
function countExchanges(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/v1\/auth\/google\/(authorize|token)$/.test(r.url())) {
      sent.push(new URL(r.url()).pathname);
    }
  });
  return sent;
}

/** The server's refusal of a return whose state is not this browser's (server/i18n/google). */
const NOT_THIS_BROWSER =
  'This Google sign-in was not started in this browser, or it has expired. Start again with Google.';

/**
 * The return was not let in: no credential left in the address, the reason (`reason`, and the flow's state: `refused`
 * by the page itself, `failed` by the server), the way back, still signed out.
 */
async function expectRefused(page: Page, state: 'refused' | 'failed', reason: string) {
  await expect(page.getByTestId('google-sign-in')).toHaveAttribute('data-state', state);
  await expect(page).toHaveURL(/\/auth\/google$/);
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await expect(page.getByRole('alert')).toHaveText(reason);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await expect(page.locator('[data-session]')).toHaveAttribute('data-session', 'unauthenticated');
  // Nor did the server open a session behind the page's back.
  expect((await (await page.request.get('/api/session')).json()).authenticated).toBe(false);
}

test.describe("a crafted /auth/google link with someone else's code signs nobody in (docs/product.md#flows-google-oauth)", () => {
  test('a forged return in a browser that never asked for a link (no state cookie)', async ({ page, request }) => {
    const { code, state } = await attackerCode(request, await linkedGoogleAccount(request, email()));
    expect(await heldState(page.context())).toBeNull();
    const exchanges = countExchanges(page);
    await page.goto(`/auth/google?code=${code}&state=${state}`);
    await expectRefused(page, 'failed', NOT_THIS_BROWSER);
    expect(exchanges).toEqual(['/api/v1/auth/google/authorize']);
  });

  test("a valid code with another link's state, in a browser that opened its own link", async ({ page, request }) => {
    const attacker = await linkedGoogleAccount(request, email());
    const { code, state } = await attackerCode(request, attacker);
    // The player starts signing in with Google: the browser holds the state of their own link.
    await page.goto('/login/google');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dev\/google\/consent/);
    const own = await heldState(page.context());
    expect(own).toBeTruthy();
    expect(own).not.toBe(state);
    // …and opens the crafted link instead of consenting.
    await page.goto(`/auth/google?code=${code}&state=${state}`);
    await expectRefused(page, 'failed', NOT_THIS_BROWSER);
    // Starting again goes back to Google with a new link.
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dev\/google\/consent/);
  });

  test('a valid code without a state', async ({ page, request }) => {
    const { code } = await attackerCode(request, await linkedGoogleAccount(request, email()));
    const exchanges = countExchanges(page);
    await page.goto(`/auth/google?code=${code}`);
    await expectRefused(page, 'refused', 'This sign-in link did not come from this page. Start again with Google.');
    expect(exchanges).toEqual([]);
  });

  test("a valid access token with another link's state", async ({ page, request }) => {
    const attacker = await linkedGoogleAccount(request, email());
    const token = await (await request.post('/dev/google/token', { data: { email: attacker } })).json();
    const theirs = (await googleLink(request)).searchParams.get('state');
    await page.goto(`/auth/google#access_token=${token.access_token}&token_type=Bearer&state=${theirs}`);
    await expectRefused(page, 'failed', NOT_THIS_BROWSER);
  });
});

// Every route of docs/product.md#routes-list renders inside the real layout (widgets without it), for a guest and for a
// signed-in player, loaded whole from the server: with its security policy, without console errors. axe and the WCAG
// 2.2 checks of the same routes run in e2e/text-fit.spec.ts's walk (every route, 8 languages, both layouts), which
// reaches them through the app's router; here axe checks only the widgets, which that walk leaves out.
import type { Page } from '@playwright/test';
import { expectAxeClean, isMobile, test, expect } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { PLAYER_ROUTES, routes, signedInRoutes } from './route-list';

type Visitor = 'guest' | 'player';

/**
 * Routes are checked a few at a time in one page: a new browser context per route paid a cold cache
 * (every chunk fetched and compiled again) for each of ~40 routes per project. Each route is its own step.
 */
const BATCH = 5;
const inBatches = (list: string[]) =>
  Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) => list.slice(i * BATCH, (i + 1) * BATCH));

for (const batch of inBatches(routes)) {
  test(`${batch.join(', ')} render in the layout`, async ({ page }) => {
    test.setTimeout(batch.length * 20_000);
    for (const route of batch) await test.step(route, () => checkRoute(new LayoutModel(page), route, 'guest'));
  });
}

test.describe('signed in', () => {
  // Rendering changes nothing of the player: the worker's shared player (fixtures.ts).
  test.use({ signedInAs: 'player' });
  for (const batch of inBatches(signedInRoutes)) {
    test(`${batch.join(', ')} render for a player in the layout`, async ({ page }) => {
      test.setTimeout(batch.length * 20_000);
      for (const route of batch) await test.step(route, () => checkRoute(new LayoutModel(page), route, 'player'));
    });
  }
});

async function checkRoute(layout: LayoutModel, route: string, visitor: Visitor) {
  const { page } = layout;
  const response = await layout.goto(route);
  // Security (docs/architecture.md#security): every document comes with the policy; a violation on the way fails the
  // test (fixtures.ts).
  expectStrictPolicy(response?.headers()['content-security-policy']);
  await expect(layout.main()).toBeVisible();
  if (route.startsWith('/widget/')) {
    // Widgets are embedded by other sites: no site header, footer or tab bar.
    await expect(layout.header()).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByTestId('mobile-tabs')).toHaveCount(0);
    await expectAxeClean(page);
    return;
  }
  await expect(layout.header()).toBeVisible();
  if (visitor === 'guest' && PLAYER_ROUTES.has(route)) {
    await expect(page).toHaveURL(/\/login$/);
    await expect(layout.loginLink()).toBeVisible();
    return;
  }
  if (visitor === 'player') {
    await expect(page).not.toHaveURL(/\/login/);
    await expect(layout.balance().first()).toBeVisible();
  }
  if (route === '/menu' && !isMobile(page)) {
    // docs/product.md#routes-menu: /menu is mobile only; a desktop goes to /.
    await expect(page).toHaveURL(/\/$/);
  }
  if (isMobile(page)) await expect(page.getByTestId('mobile-tabs')).toBeVisible();
  else await expect(page.getByTestId('mobile-tabs')).toBeHidden();
  // The footer's content loads when the player scrolls near it (footer-frame.tsx).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('version-label')).toContainText('1.0.0-beta.68');
}

/** The document's policy forbids inline and evaluated script and limits frames and connections. */
function expectStrictPolicy(policy: string | undefined) {
  expect(policy, 'Content-Security-Policy header').toBeTruthy();
  const directives = new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  for (const name of ['frame-src', 'connect-src', 'object-src', 'base-uri']) {
    const sources = directives.get(name) ?? [];
    expect(sources, name).not.toHaveLength(0);
    expect(sources, name).not.toContain('*');
  }
}

test('the policy blocks a script injected into the page, and the watch reports the violation', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/CSP violation|Content Security Policy/);
  await new LayoutModel(page).goto('/');
  // What a sanitiser bug would let through: an inline handler and an inline script.
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__ran = "handler"');
    img.src = 'data:image/png;base64,AAAA'; // not an image: fires onerror without a request
    document.body.append(img);
  });
  await injectScript(page);
  expect(await page.evaluate(() => (window as unknown as { __ran?: string }).__ran)).toBeUndefined();
});

/** Appends an inline script to the page and waits until the policy has refused it (the fixture's violation record). */
async function injectScript(page: Page) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = "script"';
    document.body.append(script);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.join('\n')))
    .toMatch(/script-src/);
}

test('a blocked script is reported to the server, which stores it without the query string', async ({
  page,
  consoleWatch,
  playwright,
  baseURL,
}) => {
  consoleWatch.allow(/CSP violation|Content Security Policy/);
  // A path no other test visits, so the report found below is this test's.
  const path = `/nothing-here-${Date.now().toString(36)}`;
  await new LayoutModel(page).goto(`${path}?token=secret-value`);
  await injectScript(page);
  // Read back as the admin would (docs/api.md#csp-reports): the browser's own report, in its own format.
  const admin = await playwright.request.newContext({ baseURL });
  try {
    const login = await admin.post('/api/v1/authorize', { data: { login: '50937000002', password: 'admin1234' } });
    expect(await login.json()).toEqual({ success: true });
    const mine = async () => {
      const { list } = (await (await admin.get('/api/v1/csp-reports')).json()) as {
        list: { document_url: string; directive: string; blocked_url: string; format: string }[];
      };
      return list.filter((report) => report.document_url.endsWith(path));
    };
    // report-uri (plain http: docs/api.md) posts as the violation happens.
    await expect.poll(async () => (await mine()).length).toBeGreaterThan(0);
    const [report] = await mine();
    expect(report?.document_url).toBe(`${baseURL}${path}`);
    expect(report?.directive).toMatch(/^script-src/);
    expect(report?.blocked_url).toBe('inline');
    expect(report?.format).toBe('report-uri');
  } finally {
    await admin.dispose();
  }
});

test('/index.html is the home page', async ({ page }) => {
  await new LayoutModel(page).goto('/index.html');
  await expect(page).toHaveURL(/\/$/);
});

test("the 404 page shows the error text from the query, the app's own in the player's language", async ({ page }) => {
  await new LayoutModel(page).goto('/nothing-here?error=Incorrect%20page%20link');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByTestId('not-found-error')).toHaveText('Incorrect page link');
  // A text the app did not write is shown as it came.
  // Every visit tells the server its language (docs/product.md#flows-locale), whose reply sets the `lang` cookie: the
  // cookie below is written once that reply is in, or the reply would put English back before the next load.
  const told = page.waitForResponse((response) => response.url().endsWith('/api/v1/setlocale'));
  await new LayoutModel(page).goto('/nothing-here?error=Ask%20the%20club');
  await expect(page.getByTestId('not-found-error')).toHaveText('Ask the club');
  await told;
  await page.context().addCookies([{ name: 'lang', value: 'ht', url: page.url() }]);
  await page.goto('/nothing-here?error=Incorrect%20page%20link');
  await expect(page.getByTestId('not-found-error')).toHaveText('Lyen paj la pa bon');
});

test('footer shows the server-provided address and support, sanitised', async ({ page }) => {
  await new LayoutModel(page).goto('/');
  const footer = page.getByRole('contentinfo');
  // The footer's content loads when the player scrolls near it.
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('heading', { name: 'Address' })).toBeVisible();
  await expect(footer.locator('section[aria-labelledby="footer-address"] div')).not.toBeEmpty();
  await expect(footer.locator('script')).toHaveCount(0);
});

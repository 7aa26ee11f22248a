// Blog, article and about pages (docs/product.md#routes-list) with SEO per route (docs/product.md#entities-content SEO,
// docs/product.md#calls-list seo/metadata).
import { readFileSync } from 'node:fs';
import { expect, expectAxeClean, isMobile, test } from './fixtures';
import { BlogModel } from './models/blog.model';

const en = JSON.parse(readFileSync('src/i18n/messages/en.json', 'utf8')) as Record<string, string>;

test('the blog lists the articles by category, with a link to each category', async ({ page }) => {
  test.slow(); // full-page axe scan or several full loads
  const blog = new BlogModel(page);
  await blog.openBlog();
  await blog.expectSeo({ title: 'Blog: news and guides | Bèl Chans', path: '/blog', robots: 'index, follow' });
  const nav = blog.categories();
  for (const name of ['News', 'Guides', 'Promotions']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(blog.categorySection(name).getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(blog.cards()).toHaveCount(10);
  const guides = blog.categorySection('Guides');
  await nav.getByRole('link', { name: 'Guides' }).click();
  await expect(guides).toBeInViewport();
  const card = guides.getByRole('link', { name: /How to deposit with MonCash/ });
  await expect(card).toContainText('Three steps from your MonCash wallet to your game balance.');
  await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(card.locator('img')).toBeVisible();
  await expectAxeClean(page);
});

test("a category's title opens the category page (blogs/categories/category/{id}): its articles, newest first", async ({
  page,
  consoleWatch,
}) => {
  test.slow(); // several loads and an axe scan
  consoleWatch.allowNetworkErrors(); // the 404 of blogs/categories/category/999
  const blog = new BlogModel(page);
  await blog.openBlog();
  const guides = blog.categorySection('Guides');
  const titles = await guides.getByTestId('blog-article-card').getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  const asked = page.waitForRequest((r) =>
    /\/api\/v1\/blogs\/categories\/category\/\d+$/.test(new URL(r.url()).pathname),
  );
  await guides.getByRole('heading', { level: 2 }).getByRole('link', { name: 'Guides' }).click();
  await asked;
  await expect(page).toHaveURL(/\/blog\/category\/\d+$/);
  const category = page.getByTestId('blog-category-page');
  await expect(category).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides');
  await expect(category.getByTestId('blog-article-card').getByRole('heading')).toHaveText(titles);
  await blog.expectSeo({ title: 'Guides | Bèl Chans', path: new URL(page.url()).pathname, robots: 'index, follow' });
  await expectAxeClean(page);
  // Served rendered by the server too, and an unknown category is the not-found page.
  await page.reload();
  await expect(category).toHaveAttribute('data-state', 'ready');
  await category.getByRole('link', { name: 'All articles' }).click();
  await expect(blog.blog()).toHaveAttribute('data-state', 'ready');
  await blog.goto('/blog/category/999');
  await expect(page.getByText(en['notFound.text']!)).toBeVisible();
  await expect(blog.heading()).toHaveText(en['page.notFound']!);
});

test('a card opens its article with the article SEO; back to the blog restores the blog SEO', async ({ page }) => {
  test.slow(); // full-page axe scan or several full loads
  const blog = new BlogModel(page);
  await blog.openBlog();
  const card = blog.categorySection('Guides').getByRole('link', { name: /How to deposit with MonCash/ });
  await card.click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  const path = new URL(page.url()).pathname;
  await expect(blog.article()).toHaveAttribute('data-state', 'ready');
  await expect(blog.heading()).toHaveText('How to deposit with MonCash');
  await expect(blog.article().getByRole('heading', { level: 2, name: 'How to deposit with MonCash' })).toBeVisible();
  await expect(blog.article().getByRole('listitem').first()).toHaveText('Minimum deposit: 50 HTG');
  await blog.expectSeo({
    title: 'How to deposit with MonCash | Bèl Chans',
    description: 'Three steps from your MonCash wallet to your game balance.',
    path,
    robots: 'index, follow',
  });
  await expect(blog.meta('property', 'og:image')).toHaveAttribute(
    'content',
    /^http:\/\/127\.0\.0\.1:\d+\/media\/blog\/.*w=1200/,
  );
  await expectAxeClean(page);

  await blog.article().getByRole('link', { name: en['blog.back'] }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await blog.expectSeo({ title: 'Blog: news and guides | Bèl Chans', path: '/blog' });
});

test('an unknown or malformed article id shows the not-found page', async ({ page, consoleWatch }) => {
  consoleWatch.allowNetworkErrors(); // the 404 of blogs/articles/article/99999
  const blog = new BlogModel(page);
  await blog.goto('/blog/99999');
  await expect(page.getByText(en['notFound.text']!)).toBeVisible();
  await expect(blog.heading()).toHaveText(en['page.notFound']!);
  await blog.goto('/blog/not-a-number');
  await expect(page.getByText(en['notFound.text']!)).toBeVisible();
});

test('an article follows the language picked with the picker', async ({ page }) => {
  test.slow(); // full-page axe scan or several full loads
  const blog = new BlogModel(page);
  await blog.openArticle(1);
  await expect(blog.heading()).toHaveText('Welcome to the new Bèl Chans');
  await blog.pickLanguage('Français');
  await expect(blog.heading()).toHaveText('Bienvenue sur le nouveau Bèl Chans');
  await expect(blog.article()).toContainText('Nous avons reconstruit le site');
  await expect(blog.article().getByRole('link', { name: 'Voir toutes les promotions' })).toBeVisible();
  await blog.expectSeo({ title: 'Bienvenue sur le nouveau Bèl Chans | Bèl Chans', path: '/blog/1' });
  await page.reload();
  await expect(blog.article()).toHaveAttribute('data-state', 'ready');
  await expect(blog.heading()).toHaveText('Bienvenue sur le nouveau Bèl Chans');
  await blog.goto('/blog');
  await expect(
    page.getByRole('navigation', { name: 'Catégories du blog' }).getByRole('link', { name: 'Actualités' }),
  ).toBeVisible();
});

test('about shows the server address and support texts, sanitised', async ({ page }) => {
  const blog = new BlogModel(page);
  await blog.goto('/about');
  await expect(blog.about()).toHaveAttribute('data-state', 'ready');
  const address = blog.about().getByRole('region', { name: en['about.address'] });
  const support = blog.about().getByRole('region', { name: en['about.support'] });
  await expect(address).toContainText('38 Route de Delmas');
  await expect(support.getByRole('link', { name: '+509 2810 0000' })).toHaveAttribute('href', 'tel:+50928100000');
  await blog.expectSeo({ title: 'About us | Bèl Chans', path: '/about', robots: 'index, follow' });
  if (!isMobile(page)) await expectAxeClean(page);
});

test.describe('loaded by the browser', () => {
  // The config reply is changed in the browser: the page must load it there, not arrive with it (e2e/fixtures.ts).
  test.use({ serverRendering: false });
  test('about drops scripts and handlers from the server HTML', async ({ page, consoleWatch }) => {
    consoleWatch.allowNetworkErrors(); // the injected <img src="x">
    // Chromium reports the handlers under the CSP (script-src 'self') as soon as the sanitiser parses them,
    // even in its inert document: blocked twice over, and the checks below still prove nothing ran.
    consoleWatch.allow(/inline event handler violates|CSP violation: script-src-attr/);
    await page.route('**/api/v1/config*', async (route) => {
      const reply = await route.fetch();
      const body = await reply.json();
      body.about.address =
        '<p>Safe address</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">';
      body.about.support = '<a href="/promo" onclick="window.__pwned = 3">Support link</a>';
      await route.fulfill({ response: reply, json: body });
    });
    const blog = new BlogModel(page);
    await blog.goto('/about');
    await expect(blog.about()).toContainText('Safe address');
    await expect(blog.about().getByRole('link', { name: 'Support link' })).toBeVisible();
    await expect(blog.about().locator('script, [onerror], [onclick]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
test('the SEO title and robots change between routes', async ({ page }) => {
  test.slow(); // full-page axe scan or several full loads
  const blog = new BlogModel(page);
  await blog.goto('/top');
  await blog.expectSeo({ title: 'Top wins | Bèl Chans', path: '/top', robots: 'index, follow' });
  await blog.goto('/login');
  await blog.expectSeo({ title: 'Log in | Bèl Chans', path: '/login', robots: 'noindex, nofollow' });
  await blog.goto('/about');
  await blog.expectSeo({ title: 'About us | Bèl Chans', path: '/about', robots: 'index, follow' });
});

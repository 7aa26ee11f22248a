// Blog calls of docs/product.md#calls-list (blogs/articles/*, blogs/categories/*) and seo/metadata per route of
// docs/product.md#routes-list, over real HTTP against the seeded world: shapes, language of the texts, not-found,
// robots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article, articleCategory, articleList, categoryList } from '../../contract/schemas/content';
import { seo } from '../../contract/schemas/site';
import { LOCALES } from '../../contract/constants';
import { browser, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = async (path: string, lang?: string) => {
  const tab = browser(server.url);
  if (lang) await tab.call('/api/v1/setlocale', { method: 'POST', json: { locale: lang } });
  return tab.call(`/api/v1/${path}`);
};
const json = async (path: string, lang?: string) => (await get(path, lang)).json();

describe('blog articles', () => {
  it('list categories with their articles, newest first, without bodies', async () => {
    const { list } = categoryList.parse(await json('blogs/categories/articles'));
    expect(list.map((c) => c.name)).toEqual(['News', 'Guides', 'Promotions']);
    expect(list.flatMap((c) => c.articles)).toHaveLength(10);
    for (const category of list) {
      const dates = category.articles.map((a) => a.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(category.articles.every((a) => a.body === undefined)).toBe(true);
    }
  });

  it('serve one category and 404 for an unknown one', async () => {
    const { list } = categoryList.parse(await json('blogs/categories/articles'));
    const guides = list.find((c) => c.name === 'Guides');
    const one = articleCategory.parse(await json(`blogs/categories/category/${guides?.id}`));
    expect(one.articles.map((a) => a.id)).toEqual(guides?.articles.map((a) => a.id));
    expect((await get('blogs/categories/category/9999')).status).toBe(404);
    expect((await get('blogs/categories/category/abc')).status).toBe(404);
  });

  it('serve an article with its HTML body and 404 for unknown or malformed ids', async () => {
    const a = article.parse(await json('blogs/articles/article/1'));
    expect(a).toMatchObject({ id: 1, title: 'Welcome to the new Bèl Chans' });
    expect(a.body).toContain('<h2>');
    expect(a.image.url).toMatch(/^\/media\/blog\//);
    for (const id of ['9999', 'abc', '1.5', '-1']) {
      const res = await get(`blogs/articles/article/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ success: false });
    }
  });

  it('answer in the session language for every one of the 8 languages', async () => {
    const titles = new Set<string>();
    for (const lang of LOCALES) {
      const a = article.parse(await json('blogs/articles/article/1', lang));
      titles.add(a.title);
      const { list } = categoryList.parse(await json('blogs/categories/articles', lang));
      const latest = articleList.parse(await json('blogs/articles/latest?limit=3', lang));
      expect(latest.list[0]?.title).toBe(a.title);
      if (lang !== 'en') expect(list[0]?.name, lang).not.toBe('News');
    }
    expect(titles.size).toBe(LOCALES.length);
    const fr = article.parse(await json('blogs/articles/article/1', 'fr'));
    expect(fr.title).toBe('Bienvenue sur le nouveau Bèl Chans');
    expect(fr.body).toContain('Voir toutes les promotions');
  });

  it('are not stored by shared caches (the language would stick)', async () => {
    const res = await get('blogs/articles/latest');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serve article SEO in the SEO shape, localised, 404 for unknown', async () => {
    const en = seo.parse(await json('blogs/articles/seo/2'));
    expect(en).toMatchObject({ pageTitle: 'How to deposit with MonCash | Bèl Chans', pageUrl: '/blog/2' });
    expect(en.pageDescription).toBe('Three steps from your MonCash wallet to your game balance.');
    expect(en.image).toMatch(/w=1200&h=630/);
    expect(en.robots).toBe('index, follow');
    const ht = seo.parse(await json('blogs/articles/seo/2', 'ht'));
    expect(ht.pageTitle).toBe('Kijan pou depoze ak MonCash | Bèl Chans');
    expect((await get('blogs/articles/seo/4242')).status).toBe(404);
  });
});

describe('seo/metadata per route', () => {
  const meta = async (path: string, lang?: string) =>
    seo.parse(await json(`seo/metadata?path=${encodeURIComponent(path)}`, lang));

  it('give every public route of docs/product.md#routes-list its own indexable title', async () => {
    const paths = ['/', '/blog', '/about', '/promo', '/clubs', '/clubs-list', '/top', '/sport', '/menu/sport-terms'];
    const titles = new Set<string>();
    for (const path of paths) {
      const m = await meta(path);
      expect(m.robots, path).toBe('index, follow');
      expect(m.pageUrl, path).toBe(path);
      expect(m.pageTitle, path).toMatch(/\| Bèl Chans$/);
      expect(m.pageDescription.length, path).toBeGreaterThan(10);
      expect(m.image, path).toBeTruthy();
      titles.add(m.pageTitle);
    }
    expect(titles.size).toBe(paths.length);
  });

  it("give a blog category page the category's name in the caller's language and the blog's description", async () => {
    const blog = await meta('/blog');
    const en = await meta('/blog/category/2');
    expect(en).toEqual({ ...blog, pageTitle: 'Guides | Bèl Chans', pageUrl: '/blog/category/2' });
    expect((await meta('/blog/category/2', 'ht')).pageTitle).toBe('Gid | Bèl Chans');
    // An unknown category gets the home page's row, as any unknown path.
    expect((await meta('/blog/category/999')).pageTitle).toBe((await meta('/')).pageTitle);
  });

  it('mark personal, cashier, history, sign-in and admin routes noindex', async () => {
    for (const path of [
      '/admin',
      '/personal',
      '/bets',
      '/payments',
      '/deposit',
      '/deposit/3',
      '/withdraw/7',
      '/payment_systems/2',
      '/bonuses',
      '/menu',
      '/login',
      '/login/google',
      '/register/web3',
      '/auth/google',
      '/loginTG',
      '/uikit',
    ]) {
      expect((await meta(path)).robots, path).toBe('noindex, nofollow');
    }
  });

  it('name articles (in the session language), games and canonical paths', async () => {
    expect(await meta('/blog/3')).toEqual(seo.parse(await json('blogs/articles/seo/3')));
    expect((await meta('/blog/3', 'de')).pageTitle).toBe('Borlette-Grundlagen: Bòlèt, Maryaj und Lotto | Bèl Chans');
    expect((await meta('/blog/3/?x=1#top')).pageUrl).toBe('/blog/3');
    expect((await meta('/index.html')).pageUrl).toBe('/');
    expect((await meta('/blog/99999')).pageTitle).toBe((await meta('/no/such/page')).pageTitle);
  });
});

import { expect, type Page } from '@playwright/test';
import { LayoutModel } from './layout.model';

/** /blog, /blog/{id} and /about as a player sees them, plus what the SEO writer put in <head>. */
export class BlogModel extends LayoutModel {
  constructor(page: Page) {
    super(page);
  }

  blog = () => this.page.getByTestId('blog');
  categories = () => this.page.getByRole('navigation', { name: 'Blog categories' });
  categorySection = (name: string) => this.page.getByRole('region', { name, exact: true });
  cards = () => this.page.getByTestId('blog-article-card');
  article = () => this.page.getByTestId('blog-article');
  about = () => this.page.getByTestId('about');

  canonical = () => this.page.locator('head link[rel="canonical"]');
  meta = (attribute: 'name' | 'property', key: string) => this.page.locator(`head meta[${attribute}="${key}"]`);

  async openBlog() {
    await this.goto('/blog');
    await expect(this.blog()).toHaveAttribute('data-state', 'ready');
  }

  async openArticle(id: number) {
    await this.goto(`/blog/${id}`);
    await expect(this.article()).toHaveAttribute('data-state', 'ready');
  }

  /** The SEO writer has put `title` (and the rest of that route's metadata) into <head>. */
  async expectSeo(seo: { title: string | RegExp; description?: string; path?: string; robots?: string }) {
    await expect(this.page).toHaveTitle(seo.title);
    if (seo.description !== undefined)
      await expect(this.meta('name', 'description')).toHaveAttribute('content', seo.description);
    if (seo.path !== undefined) {
      // This language's version of the page (docs/architecture.md#language-urls).
      const lang = await this.page.locator('html').getAttribute('lang');
      const url = new URL(`${seo.path}?lang=${lang}`, this.page.url()).href;
      await expect(this.canonical()).toHaveAttribute('href', url);
      await expect(this.meta('property', 'og:url')).toHaveAttribute('content', url);
    }
    if (seo.robots !== undefined) await expect(this.meta('name', 'robots')).toHaveAttribute('content', seo.robots);
  }
}

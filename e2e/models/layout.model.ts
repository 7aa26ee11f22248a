import { expect, type Page } from '@playwright/test';

/** The app layout as a player sees it: header, main content, footer, mobile tab bar. */
export class LayoutModel {
  constructor(readonly page: Page) {}

  header = () => this.page.getByTestId('site-header');
  main = () => this.page.locator('main#main');
  heading = () => this.page.getByRole('heading', { level: 1 });
  balance = () => this.page.getByTestId('header-balance').filter({ visible: true });
  loginLink = () => this.header().getByRole('link', { name: this.loginName });
  languageButton = () =>
    this.page.getByRole('button', { name: /^(Language|Lang|Langue|Язык|Sprache|Idioma|Dil|语言)/ });

  loginName: string | RegExp = 'Log in';

  /** Opens path and waits until it is ready; returns the document's response (its headers are checked). */
  async goto(path: string) {
    const response = await this.page.goto(path);
    await this.ready();
    return response;
  }

  /** The session check has finished and the page has its heading. */
  async ready() {
    await expect(this.page.locator('[data-session]')).not.toHaveAttribute('data-session', 'checking');
    await expect(this.heading()).toBeVisible();
  }

  /** Logs out the way a player does: the header button on desktop, the menu's on mobile. */
  async logOut() {
    if ((this.page.viewportSize()?.width ?? 0) < 1024) {
      await this.page.getByRole('link', { name: 'Profile' }).click();
      await expect(this.page).toHaveURL(/\/menu$/);
      await this.page.getByRole('button', { name: 'Log out' }).click();
    } else {
      await this.header().getByRole('button', { name: 'Log out' }).click();
    }
    await expect(this.page).toHaveURL(/\/$/);
  }

  async pickLanguage(label: string) {
    await this.languageButton().click();
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }
}

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

  /** The desktop header's account menu (docs/product.md#routes-header): its button, the menu it opens, an entry. */
  accountMenuButton = () => this.header().getByRole('button', { name: 'My account' });
  accountMenu = () => this.page.getByRole('menu', { name: 'My account' });
  accountMenuItem = (name: string | RegExp) => this.accountMenu().getByRole('menuitem', { name, exact: true });

  /** Opens the desktop account menu with a click on its button. */
  async openAccountMenu() {
    await this.accountMenuButton().click();
    await expect(this.accountMenu()).toBeVisible();
  }

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

  /** Logs out the way a player does: the header's account menu on desktop, the menu page's button on mobile. */
  async logOut() {
    if ((this.page.viewportSize()?.width ?? 0) < 1024) {
      await this.page.getByRole('link', { name: 'Profile' }).click();
      await expect(this.page).toHaveURL(/\/menu$/);
      await this.page.getByRole('button', { name: 'Log out' }).click();
    } else {
      await this.openAccountMenu();
      await this.accountMenuItem('Log out').click();
    }
    await expect(this.page).toHaveURL(/\/$/);
  }

  async pickLanguage(label: string) {
    await this.languageButton().click();
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }
}

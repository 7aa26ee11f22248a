import { expect, type Page } from '@playwright/test';

/** The first render waits for the session check and a lazily loaded route: allow a busy CI machine time. */
export const FIRST_RENDER = { timeout: 20_000 };

/** /menu (features/menu): own ID, balances, event progress, entry lists, social links, version. */
export class MenuModel {
  constructor(readonly page: Page) {}

  /** data-state: guest | player | admin. */
  root = () => this.page.getByTestId('menu');
  account = () => this.page.getByRole('navigation', { name: 'My account' });
  more = () => this.page.getByRole('navigation', { name: 'More' });
  /** An entry of either list by its visible name (new-tab entries carry '(opens in a new tab)'). */
  entry = (name: string) =>
    this.root().getByRole('link', { name: new RegExp(`^${name}( \\(opens in a new tab\\))?$`) });
  ownId = () => this.page.getByTestId('menu-own-id');
  ownIdValue = () => this.page.getByTestId('menu-own-id-value');
  copyButton = () => this.page.getByRole('button', { name: 'Copy ID' });
  logOut = () => this.account().getByRole('button', { name: 'Log out' });
  logIn = () => this.root().getByRole('link', { name: 'Log in' });
  downloadBanner = () => this.page.getByTestId('menu-download-banner');
  event = () => this.page.getByTestId('menu-event');
  // The menu's own list: the footer below it has one of the same name.
  social = () => this.root().getByRole('list', { name: 'Follow us' });
  version = () => this.page.getByTestId('menu-version');

  async goto(state: 'guest' | 'player' | 'admin') {
    await this.page.goto('/menu');
    await this.ready(state);
  }

  async ready(state: 'guest' | 'player' | 'admin') {
    await expect(this.root()).toHaveAttribute('data-state', state, FIRST_RENDER);
  }

  /** Every entry link's name (without the new-tab note), href and target, in page order. */
  async entries() {
    return this.root()
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => ({
          name: (link.textContent ?? '').replace('(opens in a new tab)', '').trim(),
          href: link.getAttribute('href'),
          target: link.getAttribute('target'),
          rel: link.getAttribute('rel'),
        })),
      );
  }
}

/** /menu/sport-terms: one link per section, each to the section's document in the rules language. */
export class SportTermsModel {
  constructor(readonly page: Page) {}

  root = () => this.page.getByTestId('sport-terms');
  /** Section links in page order (every link inside the section lists). */
  sections = () => this.root().getByRole('listitem').getByRole('link');
  section = (id: string) => this.root().getByRole('link', { name: new RegExp(`^${id.replace('.', '\\.')} `) });
  fallbackNote = () => this.page.getByTestId('sport-terms-fallback');

  async goto() {
    await this.page.goto('/menu/sport-terms');
    await expect(this.sections().first()).toBeVisible(FIRST_RENDER);
  }
}

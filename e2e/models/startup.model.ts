import { expect, type Page } from '@playwright/test';

export const STARTUP_TITLE = 'Important notice';
export const STARTUP_NOTICE =
  'Bets affected by a technical failure are settled at a coefficient of 1. Only money lost because of the failure is refunded.';

/**
 * docs/product.md#flows-startup-popup startup popup, docs/product.md#flows-app-start app start (cookies, landing
 * engagement, support chat).
 */
export class StartupModel {
  constructor(readonly page: Page) {}

  /** The machine's root: data-state coolingDown | due | shown (present once the lazy chunk has loaded). */
  root = () => this.page.getByTestId('startup-popup');
  dialog = () => this.page.getByRole('dialog', { name: STARTUP_TITLE });
  ok = () => this.dialog().getByRole('button', { name: 'OK', exact: true });
  supportButton = () => this.page.getByRole('button', { name: 'Support', exact: true });
  supportDialog = () => this.page.getByRole('dialog', { name: 'Contact support' });

  async expectState(state: 'coolingDown' | 'due' | 'shown') {
    await expect(this.root()).toHaveAttribute('data-state', state);
  }

  pageOverflow() {
    return this.page.evaluate(() => document.documentElement.style.overflow);
  }

  shownAt() {
    return this.page.evaluate(() => Number(localStorage.getItem('startup_popup_shown_at')));
  }

  /** The analytics events the app pushed to the tag manager's data layer. */
  analyticsEvents() {
    return this.page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((e) => e.event),
    );
  }
}

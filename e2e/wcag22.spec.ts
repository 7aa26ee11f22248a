// WCAG 2.2 AA criteria that act on one page (docs/architecture.md#quality); the ones every route is walked for (target
// size, focus not obscured, consistent help) run in e2e/text-fit.spec.ts with e2e/a11y-wcag22.ts.
// - 3.3.8 accessible authentication: every code and password field takes a paste and says what it holds (autocomplete),
//   so a password manager or the phone's SMS suggestion fills it and nobody has to transcribe.
// - 3.3.7 redundant entry: what a step already asked is shown, not asked again.
// - 2.5.7 dragging movements: the carousels and the club map work with buttons.
// - 2.4.11 focus not obscured: element.focus() in tab order, which the walk uses, moves focus and the page as Tab does.
// - and axe as every spec runs it (expectAxeClean, fixtures.ts): it finds a fault in the page and in a frame in it.
import type { Locator, Page } from '@playwright/test';
import { TABBABLE } from './a11y-wcag22';
import { axeResults, expect, isMobile, test } from './fixtures';
import { ClubsModel } from './models/clubs.model';
import { openReturnOfOwnLink, uniqueEmail } from './models/google-return';
import { createPlayer, createSocialPlayer, logInAs, logInWithGoogle } from './models/players';
import { PromoModel } from './models/promo.model';

/**
 * Pastes `text` into `field` as the browser does on Ctrl+V: a paste event the page may cancel, then the text inserted
 * where the caret is (which fires the input event the app listens to). The field must show it.
 */
async function expectPasteAccepted(field: Locator, text: string, shown = text) {
  await field.fill('');
  const accepted = await field.evaluate((el: HTMLInputElement, text) => {
    el.focus();
    const data = new DataTransfer();
    data.setData('text/plain', text);
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    if (!el.dispatchEvent(paste)) return false;
    document.execCommand('insertText', false, text);
    return true;
  }, text);
  expect(accepted, 'the paste event is not cancelled').toBe(true);
  await expect(field).toHaveValue(shown);
}

test.describe('3.3.8 accessible authentication: codes and passwords take a paste and say what they are', () => {
  test('the sign-in and registration forms', async ({ page }) => {
    test.skip(isMobile(page), 'the same forms in both layouts');
    await page.goto('/login');
    const login = page.getByRole('main');
    await expect(login.getByLabel('Phone number', { exact: true })).toHaveAttribute('autocomplete', 'tel-national');
    await expectPasteAccepted(login.getByLabel('Phone number', { exact: true }), '37000001');
    await expect(login.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await expectPasteAccepted(login.getByLabel('Password', { exact: true }), 'demo1234');

    await page.goto('/register');
    const form = page.getByTestId('registration-form');
    await expect(form.getByLabel('Phone number', { exact: true })).toHaveAttribute('autocomplete', 'tel-national');
    await expectPasteAccepted(form.getByLabel('Phone number', { exact: true }), '37001122');
    await expect(form.getByLabel('SMS code', { exact: true })).toHaveAttribute('autocomplete', 'one-time-code');
    await expectPasteAccepted(form.getByLabel('SMS code', { exact: true }), '123456');
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
    await expectPasteAccepted(form.getByLabel('Password', { exact: true }), 'n3w-Secret!');
    // A promo code is not a secret to remember: no autofill, but a paste.
    await expectPasteAccepted(form.getByLabel('Promo code (optional)'), 'WELCOME100');
  });

  test("a Google sign-up's phone and SMS code", async ({ page }) => {
    test.skip(isMobile(page), 'the same form in both layouts');
    await openReturnOfOwnLink(page, uniqueEmail('wcag'));
    await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible({ timeout: 15_000 });
    const phone = page.getByLabel('Phone number', { exact: true });
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await expectPasteAccepted(phone, '37001133');
    const code = page.getByLabel('SMS code', { exact: true });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expectPasteAccepted(code, '654321');
  });

  test('the break confirmation password; the break chosen is shown, not asked again (3.3.7)', async ({ page }) => {
    test.skip(isMobile(page), 'the same panel in both layouts');
    const player = await createPlayer(page.request, { balance: 10 });
    await logInAs(page, player, '/personal#limits');
    const panel = page.getByTestId('account-break');
    await panel.getByRole('radio', { name: '6 months' }).check();
    await panel.getByRole('button', { name: 'Continue' }).click();
    // 3.3.7: the confirmation step repeats the choice and does not ask for it again.
    await expect(panel.getByTestId('break-choice')).toHaveText('Self-exclusion: 6 months');
    await expect(panel.getByRole('radio')).toHaveCount(0);
    const password = panel.getByLabel('Type your password to confirm');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expectPasteAccepted(password, player.password);
  });

  test('the break confirmation SMS code of a player without a password', async ({ page }) => {
    test.skip(isMobile(page), 'the same panel in both layouts');
    const player = await createSocialPlayer(page.request, { phone: true });
    await logInWithGoogle(page, player, '/personal#limits');
    const panel = page.getByTestId('account-break');
    await panel.getByRole('radio', { name: '24 hours' }).check();
    await panel.getByRole('button', { name: 'Continue' }).click();
    const code = panel.getByLabel('Type the SMS code to confirm');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // The message's spacing goes: the field keeps the digits.
    await expectPasteAccepted(code, '123 456', '123456');
  });

  test('the promo code', async ({ page }) => {
    test.skip(isMobile(page), 'the same form in both layouts');
    const player = await createPlayer(page.request, { balance: 10 });
    await logInAs(page, player, '/promo');
    const promo = new PromoModel(page);
    await promo.ready();
    await promo.openForm();
    await expectPasteAccepted(promo.input(), 'WELCOME100');
  });
});

/** The carousels of `page` that can move (Swiper not locked: more slides than it shows). */
async function movableCarousels(page: Page) {
  const carousels = page.getByTestId('carousel');
  const movable: Locator[] = [];
  for (const carousel of await carousels.all()) {
    const locked = await carousel.locator('.swiper').evaluate((el) => el.classList.contains('swiper-lock'));
    if (!locked) movable.push(carousel);
  }
  return movable;
}

test('2.5.7 dragging: every carousel of the home page moves with its buttons, in both layouts', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  // The banners become a carousel when the page is idle (src/features/games/banner-carousel.tsx); the rows when near.
  await expect(page.getByTestId('banner-carousel').getByTestId('carousel')).toBeVisible({ timeout: 15_000 });
  // The banners, the popular games and the blog (docs/product.md#routes-list): the page is scrolled down to the last.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 800);
        return page.getByTestId('carousel').count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(3);
  // A carousel whose slides all show (Swiper locked) has nothing to drag; the banners always have more than one.
  expect((await movableCarousels(page)).length).toBeGreaterThanOrEqual(1);
  for (const carousel of await movableCarousels(page)) {
    const name = (await carousel.getAttribute('aria-label')) ?? '';
    await test.step(name, async () => {
      await carousel.scrollIntoViewIfNeeded();
      const next = carousel.getByRole('button', { name: 'Next' });
      const previous = carousel.getByRole('button', { name: 'Previous' });
      await expect(next, `${name}: a Next button`).toBeVisible();
      await expect(previous, `${name}: a Previous button`).toBeVisible();
      // The mouse over the carousel holds its autoplay (src/ui/carousel.tsx), so that only the buttons move it: a
      // tick between reading the slide and pressing Next would move it one further.
      await carousel.hover();
      await expect(carousel).not.toHaveAttribute('data-autoplay', 'running');
      const before = Number(await carousel.getAttribute('data-active-index'));
      await next.click();
      await expect(carousel).not.toHaveAttribute('data-active-index', String(before));
      await previous.click();
      await expect(carousel).toHaveAttribute('data-active-index', String(before));
      // 2.4.11: Tab through the slides brings each one it reaches into view (the walk's element.focus() leaves this
      // to the carousel: e2e/a11y-wcag22.ts).
      await carousel.locator('.swiper-slide :is(a, button)').first().focus();
      // Past the slides the widest layout shows at once (docs/product.md#constants), into those it brings in.
      const slides = Math.min(await carousel.locator('.swiper-slide').count(), 7);
      for (let i = 1; i < slides; i++) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        if (!(await focused.evaluate((el) => !!el.closest('.swiper-slide')))) break;
        await expect(focused, `${name}: slide ${i + 1} in view when focused`).toBeInViewport();
      }
    });
  }
});

test('a slide focused in the frame before the page changes throws nothing', async ({ page }) => {
  // Swiper brings a focused slide in on the next frame (src/ui/carousel.tsx): the carousel may be gone by then, as
  // when the text-fit walk focuses every control and goes on to the next route. The fixture fails on a page error.
  await page.goto('/');
  await expect(page.getByTestId('banner-carousel').getByTestId('carousel')).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => {
    const slides = document.querySelectorAll<HTMLElement>('[data-testid=banner-carousel] .swiper-slide :is(a, button)');
    slides[slides.length - 1]?.focus();
    history.pushState(null, '', '/about');
  });
  await expect(page.getByTestId('carousel')).toHaveCount(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
});

test('2.5.7 dragging: the club map zooms with its buttons and a club is found with its button', async ({ page }) => {
  const clubs = new ClubsModel(page);
  await clubs.gotoMap();
  const spread = async () => {
    const at = Object.values(await clubs.markerCentres(clubs.markers()));
    return Math.max(...at.map((p) => p.x)) - Math.min(...at.map((p) => p.x));
  };
  const before = await spread();
  await clubs.map().getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(spread, 'the markers move apart').toBeGreaterThan(before * 1.5);
  await clubs.map().getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(spread, 'and back together').toBeLessThan(before * 1.2);
  // No pan needed to reach a club: its button beside the map brings it in view with its details.
  const [first] = await clubs.clubs();
  await clubs.showButton(first?.info.name ?? '').click();
  await expect(clubs.popup()).toBeVisible();
  await expect(clubs.popup()).toContainText(first?.info.name ?? '');
});

test('2.4.11: element.focus() in tab order visits and scrolls as Tab does', async ({ page }) => {
  await page.goto('/');
  // The banners as the carousel they become when the page is idle, so both walks see the same controls.
  await expect(page.getByTestId('banner-carousel').getByTestId('carousel')).toBeVisible({ timeout: 15_000 });
  // The walk's order (e2e/a11y-wcag22.ts obscuredFocus): focusable, shown, tabindex >= 0, document order.
  const describe = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.textContent?.trim().slice(0, 20)} @${Math.round(scrollY)}`;
    });
  const byTab: string[] = [];
  for (let i = 0; i < 50; i++) {
    await page.keyboard.press('Tab');
    byTab.push(await describe());
  }
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
  });
  const byFocus = await page.evaluate((selector) => {
    const seen: string[] = [];
    const all = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        !el.closest('[inert]') &&
        el.checkVisibility({ visibilityProperty: true }),
    );
    for (const el of all.slice(0, 50)) {
      el.focus({ focusVisible: true } as FocusOptions);
      seen.push(
        `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.textContent?.trim().slice(0, 20)} @${Math.round(scrollY)}`,
      );
    }
    return seen;
  }, TABBABLE);
  expect(byFocus).toEqual(byTab);
});

test('axe as the specs run it finds faults in the page and in a frame, only where asked', async ({ page }) => {
  test.skip(!isMobile(page), 'the runner is the same in both layouts');
  await page.goto('/games/slots/1');
  const game = page.frameLocator('iframe').locator('body');
  await expect(game).toBeVisible();
  // A button with no name, in the page and in the game's document (the stand-in provider, server/dev).
  const addNameless = (id: string) => {
    const button = document.createElement('button');
    button.id = id;
    document.body.append(button);
  };
  await page.evaluate(addNameless, 'nameless-here');
  const frame = page.frames().find((f) => f !== page.mainFrame());
  await frame?.evaluate(addNameless, 'nameless-in-frame');
  const buttonName = async (include?: string) =>
    (await axeResults(page, { include })).violations
      .filter((v) => v.id === 'button-name')
      .flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  expect((await buttonName()).sort()).toEqual(['#nameless-here', 'iframe #nameless-in-frame']);
  // Run again on the same document (axe stays in it between runs), and over one part only.
  expect(await buttonName('#nameless-here')).toEqual(['#nameless-here']);
  expect(await buttonName('header')).toEqual([]);
});

// UI path tests for the game tiles' login modal: every shortest path of loginModalMachine, walked on / for a guest
// (docs/product.md#flows-login-modal). A guest's launch of a game that is not a demo opens it with the sign-in form;
// each way of closing it is walked: the close button, the backdrop and Escape (focus back on the tile), the Sign up
// and Google links (which leave the lobby), a sign-in in the modal's own form (the session checks again, held here
// until the path answers it: found signed in, the launch goes on to the game's page; a failed check shows the form
// again), and the session becoming signed in by itself: the player signed in elsewhere (another tab, here the
// context's own request) and the connection came back, so the session checks again and finds the player.
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { loginModalMachine } from '../src/machines/login-modal/login-modal.machine';
import { selectLoginModalState } from '../src/machines/login-modal/login-modal.selectors';
import { expect, expectAxeClean, park, test } from './fixtures';
import { GamesModel, gamePagePath, seedGame } from './models/games.model';
import { LoginModel } from './models/login.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer } from './models/players';

/** A single game that is not a demo: a guest is asked to log in (seeded). */
const PAID = 'citadelle-treasure';

const keyOf = (event: UiEvent) => (event.via ? `${event.type} (${String(event.via)})` : event.type);

test('login modal: every shortest path of the machine, step by step on the lobby', async ({ page }) => {
  const games = new GamesModel(page);
  const modal = () => games.loginModal();
  const form = new LoginModel(page);
  const tile = () => games.tile(PAID);
  const root = () => page.getByTestId('login-modal-flow');
  const header = () => page.getByTestId('site-header');
  const player = await createPlayer(page.request);
  const paid = await seedGame(page.request, PAID);

  // The session's check after a sign-in in the modal: held until the path says how it ends.
  let holdSessionCheck = false;
  let heldChecks: Route[] = [];
  await page.route('**/api/session', (route) => {
    if (!holdSessionCheck) return route.fallback();
    heldChecks.push(route);
  });
  const takeHeldCheck = async () => {
    await expect.poll(() => heldChecks.length, { message: 'the session should check again' }).toBeGreaterThan(0);
    holdSessionCheck = false;
    const [route] = heldChecks;
    heldChecks = [];
    return route!;
  };

  const launchFromKeyboard = async (p: Page) => {
    await tile().focus();
    await p.keyboard.press('Enter');
  };

  /** The launch went on once signed in: the game's page, playing for the player with the real balance. */
  const onTheGamePage = async (p: Page) => {
    await expect(p).toHaveURL(new RegExp(`${gamePagePath(paid)}$`));
    await expect(p.locator('[data-session]')).toHaveAttribute('data-session', 'authenticated');
    await expect(p.frameLocator('[data-testid=game-frame] iframe').locator('#demo-game')).toHaveAttribute(
      'data-balance-type',
      '0',
    );
    await expect(modal()).toHaveCount(0);
  };

  const flow: UiFlow<typeof loginModalMachine> = {
    machine: loginModalMachine,
    events: (s) => {
      const events: UiEvent[] = [
        { type: 'login.open' },
        { type: 'login.dismiss', via: 'Escape' },
        { type: 'login.dismiss', via: 'close button' },
        { type: 'login.dismiss', via: 'backdrop' },
        { type: 'login.follow', via: 'Sign up' },
        { type: 'login.follow', via: 'Continue with Google' },
        { type: 'login.succeed' },
        { type: 'session.signedOut' },
      ];
      // Signed in elsewhere while the form shows; found signed in by the check the form's sign-in started.
      events.push({ type: 'session.signedIn', via: s.matches('signingIn') ? 'the check' : 'another tab' });
      return events;
    },
    eventKey: keyOf,
    dataState: selectLoginModalState,
    // Closed by each way is a vertex of its own, so every way is walked.
    serializeState: (s: AnyMachineSnapshot, event) =>
      JSON.stringify([selectLoginModalState(s), event ? keyOf(event) : null]),
    root,
    open: async (p) => {
      holdSessionCheck = false;
      for (const route of heldChecks) await route.fallback();
      heldChecks = [];
      // The last path may have signed in: its page is left before its session goes, or its next read (the live
      // balance) would be refused under it.
      await park(p);
      await p.context().clearCookies();
      await games.openHome();
      await expect(header().getByRole('link', { name: 'Log in' })).toBeVisible();
      // The modal's flow loads with the first launch (docs/architecture.md, "Performance"): a launch dismissed
      // at once gives the walk its closed modal to start from.
      await launchFromKeyboard(p);
      await expect(modal()).toBeVisible();
      await p.keyboard.press('Escape');
      await expect(modal()).toBeHidden();
    },
    actions: {
      'login.open': launchFromKeyboard,
      'login.dismiss (Escape)': (p) => p.keyboard.press('Escape'),
      'login.dismiss (close button)': () => modal().getByRole('button', { name: 'Close' }).click(),
      // A click on the dimmed page around the dialog.
      'login.dismiss (backdrop)': (p) => p.mouse.click(4, 4),
      'login.follow (Sign up)': () => modal().getByRole('link', { name: 'Sign up' }).click(),
      'login.follow (Continue with Google)': () => modal().getByRole('link', { name: 'Continue with Google' }).click(),
      // The modal's own form, answered by the reference server; the session's check that follows is held.
      'login.succeed': async () => {
        await expect(form.form()).toHaveAttribute('data-state', 'editing');
        await form.phone().fill(player.national);
        await form.password().fill(player.password);
        holdSessionCheck = true;
        await form.submit().click();
      },
      'session.signedIn (the check)': async () => (await takeHeldCheck()).fallback(),
      // The check fails (a reply the app cannot read, which is not retried): nothing says the player is signed in.
      'session.signedOut': async () => (await takeHeldCheck()).fulfill({ json: { signed: 'maybe' } }),
      'session.signedIn (another tab)': async (p) => {
        const reply = await p.request.post('/api/v1/authorize', {
          data: { login: player.phone, password: player.password },
        });
        expect(reply.ok(), await reply.text()).toBe(true);
        await p.context().setOffline(true);
        await p.context().setOffline(false);
      },
    },
    states: {
      'loginModal.closed': {
        when: (_s, event) => event?.type === 'login.follow' || event?.type === 'session.signedIn',
        leavesPage: async (p, _s, event) => {
          if (event?.type === 'session.signedIn') return onTheGamePage(p);
          await expect(p).toHaveURL(event?.via === 'Sign up' ? /\/register$/ : /\/login\/google$/);
          await expect(modal()).toHaveCount(0);
        },
        stays: async (p) => {
          await expect(modal()).toBeHidden();
          await expect(p).toHaveURL(/\/$/);
          // Still a guest, with focus back on the tile that opened the modal.
          await expect(tile()).toHaveAttribute('data-locked', 'true');
          await expect(tile()).toBeFocused();
        },
      },
      'loginModal.open': async () => {
        await expect(modal()).toBeVisible();
        await expect(modal().getByRole('heading', { name: 'Log in to play' })).toBeVisible();
        // The sign-in form itself: the registration's country select, Haiti by default, and the password.
        await expect(form.form()).toHaveAttribute('data-state', 'editing');
        await expect(form.country()).toHaveValue('HTI');
        await expect(form.phoneCode()).toHaveValue('+509');
        await expect(form.password()).toBeVisible();
        await expect(modal().getByTestId('sign-in-services').locator('[data-service]')).toHaveCount(3);
        await expect(modal().getByRole('alert')).toHaveCount(0);
        await expectAxeClean(page, { include: '[data-testid=login-modal]' });
      },
      'loginModal.signingIn': async () => {
        await expect(modal()).toBeVisible();
        await expect(modal().getByTestId('login-modal-signing-in')).toContainText('Signing you in…');
        await expect(form.form()).toHaveCount(0);
        await expect(page).toHaveURL(/\/$/);
      },
      'loginModal.signInFailed': async () => {
        await expect(modal().getByRole('alert')).toHaveText(
          'Your sign-in could not be confirmed. Please log in again.',
        );
        await expect(form.form()).toHaveAttribute('data-state', 'editing');
        await expect(modal().getByTestId('login-modal-signing-in')).toHaveCount(0);
        await expectAxeClean(page, { include: '[data-testid=login-modal]' });
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name).sort()).toEqual(
    expect.arrayContaining([
      'login.open → open, login.dismiss (Escape) → closed',
      'login.open → open, login.dismiss (close button) → closed',
      'login.open → open, login.dismiss (backdrop) → closed',
      'login.open → open, login.follow (Sign up) → closed',
      'login.open → open, login.follow (Continue with Google) → closed',
      'login.open → open, session.signedIn (another tab) → closed',
      'login.open → open, login.succeed → signingIn, session.signedIn (the check) → closed',
      'login.open → open, login.succeed → signingIn, session.signedOut → signInFailed',
    ]),
  );
});

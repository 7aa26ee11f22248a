// UI path tests for the game tiles' login modal: every shortest path of loginModalMachine, walked on / for a
// guest. A guest's launch of a game that is not a demo opens it; each way of closing it is walked: the close
// button, the backdrop and Escape (focus back on the tile), the Log in and Sign up links (which leave the
// lobby), and the session becoming signed in: the player signed in elsewhere (another tab, here the context's
// own request) and the connection came back, so the session checks again and finds the player.
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { loginModalMachine } from '../src/machines/login-modal/login-modal.machine';
import { selectLoginModalState } from '../src/machines/login-modal/login-modal.selectors';
import { expect, expectAxeClean, test } from './fixtures';
import { GamesModel } from './models/games.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer } from './models/players';

/** A single game that is not a demo: a guest is asked to log in (seeded). */
const PAID = 'citadelle-treasure';

const keyOf = (event: UiEvent) => (event.via ? `${event.type} (${String(event.via)})` : event.type);

test('login modal: every shortest path of the machine, step by step on the lobby', async ({ page }) => {
  const games = new GamesModel(page);
  const modal = () => games.loginModal();
  const tile = () => games.tile(PAID);
  const root = () => page.getByTestId('login-modal-flow');
  const header = () => page.getByTestId('site-header');

  const launchFromKeyboard = async (p: Page) => {
    await tile().focus();
    await p.keyboard.press('Enter');
  };

  const flow: UiFlow<typeof loginModalMachine> = {
    machine: loginModalMachine,
    events: [
      { type: 'login.open' },
      { type: 'login.dismiss', via: 'Escape' },
      { type: 'login.dismiss', via: 'close button' },
      { type: 'login.dismiss', via: 'backdrop' },
      { type: 'login.follow', via: 'Log in' },
      { type: 'login.follow', via: 'Sign up' },
      { type: 'session.signedIn' },
    ],
    eventKey: keyOf,
    dataState: selectLoginModalState,
    // Closed by each way is a vertex of its own, so every way is walked.
    serializeState: (s: AnyMachineSnapshot, event) =>
      JSON.stringify([selectLoginModalState(s), event ? keyOf(event) : null]),
    root,
    open: async (p) => {
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
      'login.follow (Log in)': () => modal().getByRole('link', { name: 'Log in' }).click(),
      'login.follow (Sign up)': () => modal().getByRole('link', { name: 'Sign up' }).click(),
      'session.signedIn': async (p) => {
        const player = await createPlayer(p.request);
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
        when: (_s, event) => event?.type === 'login.follow',
        leavesPage: async (p, _s, event) => {
          await expect(p).toHaveURL(event?.via === 'Sign up' ? /\/register$/ : /\/login$/);
          await expect(modal()).toHaveCount(0);
        },
        stays: async (_p, _s, event) => {
          await expect(modal()).toBeHidden();
          if (event?.type === 'session.signedIn') {
            // Signed in: the header has the player's balance, and the tile is no longer locked.
            await expect(header().getByRole('link', { name: 'Log in' })).toHaveCount(0);
            await expect(tile()).not.toHaveAttribute('data-locked');
          } else {
            // Still a guest, with focus back on the tile that opened the modal.
            await expect(tile()).toHaveAttribute('data-locked', 'true');
            await expect(tile()).toBeFocused();
          }
        },
      },
      'loginModal.open': async () => {
        await expect(modal()).toBeVisible();
        await expect(modal().getByRole('heading')).toBeVisible();
        await expect(modal().getByRole('link', { name: 'Log in' })).toBeVisible();
        await expect(modal().getByRole('link', { name: 'Sign up' })).toBeVisible();
        await expectAxeClean(page, { include: '[data-testid=login-modal]' });
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name).sort()).toEqual(
    [
      '(initial) closed',
      'login.open → open',
      'login.open → open, login.dismiss (Escape) → closed',
      'login.open → open, login.dismiss (close button) → closed',
      'login.open → open, login.dismiss (backdrop) → closed',
      'login.open → open, login.follow (Log in) → closed',
      'login.open → open, login.follow (Sign up) → closed',
      'login.open → open, session.signedIn → closed',
    ].sort(),
  );
});

// UI path tests for the session (docs/architecture.md): every shortest path of sessionMachine, walked in the
// real UI with a player of the reference server. The app root carries the machine's full state in data-state
// (data-session only has its top level); the header shows what the player sees of it: nothing while the
// session is checked, "Log in" when signed out, the balance (an ellipsis while it loads, a dash when it could
// not) and "Log out" when signed in (the menu page's button on the phone, the account menu's entry on the desktop). The session is checked again when the connection comes back (the page's
// `online` event), which is how a signed-in player reaches verifying without a failing payment page. The
// account load (profile + balance) and the balance refresh ask the same balance URL: the refresh is the
// balance request made while the account is ready, so only that one is held as loadBalance's.
import type { AnyMachineSnapshot } from 'xstate';
import { sessionMachine } from '../src/machines/session/session.machine';
import { selectSessionFullState } from '../src/machines/session/session.selectors';
import { expect, test } from './fixtures';
import { LayoutModel } from './models/layout.model';
import { LoginModel } from './models/login.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { createPlayer } from './models/players';

/** The player's opening balance as the header writes it (spec: amount, then currency). */
const BALANCE_LABEL = 'Balance: 250 HTG';
const UNREACHABLE = 'The server cannot be reached right now.';
/** What the graph's simulated account carries (the reference server's update_rate is the 10 s default). */
const ACCOUNT = {
  profile: { user_id: 1 },
  balance: { balance: 250, bonus_balance: 0, currency: 'HTG', update_rate: 10_000 },
};

const eventKey = (event: UiEvent) =>
  event.type === 'xstate.done.actor.loadSession' || event.type === 'xstate.done.actor.checkAuthorization'
    ? `${event.type} (${(event.output as { authenticated: boolean }).authenticated ? 'signed in' : 'signed out'})`
    : event.type;

const sessionAnswers = (invoke: 'loadSession' | 'checkAuthorization') => [
  { type: `xstate.done.actor.${invoke}`, output: { authenticated: true } },
  { type: `xstate.done.actor.${invoke}`, output: { authenticated: false } },
  { type: `xstate.error.actor.${invoke}`, error: new Error('network') },
];

test('session: every shortest path of the machine, step by step in the UI', async ({
  page,
  request,
  consoleWatch,
}, testInfo) => {
  // Failed replies are network failures (never retried, so each held request is the only one).
  consoleWatch.allowNetworkErrors();
  const phone = testInfo.project.name === 'mobile';
  const layout = new LayoutModel(page);
  const login = new LoginModel(page);
  const player = await createPlayer(request, { balance: 250 });
  const root = () => page.locator('[data-session]');
  const notice = () => page.getByTestId('connection-notice');
  /** The phone menu's Log out (/menu, through the Profile link). */
  const logoutButton = () => page.getByRole('main').getByRole('button', { name: 'Log out' });
  /** Set by the ready state's check: the next balance request is the refresh (see the header comment). */
  let nextBalanceIsRefresh = false;
  const notReady = () => {
    nextBalanceIsRefresh = false;
  };

  const signedInHeader = async (s: AnyMachineSnapshot, failed = false) => {
    await expect(layout.loginLink()).toHaveCount(0);
    if (s.context.balance) {
      await expect(layout.balance()).toHaveAccessibleName(BALANCE_LABEL);
      await expect(layout.balance()).not.toHaveAttribute('aria-busy');
    } else if (failed) {
      await expect(layout.balance()).toHaveAccessibleName('Balance: —');
      await expect(layout.balance()).not.toHaveAttribute('aria-busy');
    } else {
      await expect(layout.balance()).toHaveAccessibleName('Balance: …');
      await expect(layout.balance()).toHaveAttribute('aria-busy', 'true');
    }
    await expect(notice()).toHaveCount(0);
    if (phone) await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    if (phone && page.url().endsWith('/menu')) await expect(logoutButton()).toBeEnabled();
    // On the desktop, Log out is in the account menu, whose button is not busy.
    if (!phone) {
      await expect(layout.accountMenuButton()).toBeEnabled();
      await expect(layout.accountMenuButton()).not.toHaveAttribute('aria-busy');
    }
  };

  // The live balance stream is refused here: while it is up the balance timer rests (docs/product.md#flows-live-balance,
  // walked in flow-paths-live-balance.spec.ts), and this walk is about the session's own refresh.
  await page.route('**/api/v1/user/events', (route) => route.abort('failed'));

  const flow: UiFlow<typeof sessionMachine> = {
    machine: sessionMachine,
    events: (s) => {
      if (s.matches('checking')) return sessionAnswers('loadSession');
      // docs/product.md#roles: a signed-in player's check is GET check_authorization.
      if (s.matches({ authenticated: 'verifying' })) return sessionAnswers('checkAuthorization');
      if (s.matches('unauthenticated')) return [{ type: 'session.authorize' }, { type: 'session.check' }];
      if (s.matches({ authenticated: 'loadingAccount' })) {
        return [
          { type: 'xstate.done.actor.loadAccount', output: ACCOUNT },
          { type: 'xstate.error.actor.loadAccount', error: new Error('network') },
        ];
      }
      if (s.matches({ authenticated: 'refreshingBalance' })) {
        return [
          { type: 'xstate.done.actor.loadBalance', output: ACCOUNT.balance },
          { type: 'xstate.error.actor.loadBalance', error: new Error('network') },
        ];
      }
      if (s.matches('loggingOut')) {
        return [
          { type: 'xstate.done.actor.logout' },
          { type: 'xstate.error.actor.logout', error: new Error('network') },
        ];
      }
      // Leaving a state whose request is still held would leave the request for the next state's take.
      if (s.matches({ authenticated: 'ready' })) {
        return [
          { type: 'xstate.after.balanceRefresh.session.authenticated.ready' },
          { type: 'session.logout' },
          { type: 'session.check' },
        ];
      }
      if (s.matches({ authenticated: 'accountFailed' })) {
        return [
          { type: 'xstate.after.balanceRefresh.session.authenticated.accountFailed' },
          { type: 'session.logout' },
          { type: 'session.check' },
        ];
      }
      return [];
    },
    dataState: selectSessionFullState,
    // What the header shows differs with a balance, and the event that led to a state (which also says whether
    // the server was unreachable) is part of the vertex so every way into a state is walked (a logout refused, a check that finds the
    // player signed out...), not only the first one found.
    serializeState: (s, event) =>
      JSON.stringify([
        selectSessionFullState(s),
        s.context.balance !== null,
        // An error kept from before (a failed account load) makes its own vertex of these two, so a check that
        // finds the player signed out, or signed in without an account, is walked from a signed-in state too.
        (s.matches('unauthenticated') || s.matches({ authenticated: 'loadingAccount' })) && s.context.error !== null,
        event ? eventKey(event) : null,
      ]),
    eventKey,
    root,
    open: async (p) => {
      notReady();
      // Signed in on the server for every path; a "signed out" answer is the server's own, asked without it.
      const reply = await p.request.post('/api/v1/authorize', {
        data: { login: player.phone, password: player.password },
      });
      expect(reply.ok(), await reply.text()).toBe(true);
      await p.goto('/');
    },
    clock: true,
    actions: {
      'session.logout': async (p) => {
        notReady();
        if (phone) {
          await p.getByRole('link', { name: 'Profile' }).click();
          await expect(p).toHaveURL(/\/menu$/);
          await logoutButton().click();
        } else {
          await layout.openAccountMenu();
          await layout.accountMenuItem('Log out').click();
        }
      },
      // The connection drops and comes back: the app checks the session again.
      'session.check': async (p) => {
        notReady();
        await p.context().setOffline(true);
        await expect(p.getByTestId('offline-notice')).toBeVisible();
        await p.context().setOffline(false);
        await expect(p.getByTestId('offline-notice')).toHaveCount(0);
      },
      'session.authorize': async () => {
        await layout.loginLink().click();
        await login.logIn(player.national, player.password);
      },
    },
    requests: {
      loadSession: {
        url: '**/api/session',
        method: 'GET',
        error: (route) => route.abort('failed'),
        // The reference server's own answer; signed out: its answer to a client without the page's cookie
        // (the test's own request context; the browser adds its cookie to a continued request).
        done: async (route, event) => {
          if ((event.output as { authenticated: boolean }).authenticated) return route.continue();
          await route.fulfill({ response: await request.get('/api/session') });
        },
      },
      checkAuthorization: {
        url: '**/api/v1/check_authorization',
        method: 'GET',
        error: (route) => route.abort('failed'),
        // Signed out: the server's answer to a client without the page's cookie.
        done: async (route, event) => {
          if ((event.output as { authenticated: boolean }).authenticated) return route.continue();
          await route.fulfill({ response: await request.get('/api/v1/check_authorization') });
        },
      },
      // The account's profile (its balance goes through: the profile alone decides the load).
      loadAccount: {
        url: '**/api/v1/user/profile/info?version=2',
        method: 'GET',
        error: (route) => route.abort('failed'),
      },
      loadBalance: {
        url: (url) => url.pathname.endsWith('/user/balance/info') && nextBalanceIsRefresh,
        method: 'GET',
        error: (route) => route.abort('failed'),
      },
      logout: {
        url: '**/api/v1/logout',
        error: (route) => route.abort('failed'),
      },
    },
    states: {
      'session.checking': async () => {
        notReady();
        await expect(root()).toHaveAttribute('data-session', 'checking');
        await expect(layout.loginLink()).toHaveCount(0);
        await expect(page.getByTestId('header-balance')).toHaveCount(0);
      },
      'session.unauthenticated': async (p, s, event) => {
        notReady();
        await expect(root()).toHaveAttribute('data-session', 'unauthenticated');
        await expect(layout.loginLink()).toBeVisible();
        await expect(page.getByTestId('header-balance')).toHaveCount(0);
        if (s.context.error) {
          await expect(notice()).toContainText(UNREACHABLE);
          await expect(notice().getByRole('button', { name: 'Try again' })).toBeEnabled();
        } else {
          await expect(notice()).toHaveCount(0);
        }
        // Signing out (or being found signed out by the check) goes home; after a logout the server ended it.
        await expect(p).toHaveURL(/\/$/);
        if (event?.type === 'xstate.done.actor.logout') {
          expect((await (await p.request.get('/api/session')).json()).authenticated).toBe(false);
        }
      },
      'session.authenticated.verifying': async (_p, s) => {
        notReady();
        await expect(root()).toHaveAttribute('data-session', 'authenticated');
        await signedInHeader(s);
      },
      'session.authenticated.loadingAccount': async (_p, s) => {
        notReady();
        await expect(root()).toHaveAttribute('data-session', 'authenticated');
        await signedInHeader(s);
      },
      'session.authenticated.accountFailed': async (_p, s) => {
        notReady();
        await signedInHeader(s, true);
      },
      'session.authenticated.ready': async (_p, s) => {
        await signedInHeader(s);
        nextBalanceIsRefresh = true;
      },
      // The refresh's request may reach the test after the page shows this state: the mark stays until the step
      // that answers it has taken it (the next state's check sets it again or clears it).
      'session.authenticated.refreshingBalance': async (_p, s) => {
        await signedInHeader(s);
      },
      // Logging out still shows the balance; the phone's Log out button waits, disabled and busy, and on the desktop
      // the account menu, closed by the choice, says it is busy.
      'session.loggingOut': async (_p, s) => {
        notReady();
        await expect(root()).toHaveAttribute('data-session', 'loggingOut');
        if (phone) {
          await expect(logoutButton()).toBeDisabled();
          await expect(logoutButton()).toHaveAttribute('aria-busy', 'true');
        } else {
          await expect(layout.accountMenu()).toHaveCount(0);
          await expect(layout.accountMenuButton()).toHaveAttribute('aria-busy', 'true');
        }
        if (s.context.balance) await expect(layout.balance()).toHaveAccessibleName(BALANCE_LABEL);
        else await expect(layout.balance()).toHaveAccessibleName('Balance: …');
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  console.log(
    JSON.stringify(
      paths.map((p) => p.name),
      null,
      1,
    ),
  );
  const signedIn = 'xstate.done.actor.loadSession (signed in) → authenticated.loadingAccount';
  const ready = `${signedIn}, xstate.done.actor.loadAccount → authenticated.ready`;
  const failed = `${signedIn}, xstate.error.actor.loadAccount → authenticated.accountFailed`;
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.error.actor.loadSession → unauthenticated',
      'xstate.done.actor.loadSession (signed out) → unauthenticated, session.check → checking',
      'xstate.done.actor.loadSession (signed out) → unauthenticated, session.authorize → authenticated.loadingAccount',
      `${ready}, xstate.after.balanceRefresh.session.authenticated.ready → authenticated.refreshingBalance, xstate.done.actor.loadBalance → authenticated.ready`,
      `${ready}, xstate.after.balanceRefresh.session.authenticated.ready → authenticated.refreshingBalance, xstate.error.actor.loadBalance → authenticated.ready`,
      `${ready}, session.logout → loggingOut, xstate.done.actor.logout → unauthenticated`,
      `${ready}, session.logout → loggingOut, xstate.error.actor.logout → authenticated.ready`,
      `${ready}, session.check → authenticated.verifying, xstate.done.actor.checkAuthorization (signed in) → authenticated.ready`,
      `${ready}, session.check → authenticated.verifying, xstate.error.actor.checkAuthorization → authenticated.ready`,
      `${failed}, xstate.after.balanceRefresh.session.authenticated.accountFailed → authenticated.loadingAccount`,
      `${failed}, session.logout → loggingOut, xstate.error.actor.logout → authenticated.loadingAccount`,
      `${failed}, session.check → authenticated.verifying, xstate.done.actor.checkAuthorization (signed in) → authenticated.loadingAccount`,
      `${failed}, session.check → authenticated.verifying, xstate.done.actor.checkAuthorization (signed out) → unauthenticated`,
      `${failed}, session.check → authenticated.verifying, xstate.error.actor.checkAuthorization → authenticated.loadingAccount`,
    ]),
  );
});

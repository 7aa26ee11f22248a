// UI path tests for game launch from the lobby's tiles: every shortest path of gameLaunchMachine, walked on /
// for a guest and for a signed-in player, in both layouts (a phone sends the browser to a remote game's URL,
// a wide screen plays it in the page). A launch that stays in idle is a vertex of its own per way it went (the
// login modal, a game page, a cancelled choice), so every way is walked; a launch in the page and the sending
// to a remote game's URL leave the lobby, and the walk checks where the player lands. The game page runs the same
// machine from its own opening (game.open as the page mounts): every state it shows is walked there, a game start
// held and answered by the reference server or refused (an unknown game goes home, another refusal offers a retry
// and, after a bonus launch, the real balance), or answered with a reply the app cannot read (only logged: home); the
// page of a multiple group goes home at once.
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../src/api/errors';
import { gameLaunchMachine, type LaunchTarget } from '../src/machines/game-launch/game-launch.machine';
import { selectLaunchState, selectOffersRealBalance } from '../src/machines/game-launch/game-launch.selectors';
import { expect, isMobile, park, test } from './fixtures';
import { GamesModel, gamePagePath } from './models/games.model';
import { type StateCheck, type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';
import { LoginModel } from './models/login.model';
import { createPlayer, logInAs, type TestPlayer } from './models/players';

/** The reference server's refusal when no provider can start the game (docs/api.md conventions: 200 + success:false). */
const UNAVAILABLE = 'Game provider is not available';
const BALANCE = { real: 0, bonus: 1 } as const;
type Balance = keyof typeof BALANCE;

/** The reference server's refusal of a game it does not know (docs/api.md games start). */
const UNKNOWN_GAME = 'Game not found';
/** Seeded games, one per way a launch goes (docs/product.md#entities: game_type, is_demo, is_modal_balance_type). */
const GAMES = {
  /** Single, demo: anyone plays it in the page. */
  demo: 'kreyol-fruits',
  /** Single, not demo: a guest is asked to log in. */
  paid: 'citadelle-treasure',
  /** Remote, no balance choice. */
  remote: 'dream-wheel',
  /** Remote with the balance choice. */
  remoteChoice: 'tortuga-pirates',
  /** Multiple group with the balance choice: its page goes home (docs/product.md#routes-list). */
  groupChoice: 'lottery-hub',
} as const;
type GameKey = keyof typeof GAMES;

async function targets(page: Page): Promise<Record<GameKey, LaunchTarget>> {
  const entries = await Promise.all(
    (Object.keys(GAMES) as GameKey[]).map(async (key) => {
      const reply = await page.request.get(`/api/v1/games/list?game_alias=${GAMES[key]}`);
      const [game] = (await reply.json()).list as Array<{
        id: number;
        alias: string;
        group_alias: string;
        game_type: 0 | 1 | 2;
        is_demo: boolean;
        is_modal_balance_type: boolean;
      }>;
      if (!game) throw new Error(`no seeded game ${GAMES[key]}`);
      const target: LaunchTarget = {
        gameId: game.id,
        groupAlias: game.group_alias,
        alias: game.alias,
        gameType: game.game_type,
        isDemo: game.is_demo,
        isModalBalanceType: game.is_modal_balance_type,
      };
      return [key, target] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<GameKey, LaunchTarget>;
}

const keyOf = (event: UiEvent) => {
  if (event.type === 'game.launch') return `game.launch (${(event.target as LaunchTarget).alias})`;
  if (event.type === 'balance.choose') return `balance.choose (${String(event.balance)})`;
  return event.type;
};

/**
 * The lobby, signed in or not; the launch flow's data-state is on the wrapper of its tiles. A guest who launches a
 * non-demo game signs in as `guestSignsInAs` in the login modal (docs/product.md#flows-login-modal), and the launch goes
 * on as that player's.
 */
function lobbyFlow(
  page: Page,
  games: Record<GameKey, LaunchTarget>,
  authenticated: boolean,
  playable: GameKey[],
  guestSignsInAs?: TestPlayer,
): UiFlow<typeof gameLaunchMachine> {
  const lobby = new GamesModel(page);
  const modalForm = new LoginModel(page);
  const wide = !isMobile(page);
  const root = () => page.getByTestId('game-launch');
  const alert = () => page.getByRole('alert').filter({ hasText: UNAVAILABLE });
  let launched: LaunchTarget | null = null;
  let balance: Balance | null = null;
  /** The addresses the tab went to since the last launch (in-app navigations included). */
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  const launch = (key: GameKey): UiEvent => ({
    type: 'game.launch',
    target: games[key],
    isAuthenticated: authenticated,
    isWide: wide,
  });
  /** Where a launch with this event ended in idle: the game's page (in-app), or none. */
  const landsOnGamePage = (s: AnyMachineSnapshot, event: UiEvent | undefined) =>
    s.matches('idle') &&
    (event?.type === 'balance.choose' ||
      event?.type === 'login.done' ||
      (event?.type === 'game.launch' && !isGuestOnPaid(event)));
  const isGuestOnPaid = (event: UiEvent) => !authenticated && !(event.target as LaunchTarget).isDemo;

  /** The lobby with no launch under way: no dialog, no failure notice, tiles live. */
  const expectLobby = async () => {
    await expect(page).toHaveURL(/\/$/);
    await expect(root()).toHaveAttribute('aria-busy', 'false');
    await expect(lobby.balanceChoice()).toBeHidden();
    await expect(alert()).toHaveCount(0);
  };

  /** The launch ended on a multiple group's page, which goes home at once (docs/product.md#routes-list). */
  const cameBackHome = (s: AnyMachineSnapshot, event: UiEvent | undefined) =>
    landsOnGamePage(s, event) && launched?.gameType === 2;

  const idle: StateCheck = {
    // A multiple group's page sends the tab back to this lobby: its launcher is here again, idle (checked in stays).
    when: (s, event) => landsOnGamePage(s, event) && !cameBackHome(s, event),
    // spec: in-app game types open the game page, with the chosen balance when there was a choice.
    leavesPage: async (p) => {
      const target = launched!;
      const path = gamePagePath({ id: target.gameId, alias: target.alias, group_alias: target.groupAlias });
      const query = balance === null ? '' : `\\?balanceType=${BALANCE[balance]}`;
      await expect(p).toHaveURL(new RegExp(`${path}${query}$`));
      const game = p.frameLocator('[data-testid=game-frame] iframe').locator('#demo-game');
      await expect(game).toHaveAttribute('data-balance-type', String(BALANCE[balance ?? 'real']));
    },
    // A choice cancelled, a failure closed, a login modal dismissed: the lobby as it was. A multiple group: the tile
    // opened its game page, which went home.
    stays: async (_, s, event) => {
      if (cameBackHome(s, event)) {
        const target = launched!;
        const path = gamePagePath({ id: target.gameId, alias: target.alias, group_alias: target.groupAlias });
        await expect.poll(() => visited.slice(-2)).toEqual([path, '/']);
        await expect(lobby.rows().first()).toBeVisible();
      }
      await expectLobby();
      await expect(lobby.loginModal()).toBeHidden();
    },
  };
  const remoteInPage = 'a wide screen plays a remote game in the page, like a single one: its URL is never fetched';
  const onGamePage = 'the tiles open the game page, whose own opening is walked below (gamePageFlow)';

  return {
    machine: gameLaunchMachine,
    events: (s) => {
      const events: UiEvent[] = playable.map(launch);
      if (s.matches('choosingBalance')) {
        events.push(
          { type: 'balance.choose', balanceType: BALANCE.real, balance: 'real' },
          { type: 'balance.choose', balanceType: BALANCE.bonus, balance: 'bonus' },
          { type: 'choice.cancel' },
        );
      }
      // The failure notice's Close button is the lobby's only reset (the other is a page shown again from the
      // back-forward cache).
      if (s.matches('failed')) events.push({ type: 'launch.reset' });
      // The login modal of a guest's launch: signed in there (on this screen), or dismissed.
      if (s.matches('awaitingLogin')) events.push({ type: 'login.done', isWide: wide }, { type: 'login.cancel' });
      events.push(
        { type: 'xstate.done.actor.fetchGameUrl', output: { url: '', alias: '', info: {} } },
        { type: 'xstate.error.actor.fetchGameUrl', error: new Error(UNAVAILABLE) },
      );
      return events;
    },
    eventKey: keyOf,
    dataState: selectLaunchState,
    // Idle after a launch is a vertex per launch that ended there; a choice is for a remote URL or a page; the
    // URL is fetched and followed with no balance given, the real one or the bonus one.
    serializeState: (s, event) => {
      if (s.matches('idle')) return JSON.stringify(['idle', event ? keyOf(event) : null]);
      // The game waiting for the sign-in is part of the vertex: each goes on its own way once signed in.
      if (s.matches('awaitingLogin'))
        return JSON.stringify(['awaitingLogin', (s.context.target as LaunchTarget).alias]);
      if (s.matches('failed')) return JSON.stringify(['failed']);
      const { mode, balanceType } = s.context as { mode: string | null; balanceType: number | null };
      return JSON.stringify([s.value, mode, balanceType]);
    },
    root,
    open: async (p) => {
      launched = null;
      balance = null;
      // The path before may have signed the guest in through the login modal: its page is left before its session
      // goes, or its next read (the live balance) would be refused under it.
      if (!authenticated) {
        await park(p);
        await p.context().clearCookies();
      }
      await lobby.openHome();
      await expect(p.locator('[data-session]')).toHaveAttribute(
        'data-session',
        authenticated ? 'authenticated' : 'unauthenticated',
      );
      // A player's own rows load after the page, above the groups: the tiles clicked are still once they are in.
      if (authenticated) await lobby.playerRowsLoaded();
    },
    actions: Object.fromEntries([
      ...playable.map((key) => [
        keyOf(launch(key)),
        async () => {
          launched = games[key];
          visited.length = 0;
          await lobby.tile(GAMES[key]).click();
        },
      ]),
      ...(['real', 'bonus'] as const).map((b) => [
        `balance.choose (${b})`,
        async () => {
          balance = b;
          await lobby
            .balanceChoice()
            .getByRole('button', { name: new RegExp(b === 'real' ? '^Real balance' : '^Bonus balance') })
            .click();
        },
      ]),
      ['choice.cancel', async (p: Page) => p.keyboard.press('Escape')],
      ['login.cancel', async (p: Page) => p.keyboard.press('Escape')],
      // The modal's own sign-in form, answered by the reference server.
      [
        'login.done',
        async () => {
          await expect(modalForm.form()).toHaveAttribute('data-state', 'editing');
          await modalForm.phone().fill(guestSignsInAs!.national);
          await modalForm.password().fill(guestSignsInAs!.password);
          await modalForm.submit().click();
        },
      ],
      ['launch.reset', async () => alert().getByRole('button', { name: 'Close' }).click()],
    ]),
    requests: {
      fetchGameUrl: {
        url: '**/api/v1/games/url?*',
        method: 'GET',
        error: (route) => route.fulfill({ json: { success: false, message: UNAVAILABLE } }),
      },
    },
    states: {
      'gameLaunch.idle': idle,
      // spec: a guest on a non-demo game gets the login modal, which holds the sign-in form.
      'gameLaunch.awaitingLogin': async () => {
        await expect(root()).toHaveAttribute('aria-busy', 'false');
        await expect(lobby.loginModal()).toBeVisible();
        await expect(lobby.loginModal()).toContainText('Log in to play');
        await expect(lobby.loginModal()).toContainText(
          'This game is played with real money. Log in or create an account to play.',
        );
        await expect(modalForm.form()).toBeVisible();
        await expect(lobby.loginModal().getByRole('link', { name: 'Sign up' })).toBeVisible();
        await expect(page).toHaveURL(/\/$/);
      },
      // spec: the balance choice, real or bonus, with both balances.
      'gameLaunch.choosingBalance': async () => {
        await expect(lobby.balanceChoice()).toBeVisible();
        await expect(lobby.balanceChoice()).toContainText('Choose a balance');
        await expect(lobby.balanceChoice()).toContainText('Which balance do you want to play with?');
        await expect(lobby.balanceChoice().getByRole('button', { name: /^Real balance/ })).toContainText('HTG');
        await expect(lobby.balanceChoice().getByRole('button', { name: /^Bonus balance/ })).toContainText('HTG');
        await expect(page).toHaveURL(/\/$/);
      },
      'gameLaunch.fetchingUrl': wide
        ? { notInUi: remoteInPage }
        : async () => {
            await expect(root()).toHaveAttribute('aria-busy', 'true');
            await expect(lobby.balanceChoice()).toBeHidden();
            await expect(page).toHaveURL(/\/$/);
          },
      // spec: a phone is sent to the remote game's URL, with the balance chosen.
      'gameLaunch.redirecting': wide
        ? { notInUi: remoteInPage }
        : {
            leavesPage: async (p) => {
              await expect(p).toHaveURL(new RegExp(`/dev/game/${launched!.alias}\\?launch=`));
              const game = p.locator('#demo-game');
              await expect(game).toHaveAttribute('data-balance-type', String(BALANCE[balance ?? 'real']));
            },
          },
      'gameLaunch.loginRequired': { notInUi: onGamePage },
      'gameLaunch.startingGame': { notInUi: onGamePage },
      'gameLaunch.playing': { notInUi: onGamePage },
      'gameLaunch.gone': { notInUi: onGamePage },
      // The server's refusal is told over the lobby, which stays usable; Close dismisses it.
      'gameLaunch.failed': wide
        ? { notInUi: remoteInPage }
        : async () => {
            await expect(alert()).toBeVisible();
            await expect(alert().getByRole('button', { name: 'Close' })).toBeEnabled();
            await expect(root()).toHaveAttribute('aria-busy', 'false');
            await expect(page).toHaveURL(/\/$/);
          },
    },
  };
}

test('game launch, guest: every shortest path of the machine, step by step in the lobby', async ({ page }) => {
  const games = await targets(page);
  // Signs in through the login modal, then plays: a bonus to choose (docs/api.md games/url refuses an empty one).
  const player = await createPlayer(page.request, { balance: 500, bonus: 100 });
  const paths = await walkAllPaths(
    page,
    lobbyFlow(page, games, false, ['demo', 'paid', 'remote', 'remoteChoice'], player),
  );
  const names = paths.map((p) => p.name);
  expect(names).toEqual(
    expect.arrayContaining([
      `game.launch (${GAMES.demo}) → idle`,
      `game.launch (${GAMES.paid}) → awaitingLogin, login.cancel → idle`,
      // Signed in in the modal, the launch goes on: the game page, or the balance choice.
      `game.launch (${GAMES.paid}) → awaitingLogin, login.done → idle`,
      `game.launch (${GAMES.remoteChoice}) → awaitingLogin, login.done → choosingBalance`,
    ]),
  );
  // A phone leaves for the remote game's URL once signed in (a wide screen opens its page, as for citadelle above).
  if (isMobile(page)) {
    expect(names).toEqual(
      expect.arrayContaining([
        `game.launch (${GAMES.remote}) → awaitingLogin, login.done → fetchingUrl, xstate.done.actor.fetchGameUrl → redirecting`,
      ]),
    );
  }
});

test('game launch, signed-in player: every shortest path of the machine, step by step in the lobby', async ({
  page,
}) => {
  const games = await targets(page);
  // A bonus to play with: an empty bonus balance is refused (docs/api.md games/url).
  const player = await createPlayer(page.request, { balance: 500, bonus: 100 });
  await logInAs(page, player, '/');
  const paths = await walkAllPaths(
    page,
    lobbyFlow(page, games, true, ['demo', 'remote', 'remoteChoice', 'groupChoice']),
  );
  const names = paths.map((p) => p.name);
  if (isMobile(page)) {
    expect(names).toEqual(
      expect.arrayContaining([
        `game.launch (${GAMES.remote}) → fetchingUrl, xstate.done.actor.fetchGameUrl → redirecting`,
        `game.launch (${GAMES.remote}) → fetchingUrl, xstate.error.actor.fetchGameUrl → failed, launch.reset → idle`,
        `game.launch (${GAMES.remoteChoice}) → choosingBalance, balance.choose (bonus) → fetchingUrl, xstate.done.actor.fetchGameUrl → redirecting`,
        `game.launch (${GAMES.groupChoice}) → choosingBalance, balance.choose (bonus) → idle`,
      ]),
    );
  } else {
    expect(names).toEqual(
      expect.arrayContaining([
        `game.launch (${GAMES.remote}) → idle`,
        `game.launch (${GAMES.remoteChoice}) → choosingBalance, balance.choose (bonus) → idle`,
        `game.launch (${GAMES.remoteChoice}) → choosingBalance, choice.cancel → idle`,
      ]),
    );
  }
});

/** A failure reply of the reference server's shape (docs/api.md conventions: 200 + success:false). */
const refusal = (message: string) =>
  new ApiError({ kind: 'http', status: 200, serverMessage: message, method: 'GET', url: '/api/v1/games' });
const messageOf = (event: UiEvent) => (event.error as ApiError).serverMessage ?? '';
/** docs/product.md#errors-kinds: a game start reply that fails its schema (answered as one by the walk). */
const UNREADABLE = 'invalid data';
const unreadable = () => new ApiError({ kind: 'invalidData', status: 200, method: 'GET', url: '/api/v1/games/groups' });
const isUnreadable = (event: UiEvent) => (event.error as ApiError).kind === 'invalidData';

const pageKeyOf = (event: UiEvent) => {
  if (event.type === 'game.open') return 'game.open (the real balance link)';
  if (event.type.startsWith('xstate.error.actor.'))
    return `${event.type} (${isUnreadable(event) ? UNREADABLE : messageOf(event)})`;
  return event.type;
};

/**
 * The game page of one game, opened with the balance type of its address: the page sends game.open as soon as
 * the session is known, and the walk goes on from what the machine decided.
 */
function gamePageFlow(
  page: Page,
  game: LaunchTarget,
  authenticated: boolean,
  balance: Balance,
): UiFlow<typeof gameLaunchMachine> {
  const wide = !isMobile(page);
  const path = gamePagePath({ id: game.gameId, alias: game.alias, group_alias: game.groupAlias });
  const root = () => page.getByTestId('game-page');
  const opening = (balanceType: number): UiEvent => ({
    type: 'game.open',
    target: game,
    balanceType,
    isAuthenticated: authenticated,
    isWide: wide,
  });
  const balanceOf = (s: AnyMachineSnapshot) => (s.context as { balanceType: number }).balanceType;
  const onThePage = async (s: AnyMachineSnapshot) => {
    // The real balance: as opened (no balanceType) or after the real balance link (?balanceType=0).
    const query = balanceOf(s) === BALANCE.bonus ? '\\?balanceType=1' : '(\\?balanceType=0)?';
    await expect(page).toHaveURL(new RegExp(`${path}${query}$`));
  };
  /** Nothing of another state: no login prompt, no frame, no failure. */
  const expectOnly = async (shown: 'login' | 'frame' | 'error' | 'none') => {
    await expect(page.getByTestId('login-to-play')).toHaveCount(shown === 'login' ? 1 : 0);
    await expect(page.getByTestId('game-frame')).toHaveCount(shown === 'frame' ? 1 : 0);
    await expect(root().getByRole('alert')).toHaveCount(shown === 'error' ? 1 : 0);
  };
  const notHere = 'the game page has the balance type in its address and opens as soon as the session is known';

  return {
    machine: gameLaunchMachine,
    start: [opening(BALANCE[balance])],
    events: (s) => {
      if (s.matches('startingGame')) {
        return [
          { type: 'xstate.done.actor.fetchGameStart', output: {} },
          { type: 'xstate.error.actor.fetchGameStart', error: refusal(UNKNOWN_GAME) },
          { type: 'xstate.error.actor.fetchGameStart', error: refusal(UNAVAILABLE) },
          { type: 'xstate.error.actor.fetchGameStart', error: unreadable() },
        ];
      }
      if (s.matches('fetchingUrl')) {
        return [
          { type: 'xstate.done.actor.fetchGameUrl', output: { url: '', alias: '', info: {} } },
          { type: 'xstate.error.actor.fetchGameUrl', error: refusal(UNAVAILABLE) },
        ];
      }
      if (s.matches('failed')) {
        const events: UiEvent[] = [{ type: 'launch.retry' }];
        // The way to the real balance after a failed bonus launch: a link to the page without balanceType.
        if (selectOffersRealBalance(s as never)) events.push(opening(BALANCE.real));
        return events;
      }
      return [];
    },
    eventKey: pageKeyOf,
    dataState: selectLaunchState,
    // Per balance type; a retry is a vertex of its own, so that it is walked.
    serializeState: (s, event) =>
      JSON.stringify([
        s.value,
        balanceOf(s),
        s.matches('startingGame') || s.matches('fetchingUrl') ? event?.type : null,
        // Home for a game the server does not know and for a start the app cannot read: a vertex each, both walked.
        s.matches('gone') && event ? pageKeyOf(event as UiEvent) : null,
      ]),
    root,
    open: async (p) => {
      await p.goto(balance === 'bonus' ? `${path}?balanceType=1` : path);
      await expect(p.locator('[data-session]')).toHaveAttribute(
        'data-session',
        authenticated ? 'authenticated' : 'unauthenticated',
      );
    },
    actions: {
      'launch.retry': async () => {
        await root().getByRole('alert').getByRole('button', { name: 'Try again' }).click();
      },
      'game.open (the real balance link)': async () => {
        await root().getByRole('alert').getByRole('link', { name: 'Play with the real balance' }).click();
      },
    },
    requests: {
      fetchGameStart: {
        url: (url) =>
          url.pathname.startsWith(`/api/v1/games/groups/`) && url.pathname.endsWith(`/games/${game.gameId}`),
        method: 'GET',
        // A reply that is no game start (docs/product.md#errors-handling: only logged), or the server's refusal.
        error: (route, event) =>
          route.fulfill({
            json: isUnreadable(event) ? { id: 'not a game start' } : { success: false, message: messageOf(event) },
          }),
      },
      fetchGameUrl: {
        url: '**/api/v1/games/url?*',
        method: 'GET',
        error: (route, event) => route.fulfill({ json: { success: false, message: messageOf(event) } }),
      },
    },
    states: {
      'gameLaunch.idle': { notInUi: notHere },
      'gameLaunch.awaitingLogin': {
        notInUi: 'the page asks a guest to log in in the page (loginRequired), never in the modal',
      },
      'gameLaunch.choosingBalance': { notInUi: notHere },
      // docs/product.md#flows: a guest on a non-demo game is asked to log in, in the page.
      'gameLaunch.loginRequired': async () => {
        await expectOnly('login');
        const prompt = page.getByTestId('login-to-play');
        await expect(prompt).toContainText('Log in to play');
        await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
        await expect(prompt.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
      },
      'gameLaunch.startingGame': async (_p, s) => {
        await expectOnly('none');
        await expect(root().getByText('Loading…').first()).toBeAttached();
        await onThePage(s);
      },
      'gameLaunch.playing': async (_p, s) => {
        await expectOnly('frame');
        const demo = page.frameLocator('[data-testid=game-frame] iframe').locator('#demo-game');
        await expect(demo).toHaveAttribute('data-balance-type', String(balanceOf(s)));
        await onThePage(s);
      },
      // The server does not know the game, the start could not be read, or the game is a multiple group: home.
      'gameLaunch.gone': {
        leavesPage: async (p) => {
          await expect(p).toHaveURL(/\/$/);
          await expect(new GamesModel(p).rows().first()).toBeVisible();
        },
      },
      // A phone leaves for the remote game's URL with the address's balance type.
      'gameLaunch.fetchingUrl': async (_p, s) => {
        await expectOnly('none');
        await expect(page.getByTestId('remote-redirect')).toContainText('Opening');
        await onThePage(s);
      },
      'gameLaunch.redirecting': {
        leavesPage: async (p, s) => {
          await expect(p).toHaveURL(new RegExp(`/dev/game/${game.alias}\\?launch=`));
          await expect(p.locator('#demo-game')).toHaveAttribute('data-balance-type', String(balanceOf(s)));
        },
      },
      // The refusal is told in the page with a retry; a failed bonus launch also offers the real balance.
      'gameLaunch.failed': async (_p, s) => {
        await expectOnly('error');
        const alert = root().getByRole('alert');
        await expect(alert).toContainText(UNAVAILABLE);
        await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
        await expect(alert.getByRole('link', { name: 'Play with the real balance' })).toHaveCount(
          selectOffersRealBalance(s as never) ? 1 : 0,
        );
        await expect(page.getByTestId('remote-redirect')).toHaveCount(0);
        await onThePage(s);
      },
    },
  };
}

test('game page, guest: a non-demo game asks to log in in the page; a multiple group goes home', async ({ page }) => {
  const games = await targets(page);
  const paths = await walkAllPaths(page, gamePageFlow(page, games.paid, false, 'real'));
  expect(paths.map((p) => p.name)).toEqual(['(initial) loginRequired']);
  // docs/product.md#routes-list: not a remote or a single game, so home (no login prompt, nothing started).
  const group = await walkAllPaths(page, gamePageFlow(page, games.groupChoice, false, 'real'));
  expect(group.map((p) => p.name)).toEqual(['(initial) gone']);
});

test('game page, signed-in player: every shortest path of the machine from the page of a game', async ({ page }) => {
  const games = await targets(page);
  const player = await createPlayer(page.request, { balance: 500, bonus: 100 });
  await logInAs(page, player, '/');
  // A single game with the bonus balance: started in the page, refused, retried, played with the real balance.
  const single = await walkAllPaths(page, gamePageFlow(page, games.paid, true, 'bonus'));
  expect(single.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.done.actor.fetchGameStart → playing',
      `xstate.error.actor.fetchGameStart (${UNKNOWN_GAME}) → gone`,
      `xstate.error.actor.fetchGameStart (${UNREADABLE}) → gone`,
      `xstate.error.actor.fetchGameStart (${UNAVAILABLE}) → failed, launch.retry → startingGame`,
      `xstate.error.actor.fetchGameStart (${UNAVAILABLE}) → failed, game.open (the real balance link) → startingGame, xstate.done.actor.fetchGameStart → playing`,
    ]),
  );
  // A remote game: a phone leaves for its URL, a wide screen plays it in the page.
  const remote = await walkAllPaths(page, gamePageFlow(page, games.remote, true, 'real'));
  expect(remote.map((p) => p.name)).toEqual(
    expect.arrayContaining(
      isMobile(page)
        ? [
            'xstate.done.actor.fetchGameUrl → redirecting',
            `xstate.error.actor.fetchGameUrl (${UNAVAILABLE}) → failed, launch.retry → fetchingUrl`,
          ]
        : ['xstate.done.actor.fetchGameStart → playing'],
    ),
  );
});

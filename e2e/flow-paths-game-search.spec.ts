// UI path tests for the lobby's game search: every shortest path of gameSearchMachine, walked on /. The page
// clock is stopped once the lobby is there, so the 500 ms debounce ends only when the walk moves the clock;
// the prediction and result queries are held and then answered by the reference server or refused.
import type { Locator, Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { gameSearchMachine, isSearchable } from '../src/machines/game-search/game-search.machine';
import { selectIsDropdownOpen, selectSearchState } from '../src/machines/game-search/game-search.selectors';
import { expect, test } from './fixtures';
import { GamesModel } from './models/games.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';

/** A name the seeded catalogue has games for (Kreyòl Fruits), and one too short to search. */
const NAME = 'kreyol';
const SHORT = 'kr';
const REFUSED = 'Search is not available right now';

const inputOf = (s: AnyMachineSnapshot) => (s.context as { input: string }).input;
/** Whether React has hydrated the element (it keeps its props on the node). */
const hydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

test('game search: every shortest path of the machine, step by step in the lobby', async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === 'mobile',
    'the search field and its dropdown behave the same on a phone; the walk runs once, on the desktop',
  );
  const games = new GamesModel(page);
  const list = (name: string) => games.search().getByRole('list', { name });
  const clear = () => page.getByRole('button', { name: 'Clear search' });
  const submit = () => games.search().getByRole('button', { name: 'Search', exact: true });
  const spinner = () => games.search().getByRole('status').filter({ hasText: 'Loading' });
  let paused = false;

  const pauseClock = async (p: Page) => {
    await p.clock.pauseAt((await p.evaluate(() => Date.now())) + 1_000);
    paused = true;
  };
  /** The dropdown is closed and the field keeps what was typed. */
  const expectClosed = async (s: AnyMachineSnapshot) => {
    await expect(games.searchInput()).toHaveValue(inputOf(s));
    await expect(games.searchResults()).toHaveCount(0);
    await expect(spinner()).toHaveCount(0);
    await expect(submit()).toHaveAttribute('aria-busy', 'false');
  };
  const expectBusy = async (s: AnyMachineSnapshot) => {
    await expect(games.searchInput()).toHaveValue(inputOf(s));
    await expect(spinner()).toBeVisible();
    await expect(submit()).toHaveAttribute('aria-busy', 'true');
  };

  const flow: UiFlow<typeof gameSearchMachine> = {
    machine: gameSearchMachine,
    events: (s) => {
      const events: UiEvent[] = [
        ...[NAME, SHORT, ''].filter((value) => value !== inputOf(s)).map((value) => ({ type: 'search.input', value })),
        { type: 'search.submit' },
        { type: 'xstate.after.debounce.gameSearch.debouncing' },
        { type: 'xstate.done.actor.predict', output: [] },
        { type: 'xstate.error.actor.predict', error: new Error(REFUSED) },
        { type: 'xstate.done.actor.search', output: [] },
        { type: 'xstate.error.actor.search', error: new Error(REFUSED) },
      ];
      // Escape and a click outside close the dropdown only while it is open; the clear button is there
      // only when something is typed.
      if (selectIsDropdownOpen(s)) events.push({ type: 'search.close' });
      if (inputOf(s) !== '') events.push({ type: 'search.clear' });
      return events;
    },
    eventKey: (event) => (event.type === 'search.input' ? `search.input (${JSON.stringify(event.value)})` : event.type),
    dataState: selectSearchState,
    // The guards read whether the input is searchable.
    serializeState: (s) => JSON.stringify([s.value, isSearchable(inputOf(s))]),
    root: () => games.search(),
    clock: true,
    open: async (p) => {
      if (paused) await p.clock.resume();
      paused = false;
      await games.openHome();
      await expect(games.searchInput()).toBeEditable();
      // The field is React's before the clock stops (typing into the server's HTML would be lost).
      await expect.poll(() => hydrated(games.searchInput())).toBe(true);
      await pauseClock(p);
    },
    actions: {
      [`search.input (${JSON.stringify(NAME)})`]: async () => games.searchInput().fill(NAME),
      [`search.input (${JSON.stringify(SHORT)})`]: async () => games.searchInput().fill(SHORT),
      'search.input ("")': async () => games.searchInput().fill(''),
      'search.submit': async () => games.searchInput().press('Enter'),
      'search.close': async () => games.searchInput().press('Escape'),
      'search.clear': async () => clear().click(),
    },
    requests: {
      predict: {
        url: '**/api/v1/games/search/prediction?*',
        method: 'GET',
        // docs/product.md#calls-wrappers failure reply: the dropdown shows the server's message.
        error: (route) => route.fulfill({ json: { success: false, message: REFUSED } }),
      },
      search: {
        url: '**/api/v1/games/search/list?*',
        method: 'GET',
        error: (route) => route.fulfill({ json: { success: false, message: REFUSED } }),
      },
    },
    states: {
      'gameSearch.idle': async () => {
        await expect(games.searchInput()).toHaveValue('');
        await expect(games.searchInput()).toHaveAttribute('placeholder', 'Search games (3+ letters)');
        await expect(clear()).toHaveCount(0);
        await expect(games.searchResults()).toHaveCount(0);
      },
      // Typing: nothing is asked until the debounce ends.
      'gameSearch.debouncing': async (_p, s) => {
        await expectClosed(s);
        await expect(clear()).toBeVisible();
      },
      'gameSearch.predicting': async (_p, s) => expectBusy(s),
      'gameSearch.suggesting': async (_p, s) => {
        await expect(games.searchInput()).toHaveValue(inputOf(s));
        await expect(list('Suggestions').getByText('Kreyòl Fruits')).toBeVisible();
        await expect(submit()).toHaveAttribute('aria-busy', 'false');
      },
      'gameSearch.searching': async (_p, s) => expectBusy(s),
      'gameSearch.showingResults': async (_p, s) => {
        await expect(games.searchInput()).toHaveValue(inputOf(s));
        await expect(list('Search results').getByText('Kreyòl Fruits')).toBeVisible();
        await expect(submit()).toHaveAttribute('aria-busy', 'false');
      },
      'gameSearch.failed': async () => {
        await expect(games.search().getByRole('alert')).toHaveText(REFUSED);
        await expect(games.searchResults()).toHaveCount(0);
        await expect(submit()).toHaveAttribute('aria-busy', 'false');
      },
      'gameSearch.closed': async (_p, s) => expectClosed(s),
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      `search.input ("${SHORT}") → debouncing, xstate.after.debounce.gameSearch.debouncing → closed`,
      `search.input ("${NAME}") → debouncing, xstate.after.debounce.gameSearch.debouncing → predicting, xstate.done.actor.predict → suggesting`,
      `search.input ("${NAME}") → debouncing, search.submit → searching, xstate.done.actor.search → showingResults`,
    ]),
  );
});

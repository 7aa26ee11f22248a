// UI path tests for the map of /clubs: every shortest path of clubMapMachine, walked on the page. It opens on
// the static map; MapLibre's code loads when the player touches the map, picks a marker or a club of the list,
// or by itself 5 s after the page went idle (never in low-data mode), then MapLibre starts under the static map
// and takes over once it has drawn the view (docs/architecture.md). The walk decides when the page is idle
// (requestIdleCallback calls back when a step says so), holds MapLibre's code and its country shapes until a
// step lets them through or fails them, and moves the page clock for the 5 s. Once MapLibre is in front, or
// the static map stayed after a failure, the walk opens and closes clubs' details there too (popup or card).
import type { Locator, Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { clubMapMachine } from '../src/machines/club-map/club-map.machine';
import { selectClubMapState } from '../src/machines/club-map/club-map.selectors';
import { expect, test } from './fixtures';
import { ClubsModel } from './models/clubs.model';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';

const MAP_FAILED = 'The zoomable map could not load. Choose a club for its details.';
/** A club chosen by its static marker, and one chosen in the list beside the map. */
const MARKER_CLUB = 'Club Cap-Haïtien';
const LISTED_CLUB = 'Club Jacmel';
const COUNTRIES = '**/media/map/countries.json';
/** MapLibre's view and MapLibre itself: a chunk of their own. */
const isMapChunk = (url: URL) => /\/assets\/club-map-gl-[^/]+\.js$/.test(url.pathname);
const abort = (route: Route) => route.abort();
/** Whether React has hydrated the element (it keeps its props on the node). */
const hydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

const selectedOf = (s: AnyMachineSnapshot) => (s.context as { selected: number | null }).selected;
const keyOf = (event: UiEvent) => {
  if (event.type === 'xstate.done.actor.waitForIdle' && event.lowData) return `${event.type} (low data)`;
  // A club chosen or closed on MapLibre (its marker, its popup) rather than on the static map.
  if (event.onMapLibre) return `${event.type} (MapLibre)`;
  return event.type;
};

test('club map: every shortest path of the machine, step by step on /clubs', async ({
  page,
  consoleWatch,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'desktop',
    'the static map and MapLibre are the same on the desktop, where a click stands for the touch: the walk runs on the phone',
  );
  // Failing MapLibre's code or shapes on purpose is logged as a failed load.
  consoleWatch.allowNetworkErrors();
  const clubs = new ClubsModel(page);
  const all = await clubs.clubs();
  const placed = all.filter((club) => club.map_position !== null);
  const idOf = (name: string) => all.find((club) => club.info.name === name)!.id;
  const nameOf = (id: number) => all.find((club) => club.id === id)!.info.name;
  let paused = false;
  let installed = false;
  let shapes: Route | null = null;
  /** The chunk cannot be loaded at all: the browser's fetch again for import() after the preload fails too. */
  let chunkDown = false;

  await page.route(COUNTRIES, (route) => {
    shapes = route;
  });
  const releaseShapes = async (p: Page, answer: (route: Route) => Promise<void>) => {
    await p.clock.resume(); // MapLibre draws on animation frames
    paused = false;
    await expect.poll(() => shapes !== null, { message: 'MapLibre should ask for the country shapes' }).toBe(true);
    const route: Route = shapes!;
    shapes = null;
    await answer(route);
  };
  /**
   * The page goes idle: the callbacks the page asked for run now. The map asks once the page has loaded,
   * maybe after other code did: the callbacks run until the map has had its own.
   */
  const goIdle = async (p: Page) => {
    await expect(async () => {
      await p.evaluate(() => {
        const w = window as never as { __idle: Array<() => void> };
        for (const callback of w.__idle.splice(0)) callback();
      });
      await expect(clubs.map()).not.toHaveAttribute('data-state', 'static.waiting', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  };

  /** The static map in front, every marker on it, MapLibre not there. */
  const expectStaticMap = async () => {
    await expect(clubs.staticMap()).toBeVisible();
    await expect(clubs.pins()).toHaveCount(placed.length);
    await expect(clubs.canvas()).toHaveCount(0);
  };
  /** The card of the chosen club over the static map, or none. */
  const expectCard = async (s: AnyMachineSnapshot) => {
    const selected = selectedOf(s);
    if (selected === null) await expect(clubs.popup()).toHaveCount(0);
    else await expect(clubs.popup()).toContainText(nameOf(selected));
  };

  const flow: UiFlow<typeof clubMapMachine> = {
    // The view's guard reads low-data mode when the page goes idle: here the idle step says which it is.
    machine: clubMapMachine.provide({
      guards: { isPreloadAllowed: ({ event }) => !(event as UiEvent).lowData },
    }),
    events: (s) => {
      const events: UiEvent[] = [
        { type: 'xstate.done.actor.waitForIdle', output: undefined },
        { type: 'xstate.done.actor.waitForIdle', output: undefined, lowData: true },
        { type: 'xstate.after.preload.clubMap.static.idle' },
        { type: 'xstate.done.actor.loadMap', output: undefined },
        { type: 'xstate.error.actor.loadMap', error: new Error('MapLibre could not load') },
        { type: 'map.ready' },
        { type: 'map.failed' },
      ];
      // A club chosen while the static map is alone starts MapLibre; the walk chooses from there.
      if (s.matches('static')) {
        events.push(
          { type: 'map.activate' },
          { type: 'club.select', clubId: idOf(MARKER_CLUB) },
          { type: 'club.show', clubId: idOf(LISTED_CLUB) },
        );
      }
      // The static map kept after a failure: its markers, the list and the card's close button.
      if (s.matches('failed')) {
        events.push(
          { type: 'club.select', clubId: idOf(MARKER_CLUB) },
          { type: 'club.show', clubId: idOf(LISTED_CLUB) },
        );
        if (selectedOf(s) !== null) events.push({ type: 'club.close' });
      }
      // MapLibre in front: its markers open the popup, the list flies to a club, the popup's button closes it.
      if (s.matches('interactive')) {
        events.push(
          { type: 'club.select', clubId: idOf(MARKER_CLUB), onMapLibre: true },
          { type: 'club.show', clubId: idOf(LISTED_CLUB) },
        );
        if (selectedOf(s) !== null) events.push({ type: 'club.close', onMapLibre: true });
      }
      return events;
    },
    eventKey: keyOf,
    dataState: selectClubMapState,
    // Loading is a vertex per way in (touch, marker, list, the preload timer); MapLibre takes over with no
    // club open or with the one chosen; a failure is one of its code or one of MapLibre itself.
    serializeState: (s, event) => {
      const state = selectClubMapState(s);
      if (state === 'loading') return JSON.stringify([state, event && keyOf(event)]);
      // A club chosen or closed with the map failed or in front is a vertex of its own: the walk opens and
      // closes the card and the popup there.
      if (state === 'failed' || state === 'interactive') {
        return JSON.stringify([state, event && keyOf(event), selectedOf(s)]);
      }
      return JSON.stringify([state, selectedOf(s)]);
    },
    root: () => clubs.map(),
    clock: true,
    open: async (p) => {
      if (!installed) {
        // After the clock's own script (installed by the walk): requestIdleCallback waits for the walk.
        await p.addInitScript(() => {
          const w = window as never as { __idle: Array<() => void> };
          w.__idle = [];
          window.requestIdleCallback = (callback) => {
            w.__idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
            return w.__idle.length;
          };
          window.cancelIdleCallback = () => {};
        });
        installed = true;
      }
      if (paused) await p.clock.resume();
      paused = false;
      shapes = null;
      if (chunkDown) await p.unroute(isMapChunk, abort);
      chunkDown = false;
      await clubs.gotoStaticMap();
      // The map is React's before the clock stops (a touch on the server's HTML would do nothing).
      await expect.poll(() => hydrated(clubs.map())).toBe(true);
      // From here the 5 s before MapLibre loads by itself pass only when the walk moves the clock.
      await p.clock.pauseAt((await p.evaluate(() => Date.now())) + 1_000);
      paused = true;
    },
    actions: {
      'xstate.done.actor.waitForIdle': goIdle,
      // The browser asks to save data (navigator.connection.saveData) by the time the page is idle.
      'xstate.done.actor.waitForIdle (low data)': async (p) => {
        await p.evaluate(() => {
          const connection = (navigator as never as { connection: EventTarget }).connection;
          Object.defineProperty(connection, 'saveData', { value: true, configurable: true });
          connection.dispatchEvent(new Event('change'));
        });
        await goIdle(p);
      },
      'map.activate': async () => clubs.map().tap({ position: { x: 12, y: 12 } }),
      'club.select': async () => clubs.pin(MARKER_CLUB).tap(),
      'club.show': async () => clubs.showButton(LISTED_CLUB).tap(),
      'club.select (MapLibre)': async () => clubs.marker(MARKER_CLUB).tap(),
      'club.close': async () => clubs.cardClose().tap(),
      'club.close (MapLibre)': async () => clubs.popupClose().tap(),
      'map.ready': async (p) => releaseShapes(p, (route) => route.continue()),
      'map.failed': async (p) => releaseShapes(p, (route) => route.abort()),
    },
    requests: {
      loadMap: {
        // The chunk can be asked for twice (preloaded and imported): every copy held gets the same answer, and
        // once it has failed, a copy asked for later fails too.
        url: isMapChunk,
        method: 'GET',
        copies: true,
        error: async (route) => {
          if (!chunkDown) await page.route(isMapChunk, abort);
          chunkDown = true;
          await route.abort();
        },
      },
    },
    states: {
      'clubMap.static.waiting': async () => {
        await expectStaticMap();
        await expect(clubs.map()).not.toHaveAttribute('aria-busy');
        await expect(clubs.mapNotice()).toHaveCount(0);
      },
      'clubMap.static.idle': async () => {
        await expectStaticMap();
        await expect(clubs.map()).not.toHaveAttribute('aria-busy');
      },
      // Low-data mode: MapLibre waits for the player.
      'clubMap.static.held': async () => {
        await expectStaticMap();
        await expect(clubs.map()).not.toHaveAttribute('aria-busy');
        await expect(clubs.mapNotice()).toHaveCount(0);
      },
      // MapLibre's code is on its way: the static map stays, with the club's card when one was chosen.
      'clubMap.loading': async (_p, s) => {
        await expect(clubs.map()).toHaveAttribute('aria-busy', 'true');
        await expectStaticMap();
        await expectCard(s);
      },
      // MapLibre's code is there and MapLibre starts under the static map, which stays in front, busy, until
      // MapLibre has drawn the view.
      'clubMap.starting': async (_p, s) => {
        await expect(clubs.map()).toHaveAttribute('aria-busy', 'true');
        await expectStaticMap();
        await expectCard(s);
      },
      // MapLibre in front, one marker per placed club; a club chosen before is open in its popup.
      'clubMap.interactive': async (_p, s) => {
        await expect(clubs.canvas()).toBeVisible();
        await expect(clubs.staticMap()).toHaveCount(0);
        await expect(clubs.markers()).toHaveCount(placed.length);
        await expect(clubs.map()).not.toHaveAttribute('aria-busy');
        const selected = selectedOf(s);
        if (selected === null) {
          await expect(clubs.popup()).toHaveCount(0);
          await expect(clubs.markers().and(page.locator('[aria-expanded=true]'))).toHaveCount(0);
        } else {
          await expect(clubs.popup()).toContainText(nameOf(selected));
          await expect(clubs.marker(nameOf(selected))).toHaveAttribute('aria-expanded', 'true');
        }
      },
      // The static map stays, with the message and a retry, and the chosen club's card.
      'clubMap.failed': async (_p, s) => {
        await expectCard(s);
        await expect(clubs.mapNotice()).toContainText(MAP_FAILED);
        await expect(clubs.mapNotice().getByRole('button', { name: 'Try again' })).toBeEnabled();
        await expectStaticMap();
        await expect(clubs.map()).not.toHaveAttribute('aria-busy');
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'xstate.done.actor.waitForIdle → static.idle, xstate.after.preload.clubMap.static.idle → loading',
      'xstate.done.actor.waitForIdle (low data) → static.held',
      'map.activate → loading, xstate.done.actor.loadMap → starting, map.ready → interactive',
      'map.activate → loading, xstate.error.actor.loadMap → failed',
      'map.activate → loading, xstate.done.actor.loadMap → starting, map.failed → failed',
      'club.select → loading, xstate.done.actor.loadMap → starting, map.ready → interactive',
      'club.show → loading, xstate.done.actor.loadMap → starting, map.ready → interactive',
      'map.activate → loading, xstate.done.actor.loadMap → starting, map.ready → interactive, club.select (MapLibre) → interactive',
      'club.select → loading, xstate.done.actor.loadMap → starting, map.ready → interactive, club.close (MapLibre) → interactive',
      'map.activate → loading, xstate.error.actor.loadMap → failed, club.select → failed',
      'club.select → loading, xstate.error.actor.loadMap → failed, club.close → failed',
    ]),
  );
});

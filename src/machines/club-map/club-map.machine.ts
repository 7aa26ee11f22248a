// Purpose: shows the partner clubs on /clubs: a static map first, the interactive map once the player wants it
// (docs/product.md#flows-club-map).
// /clubs map (docs/product.md#routes-clubs club map; docs/architecture.md): the first screen is a static map (the
// server's SVG of the country shapes with the club markers over it), drawn the same on the server and in the browser.
// MapLibre's code loads when the player touches, clicks or focuses the map, or by itself a while after the page went
// idle (never by itself in low-data mode); MapLibre then starts under the static map and takes over the same view
// once it has drawn it. When its code cannot load or it cannot start (no WebGL), the static map stays, with
// a message and a retry. `selected` is the club whose details are open: the static map's card or MapLibre's
// popup, whichever shows.
import { assign, setup } from 'xstate';
import { CLUB_MAP_PRELOAD_DELAY_MS } from '../../config/constants';
import { notProvided } from '../shared';

export interface ClubMapContext {
  /** Id of the club whose details are open, or null. */
  selected: number | null;
}

export type ClubMapEvent =
  /** The player touched, clicked or focused the static map. */
  | { type: 'map.activate' }
  /** A marker was chosen (on the static map or on MapLibre's). */
  | { type: 'club.select'; clubId: number }
  /** A club of the list beside the map was chosen: its details open and the map shows it. */
  | { type: 'club.show'; clubId: number }
  /** The club's details were closed. */
  | { type: 'club.close' }
  /** MapLibre drew the opening view (sent by the MapLibre view). */
  | { type: 'map.ready' }
  /** MapLibre cannot run here: no WebGL, or its style did not load (sent by the MapLibre view). */
  | { type: 'map.failed' }
  | { type: 'map.retry' };

export const clubMapMachine = setup({
  // A type-only declaration (xstate reads nothing from it at run time).
  types: {} as {
    context: ClubMapContext;
    events: ClubMapEvent;
  },
  actors: {
    // Injected by the view: resolves once the page has loaded and the browser is idle.
    waitForIdle: notProvided<void>('waitForIdle'),
    // Injected by the view: loads the MapLibre view's code (a chunk of its own, with maplibre-gl).
    loadMap: notProvided<void>('loadMap'),
  },
  guards: {
    // Injected by the view: false in low-data mode (no prefetching, src/app/data-saver.ts).
    isPreloadAllowed: () => true,
  },
  actions: {
    select: assign((_, clubId: number) => ({ selected: clubId })),
    deselect: assign({ selected: null }),
    // Injected by the view: MapLibre flies to the club (the static map's card shows it where it is).
    revealClub: () => {},
  },
  delays: { preload: CLUB_MAP_PRELOAD_DELAY_MS },
}).createMachine({
  id: 'clubMap',
  context: { selected: null },
  initial: 'static',
  on: {
    'club.select': { actions: { type: 'select', params: ({ event }) => event.clubId } },
    'club.show': { actions: [{ type: 'select', params: ({ event }) => event.clubId }, 'revealClub'] },
    'club.close': { actions: 'deselect' },
  },
  states: {
    // The static map alone; any interaction with it, or a club chosen in the list, loads MapLibre.
    static: {
      initial: 'waiting',
      on: {
        'map.activate': { target: 'loading' },
        'club.select': { target: 'loading', actions: { type: 'select', params: ({ event }) => event.clubId } },
        'club.show': {
          target: 'loading',
          actions: [{ type: 'select', params: ({ event }) => event.clubId }, 'revealClub'],
        },
      },
      states: {
        waiting: {
          invoke: {
            id: 'waitForIdle',
            src: 'waitForIdle',
            onDone: [{ guard: 'isPreloadAllowed', target: 'idle' }, { target: 'held' }],
            onError: { target: 'held' },
          },
        },
        // The page is idle: MapLibre loads after the preload delay unless the player is quicker.
        idle: {
          after: { preload: { target: '#clubMap.loading' } },
        },
        // Low-data mode: MapLibre waits for the player.
        held: {},
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMap',
        src: 'loadMap',
        onDone: { target: 'starting' },
        onError: { target: 'failed' },
      },
    },
    // MapLibre is mounted under the static map, which stays in front until MapLibre has drawn the view.
    starting: {
      tags: ['busy'],
      on: {
        'map.ready': { target: 'interactive' },
        'map.failed': { target: 'failed' },
      },
    },
    interactive: {},
    failed: {
      on: { 'map.retry': { target: 'loading' } },
    },
  },
});

export type ClubMapMachine = typeof clubMapMachine;

// The independent oracle of the /clubs map (docs/architecture.md, "Machines and their oracles", and the
// club map in "Flows are machines"), written from the product rules, checked at every step of
// tests/model/club-map.model.test.ts:
// - the static map shows first; MapLibre's code loads when the player touches, clicks or focuses it or
//   chooses a club, or by itself 5 s after the page went idle (never by itself in low-data mode);
// - MapLibre starts under the static map, which stays in front (busy) until MapLibre has drawn the view;
// - when the code cannot load or MapLibre cannot start, the static map stays, with a message and a retry;
// - the club whose details are open is the one chosen last (on a marker or in the list) until closed; a club
//   chosen in the list also asks the map to show it.
import type { MachineOracle, OracleStep } from '../oracle';
import type { ClubMapContext } from './club-map.machine';

/** What /clubs shows, read through club-map.selectors.ts by the model test. */
export interface ClubMapView {
  /** The map's `data-state`. */
  state: string;
  /** The static map is the one in front. */
  showsStatic: boolean;
  /** MapLibre's view is mounted (starting under the static map, or in front). */
  mountsMapLibre: boolean;
  interactive: boolean;
  /** Nothing asked for MapLibre yet. */
  static: boolean;
  /** The message with a retry. */
  failed: boolean;
  busy: boolean;
  /** The club whose details are open. */
  selected: number | null;
}

type Event = Record<string, unknown> & { type: string };

export const IDLE_DONE = 'xstate.done.actor.waitForIdle';
const IDLE_ERROR = 'xstate.error.actor.waitForIdle';
const LOAD_DONE = 'xstate.done.actor.loadMap';
const LOAD_ERROR = 'xstate.error.actor.loadMap';
const PRELOAD = 'xstate.after.preload.clubMap.static.idle';

const STATIC = ['static.waiting', 'static.idle', 'static.held'];
const MAPLIBRE = ['loading', 'starting', 'interactive', 'failed'];

/** The static map alone, before anything asked for MapLibre. */
const alone = (state: string) => ({
  sees: ({ context }: { context: ClubMapContext }) => ({
    state,
    showsStatic: true,
    mountsMapLibre: false,
    interactive: false,
    static: true,
    failed: false,
    busy: false,
    selected: context.selected,
  }),
});

const chosen = (_: unknown, event: Event) => ({ selected: event.clubId as number });

export const clubMapOracle: MachineOracle<ClubMapView, ClubMapContext> = {
  states: {
    'static.waiting': { ...alone('static.waiting'), runs: { waitForIdle: true } },
    'static.idle': alone('static.idle'),
    'static.held': alone('static.held'),
    loading: {
      sees: ({ context }) => ({
        state: 'loading',
        showsStatic: true,
        mountsMapLibre: false,
        interactive: false,
        static: false,
        failed: false,
        busy: true,
        selected: context.selected,
      }),
      runs: { loadMap: true },
    },
    // MapLibre draws under the static map.
    starting: {
      sees: ({ context }) => ({
        state: 'starting',
        showsStatic: true,
        mountsMapLibre: true,
        interactive: false,
        static: false,
        failed: false,
        busy: true,
        selected: context.selected,
      }),
    },
    interactive: {
      sees: ({ context }) => ({
        state: 'interactive',
        showsStatic: false,
        mountsMapLibre: true,
        interactive: true,
        static: false,
        failed: false,
        busy: false,
        selected: context.selected,
      }),
    },
    failed: {
      sees: ({ context }) => ({
        state: 'failed',
        showsStatic: true,
        mountsMapLibre: false,
        interactive: false,
        static: false,
        failed: true,
        busy: false,
        selected: context.selected,
      }),
    },
  },
  steps: [
    // Reaching for the static map, or choosing a club, loads MapLibre at once.
    { from: STATIC, event: 'map.activate', to: 'loading' },
    { from: STATIC, event: 'club.select', to: 'loading', context: chosen },
    { from: STATIC, event: 'club.show', to: 'loading', effects: ['revealClub'], context: chosen },
    // The page went idle: MapLibre loads 5 s later.
    { from: 'static.waiting', event: IDLE_DONE, to: 'static.idle' },
    // The browser could not say: MapLibre waits for the player.
    { from: 'static.waiting', event: IDLE_ERROR, to: 'static.held' },
    { from: 'static.idle', event: PRELOAD, to: 'loading' },
    { from: 'loading', event: LOAD_DONE, to: 'starting' },
    { from: 'loading', event: LOAD_ERROR, to: 'failed' },
    { from: 'starting', event: 'map.ready', to: 'interactive' },
    { from: 'starting', event: 'map.failed', to: 'failed' },
    { from: 'failed', event: 'map.retry', to: 'loading' },
    // Choosing and closing a club's details, once MapLibre was asked for.
    { from: MAPLIBRE, event: 'club.select', to: '=', context: chosen },
    { from: MAPLIBRE, event: 'club.show', to: '=', effects: ['revealClub'], context: chosen },
    { from: MAPLIBRE, event: 'club.close', to: '=', context: { selected: null } },
  ],
};

/** The rows that change in low-data mode: an idle page does not load MapLibre, it waits for the player. */
const lowData = (row: OracleStep<ClubMapContext>): OracleStep<ClubMapContext> | null => {
  if (row.event === IDLE_DONE) return { ...row, to: 'static.held' };
  if (row.from === 'static.idle') return null;
  const from = Array.isArray(row.from) ? row.from.filter((state) => state !== 'static.idle') : row.from;
  return { ...row, from };
};

/** The same map in low-data mode: never in static.idle. */
export const clubMapLowDataOracle: MachineOracle<ClubMapView, ClubMapContext> = {
  states: Object.fromEntries(Object.entries(clubMapOracle.states).filter(([name]) => name !== 'static.idle')),
  steps: clubMapOracle.steps.flatMap((row) => lowData(row) ?? []),
};

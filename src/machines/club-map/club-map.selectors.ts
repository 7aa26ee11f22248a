import type { SnapshotFrom } from 'xstate';
import type { ClubMapMachine } from './club-map.machine';

type Snapshot = SnapshotFrom<ClubMapMachine>;

/** 'static.waiting' | 'static.idle' | 'static.held' | 'loading' | 'starting' | 'interactive' | 'failed' */
export const selectClubMapState = (s: Snapshot) =>
  typeof s.value === 'string' ? s.value : `static.${String((s.value as { static: string }).static)}`;
/** The static map is the one in front (MapLibre may be starting under it). */
export const selectShowsStatic = (s: Snapshot) => !s.matches('interactive');
/** MapLibre's view is mounted: starting under the static map, or in front. */
export const selectMountsMapLibre = (s: Snapshot) => s.matches('starting') || s.matches('interactive');
export const selectInteractive = (s: Snapshot) => s.matches('interactive');
export const selectStatic = (s: Snapshot) => s.matches('static');
export const selectFailed = (s: Snapshot) => s.matches('failed');
export const selectBusy = (s: Snapshot) => s.hasTag('busy');
export const selectSelectedClub = (s: Snapshot) => s.context.selected;

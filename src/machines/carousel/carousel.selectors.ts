import type { SnapshotFrom } from 'xstate';
import type { CarouselMachine } from './carousel.machine';

type Snapshot = SnapshotFrom<CarouselMachine>;

/** 'still' | 'autoplay.playing.running' | 'autoplay.playing.held' | 'autoplay.paused' */
export const selectCarouselState = (s: Snapshot) => {
  if (s.matches('still')) return 'still';
  if (s.matches({ autoplay: 'paused' })) return 'autoplay.paused';
  return s.matches({ autoplay: { playing: 'held' } }) ? 'autoplay.playing.held' : 'autoplay.playing.running';
};
/** The carousel's data-autoplay: 'off' (no autoplay), 'running' or 'paused' (held or paused by the player). */
export const selectAutoplay = (s: Snapshot) =>
  s.matches('still') ? 'off' : s.matches({ autoplay: { playing: 'running' } }) ? 'running' : 'paused';
/** A pause button is shown only while autoplay is on; pressed while the player paused it. */
export const selectHasPauseButton = (s: Snapshot) => s.matches('autoplay');
export const selectPausePressed = (s: Snapshot) => s.matches({ autoplay: 'paused' });
/** Without autoplay the buttons stop at the ends; with it the carousel rewinds. */
export const selectPrevDisabled = (s: Snapshot) => s.matches('still') && s.context.atStart;
export const selectNextDisabled = (s: Snapshot) => s.matches('still') && s.context.atEnd;
export const selectActiveIndex = (s: Snapshot) => s.context.index;
/** Every slide fits: no buttons. */
export const selectLocked = (s: Snapshot) => s.context.locked;

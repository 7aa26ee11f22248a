// UI path tests for the carousel's autoplay: every shortest path of carouselMachine, walked on the home
// page's banners (the carousel that turns by itself). The page's clock stands still once the banners run, so
// a tick happens only when the walk moves the clock by the machine's delay. What the player does maps to the
// machine's events one to one: the mouse over the banners and back out (hover), the focus put on the pause
// button and taken away (focus), reduced motion asked for and dropped (autoplay off and on again). The
// buttons are pressed with a bare click event, which neither moves the mouse nor the focus: those are holds
// of their own, walked apart. On the phone the overlay's arrows are hidden and there is no mouse, so the
// phone walks the ticks, the pause button, the focus and reduced motion; the desktop walks all of it.
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { CAROUSEL_AUTOPLAY_MS } from '../src/config/constants';
import { type CarouselContext, carouselMachine } from '../src/machines/carousel/carousel.machine';
import { selectCarouselState } from '../src/machines/carousel/carousel.selectors';
import { expect, isMobile, test } from './fixtures';
import { type UiEvent, type UiFlow, walkAllPaths } from './models/machine-paths';

const TICK = 'xstate.after.tick.carousel.autoplay.playing.running';
/** The documented autoplay delay (docs/product.md#constants). */
const AUTOPLAY_MS = 4000;

const banners = (page: Page) => page.getByTestId('banner-carousel').getByRole('region', { name: 'Promotions' });

const keyOf = (event: UiEvent) =>
  event.type === 'hold' || event.type === 'release' ? `${event.type} (${String(event.reason)})` : event.type;

test('the banners turn every 4 s (docs/product.md#constants)', () => {
  expect(CAROUSEL_AUTOPLAY_MS).toBe(AUTOPLAY_MS);
});

test('carousel autoplay: every shortest path of the machine, step by step on the home banners', async ({ page }) => {
  const mobile = isMobile(page);
  const root = banners(page);
  const pause = root.getByTestId('carousel-pause');
  let slides = 0;
  /** The slide the walk expects in front: it moves on at each tick and each arrow (rewinding at the ends). */
  let shown = 0;
  let paused = false;

  const flow: UiFlow<typeof carouselMachine> = {
    machine: carouselMachine,
    input: { autoplayMs: AUTOPLAY_MS },
    // The server renders a still carousel; the browser switches autoplay on as it mounts.
    start: [{ type: 'autoplay.enable' }],
    // The focus goes to the pause button, which is there only with autoplay on; reduced motion is asked for
    // only while the focus is elsewhere (a button removed with the focus on it tells nobody it lost it).
    events: (s: AnyMachineSnapshot) => {
      const focused = (s.context as CarouselContext).holds.includes('focus');
      const autoplay = s.matches('autoplay');
      return [
        { type: TICK },
        { type: 'pause.toggle' },
        ...(focused ? [] : [{ type: 'autoplay.disable' }]),
        { type: 'autoplay.enable' },
        ...(autoplay && !focused ? [{ type: 'hold', reason: 'focus' }] : []),
        ...(autoplay && focused ? [{ type: 'release', reason: 'focus' }] : []),
        ...(mobile
          ? []
          : [
              { type: 'hold', reason: 'hover' },
              { type: 'release', reason: 'hover' },
              { type: 'slide.next' },
              { type: 'slide.prev' },
            ]),
      ];
    },
    eventKey: keyOf,
    dataState: selectCarouselState,
    // The holds change what the next event does; a tick or an arrow stays in its state but moves the slides,
    // so it makes a vertex of its own (or no path would take it).
    serializeState: (s, event) =>
      JSON.stringify([
        selectCarouselState(s),
        [...(s.context as CarouselContext).holds].sort(),
        event && [TICK, 'slide.next', 'slide.prev'].includes(event.type) ? event.type : null,
      ]),
    root: banners,
    clock: true,
    open: async (p) => {
      if (paused) await p.clock.resume();
      paused = false;
      await p.emulateMedia({ reducedMotion: 'no-preference' });
      // The mouse waits on the header, away from the banners.
      await p.mouse.move(1, 1);
      await p.goto('/');
      await expect(root).toHaveAttribute('data-state', 'autoplay.playing.running');
      slides = await root.locator('.swiper-slide').count();
      expect(slides, 'the seeded site has several banners').toBeGreaterThan(1);
      await expect(root).toHaveAttribute('data-active-index', '0');
      shown = 0;
      // Stopped now that the banners run (the page's queries notify on timers: stopped earlier, the banners
      // would not show); less than a delay passes on the way. On a busy machine the moment asked for can be past
      // before the page's clock hears of it: then it is asked a little later.
      for (const margin of [100, 500, 1_500]) {
        const at = (await p.evaluate(() => Date.now())) + margin;
        paused = await p.clock.pauseAt(at).then(
          () => true,
          () => false,
        );
        if (paused) break;
      }
      expect(paused, 'the page clock stopped').toBe(true);
      // A slide that turned on the way (a slow machine passing a whole delay) is the one in front from here.
      shown = Number(await root.getAttribute('data-active-index'));
    },
    actions: {
      // The walk moves the clock by the delay itself, to count the move.
      [TICK]: async (p) => {
        await p.clock.fastForward(AUTOPLAY_MS);
        shown = (shown + 1) % slides;
      },
      'pause.toggle': async () => pause.dispatchEvent('click'),
      'autoplay.disable': async (p) => p.emulateMedia({ reducedMotion: 'reduce' }),
      'autoplay.enable': async (p) => p.emulateMedia({ reducedMotion: 'no-preference' }),
      'hold (focus)': async () => pause.focus(),
      'release (focus)': async () => pause.blur(),
      'hold (hover)': async (p) => {
        const box = (await root.boundingBox())!;
        await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      },
      'release (hover)': async (p) => p.mouse.move(1, 1),
      'slide.next': async () => {
        await root.getByTestId('carousel-next').dispatchEvent('click');
        shown = (shown + 1) % slides;
      },
      'slide.prev': async () => {
        await root.getByTestId('carousel-prev').dispatchEvent('click');
        shown = (shown - 1 + slides) % slides;
      },
    },
    states: {
      'carousel.still': async () => {
        await expect(root).toHaveAttribute('data-autoplay', 'off');
        await expect(pause).toHaveCount(0);
        await expect(root).toHaveAttribute('data-active-index', String(shown));
        // Standing still, the arrows stop at the ends.
        if (!mobile) {
          if (shown === 0) await expect(root.getByTestId('carousel-prev')).toHaveAttribute('aria-disabled', 'true');
          else await expect(root.getByTestId('carousel-prev')).not.toHaveAttribute('aria-disabled');
        }
      },
      'carousel.autoplay.playing.running': async () => {
        await expect(root).toHaveAttribute('data-autoplay', 'running');
        await expect(pause).toHaveAttribute('aria-pressed', 'false');
        await expect(root).toHaveAttribute('data-active-index', String(shown));
        // Turning, both arrows always move (it rewinds).
        if (!mobile) {
          await expect(root.getByTestId('carousel-prev')).not.toHaveAttribute('aria-disabled');
          await expect(root.getByTestId('carousel-next')).not.toHaveAttribute('aria-disabled');
        }
      },
      'carousel.autoplay.playing.held': async (p) => {
        await expect(root).toHaveAttribute('data-autoplay', 'paused');
        await expect(pause).toHaveAttribute('aria-pressed', 'false');
        await expect(root).toHaveAttribute('data-active-index', String(shown));
        // Held, a whole delay goes by without a move.
        await p.clock.fastForward(AUTOPLAY_MS);
        await expect(root).toHaveAttribute('data-active-index', String(shown));
      },
      'carousel.autoplay.paused': async (p) => {
        await expect(root).toHaveAttribute('data-autoplay', 'paused');
        await expect(pause).toHaveAttribute('aria-pressed', 'true');
        await expect(pause).toHaveAccessibleName('Pause the slideshow');
        await expect(root).toHaveAttribute('data-active-index', String(shown));
        await p.clock.fastForward(AUTOPLAY_MS);
        await expect(root).toHaveAttribute('data-active-index', String(shown));
      },
    },
  };

  const paths = await walkAllPaths(page, flow);
  expect(paths.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      `${TICK} → autoplay.playing.running`,
      'pause.toggle → autoplay.paused',
      'hold (focus) → autoplay.playing.held',
      'autoplay.disable → still',
      ...(mobile
        ? []
        : [
            'slide.next → autoplay.playing.running',
            'slide.prev → autoplay.playing.running',
            'autoplay.disable → still, slide.next → still',
          ]),
    ]),
  );
});

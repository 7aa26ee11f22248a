// Runs one carousel's flow (src/machines/carousel): Swiper is the hand that moves the slides, the machine
// decides when (docs/product.md#rules). The environment comes in as events: whether autoplay is allowed
// (reduced motion, low-data mode) and whether the tab is hidden.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useDataSaver } from '../../ui/data-saver';
import { useActorRef } from '../../app/inspect-actor-ref';
import { autoplayAllowed, carouselMachine } from '../../machines/carousel/carousel.machine';
import {
  selectActiveIndex,
  selectAutoplay,
  selectCarouselState,
  selectLocked,
  selectNextDisabled,
  selectPausePressed,
  selectPrevDisabled,
} from '../../machines/carousel/carousel.selectors';
import type { CarouselFlowProps } from '../../ui/carousel';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(REDUCED_MOTION);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    // The server renders a still carousel: the browser switches autoplay on once it knows.
    () => true,
  );
}

export function useCarousel({ autoplayMs, slides }: { autoplayMs: number | undefined; slides: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const dataSaver = useDataSaver().on;
  const allowed = autoplayAllowed({ autoplayMs, slides, reducedMotion, dataSaver });
  const swiper = useRef<SwiperInstance | null>(null);
  const flow = useActorRef(
    carouselMachine.provide({
      actions: {
        goPrev: () => swiper.current?.slidePrev(),
        goNext: () => swiper.current?.slideNext(),
      },
    }),
    { input: { autoplayMs: autoplayMs ?? 0 } },
  );

  // Autoplay follows the player's settings, also when they change while the carousel is shown.
  useEffect(() => {
    flow.send({ type: allowed ? 'autoplay.enable' : 'autoplay.disable' });
  }, [flow, allowed]);

  // A hidden tab holds autoplay: nobody sees the slides go by.
  useEffect(() => {
    const report = () => flow.send({ type: document.hidden ? 'hold' : 'release', reason: 'hidden' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [flow]);

  const props: CarouselFlowProps = {
    state: useSelector(flow, selectCarouselState),
    autoplay: useSelector(flow, selectAutoplay),
    pausePressed: useSelector(flow, selectPausePressed),
    index: useSelector(flow, selectActiveIndex),
    locked: useSelector(flow, selectLocked),
    prevDisabled: useSelector(flow, selectPrevDisabled),
    nextDisabled: useSelector(flow, selectNextDisabled),
    reducedMotion,
    onPrev: () => flow.send({ type: 'slide.prev' }),
    onNext: () => flow.send({ type: 'slide.next' }),
    onPauseToggle: () => flow.send({ type: 'pause.toggle' }),
    onHold: (reason) => flow.send({ type: 'hold', reason }),
    onRelease: (reason) => flow.send({ type: 'release', reason }),
    onPosition: (position) => flow.send({ type: 'slide.sync', ...position }),
    onSwiper: (instance) => {
      swiper.current = instance;
    },
  };
  return props;
}

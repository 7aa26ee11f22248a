// The one carousel of the app (docs/architecture.md#stack: Swiper), used by lazily loaded pages only, so Swiper stays
// out of the entry chunk. docs/product.md#constants-display: a drag counts from 20 px, autoplay every 4000 ms. Autoplay
// pauses on hover and focus, has a pause button (WCAG 2.2.2) and never runs when the user prefers reduced motion
// or in low-data mode (src/app/data-saver.ts: each slide shown would fetch its picture unasked).
import 'swiper/css';
import 'swiper/css/a11y';
import { isValidElement, type KeyboardEvent, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { css, cx } from 'styled-system/css';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { useDataSaver } from '../app/data-saver';
import { BREAKPOINTS, DRAG_THRESHOLD_PX } from '../config/constants';
import { useT } from '../i18n/use-t';
import { Icon } from './icon';

/**
 * Slides visible at once from each breakpoint up (docs/product.md#constants-layout breakpoints); fractions show a peek
 * of the next.
 */
export interface SlidesPerView {
  base: number;
  xsm?: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  slidesPerView?: SlidesPerView;
  /** Gap between slides in px. */
  spaceBetween?: number;
  /** Autoplay delay in ms; none when absent, when the user prefers reduced motion or in low-data mode. */
  autoplayMs?: number;
  /** Shown left of the buttons when the controls sit above the slides. */
  heading?: ReactNode;
  /** 'top': a row above the slides (card rows); 'overlay': over the slide edges (banners). */
  controls?: 'top' | 'overlay';
  className?: string;
}

const DEFAULT_PER_VIEW: SlidesPerView = { base: 1.2, sm: 2.2, md: 3, lg: 4 };
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(REDUCED_MOTION);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

function breakpointsOf(perView: SlidesPerView): SwiperOptions['breakpoints'] {
  const points: NonNullable<SwiperOptions['breakpoints']> = {};
  for (const name of ['xsm', 'sm', 'md', 'lg', 'xl'] as const) {
    const value = perView[name];
    if (value !== undefined) points[BREAKPOINTS[name]] = { slidesPerView: value };
  }
  return points;
}

const slideKey = (slide: ReactNode, index: number) =>
  isValidElement(slide) && slide.key !== null ? slide.key : `slide-${index}`;

interface Position {
  index: number;
  atStart: boolean;
  atEnd: boolean;
  locked: boolean;
}

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const controlButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'surfaceRaised',
  color: 'text',
  borderWidth: '1px',
  borderColor: 'border',
  cursor: 'pointer',
  flexShrink: 0,
  transition: 'border-color 0.15s, opacity 0.15s',
  _hover: { borderColor: 'accent' },
  '&[aria-disabled=true]': { opacity: 0.4, cursor: 'default', _hover: { borderColor: 'border' } },
});

const overlayButton = css({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 2,
  bg: 'rgba(8, 13, 26, 0.72)',
  display: { base: 'none', md: 'inline-flex' },
});

export function Carousel({
  label,
  slides,
  slidesPerView = DEFAULT_PER_VIEW,
  spaceBetween = 12,
  autoplayMs,
  heading,
  controls = 'top',
  className,
}: CarouselProps) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const dataSaver = useDataSaver().on;
  const autoplay = autoplayMs !== undefined && autoplayMs > 0 && !reducedMotion && !dataSaver && slides.length > 1;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [position, setPosition] = useState<Position>({ index: 0, atStart: true, atEnd: false, locked: false });
  const [userPaused, setUserPaused] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  const sync = (instance: SwiperInstance) =>
    setPosition({
      index: instance.activeIndex,
      atStart: instance.isBeginning,
      atEnd: instance.isEnd,
      locked: instance.isLocked,
    });

  // Focus inside (keyboard or screen reader) and the pause button stop autoplay; hover pauses it in Swiper.
  const running = autoplay && !userPaused && !focusWithin;
  // Also stops it when autoplay turns off while shown (low-data mode switched on): Swiper only swaps its params.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running) swiper.autoplay.start();
    else if (swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, running]);

  // With autoplay the carousel rewinds to the first slide, so both buttons always work.
  const prevDisabled = !autoplay && position.atStart;
  const nextDisabled = !autoplay && position.atEnd;
  const prev = () => {
    if (swiper && !prevDisabled) swiper.slidePrev();
  };
  const next = () => {
    if (swiper && !nextDisabled) swiper.slideNext();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTextField(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const showNav = !position.locked && slides.length > 1;
  const prevButton = (
    <button
      type="button"
      aria-label={t('carousel.previous')}
      aria-disabled={prevDisabled || undefined}
      onClick={prev}
      data-testid="carousel-prev"
      className={cx(
        controlButton,
        controls === 'overlay' && overlayButton,
        controls === 'overlay' && css({ left: '3' }),
      )}
    >
      <Icon name="chevronDown" size={22} className={css({ transform: 'rotate(90deg)' })} />
    </button>
  );
  const nextButton = (
    <button
      type="button"
      aria-label={t('carousel.next')}
      aria-disabled={nextDisabled || undefined}
      onClick={next}
      data-testid="carousel-next"
      className={cx(
        controlButton,
        controls === 'overlay' && overlayButton,
        controls === 'overlay' && css({ right: '3' }),
      )}
    >
      <Icon name="chevronDown" size={22} className={css({ transform: 'rotate(-90deg)' })} />
    </button>
  );
  const pauseButton = autoplay && (
    <button
      type="button"
      aria-pressed={userPaused}
      aria-label={t('carousel.pause')}
      onClick={() => setUserPaused((paused) => !paused)}
      data-testid="carousel-pause"
      className={cx(
        controlButton,
        controls === 'overlay' &&
          css({
            position: 'absolute',
            right: '3',
            bottom: '3',
            zIndex: 2,
            bg: 'rgba(8, 13, 26, 0.72)',
            w: '9',
            h: '9',
          }),
      )}
    >
      <PauseGlyph paused={userPaused} />
    </button>
  );

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      data-active-index={position.index}
      data-autoplay={autoplay ? (running ? 'running' : 'paused') : 'off'}
      onKeyDown={onKeyDown}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      className={cx(
        css({
          position: 'relative',
          minW: '0',
          // Links fill their slide: draw the focus ring inside, where the slide's overflow cannot cut it.
          '& .swiper-slide :is(a, button):focus-visible': { outlineOffset: '-2px' },
          '& .swiper-slide': { height: 'auto' },
        }),
        className,
      )}
    >
      {controls === 'top' && (heading || showNav) && (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', mb: '3' })}>
          <div className={css({ flex: '1', minW: '0' })}>{heading}</div>
          {pauseButton}
          {showNav && prevButton}
          {showNav && nextButton}
        </div>
      )}
      <Swiper
        modules={[A11y, Autoplay]}
        slidesPerView={slidesPerView.base}
        breakpoints={breakpointsOf(slidesPerView)}
        spaceBetween={spaceBetween}
        threshold={DRAG_THRESHOLD_PX}
        speed={reducedMotion ? 0 : 300}
        rewind={autoplay}
        watchSlidesProgress
        autoplay={autoplay ? { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
        a11y={{
          slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', count: '{{slidesLength}}' }),
          itemRoleDescriptionMessage: t('carousel.slide'),
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          sync(instance);
        }}
        onSlideChange={sync}
        onReachBeginning={sync}
        onReachEnd={sync}
        onFromEdge={sync}
        onLock={sync}
        onUnlock={sync}
        onResize={sync}
        onBreakpoint={sync}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slideKey(slide, index)}>{slide}</SwiperSlide>
        ))}
      </Swiper>
      {controls === 'overlay' && showNav && (
        <>
          {prevButton}
          {nextButton}
        </>
      )}
      {controls === 'overlay' && pauseButton}
    </section>
  );
}

/** Two bars while playing (press to pause), a triangle while paused (press to play). */
function PauseGlyph({ paused }: { paused: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width={16} height={16} viewBox="0 0 16 16" fill="currentColor">
      {paused ? <path d="M4 2.5v11l9-5.5-9-5.5Z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
    </svg>
  );
}

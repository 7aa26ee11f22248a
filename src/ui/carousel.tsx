// The one carousel of the app (Swiper), drawn from the state of its flow (src/machines/carousel, run by
// src/features/shared): autoplay, holds, pause and the slide shown come in by props, and what the player
// does goes out as callbacks. Used by lazily loaded pages only, so Swiper stays out of the entry chunk. A
// drag counts from DRAG_THRESHOLD_PX (docs/product.md#constants); the pause button follows WCAG 2.2.2.
import 'swiper/css';
import 'swiper/css/a11y';
import { isValidElement, type KeyboardEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { BREAKPOINTS, DRAG_THRESHOLD_PX } from '../config/constants';
import { useT } from '../i18n/use-t';
import { Icon } from './icon';

/** Slides visible at once from each breakpoint up (docs/product.md#constants); fractions show a peek of the next. */
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

/** Where Swiper stands, as it reports it. */
export interface CarouselPosition {
  index: number;
  atStart: boolean;
  atEnd: boolean;
  locked: boolean;
}

/** Why autoplay waits: the mouse over the carousel, focus inside, a drag under way. */
export type CarouselHold = 'hover' | 'focus' | 'touch';

/** The carousel's flow as the view draws it, and what the player does, sent back to the flow. */
export interface CarouselFlowProps {
  /** The flow's state, shown as data-state. */
  state: string;
  /** 'off' (no autoplay), 'running', or 'paused' (held or paused by the player). */
  autoplay: 'off' | 'running' | 'paused';
  /** The pause button is pressed. */
  pausePressed: boolean;
  index: number;
  locked: boolean;
  prevDisabled: boolean;
  nextDisabled: boolean;
  /** Moves take no time. */
  reducedMotion: boolean;
  onPrev: () => void;
  onNext: () => void;
  onPauseToggle: () => void;
  onHold: (reason: CarouselHold) => void;
  onRelease: (reason: CarouselHold) => void;
  onPosition: (position: CarouselPosition) => void;
  /** Swiper, once it is there: the flow moves the slides through it. */
  onSwiper: (swiper: SwiperInstance | null) => void;
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
  // On phones too: a swipe is never the only way to the next banner (WCAG 2.5.7, docs/architecture.md#quality).
  display: 'inline-flex',
});

// The previous and next buttons: the same button but for its name, side and arrow.
const STEPS = {
  previous: {
    label: 'carousel.previous',
    testId: 'carousel-prev',
    side: css({ left: '3' }),
    arrow: css({ transform: 'rotate(90deg)' }),
  },
  next: {
    label: 'carousel.next',
    testId: 'carousel-next',
    side: css({ right: '3' }),
    arrow: css({ transform: 'rotate(-90deg)' }),
  },
} as const;

function StepButton({
  step,
  disabled,
  overlay,
  onClick,
}: {
  step: keyof typeof STEPS;
  disabled: boolean;
  overlay: boolean;
  onClick: () => void;
}) {
  const t = useT();
  const { label, testId, side, arrow } = STEPS[step];
  return (
    <button
      type="button"
      aria-label={t(label)}
      aria-disabled={disabled || undefined}
      onClick={onClick}
      data-testid={testId}
      className={cx(controlButton, overlay && overlayButton, overlay && side)}
    >
      <Icon name="chevronDown" size={22} className={arrow} />
    </button>
  );
}

export function CarouselView({
  label,
  slides,
  slidesPerView = DEFAULT_PER_VIEW,
  spaceBetween = 12,
  heading,
  controls = 'top',
  className,
  flow,
}: CarouselProps & { flow: CarouselFlowProps }) {
  const t = useT();
  const autoplay = flow.autoplay !== 'off';
  const prev = () => flow.onPrev();
  const next = () => flow.onNext();
  const sync = (instance: SwiperInstance) =>
    flow.onPosition({
      index: instance.activeIndex,
      atStart: instance.isBeginning,
      atEnd: instance.isEnd,
      locked: instance.isLocked,
    });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTextField(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const showNav = !flow.locked && slides.length > 1;
  const overlay = controls === 'overlay';
  const prevButton = <StepButton step="previous" disabled={flow.prevDisabled} overlay={overlay} onClick={prev} />;
  const nextButton = <StepButton step="next" disabled={flow.nextDisabled} overlay={overlay} onClick={next} />;
  const pauseButton = autoplay && (
    <button
      type="button"
      aria-pressed={flow.pausePressed}
      aria-label={t('carousel.pause')}
      onClick={flow.onPauseToggle}
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
      <PauseGlyph paused={flow.pausePressed} />
    </button>
  );

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      data-testid="carousel"
      data-state={flow.state}
      data-active-index={flow.index}
      data-autoplay={flow.autoplay}
      onKeyDown={onKeyDown}
      // The mouse over the carousel holds autoplay (a touch or pen press is a drag, held by Swiper's events).
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') flow.onHold('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') flow.onRelease('hover');
      }}
      // Focus inside (keyboard or screen reader) holds it too.
      onFocus={() => flow.onHold('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) flow.onRelease('focus');
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
        modules={[A11y]}
        slidesPerView={slidesPerView.base}
        breakpoints={breakpointsOf(slidesPerView)}
        spaceBetween={spaceBetween}
        threshold={DRAG_THRESHOLD_PX}
        speed={flow.reducedMotion ? 0 : 300}
        rewind={autoplay}
        watchSlidesProgress
        a11y={{
          slideLabelMessage: t('carousel.slideLabel', { index: '{{index}}', count: '{{slidesLength}}' }),
          itemRoleDescriptionMessage: t('carousel.slide'),
        }}
        onSwiper={(instance) => {
          // Swiper's a11y module brings a focused slide in on the next frame and reads instance.params then; Swiper
          // React destroys the instance on unmount deleting every property, so a slide focused in the frame before a
          // route change threw. Kept whole, the destroyed instance is still readable and refuses the move.
          const destroy = instance.destroy.bind(instance);
          instance.destroy = (_deleteInstance?: boolean, cleanStyles?: boolean) => destroy(false, cleanStyles);
          flow.onSwiper(instance);
          sync(instance);
        }}
        onDestroy={() => flow.onSwiper(null)}
        onTouchStart={() => flow.onHold('touch')}
        onTouchEnd={() => flow.onRelease('touch')}
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

// docs/product.md#routes-list home banner carousel: the site config's main banners (docs/product.md#entities-content
// banner: url, link) at the docs/product.md#constants-display ratio 2.5/1, turning every 4000 ms. The first picture is
// the page's largest paint, so it loads first; the box keeps its size while loading, so nothing below it moves.
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { CarouselProps } from '../shared/carousel';
import { css, cx } from 'styled-system/css';
import { siteConfigQuery } from '../../api/site';
import { BANNER_RATIO, CAROUSEL_AUTOPLAY_MS } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import { queryViewState } from '../../ui/query-view';
import { SiteLinkBox, siteLinkOf } from '../../ui/site-link';

// Performance (docs/architecture.md#performance): Swiper is not on the way to the largest paint. The first banner shows
// at once in the same box; once the page is idle the carousel's code (with Swiper) loads and takes over in place.
// Offline with the carousel's code never loaded, the first banner simply stays.
const Carousel = lazy(() =>
  import('../shared/carousel').then(
    (m): { default: ComponentType<CarouselProps> } => ({ default: m.Carousel }),
    () => ({ default: ({ slides }: CarouselProps) => <div data-testid="banner-first">{slides[0]}</div> }),
  ),
);

// Sizes of the generated banner artwork, for the intrinsic ratio of the <img>.
export const BANNER_WIDTH = 1250;
export const BANNER_HEIGHT = Math.round(BANNER_WIDTH / BANNER_RATIO);

export const frame = css({
  display: 'block',
  w: '100%',
  borderRadius: 'card',
  overflow: 'hidden',
  bg: 'surfaceRaised',
});
// BANNER_RATIO (2.5) as a class: the page's CSP refuses inline styles in the server's HTML.
export const frameRatio = css({ aspectRatio: '2.5 / 1' });
/** The second banner row's box while its code loads (second-banners.tsx): one banner as wide as it shows. */
export const secondBannersBox = cx(frame, frameRatio, css({ w: { base: '85%', lg: 'calc((100% - 16px) / 2)' } }));

/** True once the browser is idle after the first paint (at the latest after 2 s). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

export function BannerCarousel({ className }: { className?: string }) {
  const t = useT();
  const idle = useIdle();
  const query = useQuery(siteConfigQuery());
  const banners = query.data?.banner?.main ?? [];
  if (queryViewState(query) === 'loading') {
    return (
      <div className={className}>
        <div aria-busy="true" data-testid="banner-placeholder" className={cx(frame, frameRatio)} />
      </div>
    );
  }
  // The banners only advertise: a failed load or an empty list leaves them out.
  if (banners.length === 0) return null;
  const slides = banners.map((banner, index) => {
    const alt = t('carousel.bannerSlide', { index: index + 1, count: banners.length });
    const image = (
      <img
        src={banner.url}
        alt={alt}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : undefined}
        decoding={index === 0 ? 'sync' : 'async'}
        className={css({ display: 'block', w: '100%', h: '100%', objectFit: 'cover' })}
      />
    );
    const slide = (
      <SiteLinkBox link={siteLinkOf(banner.link)} className={cx(frame, frameRatio)}>
        {image}
      </SiteLinkBox>
    );
    return <div key={`${banner.url}|${banner.link ?? ''}`}>{slide}</div>;
  });
  const first = <div data-testid="banner-first">{slides[0]}</div>;
  return (
    <div data-testid="banner-carousel" className={className}>
      {idle ? (
        <Suspense fallback={first}>
          <Carousel
            label={t('carousel.banners')}
            slides={slides}
            slidesPerView={{ base: 1 }}
            autoplayMs={CAROUSEL_AUTOPLAY_MS}
            controls="overlay"
          />
        </Suspense>
      ) : (
        first
      )}
    </div>
  );
}

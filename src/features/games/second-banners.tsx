// docs/product.md#routes-list home: the site config's second banner list (docs/product.md#entities-content banner
// `second`: url, link), a row of its own below the game group rows, at the banner ratio 2.5/1 of
// docs/product.md#constants-display. Below the fold: the page loads it when the player scrolls near it
// (home-page.tsx), and a failed or empty list leaves the row out, as the main banners do.
import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { siteConfigQuery } from '../../api/site';
import { useT } from '../../i18n/use-t';
import { SiteLinkBox, siteLinkOf } from '../../ui/site-link';
import { BANNER_HEIGHT, BANNER_WIDTH, frame, frameRatio } from './banner-carousel';

// One at a time on phones, the next one peeking; side by side on desktop (a lone banner takes the row).
const pairItem = css({ w: { base: '85%', lg: 'calc((100% - 16px) / 2)' } });
const singleItem = css({ w: { base: '85%', lg: '100%' } });

export function SecondBanners() {
  const t = useT();
  const banners = useQuery(siteConfigQuery()).data?.banner?.second ?? [];
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('games.moreOffers')} data-testid="second-banners">
      <ul
        className={css({
          display: 'flex',
          gap: { base: '3', lg: '4' },
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        })}
      >
        {banners.map((banner, index) => (
          <li
            key={`${banner.url}|${banner.link ?? ''}`}
            className={cx(
              css({ flexShrink: 0, scrollSnapAlign: 'start' }),
              banners.length === 1 ? singleItem : pairItem,
            )}
          >
            <SiteLinkBox link={siteLinkOf(banner.link)} className={cx(frame, frameRatio)} testId="second-banner">
              <img
                src={banner.url}
                alt={t('carousel.bannerSlide', { index: index + 1, count: banners.length })}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                loading="lazy"
                decoding="async"
                className={css({ display: 'block', w: '100%', h: '100%', objectFit: 'cover' })}
              />
            </SiteLinkBox>
          </li>
        ))}
      </ul>
    </section>
  );
}

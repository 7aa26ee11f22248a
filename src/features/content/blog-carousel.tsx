// docs/product.md#routes-list home and /widget/blogs-last-articles: the latest blog articles
// (docs/product.md#entities-content article) as cards with picture, title and publication date, each linking to
// /blog/{id}.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { latestArticlesQuery } from '../../api/content';
import type { Article } from '../../../contract/schemas/content';
import { useT } from '../../i18n/use-t';
import { QueryCarousel, slideCard } from '../shared/query-carousel';
import { isPlainClick } from '../../ui/plain-click';

export interface BlogCarouselProps {
  /** '_top' in widgets: links open the main site in the embedding page's window. */
  linkTarget?: '_top';
  /** A title shown left of the carousel buttons (the page may put its own heading above instead). */
  heading?: ReactNode;
}

const SKELETONS = ['skeleton-1', 'skeleton-2', 'skeleton-3'];
const PER_VIEW = { base: 1.15, sm: 2.1, lg: 3, xl: 3.5 } as const;
// Blog artwork is 600×315 (the usual share-card ratio).
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 315;

const card = slideCard;
const picture = css({ display: 'block', aspectRatio: '600 / 315', bg: 'surfaceRaised' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '1.5', p: '3', minH: '5.75rem' });
const titleText = css({
  fontWeight: 'bold',
  lineHeight: '1.35',
  lineClamp: 2,
});

function ArticleCard({ article, linkTarget }: { article: Article; linkTarget: '_top' | undefined }) {
  const intl = useIntl();
  // A plain <a> (not wouter's Link) so a widget's card can target the top window; the app navigates in place.
  const [, navigate] = useLocation();
  const href = `/blog/${article.id}`;
  const published = new Date(article.publishedAt);
  const validDate = !Number.isNaN(published.getTime());
  return (
    <a
      href={href}
      target={linkTarget}
      data-testid="blog-card"
      onClick={(event) => {
        if (linkTarget || event.defaultPrevented) return;
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
      className={card}
    >
      <span className={picture}>
        <img
          src={article.image.url}
          width={article.image.width ?? IMAGE_WIDTH}
          height={article.image.height ?? IMAGE_HEIGHT}
          alt=""
          loading="lazy"
          decoding="async"
          className={css({ display: 'block', w: '100%', h: '100%', objectFit: 'cover' })}
        />
      </span>
      <span className={body}>
        <span className={titleText} data-truncates="">
          {article.title}
        </span>
        {validDate && (
          <time dateTime={article.publishedAt} className={css({ fontSize: 'sm', color: 'textMuted' })}>
            {intl.formatDate(published, { day: 'numeric', month: 'long', year: 'numeric' })}
          </time>
        )}
      </span>
    </a>
  );
}

function SkeletonCard() {
  return (
    <div aria-hidden="true" data-testid="blog-skeleton" className={card}>
      <span className={picture} />
      <span className={body}>
        <span className={css({ h: '4', w: '85%', borderRadius: 'sm', bg: 'surfaceRaised' })} />
        <span className={css({ h: '4', w: '55%', borderRadius: 'sm', bg: 'surfaceRaised' })} />
        <span className={css({ h: '3', w: '40%', borderRadius: 'sm', bg: 'surfaceRaised', mt: '1' })} />
      </span>
    </div>
  );
}

export function BlogCarousel({ linkTarget, heading }: BlogCarouselProps) {
  const t = useT();
  const query = useQuery(latestArticlesQuery());
  return (
    <QueryCarousel
      testId="blog-carousel"
      label={t('blog.latest')}
      heading={heading}
      failedMessage={t('blog.failed')}
      query={query}
      slides={
        query.data?.map((article) => <ArticleCard key={article.id} article={article} linkTarget={linkTarget} />) ?? null
      }
      skeletons={SKELETONS.map((id) => <SkeletonCard key={id} />)}
      slidesPerView={PER_VIEW}
    />
  );
}

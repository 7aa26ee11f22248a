// docs/product.md#entities-content article as a card of the /blog list: picture, title, preview and publication date,
// the whole card one link to /blog/{id}.
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { card as cardRecipe } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Article } from '../../../contract/schemas/content';
import { ResponsiveImage } from '../../ui/responsive-image';

const card = cx(
  cardRecipe({ padded: false, link: true }),
  css({ display: 'flex', flexDirection: 'column', overflow: 'hidden' }),
);
const picture = css({ display: 'block', aspectRatio: '600 / 315', bg: 'surfaceRaised', overflow: 'hidden' });
const image = css({ display: 'block', w: '100%', h: '100%', objectFit: 'cover' });

export function formatPublished(intl: ReturnType<typeof useIntl>, publishedAt: string): string | null {
  const date = new Date(publishedAt);
  return Number.isNaN(date.getTime())
    ? null
    : intl.formatDate(date, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** `eager`: the card is on the first screen (its picture is likely the page's largest paint). */
export function ArticleCard({ article, eager = false }: { article: Article; eager?: boolean }) {
  const intl = useIntl();
  const published = formatPublished(intl, article.publishedAt);
  return (
    <Link href={`/blog/${article.id}`} className={card} data-testid="blog-article-card">
      <span className={picture}>
        <ResponsiveImage image={article.image} className={image} eager={eager} />
      </span>
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', flex: '1' })}>
        <h3 className={css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.3' })}>{article.title}</h3>
        <span className={css({ color: 'textMuted', lineClamp: 3 })} data-truncates="">
          {article.preview_body}
        </span>
        {published && (
          <time dateTime={article.publishedAt} className={css({ mt: 'auto', fontSize: 'sm', color: 'textMuted' })}>
            {published}
          </time>
        )}
      </span>
    </Link>
  );
}

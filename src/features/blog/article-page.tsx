// /blog/{articleId} (docs/product.md#routes-list): title, picture, date and the HTML body (sanitised by SafeHtml) of
// one article in the session language; a long body opens collapsed (docs/product.md#constants-display blog accordion). An id the server does not know (404), or one that is not a number,
// shows the not-found page. The head gets the article's own SEO (articles/seo/{id}).
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { Link, useParams } from 'wouter';
import { articleQuery, articleSeoQuery } from '../../api/content';
import { ApiError } from '../../api/errors';
import { useSeoOverride } from '../../app/seo';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { QueryView, queryViewState } from '../../ui/query-view';
import { ReadMore } from '../../ui/read-more';
import { ResponsiveImage } from '../../ui/responsive-image';
import { SafeHtml } from '../../ui/safe-html';
import { NotFoundPage } from '../errors/not-found-page';
import { formatPublished } from './article-card';

const body = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  lineHeight: '1.7',
  fontSize: { base: 'md', md: 'lg' },
  '& h2': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: '1.3' },
  '& h3': { fontSize: 'lg', fontWeight: 'bold' },
  '& ul, & ol': { pl: '6', display: 'flex', flexDirection: 'column', gap: '1' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'link', textDecoration: 'underline' },
});

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function ArticleView({ articleId }: { articleId: number }) {
  const t = useT();
  const intl = useIntl();
  const query = useQuery(articleQuery(articleId));
  const { data: seo } = useQuery({ ...articleSeoQuery(articleId), enabled: query.isSuccess });
  useSeoOverride(`/blog/${articleId}`, seo);

  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;
  const article = query.data;
  const published = article ? formatPublished(intl, article.publishedAt) : null;
  return (
    <Page title={article?.title ?? t('page.article')}>
      <article
        data-testid="blog-article"
        data-state={queryViewState(query)}
        className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '48rem' })}
      >
        <QueryView query={query} failed={{ message: t('blog.articleFailed') }}>
          {(article) => (
            <>
              {published && (
                <time dateTime={article.publishedAt} className={css({ color: 'textMuted', mt: '-2' })}>
                  {published}
                </time>
              )}
              <div
                className={css({
                  aspectRatio: '600 / 315',
                  bg: 'surfaceRaised',
                  borderRadius: 'card',
                  overflow: 'hidden',
                })}
              >
                <ResponsiveImage
                  image={article.image}
                  eager
                  className={css({ display: 'block', w: '100%', h: '100%', objectFit: 'cover' })}
                />
              </div>
              {article.body && (
                <ReadMore
                  html={article.body}
                  label={article.title}
                  moreText={t('blog.showMore')}
                  lessText={t('blog.showLess')}
                >
                  <SafeHtml html={article.body} className={body} />
                </ReadMore>
              )}
            </>
          )}
        </QueryView>
        <Link href="/blog" className={css({ color: 'link', fontWeight: 'semibold', alignSelf: 'flex-start' })}>
          ← {t('blog.back')}
        </Link>
      </article>
    </Page>
  );
}

export function ArticlePage() {
  const { articleId = '' } = useParams<{ articleId: string }>();
  if (!/^\d{1,9}$/.test(articleId)) return <NotFoundPage />;
  return <ArticleView key={articleId} articleId={Number(articleId)} />;
}

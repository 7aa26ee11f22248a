// /blog/category/{categoryId} (docs/product.md#routes-list): one blog category and its articles, newest first
// (docs/product.md#calls-list blogs/categories/category/{categoryId}). An unknown category is the not-found page.
// data-state: loading, ready, empty, failed.
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Link, useParams } from 'wouter';
import { categoryQuery } from '../../api/content';
import { ApiError } from '../../api/errors';
import type { ArticleCategory } from '../../../contract/schemas/content';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { QueryView, queryViewState } from '../../ui/query-view';
import { NotFoundPage } from '../errors/not-found-page';
import { ArticleCard } from './article-card';
import { articleGrid } from './blog-page';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
const hasNoArticles = (category: ArticleCategory) => category.articles.length === 0;

function CategoryView({ categoryId }: { categoryId: number }) {
  const t = useT();
  const query = useQuery(categoryQuery(categoryId));
  if (query.isError && isNotFound(query.error)) return <NotFoundPage />;
  return (
    <Page title={query.data?.name ?? t('page.blog')}>
      <div
        data-testid="blog-category-page"
        data-state={queryViewState(query, hasNoArticles)}
        className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
      >
        <QueryView
          query={query}
          isEmpty={hasNoArticles}
          failed={{ message: t('blog.failed') }}
          empty={<p className={css({ color: 'textMuted' })}>{t('blog.empty')}</p>}
        >
          {(category) => (
            <div className={articleGrid}>
              {category.articles.map((article, index) => (
                <ArticleCard key={article.id} article={article} eager={index === 0} />
              ))}
            </div>
          )}
        </QueryView>
        <Link href="/blog" className={css({ color: 'link', fontWeight: 'semibold', alignSelf: 'flex-start' })}>
          ← {t('blog.back')}
        </Link>
      </div>
    </Page>
  );
}

export function CategoryPage() {
  const { categoryId = '' } = useParams<{ categoryId: string }>();
  if (!/^\d{1,9}$/.test(categoryId)) return <NotFoundPage />;
  return <CategoryView key={categoryId} categoryId={Number(categoryId)} />;
}

// /blog (docs/product.md#routes-list): the articles grouped by category (blogs/categories/articles), a section per
// category with a row of category links on top to jump to it. data-state: loading, ready, empty, failed.
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { categoriesQuery } from '../../api/content';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { ArticleCard } from './article-card';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
});
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '2.5rem',
  px: '4',
  borderRadius: 'full',
  bg: 'surfaceRaised',
  borderWidth: '1px',
  borderColor: 'border',
  color: 'text',
  fontWeight: 'semibold',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { borderColor: 'accent' },
});

const sectionId = (categoryId: number) => `blog-category-${categoryId}`;

export function BlogPage() {
  const t = useT();
  const query = useQuery(categoriesQuery());
  const categories = query.data?.filter((category) => category.articles.length > 0) ?? [];
  const state = query.isPending ? 'loading' : query.isError ? 'failed' : categories.length === 0 ? 'empty' : 'ready';
  return (
    <Page title={t('page.blog')}>
      <div
        data-testid="blog"
        data-state={state}
        className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
      >
        {state === 'loading' && (
          <div className={css({ display: 'flex', justifyContent: 'center', py: '12' })}>
            <Spinner label={t('common.loading')} />
          </div>
        )}
        {state === 'failed' && (
          <LoadFailed message={t('blog.failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
        {state === 'empty' && <p className={css({ color: 'textMuted' })}>{t('blog.empty')}</p>}
        {state === 'ready' && (
          <>
            <nav aria-label={t('blog.categories')}>
              <ul className={css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1', listStyle: 'none' })}>
                {categories.map((category) => (
                  <li key={category.id}>
                    <a href={`#${sectionId(category.id)}`} className={chip}>
                      {category.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {categories.map((category, section) => (
              <section
                key={category.id}
                id={sectionId(category.id)}
                aria-labelledby={`${sectionId(category.id)}-title`}
                data-testid="blog-category"
                className={css({ display: 'flex', flexDirection: 'column', gap: '3', scrollMarginTop: '5rem' })}
              >
                <h2 id={`${sectionId(category.id)}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                  {category.name}
                </h2>
                <div className={grid}>
                  {category.articles.map((article, index) => (
                    <ArticleCard key={article.id} article={article} eager={section === 0 && index === 0} />
                  ))}
                </div>
              </section>
            ))}
          </>
        )}
      </div>
    </Page>
  );
}

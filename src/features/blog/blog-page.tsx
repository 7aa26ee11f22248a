// /blog (docs/product.md#routes-list): the articles grouped by category (blogs/categories/articles), a section per
// category with a row of category links on top to jump to it; each section's title opens the category on its own page
// (category-page.tsx). data-state: loading, ready, empty, failed.
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { categoriesQuery } from '../../api/content';
import type { ArticleCategory } from '../../../contract/schemas/content';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { QueryView, queryViewState } from '../../ui/query-view';
import { ArticleCard } from './article-card';

export const articleGrid = css({
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

type Categories = ArticleCategory[];
const withArticles = (categories: Categories) => categories.filter((category) => category.articles.length > 0);
/** A blog whose categories have no article is empty. */
const hasNoArticles = (categories: Categories) => withArticles(categories).length === 0;

const sectionId = (categoryId: number) => `blog-category-${categoryId}`;

export function BlogPage() {
  const t = useT();
  const query = useQuery(categoriesQuery());
  const state = queryViewState(query, hasNoArticles);
  return (
    <Page title={t('page.blog')}>
      <div
        data-testid="blog"
        data-state={state}
        className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
      >
        <QueryView
          query={query}
          isEmpty={hasNoArticles}
          failed={{ message: t('blog.failed') }}
          empty={<p className={css({ color: 'textMuted' })}>{t('blog.empty')}</p>}
        >
          {(data) => {
            const categories = withArticles(data);
            return (
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
                      <Link
                        href={`/blog/category/${category.id}`}
                        className={css({
                          color: 'text',
                          textDecoration: 'none',
                          _hover: { textDecoration: 'underline' },
                        })}
                      >
                        {category.name}
                      </Link>
                    </h2>
                    <div className={articleGrid}>
                      {category.articles.map((article, index) => (
                        <ArticleCard key={article.id} article={article} eager={section === 0 && index === 0} />
                      ))}
                    </div>
                  </section>
                ))}
              </>
            );
          }}
        </QueryView>
      </div>
    </Page>
  );
}

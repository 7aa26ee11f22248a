// /about (docs/product.md#routes-list): the address and support texts of the site info (config,
// docs/product.md#entities-content about {address, support}), server HTML rendered through SafeHtml only. data-state:
// loading, ready, failed (src/ui/query-view.tsx).
import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { siteConfigQuery } from '../../api/site';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { QueryView, queryViewState } from '../../ui/query-view';
import { SafeHtml } from '../../ui/safe-html';
import { Spinner } from '../../ui/spinner';

const block = cx(
  card({ padded: false }),
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: { base: '4', md: '6' },
  }),
);
const html = css({ lineHeight: '1.7', color: 'textMuted', '& a': { color: 'link', textDecoration: 'underline' } });

export function AboutPage() {
  const t = useT();
  const query = useQuery(siteConfigQuery());
  return (
    <Page title={t('page.about')}>
      <div
        data-testid="about"
        data-state={queryViewState(query)}
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: '4',
          alignItems: 'start',
        })}
      >
        <QueryView
          query={query}
          loading={
            <div className={css({ display: 'flex', justifyContent: 'center', py: '12', gridColumn: '1 / -1' })}>
              <Spinner label={t('common.loading')} />
            </div>
          }
          failed={{ message: t('about.failed'), className: css({ gridColumn: '1 / -1' }) }}
        >
          {({ about }) => (
            <>
              <section aria-labelledby="about-address" className={block}>
                <h2 id="about-address" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                  {t('about.address')}
                </h2>
                <SafeHtml html={about.address} className={html} />
              </section>
              <section aria-labelledby="about-support" className={block}>
                <h2 id="about-support" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                  {t('about.support')}
                </h2>
                <SafeHtml html={about.support} className={html} />
              </section>
            </>
          )}
        </QueryView>
      </div>
    </Page>
  );
}

// /clubs-list (docs/product.md#routes-clubs club list): every partner club with its address and withdrawal limit, those
// without map coordinates too. It does not load the map library.
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Link } from 'wouter';
import { clubsQuery } from '../../api/clubs';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { limitText, linkClass } from './club-parts';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', lg: '4' },
});

const placeholder = css({
  h: '7.5rem',
  bg: 'surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border',
});

export function ClubsListPage() {
  const t = useT();
  const query = useQuery(clubsQuery());
  const state = query.isPending ? 'loading' : query.data ? 'ready' : 'failed';

  return (
    <Page title={t('page.clubsList')}>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2 4', justifyContent: 'space-between', mt: '-2' })}
      >
        <p className={css({ color: 'textMuted' })}>{t('clubs.intro')}</p>
        <Link href="/clubs" className={linkClass}>
          {t('clubs.mapLink')}
        </Link>
      </div>
      <div data-testid="clubs" data-state={state} aria-busy={state === 'loading' || undefined}>
        {query.isError && !query.data ? (
          <LoadFailed
            testId="clubs-failed"
            message={t('clubs.loadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data ? (
          query.data.length === 0 ? (
            <p className={css({ color: 'textMuted' })}>{t('clubs.empty')}</p>
          ) : (
            <ul className={grid}>
              {query.data.map((club) => (
                <li key={club.id} data-testid="club-item" className={card()}>
                  <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '1' })}>{club.info.name}</h2>
                  <p className={css({ color: 'textMuted', mb: '2' })}>{club.info.address}</p>
                  <p className={css({ fontWeight: 'semibold', color: 'accent' })}>{limitText(t, club)}</p>
                </li>
              ))}
            </ul>
          )
        ) : (
          <>
            <ul aria-hidden="true" className={grid}>
              {[0, 1, 2, 3, 4, 5].map((index) => (
                <li key={index} className={placeholder} />
              ))}
            </ul>
            <span role="status" className="sr-only">
              {t('common.loading')}
            </span>
          </>
        )}
      </div>
    </Page>
  );
}

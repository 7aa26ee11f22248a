// /clubs-list (docs/product.md#routes-clubs club list): every partner club with its address and withdrawal limit, those
// without map coordinates too. It does not load the map library.
import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { clubsQuery } from '../../api/clubs';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { QueryView, queryViewState } from '../../ui/query-view';
import { ClubsIntro, limitText } from './club-parts';
import { PlaceholderList } from '../../ui/placeholder-list';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', lg: '4' },
});

const placeholder = cx(
  card({ padded: false }),
  css({
    h: '7.5rem',
  }),
);

export function ClubsListPage() {
  const t = useT();
  const query = useQuery(clubsQuery());
  const state = queryViewState(query);

  return (
    <Page title={t('page.clubsList')}>
      <ClubsIntro href="/clubs" link={t('clubs.mapLink')} />
      <div data-testid="clubs" data-state={state} aria-busy={state === 'loading' || undefined}>
        <QueryView
          query={query}
          failed={{ testId: 'clubs-failed', message: t('clubs.loadFailed') }}
          empty={<p className={css({ color: 'textMuted' })}>{t('clubs.empty')}</p>}
          loading={
            <PlaceholderList
              count={6}
              listClassName={grid}
              itemClassName={placeholder}
              loadingLabel={t('common.loading')}
            />
          }
        >
          {(clubs) => (
            <ul className={grid}>
              {clubs.map((club) => (
                <li key={club.id} data-testid="club-item" className={card()}>
                  <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '1' })}>{club.info.name}</h2>
                  <p className={css({ color: 'textMuted', mb: '2' })}>{club.info.address}</p>
                  <p className={css({ fontWeight: 'semibold', color: 'accent' })}>{limitText(t, club)}</p>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </Page>
  );
}

// /clubs (spec §2 club map): the partner clubs on a MapLibre map centred on Haiti, and beside it (below on
// phones) the keyboard-friendly way to the same popups: one button per club that flies to it. Clubs
// without coordinates are only in /clubs-list, which the page links to.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { clubsQuery } from '../../api/clubs';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../ui/load-failed';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { ClubMap, type ClubMapHandle } from './club-map';
import { isPlaced, linkClass } from './club-parts';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
  gap: { base: '4', lg: '6' },
  alignItems: 'start',
});

const listButton = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.5',
  w: '100%',
  textAlign: 'left',
  px: '3',
  py: '2.5',
  borderRadius: 'control',
  cursor: 'pointer',
  _hover: { bg: 'surfaceRaised' },
});

export function ClubsPage() {
  const t = useT();
  const query = useQuery(clubsQuery());
  const placed = useMemo(() => query.data?.filter(isPlaced) ?? [], [query.data]);
  const unplaced = (query.data?.length ?? 0) - placed.length;
  const map = useRef<ClubMapHandle>(null);

  return (
    <Page title={t('page.clubs')}>
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2 4', justifyContent: 'space-between', mt: '-2' })}
      >
        <p className={css({ color: 'textMuted' })}>{t('clubs.intro')}</p>
        <Link href="/clubs-list" className={linkClass}>
          {t('clubs.listLink')}
        </Link>
      </div>
      <div data-testid="clubs" data-state={query.isPending ? 'loading' : query.data ? 'ready' : 'failed'}>
        {query.isError && !query.data ? (
          <LoadFailed
            testId="clubs-failed"
            message={t('clubs.loadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data ? (
          <div className={layout}>
            <ClubMap ref={map} clubs={placed} />
            <section
              aria-labelledby="clubs-on-map"
              className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
            >
              <h2 id="clubs-on-map" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                {t('clubs.onMap')}
              </h2>
              <ul
                className={css({
                  bg: 'surface',
                  borderWidth: '1px',
                  borderColor: 'border',
                  borderRadius: 'card',
                  p: '1.5',
                  display: 'flex',
                  flexDirection: 'column',
                  maxH: { lg: '32rem' },
                  overflowY: { lg: 'auto' },
                })}
              >
                {placed.map((club) => (
                  <li key={club.id}>
                    <button
                      type="button"
                      data-testid="club-show"
                      className={listButton}
                      onClick={(event) => map.current?.show(club.id, event.currentTarget)}
                    >
                      <span className={css({ fontWeight: 'semibold' })}>{club.info.name}</span>
                      <span className={css({ fontSize: 'sm', color: 'textMuted' })}>{club.info.address}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {unplaced > 0 && (
                <p className={css({ fontSize: 'sm', color: 'textMuted' })}>
                  {t('clubs.unplaced', { count: unplaced })}{' '}
                  <Link href="/clubs-list" className={linkClass}>
                    {t('clubs.listLink')}
                  </Link>
                </p>
              )}
            </section>
          </div>
        ) : (
          <div className={css({ display: 'flex', justifyContent: 'center', py: '16' })}>
            <Spinner label={t('common.loading')} />
          </div>
        )}
      </div>
    </Page>
  );
}

// /clubs (docs/product.md#routes-clubs club map): the partner clubs on a map centred on Haiti (static first, MapLibre
// once the player reaches for it: club-map.tsx), and beside it (below on phones) the keyboard-friendly way to the same
// details: one button per club that shows it on the map. The map's box is there from the first paint, while
// the clubs load. Clubs without coordinates are only in /clubs-list, which the page links to.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Link } from 'wouter';
import { clubsQuery } from '../../api/clubs';
import type { Club } from '../../../contract/schemas/content';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { QueryView, queryViewState } from '../../ui/query-view';
import { ClubMap, type ClubMapHandle } from './club-map';
import { ClubsIntro, isPlaced, linkClass } from './club-parts';
import { clubAnchor } from './static-map';
import { PlaceholderList } from '../../ui/placeholder-list';

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
  // A marker of the static map links here until the page's script runs.
  '&:hover, &:target': { bg: 'surfaceRaised' },
});

const placeholder = css({ h: '3.75rem', m: '0.5', borderRadius: 'control', bg: 'surfaceRaised' });

const listBox = cx(
  card({ padded: false }),
  css({
    p: '1.5',
    display: 'flex',
    flexDirection: 'column',
    maxH: { lg: '32rem' },
    overflowY: { lg: 'auto' },
  }),
);

export function ClubsPage() {
  const t = useT();
  const query = useQuery(clubsQuery());
  const state = queryViewState(query, noEmpty);

  return (
    <Page title={t('page.clubs')}>
      <ClubsIntro href="/clubs-list" link={t('clubs.listLink')} />
      {/* No club is still a map: an empty list is shown as data. */}
      <div data-testid="clubs" data-state={state} aria-busy={state === 'loading' || undefined}>
        <QueryView
          query={query}
          isEmpty={noEmpty}
          failed={{ testId: 'clubs-failed', message: t('clubs.loadFailed') }}
          loading={<ClubsLayout clubs={null} />}
        >
          {(clubs) => <ClubsLayout clubs={clubs} />}
        </QueryView>
      </div>
    </Page>
  );
}

const noEmpty = () => false;

/** The map and the list beside it; the map's box is there while the clubs load (`clubs` null). */
function ClubsLayout({ clubs }: { clubs: Club[] | null }) {
  const t = useT();
  const placed = useMemo(() => clubs?.filter(isPlaced) ?? [], [clubs]);
  const unplaced = (clubs?.length ?? 0) - placed.length;
  const map = useRef<ClubMapHandle>(null);
  return (
    <div className={layout}>
      <ClubMap ref={map} clubs={placed} />
      <section aria-labelledby="clubs-on-map" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="clubs-on-map" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {t('clubs.onMap')}
        </h2>
        {clubs ? (
          <ul className={listBox}>
            {placed.map((club) => (
              <li key={club.id}>
                <button
                  type="button"
                  id={clubAnchor(club.id)}
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
        ) : (
          <PlaceholderList
            count={5}
            listClassName={listBox}
            itemClassName={placeholder}
            loadingLabel={t('common.loading')}
          />
        )}
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
  );
}

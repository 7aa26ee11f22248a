// The lobby's memory on / for a signed-in player (docs/product.md#flows-favourites): a Favourites row (the latest added
// first) and a Recently played row (the last games launched, latest first). Loaded only for signed-in players, off the
// lobby's first load (docs/architecture.md#performance).
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { Game } from '../../../contract/schemas/games';
import { favouritesQuery, recentQuery } from '../../api/protection';
import { type MessageId, useT } from '../../i18n/use-t';
import { QueryView } from '../../ui/query-view';
import { GameTile } from './game-tile';
import { rowScroller } from './group-row';

export function PlayerRows() {
  const favourites = useQuery(favouritesQuery());
  // Recently played changes with every launch: read afresh each time the lobby shows it.
  const recent = useQuery({ ...recentQuery(), refetchOnMount: 'always' });
  return (
    <>
      <GameListRow testId="favourites-row" title="lobby.favourites" empty="lobby.favouritesEmpty" query={favourites} />
      <GameListRow testId="recent-row" title="lobby.recent" empty="lobby.recentEmpty" query={recent} />
    </>
  );
}

function GameListRow({
  testId,
  title,
  empty,
  query,
}: {
  testId: string;
  title: MessageId;
  empty: MessageId;
  query: UseQueryResult<Game[]>;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id={headingId} className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold' })}>
        {t(title)}
      </h2>
      <QueryView
        query={query}
        loading={<div aria-busy="true" className={css({ h: '24' })} />}
        failed={{ message: t('errors.requestFailed'), variant: 'inline' }}
        empty={<p className={css({ color: 'textMuted', fontSize: 'sm' })}>{t(empty)}</p>}
      >
        {(games) => (
          <ul className={rowScroller}>
            {games.map((game) => (
              <li
                key={game.id}
                className={css({
                  flexShrink: 0,
                  scrollSnapAlign: 'start',
                  width: { base: '31%', sm: '22%', lg: 'calc((100% - 6 * 16px) / 7)' },
                })}
              >
                <GameTile game={game} variant="card" fit="cover" />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

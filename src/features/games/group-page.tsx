// /games/{groupAlias} (docs/product.md#routes-list): the group's games, 12 a page from page 1, the page in the address
// (?page=N), 3 columns on phones and 5 on desktop (docs/product.md#constants-paging), pagination with a window of 5; the
// group's info block (picture, description, featured games) above them.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { GROUP_SORTS, type GroupSort, gameGroupQuery, gameGroupsQuery } from '../../api/games';
import { isApiError } from '../../api/errors';
import { type MessageId, useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { Pagination } from '../../ui/pagination';
import { QueryView } from '../../ui/query-view';
import { pageFromSearch } from '../page-from-search';
import { groupPath, groupSearch, sortFromSearch } from './game-links';
import { GameLauncher } from './game-launcher';
import { GameTile } from './game-tile';
import { gamesNotLoaded } from './games-not-loaded';
import { GroupInfo } from './group-info';
import { GroupTabs } from './group-tabs';
import type { SignInSlot } from './login-modal';

const SORT_LABEL: Record<GroupSort, MessageId> = {
  default: 'games.sortDefault',
  name: 'games.sortName',
  popular: 'games.sortPopular',
};

/** `signIn`: the sign-in form the tiles' login modal holds, handed in by the router (src/routes.tsx). */
export function GroupPage({ signIn }: { signIn: SignInSlot }) {
  const t = useT();
  const { groupAlias = '' } = useParams<{ groupAlias: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const page = pageFromSearch(search);
  const sort = sortFromSearch(search);
  const groups = useQuery(gameGroupsQuery());
  const group = useQuery(gameGroupQuery(groupAlias, page, sort));
  const data = group.data;
  const count = data?.games.pagination.count ?? 0;

  // An address outside the pages (?page=0, ?page=abc, ?page=99, ?sort=nope) is corrected in place.
  useEffect(() => {
    const wanted = count > 0 && page > count ? count : page;
    if ((search ? `?${search}` : '') !== groupSearch(wanted, sort)) {
      navigate(groupPath(groupAlias, wanted, sort), { replace: true });
    }
  }, [count, page, sort, groupAlias, search, navigate]);

  const refusal =
    isApiError(group.error) && group.error.kind === 'http' && group.error.status === 200 ? group.error : null;
  return (
    <Page title={data?.name ?? t('page.group')}>
      <GameLauncher signIn={signIn}>
        <div
          data-testid="group-page"
          data-page={page}
          className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
        >
          <GroupTabs groups={groups.data?.list ?? []} />
          {data?.info && !refusal && <GroupInfo info={data.info} />}
          <label
            className={css({ display: 'flex', alignItems: 'center', gap: '2', alignSelf: 'flex-end', fontSize: 'sm' })}
          >
            <span className={css({ color: 'textMuted' })}>{t('games.sortLabel')}</span>
            <select
              value={sort}
              data-testid="group-sort"
              onChange={(e) => navigate(groupPath(groupAlias, 1, sortFromSearch(`sort=${e.target.value}`)))}
              className={css({
                h: '10',
                px: '3',
                bg: 'surface',
                color: 'text',
                borderWidth: '1px',
                borderColor: 'border',
                borderRadius: 'control',
              })}
            >
              {GROUP_SORTS.map((option) => (
                <option key={option} value={option}>
                  {t(SORT_LABEL[option])}
                </option>
              ))}
            </select>
          </label>
          {refusal ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
              <p role="alert">{refusal.serverMessage ?? t('games.groupNotFound')}</p>
              <Link href="/" className={button({ variant: 'secondary' })}>
                {t('common.goHome')}
              </Link>
            </div>
          ) : (
            <QueryView query={group} failed={gamesNotLoaded(t)}>
              {(data) => (
                <>
                  <ul
                    aria-busy={group.isPlaceholderData}
                    className={css({
                      display: 'grid',
                      gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
                      gap: { base: '3', lg: '4' },
                      transition: 'opacity 0.15s',
                      '&[aria-busy=true]': { opacity: 0.6 },
                    })}
                  >
                    {data.games.list.map((game, i) => (
                      <li key={game.id}>
                        <GameTile game={game} variant={data.view.variant} fit={data.view.image} eager={i < 6} />
                      </li>
                    ))}
                  </ul>
                  {data.games.list.length === 0 && (
                    <p className={css({ color: 'textMuted' })}>{t('games.emptyGroup')}</p>
                  )}
                  <Pagination
                    page={Math.min(page, Math.max(count, 1))}
                    count={count}
                    href={(p) => groupPath(groupAlias, p, sort)}
                  />
                </>
              )}
            </QueryView>
          )}
        </div>
      </GameLauncher>
    </Page>
  );
}

// Home (spec §2 /): banner carousel, jackpots, group tabs with the game search, a row per game group,
// popular games, FAQ and the latest blog articles. The lobby is the whole point of the page, so when
// games/groups fails it says so ('Oops! Games not loaded', spec §8) with a retry.
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { gameGroupsQuery } from '../../api/games';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { BlogCarousel } from '../content/blog-carousel';
import { BannerCarousel } from '../home/banner-carousel';
import { FaqAccordion } from './faq-accordion';
import { GameLauncher } from './game-launcher';
import { GamesNotLoaded } from './games-not-loaded';
import { GroupRow } from './group-row';
import { GroupTabs } from './group-tabs';
import { JackpotsStrip } from './jackpots-strip';
import { PopularGamesCarousel } from './popular-carousel';

export function HomePage() {
  const t = useT();
  const groups = useQuery(gameGroupsQuery());
  return (
    <Page title={t('page.home')} hideTitle>
      <GameLauncher>
        <div
          data-testid="home"
          className={css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' } })}
        >
          <BannerCarousel />
          <JackpotsStrip />
          <GroupTabs groups={groups.data?.list ?? []} />
          {groups.isError ? (
            <GamesNotLoaded onRetry={() => groups.refetch()} retrying={groups.isFetching} />
          ) : groups.data ? (
            groups.data.list.map((group, i) => <GroupRow key={group.id} group={group} eager={i === 0} />)
          ) : (
            <RowsSkeleton label={t('common.loading')} />
          )}
          <section
            aria-labelledby="popular-title"
            className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          >
            <h2 id="popular-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
              {t('games.popular')}
            </h2>
            <PopularGamesCarousel />
          </section>
          <FaqAccordion />
          <section aria-labelledby="blog-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <h2 id="blog-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
              {t('games.latestArticles')}
            </h2>
            <BlogCarousel />
          </section>
        </div>
      </GameLauncher>
    </Page>
  );
}

/** Reserves the rows' space while games load, so nothing below jumps. */
function RowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <div className={css({ h: '6', w: '40', bg: 'surface', borderRadius: 'md' })} />
          <div className={css({ display: 'flex', gap: '3', overflow: 'hidden' })}>
            {[0, 1, 2, 3, 4].map((tile) => (
              <div
                key={tile}
                className={css({
                  flexShrink: 0,
                  width: { base: '42%', sm: '30%', lg: 'calc((100% - 4 * 16px) / 5)' },
                  aspectRatio: '4 / 3',
                  bg: 'surface',
                  borderRadius: 'card',
                })}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

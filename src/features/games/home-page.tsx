// Home (docs/product.md#routes-list /): banner carousel, jackpots, group tabs with the game search, a row per game
// group, popular games, FAQ and the latest blog articles. The lobby is the whole point of the page, so when
// games/groups fails it says so ('Oops! Games not loaded', docs/product.md#errors-texts) with a retry.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { gameGroupsQuery } from '../../api/games';
import { lazyWithTexts } from '../../app/catalogues';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { QueryView } from '../../ui/query-view';
import { BannerCarousel, secondBannersBox } from './banner-carousel';
import { GameLauncher, useLaunch } from './game-launcher';
import { gamesNotLoaded } from './games-not-loaded';
import { GroupRow } from './group-row';
import { GroupTabs } from './group-tabs';
import { JackpotsStrip } from './jackpots-strip';
import type { SignInSlot } from './login-modal';
import { isPlainClick } from '../../ui/plain-click';
import { hydrateWhenNear } from '../../ui/hydrate-when-near';
import { KeepPlaceholder, WhenVisible } from '../../ui/when-visible';
import { selectIsAuthenticated, selectNoPromotions } from '../../machines/session/session.selectors';

// The banner is the page's largest paint: its first picture shows without waiting for Swiper (banner-carousel.tsx).
// The other carousels (and Swiper in them) load after the lobby's first screen; their boxes keep their size.
const PopularGamesCarousel = lazy(() =>
  import('./popular-carousel').then((m) => ({ default: m.PopularGamesCarousel })),
);
const SecondBanners = lazy(() => import('./second-banners').then((m) => ({ default: m.SecondBanners })));
const BlogCarousel = lazy(() => import('../content/blog-carousel').then((m) => ({ default: m.BlogCarousel })));
// The FAQ, far below the fold, is native <details> that open and close without script: the server's HTML of it
// hydrates once its code (with the FAQ call and the HTML sanitiser) has loaded, after the first screen's; when that
// code cannot load (offline), the page goes on without the FAQ.
// docs/product.md#flows-favourites: a signed-in player's Favourites and Recently played rows, loaded for players only.
const PlayerRows = lazyWithTexts(() => import('./player-rows').then((m) => m.PlayerRows));
const FaqAccordion = lazy(() => import('./faq-accordion').then((m) => ({ default: m.FaqAccordion })));
// docs/architecture.md#performance: the rows after the first and the FAQ keep the server's HTML until the player nears
// them or first touches the page (src/ui/hydrate-when-near.tsx).
// Off screen their style and layout wait too (content-visibility), in a box of about their height (remembered once
// shown), so the page's first layout covers the first screen only.
const rowBox = css({
  contentVisibility: 'auto',
  containIntrinsicSize: { base: 'auto 13rem', md: 'auto 15rem', lg: 'auto 17rem' },
});
const faqBox = css({ contentVisibility: 'auto', containIntrinsicSize: { base: 'auto 34rem', md: 'auto 31rem' } });
const NearGroupRow = hydrateWhenNear(GroupRow, rowBox);
const NearFaq = hydrateWhenNear(function Faq() {
  return (
    <KeepPlaceholder placeholder={null}>
      <Suspense fallback={null}>
        <FaqAccordion />
      </Suspense>
    </KeepPlaceholder>
  );
}, faqBox);
/** `signIn`: the sign-in form the tiles' login modal holds, handed in by the router (src/routes.tsx). */
export function HomePage({ signIn }: { signIn: SignInSlot }) {
  const t = useT();
  const groups = useQuery(gameGroupsQuery());
  const sessionActor = useSessionActor();
  const player = useSelector(sessionActor, selectIsAuthenticated);
  // The banners advertise promotions: none for a player who gets none (docs/api.md#no-promotions).
  const noPromotions = useSelector(sessionActor, selectNoPromotions);
  return (
    <Page title={t('page.home')} hideTitle>
      <GameLauncher signIn={signIn}>
        <div
          data-testid="home"
          className={css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' } })}
        >
          {!noPromotions && <BannerCarousel />}
          <JackpotsStrip />
          <GroupTabs groups={groups.data?.list ?? []} />
          {player && (
            <Suspense fallback={null}>
              <PlayerRows />
            </Suspense>
          )}
          <QueryView query={groups} loading={<RowsSkeleton label={t('common.loading')} />} failed={gamesNotLoaded(t)}>
            {(data) =>
              data.list.map((group, i) =>
                i === 0 ? (
                  <GroupRow key={group.id} group={group} eager />
                ) : (
                  <NearGroupRow key={group.id} group={group} />
                ),
              )
            }
          </QueryView>
          {!noPromotions && (
            <WhenVisible placeholder={<div aria-hidden="true" className={secondBannersBox} />}>
              <Suspense fallback={<div aria-hidden="true" className={secondBannersBox} />}>
                <SecondBanners />
              </Suspense>
            </WhenVisible>
          )}
          <section
            aria-labelledby="popular-title"
            className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
          >
            <h2 id="popular-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
              {t('games.popular')}
            </h2>
            <WhenVisible placeholder={<div aria-busy="true" className={cardsBox} />}>
              <Suspense fallback={<div aria-busy="true" className={cardsBox} />}>
                <PopularLaunch />
              </Suspense>
            </WhenVisible>
          </section>
          <NearFaq />
          <section aria-labelledby="blog-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <h2 id="blog-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
              {t('games.latestArticles')}
            </h2>
            <WhenVisible placeholder={<div aria-busy="true" className={cardsBox} />}>
              <Suspense fallback={<div aria-busy="true" className={cardsBox} />}>
                <BlogCarousel />
              </Suspense>
            </WhenVisible>
          </section>
        </div>
      </GameLauncher>
    </Page>
  );
}

/**
 * Popular cards launch like tiles (docs/product.md#flows-login): login modal for guests, balance choice, remote URL.
 */
function PopularLaunch() {
  const launch = useLaunch();
  return (
    <PopularGamesCarousel
      onLaunch={(entry, event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        launch({
          gameId: entry.game.game_id,
          groupAlias: entry.game.group_alias,
          alias: '',
          gameType: entry.game.game_type,
          isDemo: entry.game.is_demo,
          isModalBalanceType: entry.game.is_modal_balance_type,
        });
      }}
    />
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

const cardsBox = css({ w: '100%', h: { base: '16rem', lg: '17rem' }, borderRadius: 'card', bg: 'surface' });

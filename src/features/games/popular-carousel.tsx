// docs/product.md#routes-list home and /widget/games-popular-games: the popular games (docs/product.md#entities-games
// popular entry) as cards with picture, title, players online and the latest win. docs/product.md#flows-game-launch: a
// guest sees a non-demo game dimmed and is sent to log in; `onLaunch` lets the game-launch flow take the click over.
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { MouseEvent, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useLocation } from 'wouter';
import { popularGamesQuery } from '../../api/games';
import type { PopularEntry } from '../../../contract/schemas/games';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { selectBalance, selectIsAuthenticated, selectIsChecking } from '../../machines/session/session.selectors';
import { QueryCarousel, slideCard } from '../shared/query-carousel';
import { gamePath } from './game-links';
import { formatMoney } from '../../ui/format';
import { isPlainClick } from '../../ui/plain-click';
import { ResponsiveImage } from '../../ui/responsive-image';

export interface PopularGamesCarouselProps {
  /** Takes over a card's click (e.g. the game-launch flow); call event.preventDefault() to stay put. */
  onLaunch?: (entry: PopularEntry, event: MouseEvent<HTMLAnchorElement>) => void;
  /** '_top' in widgets: links open the main site in the embedding page's window. */
  linkTarget?: '_top';
  /** A title shown left of the carousel buttons (the page may put its own heading above instead). */
  heading?: ReactNode;
}

const SKELETONS = ['skeleton-1', 'skeleton-2', 'skeleton-3', 'skeleton-4'];
const PER_VIEW = { base: 1.7, xsm: 2.2, sm: 2.6, md: 3.4, lg: 4.3, xl: 5 } as const;

const gameHref = (entry: PopularEntry) => gamePath(entry.game.group_alias, entry.game.game_id);

const card = cx(slideCard, css({ '&[data-locked] img': { opacity: 0.4, filter: 'grayscale(0.7)' } }));
const picture = css({ position: 'relative', display: 'block', aspectRatio: '4 / 3', bg: 'surfaceRaised' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', minH: '6.5rem' });
const titleText = css({
  fontWeight: 'bold',
  fontSize: 'md',
  lineHeight: '1.3',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const stat = css({ fontSize: 'sm', color: 'textMuted', display: 'flex', alignItems: 'center', gap: '1.5' });

function PopularCard({
  entry,
  locked,
  currency,
  linkTarget,
  onLaunch,
}: {
  entry: PopularEntry;
  locked: boolean;
  currency: string | undefined;
  linkTarget: '_top' | undefined;
  onLaunch: PopularGamesCarouselProps['onLaunch'];
}) {
  const t = useT();
  // A plain <a> (not wouter's Link) so a widget's card can target the top window; the app navigates in place.
  const [, navigate] = useLocation();
  const { image } = entry;
  return (
    <a
      href={locked ? '/login' : gameHref(entry)}
      target={linkTarget}
      data-testid="popular-card"
      data-locked={locked || undefined}
      onClick={(event) => {
        onLaunch?.(entry, event);
        if (event.defaultPrevented || linkTarget) return;
        // In the app: an in-app navigation (a modified click keeps the browser's own behaviour).
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(event.currentTarget.getAttribute('href') ?? '/');
      }}
      className={card}
    >
      <span className={picture}>
        <ResponsiveImage
          image={{ ...image, width: image.width ?? 480, height: image.height ?? 360 }}
          className={css({ w: '100%', h: '100%', objectFit: 'cover', display: 'block' })}
        />
        {locked && (
          <span
            className={css({
              position: 'absolute',
              insetX: '2',
              bottom: '2',
              textAlign: 'center',
              bg: 'night.950',
              color: 'text',
              fontSize: 'xs',
              fontWeight: 'semibold',
              borderRadius: 'control',
              px: '2',
              py: '1',
            })}
          >
            {t('popular.loginToPlay')}
          </span>
        )}
      </span>
      <span className={body}>
        <span className={titleText} data-truncates="">
          {entry.title}
        </span>
        <span className={stat}>
          <span aria-hidden="true" className={css({ w: '2', h: '2', borderRadius: 'full', bg: 'success' })} />
          {t('popular.online', { count: entry.stats.online })}
        </span>
        <span className={stat}>{t('popular.recentWin', { amount: formatMoney(entry.stats.recentWin, currency) })}</span>
      </span>
    </a>
  );
}

function SkeletonCard() {
  return (
    <div aria-hidden="true" data-testid="popular-skeleton" className={card}>
      <span className={picture} />
      <span className={body}>
        <span className={css({ h: '4', w: '70%', borderRadius: 'sm', bg: 'surfaceRaised' })} />
        <span className={css({ h: '3', w: '50%', borderRadius: 'sm', bg: 'surfaceRaised', mt: '1' })} />
        <span className={css({ h: '3', w: '60%', borderRadius: 'sm', bg: 'surfaceRaised', mt: '1' })} />
      </span>
    </div>
  );
}

export function PopularGamesCarousel({ onLaunch, linkTarget, heading }: PopularGamesCarouselProps) {
  const sessionActor = useSessionActor();
  const t = useT();
  const query = useQuery(popularGamesQuery());
  const authenticated = useSelector(sessionActor, selectIsAuthenticated);
  const checking = useSelector(sessionActor, selectIsChecking);
  const currency = useSelector(sessionActor, selectBalance)?.currency;
  return (
    <QueryCarousel
      testId="popular-games"
      label={t('popular.title')}
      heading={heading}
      failedMessage={t('popular.failed')}
      query={query}
      slides={
        query.data?.list.map((entry) => (
          <PopularCard
            key={entry.id}
            entry={entry}
            locked={!checking && !authenticated && !entry.game.is_demo}
            currency={currency}
            linkTarget={linkTarget}
            onLaunch={onLaunch}
          />
        )) ?? null
      }
      skeletons={SKELETONS.map((id) => <SkeletonCard key={id} />)}
      slidesPerView={PER_VIEW}
    />
  );
}

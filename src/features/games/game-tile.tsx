// A game in a group row or page (docs/product.md#routes-list, docs/product.md#entities-games group view): the group's
// variant decides the picture (card: preview, arbitrary: poster, square: icon) and its fit. A guest sees non-demo games
// dimmed, and a click opens the login modal (docs/product.md#flows-game-launch game launch).
import { useSelector } from '@xstate/react';
import { type MouseEvent, Suspense } from 'react';
import { css, cx } from 'styled-system/css';
import type { Image } from '../../../contract/schemas/common';
import type { Game } from '../../../contract/schemas/games';
import { lazyWithTexts } from '../../app/catalogues';
import { useSessionActor } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { ResponsiveImage } from '../../ui/responsive-image';
import { usePageLive } from '../../ui/use-page-live';
import { selectIsAuthenticated } from '../../machines/session/session.selectors';
import { gamePath, launchTargetOf } from './game-links';
import { useLaunch } from './game-launcher';
import { isPlainClick } from '../../ui/plain-click';

export type GroupVariant = 'card' | 'arbitrary' | 'square';
export type ImageFit = 'cover' | 'contain';

// Classes, not style attributes: the page's CSP refuses inline styles in the server's HTML.
const RATIO: Record<GroupVariant, string> = {
  card: css({ aspectRatio: '4 / 3' }),
  arbitrary: css({ aspectRatio: '16 / 9' }),
  square: css({ aspectRatio: '1 / 1' }),
};

function pictureOf(game: Game, variant: GroupVariant): Image | undefined {
  const { icon, preview, poster } = game.images;
  if (variant === 'square') return icon ?? preview;
  if (variant === 'arbitrary') return poster ?? preview;
  return preview ?? icon;
}

// docs/product.md#flows-favourites: the heart loads (with its texts) for signed-in players only, off the lobby's first
// load.
const FavouriteHeart = lazyWithTexts(() => import('./favourite-heart').then((m) => m.FavouriteHeart));

/**
 * A game's link that launches as a tile does (docs/product.md#flows-game-launch): the page's address (a new tab opens
 * it), a plain click launches in place; locked for a guest on a game that is not a demo, named as such.
 */
export function useGameLaunchLink(game: Game) {
  const sessionActor = useSessionActor();
  const t = useT();
  const launch = useLaunch();
  // While a tile hydrates it shows what the server rendered, before any session was known (every page is rendered as
  // data-session="checking"): a row that hydrates late (src/ui/hydrate-when-near.tsx), after the player's session has
  // come back, would otherwise not match its server HTML. Right after, it shows the session as it is.
  const live = usePageLive();
  const authenticated = useSelector(sessionActor, selectIsAuthenticated) && live;
  const locked = !authenticated && !game.is_demo;
  return {
    href: gamePath(game.group_alias, game.id),
    authenticated,
    locked,
    lockedLabel: locked ? `${game.name} · ${t('games.loginTitle')}` : undefined,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      launch(launchTargetOf(game));
    },
  };
}

export function GameTile({
  game,
  variant,
  fit,
  eager = false,
}: {
  game: Game;
  variant: GroupVariant;
  fit: ImageFit;
  eager?: boolean;
}) {
  const t = useT();
  const link = useGameLaunchLink(game);
  const picture = pictureOf(game, variant);
  return (
    <div className={css({ position: 'relative', minW: '0' })}>
      <a
        href={link.href}
        data-testid="game-tile"
        data-game-alias={game.alias}
        data-locked={link.locked || undefined}
        aria-label={link.lockedLabel ?? game.name}
        onClick={link.onClick}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '1.5',
          minW: '0',
          borderRadius: 'card',
          color: 'text',
          transition: 'transform 0.15s',
          _hover: { transform: 'translateY(-2px)' },
          '&[data-locked] img': { opacity: 0.45, filter: 'grayscale(0.6)' },
        })}
      >
        <span
          className={cx(
            css({
              position: 'relative',
              display: 'block',
              borderRadius: 'card',
              overflow: 'hidden',
              bg: 'surfaceRaised',
              borderWidth: '1px',
              borderColor: 'border',
            }),
            RATIO[variant],
          )}
        >
          {picture && (
            <ResponsiveImage
              image={picture}
              eager={eager}
              className={cx(
                css({ width: '100%', height: '100%', display: 'block' }),
                fit === 'contain' ? css({ objectFit: 'contain', p: '2' }) : css({ objectFit: 'cover' }),
              )}
            />
          )}
          {game.is_demo && <span className={badge}>{t('games.demo')}</span>}
          {link.locked && <span className={lockBadge}>{t('games.loginTitle')}</span>}
        </span>
        <span
          data-truncates=""
          className={css({
            fontSize: 'sm',
            fontWeight: 'semibold',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          })}
        >
          {game.name}
        </span>
      </a>
      {link.authenticated && (
        <Suspense fallback={null}>
          <FavouriteHeart game={game} placement="tile" />
        </Suspense>
      )}
    </div>
  );
}

const lockBadge = css({
  position: 'absolute',
  bottom: '2',
  left: '50%',
  transform: 'translateX(-50%)',
  px: '2.5',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  whiteSpace: 'nowrap',
  bg: 'night.950',
  color: 'text',
});

const badge = css({
  position: 'absolute',
  top: '2',
  left: '2',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  bg: 'mint.700',
  color: 'white',
});

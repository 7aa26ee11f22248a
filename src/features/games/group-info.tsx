// docs/product.md#entities-games game group info {title, preview_body, image, games{list}} on the group page
// (docs/product.md#routes-list /games/{groupAlias}): the group's picture, title and description (server HTML through
// SafeHtml) and its featured games, which launch as tiles do (docs/product.md#flows-game-launch). A group without
// info, or with nothing to say in it, shows no block.
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { GameGroup } from '../../../contract/schemas/games';
import { useT } from '../../i18n/use-t';
import { ResponsiveImage } from '../../ui/responsive-image';
import { SafeHtml } from '../../ui/safe-html';
import { useGameLaunchLink } from './game-tile';

type GroupInfoData = NonNullable<GameGroup['info']>;
type FeaturedGameData = GroupInfoData['games']['list'][number];

export function GroupInfo({ info }: { info: GroupInfoData }) {
  const t = useT();
  const title = info.title.trim();
  const text = info.preview_body.trim();
  const featured = info.games.list;
  if (!title && !text && featured.length === 0) return null;
  return (
    <section
      aria-labelledby={title ? 'group-info-title' : undefined}
      data-testid="group-info"
      className={cx(
        card({ padded: false }),
        css({
          display: 'grid',
          gridTemplateColumns: {
            base: '5.5rem minmax(0, 1fr)',
            md: '12rem minmax(0, 1fr)',
            lg: '16rem minmax(0, 1fr)',
          },
          gap: { base: '3', md: '5' },
          alignItems: 'start',
          p: { base: '3', md: '4' },
        }),
      )}
    >
      {/* The picture's own box: a <picture> lays out as its contents, its sources included. */}
      <div aria-hidden="true">
        {info.image && (
          <ResponsiveImage
            image={info.image}
            eager
            className={css({
              display: 'block',
              w: '100%',
              h: 'auto',
              aspectRatio: '2 / 1',
              objectFit: 'cover',
              borderRadius: 'control',
            })}
          />
        )}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })}>
        {title && (
          <h2 id="group-info-title" className={css({ fontSize: { base: 'md', md: 'lg' }, fontWeight: 'bold' })}>
            {title}
          </h2>
        )}
        {text && (
          <SafeHtml
            html={text}
            className={css({ color: 'textMuted', fontSize: { base: 'sm', md: 'md' }, '& a': { color: 'link' } })}
          />
        )}
      </div>
      {featured.length > 0 && (
        <div
          className={css({
            gridColumn: { base: '1 / -1', md: '2' },
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
          })}
        >
          <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'textMuted' })}>
            {t('games.groupFeatured')}
          </h3>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
            {featured.map((game) => (
              <FeaturedGame key={game.id} game={game} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A featured game: launched as its tile would be (game-tile.tsx). */
function FeaturedGame({ game }: { game: FeaturedGameData }) {
  const link = useGameLaunchLink(game);
  const icon = game.images.icon ?? game.images.preview;
  return (
    <li>
      <a
        href={link.href}
        data-testid="group-info-game"
        data-locked={link.locked || undefined}
        aria-label={link.lockedLabel}
        onClick={link.onClick}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minH: '11',
          pl: '1',
          pr: '3',
          borderRadius: 'full',
          bg: 'surfaceRaised',
          borderWidth: '1px',
          borderColor: 'border',
          color: 'text',
          fontSize: 'sm',
          fontWeight: 'semibold',
          _hover: { borderColor: 'accent' },
          '&[data-locked] img': { opacity: 0.45, filter: 'grayscale(0.6)' },
        })}
      >
        {icon && (
          <img
            src={icon.url}
            alt=""
            width={36}
            height={36}
            loading="lazy"
            decoding="async"
            className={css({ w: '9', h: '9', borderRadius: 'full', objectFit: 'cover' })}
          />
        )}
        {game.name}
      </a>
    </li>
  );
}

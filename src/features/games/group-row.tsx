// A game group row of the home page (docs/product.md#routes-list): the group's games in its view variant, scrolled
// sideways by 0.8 of the width on phones and a whole width on desktop (docs/product.md#constants-layout scroll step).
import { useRef } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import type { GameGroup } from '../../../contract/schemas/games';
import { DESKTOP_MIN_WIDTH } from '../../config/constants';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icon';
import { matches } from '../../ui/media';
import { groupPath } from './game-links';
import { GameTile } from './game-tile';

const TILE_WIDTH = {
  card: css({ width: { base: '42%', sm: '30%', lg: 'calc((100% - 4 * 16px) / 5)' } }),
  arbitrary: css({ width: { base: '72%', sm: '46%', lg: 'calc((100% - 2 * 16px) / 3)' } }),
  square: css({ width: { base: '31%', sm: '22%', lg: 'calc((100% - 6 * 16px) / 7)' } }),
} as const;

/** A row of game tiles scrolled sideways, snapping to a tile, with no scroll bar (also the lobby's player rows). */
export const rowScroller = css({
  display: 'flex',
  gap: { base: '3', lg: '4' },
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  pb: '1',
  '&::-webkit-scrollbar': { display: 'none' },
});

export function GroupRow({ group, eager = false }: { group: GameGroup; eager?: boolean }) {
  const t = useT();
  const scroller = useRef<HTMLUListElement>(null);
  const headingId = `group-${group.alias}`;
  const scroll = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const step = matches(`(min-width: ${DESKTOP_MIN_WIDTH}px)`) ? 1 : 0.8;
    el.scrollBy({ left: direction * el.clientWidth * step, behavior: 'smooth' });
  };
  const total = group.games.pagination.count * group.games.pagination.limit;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="group-row"
      data-group={group.alias}
      data-variant={group.view.variant}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mb: '3' })}>
        <h2 id={headingId} className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold', flex: '1' })}>
          {group.name}
        </h2>
        <Link href={groupPath(group.alias)} className={css({ color: 'link', fontWeight: 'semibold', fontSize: 'sm' })}>
          {t('games.seeAll')}
          <span className="sr-only"> · {group.name}</span>
        </Link>
        {total > 4 && (
          <span className={css({ display: { base: 'none', lg: 'flex' }, gap: '1' })}>
            <button
              type="button"
              className={arrow}
              aria-label={t('games.scrollBack', { group: group.name })}
              onClick={() => scroll(-1)}
            >
              <Icon name="chevronDown" size={20} className={css({ transform: 'rotate(90deg)' })} />
            </button>
            <button
              type="button"
              className={arrow}
              aria-label={t('games.scrollForward', { group: group.name })}
              onClick={() => scroll(1)}
            >
              <Icon name="chevronDown" size={20} className={css({ transform: 'rotate(-90deg)' })} />
            </button>
          </span>
        )}
      </div>
      <ul ref={scroller} className={rowScroller}>
        {group.games.list.map((game, i) => (
          <li
            key={game.id}
            className={cx(css({ flexShrink: 0, scrollSnapAlign: 'start' }), TILE_WIDTH[group.view.variant])}
          >
            <GameTile game={game} variant={group.view.variant} fit={group.view.image} eager={eager && i < 3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const arrow = css({
  display: 'inline-flex',
  p: '2',
  borderRadius: 'full',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  cursor: 'pointer',
  _hover: { borderColor: 'accent' },
});
